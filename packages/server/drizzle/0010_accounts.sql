ALTER TABLE "sub_accounts" ALTER COLUMN "status" SET DEFAULT 'running';--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "paid_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "site" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "brand" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "model" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "country" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "resolution" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "memory_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "provider_instance_id" varchar(64);--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "init_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_group_id_phone_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."phone_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: the old status values (normal, expired) become the life-cycle state running (expired is derived from the expiry time)
UPDATE "sub_accounts" SET "status" = 'running' WHERE "status" IN ('normal', 'expired');