-- The trip kept on payments and documents, so each queue's Waiting tab reads its trip's waiting rows alone in
-- arrival order (a partial index), held to the traveller's trip by a foreign key.
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_id_trip_unique" UNIQUE("id","trip_id");--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "trip_id" integer;--> statement-breakpoint
UPDATE "documents" SET "trip_id" = "travellers"."trip_id" FROM "travellers" WHERE "travellers"."id" = "documents"."traveller_id";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trip_id" integer;--> statement-breakpoint
UPDATE "payments" SET "trip_id" = "travellers"."trip_id" FROM "travellers" WHERE "travellers"."id" = "payments"."traveller_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "trip_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_traveller_trip_fk" FOREIGN KEY ("traveller_id","trip_id") REFERENCES "public"."travellers"("id","trip_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_traveller_trip_fk" FOREIGN KEY ("traveller_id","trip_id") REFERENCES "public"."travellers"("id","trip_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "documents_trip_pending_idx" ON "documents" USING btree ("trip_id","uploaded_at","id") WHERE "documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_trip_pending_idx" ON "payments" USING btree ("trip_id","submitted_at","id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- Each trip's revision: moved forward once per trip by every transaction that changes what the dashboard or a
-- list's count reads (docs/architecture.md#figures-kept-per-revision).
CREATE TABLE "trip_revisions" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "trip_revisions" ("trip_id") SELECT "id" FROM "trips";--> statement-breakpoint
-- Fired at commit (deferred), after the transaction has taken every other lock it takes, so the revision's row lock
-- is held for the commit alone and cannot close a cycle with the locks the writes take; the setting of the
-- transaction (local) lets the first row bump a trip and the others skip it. The argument says whether the trip is the row itself (`id`) or its `trip_id`.
CREATE FUNCTION "bump_trip_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
  trip integer;
BEGIN
  IF TG_ARGV[0] = 'id' THEN
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.id; END IF;
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.trip_id; END IF;
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.trip_id; END IF;
  END IF;
  FOREACH trip IN ARRAY changed LOOP
    CONTINUE WHEN trip IS NULL OR current_setting('voyage.trip_revised_' || trip, true) = 'yes';
    INSERT INTO "trip_revisions" ("trip_id") VALUES (trip)
      ON CONFLICT ("trip_id") DO UPDATE SET "revision" = "trip_revisions"."revision" + 1;
    PERFORM set_config('voyage.trip_revised_' || trip, 'yes', true);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trips_revision" AFTER INSERT OR UPDATE OR DELETE ON "trips"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "travellers_revision" AFTER INSERT OR UPDATE OR DELETE ON "travellers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_revision" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documents_revision" AFTER INSERT OR UPDATE OR DELETE ON "documents"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schools_revision" AFTER INSERT OR UPDATE OR DELETE ON "schools"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "departures_revision" AFTER INSERT OR UPDATE OR DELETE ON "departures"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waiting_list_entries_revision" AFTER INSERT OR UPDATE OR DELETE ON "waiting_list_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_trip_revision"('trip_id');
