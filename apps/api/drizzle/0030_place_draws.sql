CREATE TABLE "place_draws" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"algorithm" text NOT NULL,
	"record" jsonb NOT NULL,
	"drawn_order" jsonb NOT NULL,
	"placed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "draw_seed" text;--> statement-breakpoint
ALTER TABLE "place_draws" ADD CONSTRAINT "place_draws_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;