CREATE TABLE "weekly_digests" (
	"guardian_user_id" text NOT NULL,
	"week" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_digests_guardian_user_id_week_pk" PRIMARY KEY("guardian_user_id","week")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_guardian_user_id_user_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;