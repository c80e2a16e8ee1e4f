-- Issue 35: a coupon's name in English next to its (Chinese) name; null reads the name in both
-- languages. Coupons the server granted before (the invite welcome gift) and the demo's coupons get
-- their English here; other names stay as written.
ALTER TABLE "coupons" ADD COLUMN "name_en" varchar(80);
--> statement-breakpoint
UPDATE "coupons" AS c
SET "name_en" = n.en
FROM (VALUES
  ('邀请新人礼 满100减20', 'Welcome gift: ¥20 off orders of ¥100 or more'),
  ('新人满100减10', 'New customer: ¥10 off orders of ¥100 or more'),
  ('续费立减5元', '¥5 off a renewal'),
  ('已使用券', 'Used coupon'),
  ('续费专享满200减20', 'Renewals only: ¥20 off ¥200 or more')
) AS n(zh, en)
WHERE c."name" = n.zh AND c."name_en" IS NULL;
