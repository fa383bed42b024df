-- A trip's name is bilingual; the one trip the product has run so far reads "Παρίσι" in Greek, and any
-- other existing name becomes the text of both languages. Uniqueness stays on the English name and year.
DROP INDEX "trips_name_year_idx";--> statement-breakpoint
ALTER TABLE "trips" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('el', CASE WHEN "name" = 'Paris' THEN 'Παρίσι' ELSE "name" END, 'en', "name");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_name_year_idx" ON "trips" USING btree (("name"->>'en'),"year");
