ALTER TABLE "stores" ADD COLUMN "address" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "principal_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_login_user_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "network_card_id" integer;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_last_login_user_id_users_id_fk" FOREIGN KEY ("last_login_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_network_card_id_network_cards_id_fk" FOREIGN KEY ("network_card_id") REFERENCES "public"."network_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_cards_enterprise_exp_idx" ON "network_cards" USING btree ("enterprise_id","expiration_time");--> statement-breakpoint
CREATE INDEX "stores_enterprise_idx" ON "stores" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "sub_accounts_enterprise_exp_idx" ON "sub_accounts" USING btree ("enterprise_id","expiration_time");