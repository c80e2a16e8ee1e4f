CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer,
	"name" varchar(100) NOT NULL,
	"package_name" varchar(150) NOT NULL,
	"version" varchar(30) NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_number_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"cloud_number_id" integer NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer NOT NULL,
	"operator_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"region" varchar(4) DEFAULT 'cn' NOT NULL,
	"physical_number" varchar(20),
	"phone_id" integer,
	"assigned_user_id" integer,
	"monthly_fee_fen" bigint NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"status" varchar(14) DEFAULT 'in_use' NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"order_no" varchar(32),
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_numbers_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "phone_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"phone_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_sync_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"phone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_count" integer DEFAULT 0 NOT NULL,
	"result" varchar(10) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"phone_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(12) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"object_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"content_type" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_order_no" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allocated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "region" varchar(4) DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "platform" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "provider_instance_id" varchar(64);--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "order_no" varchar(32);--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "power_state" varchar(12) DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "pod_property" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_number_transfers" ADD CONSTRAINT "cloud_number_transfers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_number_transfers" ADD CONSTRAINT "cloud_number_transfers_cloud_number_id_cloud_numbers_id_fk" FOREIGN KEY ("cloud_number_id") REFERENCES "public"."cloud_numbers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_number_transfers" ADD CONSTRAINT "cloud_number_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_number_transfers" ADD CONSTRAINT "cloud_number_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_number_transfers" ADD CONSTRAINT "cloud_number_transfers_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD CONSTRAINT "cloud_numbers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD CONSTRAINT "cloud_numbers_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_numbers" ADD CONSTRAINT "cloud_numbers_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_apps" ADD CONSTRAINT "phone_apps_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_apps" ADD CONSTRAINT "phone_apps_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_apps" ADD CONSTRAINT "phone_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sync_records" ADD CONSTRAINT "phone_sync_records_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_sync_records" ADD CONSTRAINT "phone_sync_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tasks" ADD CONSTRAINT "phone_tasks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tasks" ADD CONSTRAINT "phone_tasks_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tasks" ADD CONSTRAINT "phone_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_enterprise_idx" ON "apps" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "cloud_number_transfers_enterprise_idx" ON "cloud_number_transfers" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_numbers_enterprise_exp_idx" ON "cloud_numbers" USING btree ("enterprise_id","expiration_time");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_apps_phone_app_uq" ON "phone_apps" USING btree ("phone_id","app_id");--> statement-breakpoint
CREATE INDEX "phone_sync_records_enterprise_idx" ON "phone_sync_records" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_tasks_enterprise_idx" ON "phone_tasks" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_tasks_phone_idx" ON "phone_tasks" USING btree ("phone_id");--> statement-breakpoint
CREATE INDEX "stored_files_enterprise_idx" ON "stored_files" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "phones_enterprise_assigned_idx" ON "phones" USING btree ("enterprise_id","assigned_user_id");