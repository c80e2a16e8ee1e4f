CREATE TABLE "idempotency_keys" (
	"enterprise_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" varchar(80) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_enterprise_id_key_pk" PRIMARY KEY("enterprise_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");