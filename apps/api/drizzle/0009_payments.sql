CREATE TABLE "payment_reminders" (
	"traveller_id" uuid NOT NULL,
	"instalment" text NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_traveller_id_instalment_due_date_kind_pk" PRIMARY KEY("traveller_id","instalment","due_date","kind"),
	CONSTRAINT "payment_reminders_kind_check" CHECK ("payment_reminders"."kind" in ('upcoming', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_instalment_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_date" date;--> statement-breakpoint
UPDATE "payments" SET "transfer_date" = ("submitted_at" AT TIME ZONE 'Europe/Nicosia')::date WHERE "file_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("submitted_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "instalment";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('transfer', 'cash'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'rejected', 'withdrawn'));