CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "notify_id" varchar(64);--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");