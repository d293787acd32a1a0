CREATE TABLE "tour_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_by_user_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"reason" text,
	CONSTRAINT "tour_revisions_status_valid" CHECK ("tour_revisions"."status" in ('pending', 'approved', 'rejected', 'merged'))
);
--> statement-breakpoint
ALTER TABLE "tour_revisions" ADD CONSTRAINT "tour_revisions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_revisions" ADD CONSTRAINT "tour_revisions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_revisions" ADD CONSTRAINT "tour_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_revisions_one_pending_idx" ON "tour_revisions" USING btree ("tour_id") WHERE "tour_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tour_revisions_tour_idx" ON "tour_revisions" USING btree ("tour_id","submitted_at");