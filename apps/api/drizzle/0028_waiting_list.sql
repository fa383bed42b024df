CREATE TABLE "waiting_list_entries" (
	"traveller_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sibling_group" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"out_of_turn_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_state_check" CHECK ("waiting_list_entries"."state" in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "waiting_list_entries_offer_check" CHECK (("waiting_list_entries"."state" = 'offered') <= ("waiting_list_entries"."offered_at" is not null and "waiting_list_entries"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_trip_position_idx" ON "waiting_list_entries" USING btree ("trip_id","position");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_open_idx" ON "waiting_list_entries" USING btree ("trip_id","state") WHERE "waiting_list_entries"."state" in ('waiting', 'offered');