ALTER TABLE "terminals" ADD COLUMN "ticket_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "ticket_expires_at" timestamp with time zone;