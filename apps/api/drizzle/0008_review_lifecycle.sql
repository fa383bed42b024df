ALTER TABLE "travellers" RENAME COLUMN "rejection_reason" TO "status_reason";--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "escorts_assigned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "status_before_deletion" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "consent_deadline" date;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "consent_reminder_7_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "consent_reminder_2_sent_at" timestamp with time zone;--> statement-breakpoint
-- Registrations deleted before restore existed were pending ones: that is where a restore sends them.
UPDATE "travellers" SET "status_before_deletion" = 'pending' WHERE "status" = 'deleted';--> statement-breakpoint
-- Approved before deadlines existed: the trip's days after the approval (or from now when that has passed).
UPDATE "travellers" AS t SET "consent_deadline" = greatest(
  (t."approved_at" AT TIME ZONE 'Europe/Nicosia')::date + trips."consent_deadline_days",
  (now() AT TIME ZONE 'Europe/Nicosia')::date + trips."consent_deadline_days"
) FROM "trips" WHERE trips."id" = t."trip_id" AND t."status" = 'approved' AND t."approved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "travellers_consent_deadline_idx" ON "travellers" USING btree ("consent_deadline") WHERE "travellers"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_escorts_check" CHECK ("departures"."escorts_assigned" >= 0);--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_status_before_deletion_check" CHECK (("travellers"."status" = 'deleted') = ("travellers"."status_before_deletion" is not null) and "travellers"."status_before_deletion" is distinct from 'deleted');