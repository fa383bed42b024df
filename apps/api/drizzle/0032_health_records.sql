CREATE TABLE "health_records" (
	"traveller_id" uuid PRIMARY KEY NOT NULL,
	"allergies" jsonb,
	"medicines" jsonb,
	"diet" jsonb,
	"conditions" jsonb,
	"contacts" jsonb,
	"consent_given_by" text,
	"consent_given_by_name" text,
	"consent_given_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "health_freeze_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_consent_given_by_user_id_fk" FOREIGN KEY ("consent_given_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_health_freeze_days_check" CHECK ("trips"."health_freeze_days" > 0);