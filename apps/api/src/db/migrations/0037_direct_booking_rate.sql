-- The commission on direct sales (walk-ins, the operator's own channels): whole percent, none by default.
ALTER TABLE "platform_settings" ADD COLUMN "direct_booking_rate" smallint DEFAULT 0 NOT NULL;
