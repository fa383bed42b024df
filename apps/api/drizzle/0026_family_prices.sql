ALTER TABLE "travellers" ADD COLUMN "custom_price_cents" integer;--> statement-breakpoint
ALTER TABLE "travellers" ADD COLUMN "custom_price_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "second_child_price_cents" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "later_child_price_cents" integer;--> statement-breakpoint
ALTER TABLE "travellers" ADD CONSTRAINT "travellers_custom_price_check" CHECK (("travellers"."custom_price_cents" is null) = ("travellers"."custom_price_reason" is null) and "travellers"."custom_price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_family_prices_check" CHECK ("trips"."second_child_price_cents" >= 0 and "trips"."later_child_price_cents" >= 0);