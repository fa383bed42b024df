ALTER TABLE "trips" ADD COLUMN "institute_emergency_phone" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "insurer_name" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "insurer_emergency_phone" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "insurance_policy_number" text;