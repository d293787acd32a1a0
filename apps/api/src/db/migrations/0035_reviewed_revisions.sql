CREATE TABLE "merchant_profile_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_by_user_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"reason" text,
	CONSTRAINT "merchant_profile_revisions_status_valid" CHECK ("merchant_profile_revisions"."status" in ('pending', 'approved', 'rejected', 'merged'))
);
--> statement-breakpoint
ALTER TABLE "merchant_profile_revisions" ADD CONSTRAINT "merchant_profile_revisions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profile_revisions" ADD CONSTRAINT "merchant_profile_revisions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profile_revisions" ADD CONSTRAINT "merchant_profile_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_profile_revisions_one_pending_idx" ON "merchant_profile_revisions" USING btree ("merchant_id") WHERE "merchant_profile_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_profile_revisions_merchant_idx" ON "merchant_profile_revisions" USING btree ("merchant_id","submitted_at");
