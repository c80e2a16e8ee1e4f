-- Issue 35: the reasons the server writes into the enterprise log (refused and failed logins) are
-- stored in both languages, { "zh": …, "en": … }, and read in the request's language. Rows written
-- before held the Chinese sentence only: the ones the server wrote get their English here (the
-- texts of modules/auth/login.ts and modules/security/rules.ts). Other plain reasons stay as written.
UPDATE "enterprise_logs" AS l
SET "detail" = jsonb_set(l."detail", '{reason}', jsonb_build_object('zh', r.zh, 'en', r.en))
FROM (VALUES
  ('密码错误', 'Wrong password'),
  ('账号已禁用', 'Account disabled'),
  ('该账号不是老板账号', 'This account is not the boss account'),
  ('该账号不是员工账号', 'This account is not an employee account'),
  ('无法识别当前终端，请使用浏览器登录控制台', 'This terminal cannot be identified, please log in to the console from a browser'),
  ('该终端的登录申请已被拒绝，请联系上级主管', 'The login request from this terminal was rejected, contact your manager')
) AS r(zh, en)
WHERE l."area" = 'security'
  AND l."action" LIKE 'login%'
  AND jsonb_typeof(l."detail" -> 'reason') = 'string'
  AND l."detail" ->> 'reason' = r.zh;
--> statement-breakpoint
UPDATE "enterprise_logs"
SET "detail" = jsonb_set("detail", '{reason}', jsonb_build_object(
  'zh', "detail" ->> 'reason',
  'en', regexp_replace(
    "detail" ->> 'reason',
    '^当前不在允许的登录时段（([0-9:]+)-([0-9:]+)）内，请在允许时段登录$',
    'Not within the allowed sign-in hours (\1-\2), please log in during those hours'
  )
))
WHERE "area" = 'security'
  AND "action" LIKE 'login%'
  AND jsonb_typeof("detail" -> 'reason') = 'string'
  AND "detail" ->> 'reason' ~ '^当前不在允许的登录时段（[0-9:]+-[0-9:]+）内，请在允许时段登录$';
