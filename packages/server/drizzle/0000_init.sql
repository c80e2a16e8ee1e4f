CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "behaviour_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"api_endpoint" text DEFAULT '' NOT NULL,
	"request_method" varchar(10) DEFAULT '' NOT NULL,
	"request_ip" text DEFAULT '' NOT NULL,
	"request_headers" text DEFAULT '' NOT NULL,
	"request_body" text DEFAULT '' NOT NULL,
	"response_status_code" varchar(16) DEFAULT '' NOT NULL,
	"response_body" text DEFAULT '' NOT NULL,
	"execution_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" varchar(30) NOT NULL,
	"key" varchar(60) NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"min_spend_fen" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"manager_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_attestation" smallint DEFAULT 3 NOT NULL,
	"level_type" smallint DEFAULT 1 NOT NULL,
	"invite_code" varchar(16) NOT NULL,
	"invited_by_enterprise_id" integer,
	"wallet_balance_fen" bigint DEFAULT 0 NOT NULL,
	"is_channel" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "network_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"ip" varchar(45),
	"region" varchar(30) NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"type" varchar(20) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"total_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"pay_type" varchar(10) NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"gateway" varchar(30) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "phone_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"phone_name" varchar(50) NOT NULL,
	"is_domestic_name" varchar(100) DEFAULT '' NOT NULL,
	"spec_name" varchar(50) DEFAULT '' NOT NULL,
	"version" varchar(30) DEFAULT '' NOT NULL,
	"group_id" integer,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"account_id" integer,
	"network_card_id" integer,
	"status" varchar(10) DEFAULT 'normal' NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"assigned_user_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"code" varchar(6) NOT NULL,
	"scene" varchar(16) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"platform" varchar(50) NOT NULL,
	"site" varchar(50) DEFAULT '' NOT NULL,
	"account" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" varchar(12) DEFAULT 'normal' NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"username" varchar(24) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"password_hash" text,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"member_role" varchar(10) DEFAULT 'manager' NOT NULL,
	"department_id" integer,
	"can_set_login_time" boolean DEFAULT false NOT NULL,
	"can_renew_device" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"wechat_open_id" varchar(64),
	"username_modified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "wallet_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"change_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"order_no" varchar(32),
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_records" ADD CONSTRAINT "behaviour_records_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_records" ADD CONSTRAINT "behaviour_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_cards" ADD CONSTRAINT "network_cards_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_groups" ADD CONSTRAINT "phone_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_group_id_phone_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."phone_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_account_id_sub_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_network_card_id_network_cards_id_fk" FOREIGN KEY ("network_card_id") REFERENCES "public"."network_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_flows" ADD CONSTRAINT "wallet_flows_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behaviour_records_enterprise_idx" ON "behaviour_records" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "config_entries_group_key_uq" ON "config_entries" USING btree ("group","key");--> statement-breakpoint
CREATE INDEX "departments_enterprise_idx" ON "departments" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "orders_enterprise_idx" ON "orders" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "phones_enterprise_exp_idx" ON "phones" USING btree ("enterprise_id","expiration_time");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "users_enterprise_idx" ON "users" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "wallet_flows_enterprise_idx" ON "wallet_flows" USING btree ("enterprise_id","created_at");