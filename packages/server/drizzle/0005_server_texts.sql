ALTER TABLE "orders" ADD COLUMN "goods_text" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_text" jsonb;--> statement-breakpoint
ALTER TABLE "phone_sync_records" ADD COLUMN "detail_text" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_flows" ADD COLUMN "remark_text" jsonb;--> statement-breakpoint
-- Backfill: rows written before the codes existed get the code + params their Chinese text was made from (lib/texts.ts); anything else keeps its text as is.
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.recharge', 'params', jsonb_build_object())
  FROM (SELECT id, regexp_match("goods_name", '^(账户余额充值)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.phone_auto_renew', 'params', jsonb_build_object('phone', x.m[1], 'value', x.m[2]::int, 'unit', CASE x.m[3] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("goods_name", '^云手机自动续费 (.+) (\d+)(天|个月)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.phone_renew', 'params', jsonb_build_object('value', x.m[1]::int, 'unit', CASE x.m[2] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("goods_name", '^云手机续费 (\d+)(天|个月)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.phone_buy', 'params', jsonb_build_object('spec', x.m[1], 'value', x.m[2]::int, 'unit', CASE x.m[3] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("goods_name", '^云手机 (\S+) (\d+)(天|个月)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.account_buy', 'params', jsonb_build_object('value', x.m[1]::int, 'unit', CASE x.m[2] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("goods_name", '^分身 (\d+)(天|个月)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.network_card_buy', 'params', jsonb_build_object('region', CASE x.m[1] WHEN '中国香港' THEN 'hk' ELSE 'cn' END, 'value', x.m[2]::int, 'unit', CASE x.m[3] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("goods_name", '^网卡 (中国大陆|中国香港) (\d+)(天|个月)$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.cloud_number_buy', 'params', jsonb_build_object('region', CASE x.m[1] WHEN '中国香港' THEN 'hk' ELSE 'cn' END, 'months', x.m[2]::int))
  FROM (SELECT id, regexp_match("goods_name", '^云号码（(中国大陆|中国香港)）(\d+)个月$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "goods_text" = jsonb_build_object('code', 'goods.cloud_number_renew', 'params', jsonb_build_object('months', x.m[1]::int))
  FROM (SELECT id, regexp_match("goods_name", '^云号码续费(\d+)个月$') AS m FROM "orders" WHERE "goods_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "refund_text" = jsonb_build_object('code', 'refund.phones_gone', 'params', jsonb_build_object('missed', x.m[1]::int, 'total', x.m[2]::int, 'names', x.m[3], 'refunded_fen', t.refunded_fen))
  FROM (SELECT id, regexp_match("refund_reason", '^(\d+)/(\d+) 台云手机已删除或已注销，无法续费（(.*)）') AS m FROM "orders" WHERE "refund_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" t SET "refund_text" = jsonb_build_object('code', 'refund.numbers_gone', 'params', jsonb_build_object('missed', x.m[1]::int, 'total', x.m[2]::int, 'names', x.m[3], 'refunded_fen', t.refunded_fen))
  FROM (SELECT id, regexp_match("refund_reason", '^(\d+)/(\d+) 个云号码已退订，无法续费（(.*)）') AS m FROM "orders" WHERE "refund_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.recharge_simulator', 'params', jsonb_build_object())
  FROM (SELECT id, regexp_match("remark", '^(支付宝充值（支付模拟器）)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.recharge_demo', 'params', jsonb_build_object())
  FROM (SELECT id, regexp_match("remark", '^(支付宝充值（演示）)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.refund_order_cancelled', 'params', jsonb_build_object())
  FROM (SELECT id, regexp_match("remark", '^(订单超时取消，余额退回)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.phone_buy', 'params', jsonb_build_object('spec', x.m[1], 'value', x.m[2]::int, 'unit', CASE x.m[3] WHEN '天' THEN 'day' ELSE 'month' END, 'quantity', x.m[4]::int))
  FROM (SELECT id, regexp_match("remark", '^购买云手机 (\S+) (\d+)(天|个月) ×(\d+)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.phone_renew', 'params', jsonb_build_object('count', x.m[1]::int))
  FROM (SELECT id, regexp_match("remark", '^续费云手机 ×(\d+)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.phone_auto_renew', 'params', jsonb_build_object('phone', x.m[1], 'value', x.m[2]::int, 'unit', CASE x.m[3] WHEN '天' THEN 'day' ELSE 'month' END))
  FROM (SELECT id, regexp_match("remark", '^自动续费 (.+) (\d+)(天|个月)$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.cloud_number_buy', 'params', jsonb_build_object('region', CASE x.m[1] WHEN '中国香港' THEN 'hk' ELSE 'cn' END, 'quantity', x.m[2]::int, 'months', x.m[3]::int))
  FROM (SELECT id, regexp_match("remark", '^购买云号码（(中国大陆|中国香港)）×(\d+)，(\d+)个月$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.cloud_number_renew', 'params', jsonb_build_object('count', x.m[1]::int, 'months', x.m[2]::int))
  FROM (SELECT id, regexp_match("remark", '^续费云号码 ×(\d+)，(\d+)个月$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "wallet_flows" t SET "remark_text" = jsonb_build_object('code', 'flow.refund_undelivered', 'params', jsonb_build_object('order_no', x.m[1]))
  FROM (SELECT id, regexp_match("remark", '^订单 (\S+) 无法交付部分退款$') AS m FROM "wallet_flows" WHERE "remark_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "phone_sync_records" t SET "detail_text" = jsonb_build_object('code', 'sync.summary', 'params', jsonb_build_object('total', x.m[1]::int, 'normal', x.m[2]::int, 'abnormal', x.m[3]::int))
  FROM (SELECT id, regexp_match("detail", '^同步 (\d+) 台：正常 (\d+) 台，异常 (\d+) 台$') AS m FROM "phone_sync_records" WHERE "detail_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
--> statement-breakpoint
UPDATE "phone_sync_records" t SET "detail_text" = jsonb_build_object('code', 'sync.failed', 'params', jsonb_build_object('reason', x.m[1]))
  FROM (SELECT id, regexp_match("detail", '^同步失败：(.*)$') AS m FROM "phone_sync_records" WHERE "detail_text" IS NULL) x
  WHERE x.id = t.id AND x.m IS NOT NULL;
