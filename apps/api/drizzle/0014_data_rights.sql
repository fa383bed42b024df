CREATE TABLE "erasure_requests" (
	"traveller_id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasure_requests_scope_check" CHECK ("erasure_requests"."scope" in ('traveller', 'family'))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "id_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_requests_requested_at_idx" ON "erasure_requests" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_id_retention_days_check" CHECK ("trips"."id_retention_days" > 0);