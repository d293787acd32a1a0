-- Signals that are true (docs/decisions/042-tour-signals.md, issue 38): the guide language a traveller
-- chose at booking (one of the tour's languages; null when the booking was made without a choice),
-- the operator's FAQ of a tour (question/answer pairs in order, English and Spanish), and the index
-- that counts a tour's paid bookings of the last 30 days without reading the bookings' rows (paid:
-- neither pending nor cancelled, written so because the migrations run in one transaction, where the
-- enum's later values cannot be named yet).
ALTER TABLE "bookings" ADD COLUMN "guide_language" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_tour_paid_created_idx" ON "bookings" USING btree ("tour_id","created_at") WHERE "bookings"."status" not in ('pending', 'cancelled');
