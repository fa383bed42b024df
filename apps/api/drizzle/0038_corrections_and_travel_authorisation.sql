CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"traveller_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"sent_by" text,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_requests_status_check" CHECK ("change_requests"."status" in ('waiting', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_type_check";--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "corrections_freeze_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_traveller_id_idx" ON "change_requests" USING btree ("traveller_id","sent_at");--> statement-breakpoint
CREATE INDEX "change_requests_waiting_idx" ON "change_requests" USING btree ("sent_at") WHERE "change_requests"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_check" CHECK ("documents"."type" in ('passport', 'id_card', 'consent', 'travel_authorisation', 'other'));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_corrections_freeze_days_check" CHECK ("trips"."corrections_freeze_days" > 0);