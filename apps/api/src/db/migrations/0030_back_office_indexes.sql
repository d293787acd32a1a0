DROP INDEX "bookings_tour_idx";--> statement-breakpoint
DROP INDEX "vouchers_deal_idx";--> statement-breakpoint
CREATE INDEX "bookings_tour_day_idx" ON "bookings" USING btree ("tour_id","local_date","id","status","source","payout_id","total_cents","commission_cents","merchant_net_cents","park_fee_cents","refund_cents","confirmation_code");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_merchant_idx" ON "gift_card_ledger" USING btree ("merchant_id","created_at") WHERE "gift_card_ledger"."merchant_id" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_deal_redeemed_idx" ON "vouchers" USING btree ("deal_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "tours_awaiting_approval_idx" ON "tours" USING btree ("merchant_id") WHERE "tours"."admin_approved" = false;--> statement-breakpoint
CREATE INDEX "tours_title_trgm_idx" ON "tours" USING gin ("title" gin_trgm_ops);