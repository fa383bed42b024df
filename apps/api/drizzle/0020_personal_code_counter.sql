ALTER TABLE "trips" ADD COLUMN "last_personal_code_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "traveller_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_traveller_idx" ON "outbox" USING btree ("traveller_id");--> statement-breakpoint
-- Backfill: each trip's counter starts at the highest code it ever gave, from its travellers and from the
-- approvals' audit rows (which outlive erased travellers).
UPDATE "trips" SET "last_personal_code_number" = coalesce((
  SELECT max(substring(code from '-(\d+)$')::integer) FROM (
    SELECT "personal_code" AS code FROM "travellers" WHERE "trip_id" = "trips"."id"
    UNION ALL
    SELECT "details"->>'personalCode' FROM "audit_log"
      WHERE "trip_id" = "trips"."id" AND "action" = 'registration.approved'
  ) AS given WHERE code ~ '-\d+$'), 0);
