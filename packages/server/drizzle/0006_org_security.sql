CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"registration_no" varchar(30) NOT NULL,
	"legal_person" varchar(50) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"licence_file_id" integer NOT NULL,
	"id_front_file_id" integer NOT NULL,
	"id_back_file_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'review' NOT NULL,
	"reject_reason" varchar(200),
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "enterprise_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"actor_name" varchar(50) DEFAULT '' NOT NULL,
	"area" varchar(20) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(20) DEFAULT '' NOT NULL,
	"target_id" varchar(40) DEFAULT '' NOT NULL,
	"target_name" varchar(100) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" varchar(10) DEFAULT 'ok' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"terminal_code" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_members" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_whitelist" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"mac" varchar(17) DEFAULT '' NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"terminal_code" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "terminal_code" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_method" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_time_start" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_time_end" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_licence_file_id_stored_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_front_file_id_stored_files_id_fk" FOREIGN KEY ("id_front_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_back_file_id_stored_files_id_fk" FOREIGN KEY ("id_back_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_logs" ADD CONSTRAINT "enterprise_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_logs" ADD CONSTRAINT "enterprise_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_whitelist" ADD CONSTRAINT "terminal_whitelist_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_whitelist" ADD CONSTRAINT "terminal_whitelist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_enterprise_idx" ON "certifications" USING btree ("enterprise_id","submitted_at");--> statement-breakpoint
CREATE INDEX "enterprise_logs_enterprise_time_idx" ON "enterprise_logs" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_logs_enterprise_user_idx" ON "enterprise_logs" USING btree ("enterprise_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_members_uq" ON "store_members" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "store_members_user_idx" ON "store_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_whitelist_code_uq" ON "terminal_whitelist" USING btree ("enterprise_id","terminal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_user_code_uq" ON "terminals" USING btree ("user_id","terminal_code");--> statement-breakpoint
CREATE INDEX "terminals_enterprise_status_idx" ON "terminals" USING btree ("enterprise_id","status","requested_at");--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_live_uq" ON "users" USING btree ("username") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_live_uq" ON "users" USING btree ("phone") WHERE "users"."deleted_at" is null;