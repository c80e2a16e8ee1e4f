CREATE TABLE "store_extractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"link" varchar(500) NOT NULL,
	"code" varchar(50) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"color" varchar(20) DEFAULT 'blue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"store_name" varchar(100) NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"operator_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "password_enc" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cookies_enc" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cookie_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cookie_mode" varchar(10) DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_cookie" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "webgl" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ua_type" varchar(10) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ua_os" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "user_agent" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cache_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_extractions" ADD CONSTRAINT "store_extractions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_extractions" ADD CONSTRAINT "store_extractions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_transfers" ADD CONSTRAINT "store_transfers_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_extractions_enterprise_idx" ON "store_extractions" USING btree ("enterprise_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tags_enterprise_name_uq" ON "store_tags" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "store_transfers_enterprise_idx" ON "store_transfers" USING btree ("enterprise_id","created_at");