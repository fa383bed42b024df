ALTER TABLE "travellers" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "id_document_type" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "id_document_number" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "id_document_expires_on" date;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "id_document_issuing_country" text;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_id_document_type_check" CHECK ("travellers"."id_document_type" is null or "travellers"."id_document_type" in ('passport', 'id_card'));--> statement-breakpoint
-- Passport details given before an ID card could be described stay what they were: a passport.
UPDATE "travellers" SET "id_document_type" = 'passport', "id_document_number" = "passport_number", "id_document_expires_on" = "passport_expires_on" WHERE "passport_number" IS NOT NULL OR "passport_expires_on" IS NOT NULL;
