CREATE TYPE "public"."difficulty" AS ENUM('easy', 'moderate', 'strenuous');--> statement-breakpoint
CREATE TYPE "public"."tourist_type" AS ENUM('relaxed', 'adventurous');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('tourist', 'merchant_admin', 'platform_admin');--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"tagline" text,
	"description" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone_number" text,
	"address" text,
	"logo_url" text,
	"btb_licence_number" text,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"start_time" text NOT NULL,
	"capacity" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_reason" text
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"visited_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"location_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"search_document" text NOT NULL,
	"category" text NOT NULL,
	"tourist_type" "tourist_type" NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"duration_hours" numeric(5, 1) NOT NULL,
	"standard_price_cents" integer NOT NULL,
	"selling_price_cents" integer NOT NULL,
	"min_group_size" smallint DEFAULT 1 NOT NULL,
	"max_group_size" smallint NOT NULL,
	"schedule_type" text DEFAULT 'fixed' NOT NULL,
	"schedule_days" smallint[] NOT NULL,
	"start_time" text NOT NULL,
	"itinerary" text[] DEFAULT '{}'::text[] NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"bring_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"meeting_point" text DEFAULT '' NOT NULL,
	"transport" text DEFAULT '' NOT NULL,
	"safety_info" text DEFAULT '' NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rating_average" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text,
	"role" "user_role" DEFAULT 'tourist' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_photos" ADD CONSTRAINT "tour_photos_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departures_tour_date_time_idx" ON "departures" USING btree ("tour_id","local_date","start_time");--> statement-breakpoint
CREATE INDEX "reviews_tour_idx" ON "reviews" USING btree ("tour_id","visited_on");--> statement-breakpoint
CREATE INDEX "tour_photos_tour_idx" ON "tour_photos" USING btree ("tour_id","display_order");--> statement-breakpoint
CREATE INDEX "tours_public_idx" ON "tours" USING btree ("location_id","category","selling_price_cents") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_merchant_idx" ON "tours" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "tours_search_trgm_idx" ON "tours" USING gin ("search_document" gin_trgm_ops);