ALTER TABLE "travellers" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "travellers_trip_payment_reference_idx" ON "travellers" USING btree ("trip_id","payment_reference") WHERE "travellers"."payment_reference" is not null;--> statement-breakpoint
-- Hand-written: backfill. Every traveller with a personal code gets its ISO 11649 creditor reference, as
-- creditorReferenceForCode makes it (docs/product/payments.md#payment-reference): the body is the code's
-- letters and digits in capitals, the check digits 98 minus (body + 'RF00', letters A–Z read as 10–35) mod 97.
CREATE FUNCTION "voyage_creditor_reference_0025"(code text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  body text := regexp_replace(upper(code), '[^A-Z0-9]', '', 'g');
  moved text := body || 'RF00';
  digits text := '';
  letter text;
BEGIN
  FOR i IN 1..length(moved) LOOP
    letter := substr(moved, i, 1);
    IF letter ~ '[0-9]' THEN
      digits := digits || letter;
    ELSE
      digits := digits || (ascii(letter) - 55)::text;
    END IF;
  END LOOP;
  RETURN 'RF' || lpad((98 - mod(digits::numeric, 97))::text, 2, '0') || body;
END
$$;--> statement-breakpoint
UPDATE "travellers" SET "payment_reference" = "voyage_creditor_reference_0025"("personal_code")
  WHERE "personal_code" IS NOT NULL AND "payment_reference" IS NULL;--> statement-breakpoint
DROP FUNCTION "voyage_creditor_reference_0025"(text);
