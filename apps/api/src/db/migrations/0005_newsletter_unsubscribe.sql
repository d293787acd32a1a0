ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text NOT NULL DEFAULT md5(gen_random_uuid()::text);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "unsubscribe_token_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");
