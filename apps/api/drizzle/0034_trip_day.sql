CREATE TABLE "trip_day_actions" (
	"action_id" uuid PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"type" text NOT NULL,
	"checkpoint_key" text,
	"traveller_id" uuid,
	"state" text,
	"reason" text,
	"undoes" uuid,
	"title" text,
	"date" date,
	"time" text,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_day_actions_type_check" CHECK ("trip_day_actions"."type" in ('mark', 'undo', 'add-checkpoint', 'close'))
);
--> statement-breakpoint
CREATE TABLE "trip_day_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"departure_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_day_actions" ADD CONSTRAINT "trip_day_actions_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_day_actions" ADD CONSTRAINT "trip_day_actions_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_day_actions" ADD CONSTRAINT "trip_day_actions_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_day_packs" ADD CONSTRAINT "trip_day_packs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_day_packs" ADD CONSTRAINT "trip_day_packs_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_day_actions_departure_idx" ON "trip_day_actions" USING btree ("departure_id","at");--> statement-breakpoint
CREATE INDEX "trip_day_actions_traveller_idx" ON "trip_day_actions" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "trip_day_packs_departure_idx" ON "trip_day_packs" USING btree ("departure_id");