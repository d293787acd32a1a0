-- Every traveller-facing text in Spanish (docs/decisions/029-spanish-edition.md, issue 39): the rest
-- of a tour's own words, a gift card's and a merchant's tagline. Nullable like the 0028 columns: null
-- (or, for a list, null) means none written, and the Spanish pages show the English.
ALTER TABLE "tours" ADD COLUMN "inclusions_es" text[];--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "exclusions_es" text[];--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "bring_items_es" text[];--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "transport_es" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "safety_info_es" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "tagline_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "long_description_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "location_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "validity_period_es" text;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD COLUMN "features_es" text[];
