-- A departure's label is bilingual; an existing single-language label becomes the text of both languages.
ALTER TABLE "departures" ALTER COLUMN "label" SET DATA TYPE jsonb USING jsonb_build_object('el', "label", 'en', "label");
