ALTER TABLE "travellers" DROP COLUMN "passport_number";--> statement-breakpoint
ALTER TABLE "travellers" DROP COLUMN "passport_expires_on";