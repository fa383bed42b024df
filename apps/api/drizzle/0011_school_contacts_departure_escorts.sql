ALTER TABLE "departures" DROP CONSTRAINT "departures_escorts_check";--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "escorts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "departures" DROP COLUMN "escorts_assigned";