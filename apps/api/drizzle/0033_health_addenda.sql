CREATE TABLE "health_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"traveller_id" uuid NOT NULL,
	"section" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"sent_by" text,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" text,
	"acknowledged_by_name" text,
	"acknowledged_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_addenda_status_check" CHECK ("health_addenda"."status" in ('waiting', 'acknowledged')),
	CONSTRAINT "health_addenda_section_check" CHECK ("health_addenda"."section" is null or "health_addenda"."section" in ('allergies', 'medicines', 'diet', 'conditions', 'contacts', 'consent'))
);
--> statement-breakpoint
ALTER TABLE "health_addenda" ADD CONSTRAINT "health_addenda_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_addenda" ADD CONSTRAINT "health_addenda_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_addenda" ADD CONSTRAINT "health_addenda_acknowledged_by_user_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_addenda_traveller_id_idx" ON "health_addenda" USING btree ("traveller_id","sent_at");--> statement-breakpoint
CREATE INDEX "health_addenda_waiting_idx" ON "health_addenda" USING btree ("sent_at") WHERE "health_addenda"."status" = 'waiting';