CREATE TABLE "invite_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"invited_enterprise_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"spent_fen" bigint NOT NULL,
	"reward_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_rewards_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" varchar(30) DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_invited_enterprise_id_enterprises_id_fk" FOREIGN KEY ("invited_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_rewards_enterprise_idx" ON "invite_rewards" USING btree ("enterprise_id","created_at");