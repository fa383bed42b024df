ALTER TABLE "trips" ADD COLUMN "waiting_list_offer_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "auto_approve_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "keep_siblings_together" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "fair_allocation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "allocation_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "school_minimum_share" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_waiting_list_offer_days_check" CHECK ("trips"."waiting_list_offer_days" > 0);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_allocation_window_days_check" CHECK ("trips"."allocation_window_days" > 0);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_school_minimum_share_check" CHECK ("trips"."school_minimum_share" between 0 and 100);