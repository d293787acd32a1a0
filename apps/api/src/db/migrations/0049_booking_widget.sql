CREATE TABLE "merchant_widgets" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"colour" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_widgets_colour_valid" CHECK ("merchant_widgets"."colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "merchant_widgets_origins_count" CHECK (coalesce(array_length("merchant_widgets"."origins", 1), 0) <= 10)
);
--> statement-breakpoint
ALTER TABLE "merchant_widgets" ADD CONSTRAINT "merchant_widgets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
