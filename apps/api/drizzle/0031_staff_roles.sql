CREATE TABLE "staff_departures" (
	"user_id" text NOT NULL,
	"departure_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_departures_user_id_departure_id_pk" PRIMARY KEY("user_id","departure_id")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_token" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "account_token" ADD COLUMN "staff_departure_ids" jsonb;--> statement-breakpoint
ALTER TABLE "staff_departures" ADD CONSTRAINT "staff_departures_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_departures" ADD CONSTRAINT "staff_departures_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_departures_departure_idx" ON "staff_departures" USING btree ("departure_id");--> statement-breakpoint
INSERT INTO "staff_roles" ("user_id", "role") SELECT "id", 'administrator' FROM "user" WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "account_token" SET "staff_role" = 'administrator' WHERE "purpose" = 'admin-invitation';
