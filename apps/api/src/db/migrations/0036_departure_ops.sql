CREATE TABLE "departure_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"client_request_id" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_message_recipients" (
	"message_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "departure_message_recipients_pk" PRIMARY KEY("message_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "departure_messages" ADD CONSTRAINT "departure_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_messages" ADD CONSTRAINT "departure_messages_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_messages" ADD CONSTRAINT "departure_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_message_recipients" ADD CONSTRAINT "departure_message_recipients_message_id_departure_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."departure_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_message_recipients" ADD CONSTRAINT "departure_message_recipients_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departure_messages_request_idx" ON "departure_messages" USING btree ("merchant_id","client_request_id");--> statement-breakpoint
CREATE INDEX "departure_messages_departure_idx" ON "departure_messages" USING btree ("departure_id","created_at");--> statement-breakpoint
CREATE INDEX "departure_message_recipients_booking_idx" ON "departure_message_recipients" USING btree ("booking_id");
