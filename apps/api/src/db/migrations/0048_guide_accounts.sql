ALTER TABLE "resources" ADD COLUMN "member_user_id" uuid;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resources_merchant_member_uidx" ON "resources" USING btree ("merchant_id","member_user_id") WHERE "resources"."member_user_id" is not null;
