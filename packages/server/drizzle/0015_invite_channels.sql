CREATE TABLE "invite_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"code" varchar(16) NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source" varchar(20) DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "invited_via_channel_id" integer;--> statement-breakpoint
ALTER TABLE "invite_channels" ADD CONSTRAINT "invite_channels_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_channels_name_idx" ON "invite_channels" USING btree ("enterprise_id","name");