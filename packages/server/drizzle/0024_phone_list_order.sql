-- the phone list in its three orders reads one page of index entries at 100,000 phones (issue 37): the id breaks ties inside the index
DROP INDEX "phones_live_idx";--> statement-breakpoint
CREATE INDEX "phones_live_created_idx" ON "phones" USING btree ("enterprise_id","created_at","id") WHERE "phones"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "phones_live_name_idx" ON "phones" USING btree ("enterprise_id","phone_name","id") WHERE "phones"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "phones_live_idx" ON "phones" USING btree ("enterprise_id","expiration_time","id","account_id","network_card_id","assigned_user_id") WHERE "phones"."deleted_at" is null;