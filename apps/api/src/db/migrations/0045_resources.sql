CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_capacity_valid" CHECK ("resources"."capacity" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "tour_resources" (
	"tour_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "tour_resources_pk" PRIMARY KEY("tour_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "departure_guides" (
	"departure_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_guides_pk" PRIMARY KEY("departure_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_resources" ADD CONSTRAINT "tour_resources_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_resources" ADD CONSTRAINT "tour_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_guides" ADD CONSTRAINT "departure_guides_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_merchant_idx" ON "resources" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE INDEX "tour_resources_resource_idx" ON "tour_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "departure_guides_resource_idx" ON "departure_guides" USING btree ("resource_id");
