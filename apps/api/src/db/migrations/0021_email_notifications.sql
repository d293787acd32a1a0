CREATE TABLE "email_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"review_invitations" boolean DEFAULT true NOT NULL,
	"morning_summary" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_log" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
INSERT INTO "notification_secrets" ("name", "secret") VALUES ('unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
