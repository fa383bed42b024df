CREATE TABLE "room_assignments" (
	"departure_id" integer NOT NULL,
	"traveller_id" uuid NOT NULL,
	"room" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_assignments_room_check" CHECK ("room_assignments"."room" > 0)
);
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "rooming_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "rooming_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN "rooming_locked_by" text;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_assignments_traveller_idx" ON "room_assignments" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "room_assignments_departure_room_idx" ON "room_assignments" USING btree ("departure_id","room");--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_rooming_locked_by_user_id_fk" FOREIGN KEY ("rooming_locked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;