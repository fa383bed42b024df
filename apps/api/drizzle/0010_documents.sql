ALTER TABLE "documents" DROP CONSTRAINT "documents_status_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "passport_expires_on" date;--> statement-breakpoint
CREATE INDEX "documents_pending_idx" ON "documents" USING btree ("uploaded_at") WHERE "documents"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('pending', 'approved', 'rejected', 'withdrawn'));