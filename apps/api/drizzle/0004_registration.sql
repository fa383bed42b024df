CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "registration_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"trip_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"step" text DEFAULT 'details' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"document_file_id" uuid,
	"document_type" text,
	"submitted_traveller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_drafts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "registration_drafts_step_check" CHECK ("registration_drafts"."step" in ('details', 'document', 'submitted')),
	CONSTRAINT "registration_drafts_document_type_check" CHECK ("registration_drafts"."document_type" is null or "registration_drafts"."document_type" in ('passport', 'id_card'))
);
--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "roommate_group_id" uuid;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_submitted_traveller_id_travellers_id_fk" FOREIGN KEY ("submitted_traveller_id") REFERENCES "public"."travellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_drafts_expires_at_idx" ON "registration_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_drafts_document_file_idx" ON "registration_drafts" USING btree ("document_file_id");--> statement-breakpoint
CREATE INDEX "travellers_roommate_group_idx" ON "travellers" USING btree ("roommate_group_id");