CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"traveller_id" uuid NOT NULL,
	"cancelled_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"kept_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"iban" text,
	"iban_source" text,
	"iban_reason" text,
	"iban_entered_by" text,
	"refunded_on" date,
	"refunded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amounts_check" CHECK ("refunds"."kept_cents" >= 0 and "refunds"."refund_cents" >= 0),
	CONSTRAINT "refunds_sum_check" CHECK ("refunds"."kept_cents" + "refunds"."refund_cents" = "refunds"."paid_cents"),
	CONSTRAINT "refunds_iban_source_check" CHECK ("refunds"."iban_source" in ('payment', 'entered'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_iban" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cancellation_schedule" jsonb DEFAULT '[{"daysBefore":61,"fee":{"kind":"deposit"}},{"daysBefore":31,"fee":{"kind":"percent","percent":50}},{"daysBefore":0,"fee":{"kind":"all"}}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_iban_entered_by_user_id_fk" FOREIGN KEY ("iban_entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_traveller_id_idx" ON "refunds" USING btree ("traveller_id");