CREATE TABLE "ip_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"protocol" varchar(10) DEFAULT '' NOT NULL,
	"address" varchar(253) DEFAULT '' NOT NULL,
	"port" integer,
	"username" varchar(100) DEFAULT '' NOT NULL,
	"password_enc" text,
	"mapped_ip" varchar(45) DEFAULT '' NOT NULL,
	"encryption" varchar(40) DEFAULT '' NOT NULL,
	"obfuscation" varchar(40) DEFAULT '' NOT NULL,
	"obfuscation_param" varchar(200) DEFAULT '' NOT NULL,
	"protocol_param" varchar(200) DEFAULT '' NOT NULL,
	"region" varchar(30) NOT NULL,
	"platform" varchar(30) DEFAULT '' NOT NULL,
	"ip_type" varchar(12) DEFAULT 'static' NOT NULL,
	"status" varchar(10) DEFAULT 'normal' NOT NULL,
	"stage" varchar(18) DEFAULT 'active' NOT NULL,
	"is_remote" boolean DEFAULT true NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"expiration_time" timestamp with time zone,
	"order_no" varchar(32),
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"last_check_at" timestamp with time zone,
	"last_check" jsonb,
	"deleted_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_cards" ADD COLUMN "card_type" varchar(10) DEFAULT 'dedicated' NOT NULL;--> statement-breakpoint
ALTER TABLE "network_cards" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "network_cards" ADD COLUMN "order_no" varchar(32);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ip_device_id" integer;--> statement-breakpoint
ALTER TABLE "ip_devices" ADD CONSTRAINT "ip_devices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_devices_enterprise_idx" ON "ip_devices" USING btree ("enterprise_id","expiration_time");--> statement-breakpoint
CREATE INDEX "ip_devices_order_idx" ON "ip_devices" USING btree ("order_no");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_ip_device_id_ip_devices_id_fk" FOREIGN KEY ("ip_device_id") REFERENCES "public"."ip_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_ip_device_idx" ON "stores" USING btree ("ip_device_id");