ALTER TABLE "ip_devices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "network_cards" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "cancelled_at" timestamp with time zone;