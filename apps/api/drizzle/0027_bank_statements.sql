CREATE TABLE "statement_csv_mappings" (
	"key" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"account_iban" text,
	"status" text DEFAULT 'preview' NOT NULL,
	"lines" jsonb NOT NULL,
	"result" jsonb,
	"created_by" text,
	"applied_by" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_imports_status_check" CHECK ("statement_imports"."status" in ('preview', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"import_key" text NOT NULL,
	"booking_date" date,
	"amount_cents" integer NOT NULL,
	"text" text NOT NULL,
	"payer_name" text,
	"payer_iban" text,
	"reference" text,
	"match" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"traveller_id" uuid,
	"payment_id" uuid,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_outcome_check" CHECK ("statement_lines"."outcome" in ('applied', 'waiting', 'assigned', 'set-aside'))
);
--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_applied_by_user_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_imports_trip_idx" ON "statement_imports" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_trip_key_idx" ON "statement_lines" USING btree ("trip_id","import_key");--> statement-breakpoint
CREATE INDEX "statement_lines_waiting_idx" ON "statement_lines" USING btree ("trip_id","booking_date") WHERE "statement_lines"."outcome" = 'waiting';--> statement-breakpoint
CREATE INDEX "statement_lines_traveller_idx" ON "statement_lines" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "statement_lines_payment_idx" ON "statement_lines" USING btree ("payment_id");