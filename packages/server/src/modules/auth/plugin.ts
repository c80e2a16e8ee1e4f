// Routes: /user/login, /user/register, /sms/code, /dev/sms/last, /user/authCode,
// /user/loginByCode, /user/logout, /user/terminalLogin (a login waiting for terminal approval).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthCode,
  DevSms,
  DevSmsQuery,
  LoginBody,
  LoginByCodeBody,
  RegisterBody,
  SmsCodeBody,
  SmsSent,
  TERMINAL_POLL_MS,
  TerminalLoginBody,
  TerminalWaiting,
  Token,
} from '@console/contract';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { textIn, type Localized } from '@console/contract/localized';
import { AppError, Code, envelope, ok, okIn } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { hit } from '../../lib/rate-limit';
import { SmsSimulator } from '../../providers/sms';
import type { Deps } from '../deps';
import { caller, requireAuth } from './guard';
import { WAITING_MESSAGE, TICKET_TTL_SECONDS } from '../security/rules';
import { issueAuthCode, login, loginByCode, loginWithTicket, register, type LoginResult } from './login';
import { revokeSession } from './session';
import { issueSmsCode, normalizePhone } from './sms-codes';

const tags = ['auth'];
const secured = [{ PToken: [] }];

/** What the per-IP limits count ("too many …"). */
const LOGINS: Localized = { zh: '登录', en: 'login attempts' };
const SMS_REQUESTS: Localized = { zh: '获取验证码', en: 'verification code requests' };

export const authPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, sms, rateLimits: limits } = deps;
  // req.ip is the browser's address: Fastify takes it from X-Forwarded-For only when the request
  // comes from a proxy named in TRUST_PROXY (`pnpm start`: its console server on loopback; default nobody)
  const perIp = (name: string, ip: string) => `${name}:ip:${ip}`;
  const userAgentOf = (ua: string | string[] | undefined) => (Array.isArray(ua) ? ua[0] : ua) ?? '';
  /** A token (code 0), or a terminal waiting for approval (code 20201 with the one-time ticket). */
  const answer = (req: FastifyRequest, r: LoginResult & { expiresIn?: number }) =>
    'token' in r
      ? okIn(req, { token: r.token }, { zh: '登录成功', en: 'Logged in' })
      : {
          code: Code.TERMINAL_WAITING,
          message: textIn(WAITING_MESSAGE, langOf(req)),
          data: { ticket: r.ticket, poll_ms: TERMINAL_POLL_MS, expires_in: r.expiresIn ?? TICKET_TTL_SECONDS },
        };
  const loginAnswer = envelope(Type.Union([Token, TerminalWaiting]));

  app.post(
    '/user/login',
    {
      schema: {
        tags,
        summary:
          'Log in with username+password or phone+smsCode, as admin (boss) or staff. Staff meet login control: ' +
          'outside the login window 40003; a terminal waiting for approval answers 20201 with a one-time ticket',
        body: LoginBody,
        response: loginAnswer,
      },
    },
    async (req) => {
      const now = clock.now();
      await hit(db, perIp('login', req.ip), limits.loginPerIp, now, LOGINS);
      const ctx = { ip: req.ip, userAgent: userAgentOf(req.headers['user-agent']) };
      return answer(req, await login(db, req.body, now, limits, ctx));
    },
  );

  app.post(
    '/user/terminalLogin',
    {
      schema: {
        tags,
        summary:
          'A login waiting for terminal approval asks again with its ticket (every 3 s): 20201 still waiting, ' +
          '0 with the token once approved (the ticket is then spent), 40003 when rejected',
        body: TerminalLoginBody,
        response: loginAnswer,
      },
    },
    async (req) => {
      const now = clock.now();
      await hit(db, perIp('terminal-poll', req.ip), limits.terminalPollPerIp, now, { zh: '查询', en: 'status checks' });
      const ctx = { ip: req.ip, userAgent: userAgentOf(req.headers['user-agent']), terminalCode: '' };
      return answer(req, await loginWithTicket(db, req.body.ticket, ctx, now));
    },
  );

  app.post(
    '/user/register',
    {
      schema: {
        tags,
        summary: 'Register: creates a new enterprise owned by the new user',
        body: RegisterBody,
        response: envelope(Token),
      },
    },
    async (req) => {
      const now = clock.now();
      await hit(db, perIp('register', req.ip), limits.registerPerIp, now, { zh: '注册', en: 'registration attempts' });
      return okIn(req, { token: await register(db, req.body, now) }, { zh: '注册成功', en: 'Registered' });
    },
  );

  app.post(
    '/sms/code',
    {
      schema: {
        tags,
        summary: 'Send an SMS verification code (one per phone per 60 s, valid 5 min)',
        body: SmsCodeBody,
        response: envelope(SmsSent),
      },
    },
    async (req) => {
      const phone = normalizePhone(req.body.phone);
      const now = clock.now();
      await hit(db, perIp('sms', req.ip), limits.smsPerIp, now, SMS_REQUESTS);
      await hit(db, `sms:phone:${phone}`, limits.smsPerPhone, now, SMS_REQUESTS);
      return okIn(req, await issueSmsCode(db, sms, phone, req.body.scene ?? 'login', now), {
        zh: '验证码已发送',
        en: 'Verification code sent',
      });
    },
  );

  if (deps.devMode && sms instanceof SmsSimulator) {
    app.get(
      '/dev/sms/last',
      {
        schema: {
          tags: ['dev'],
          summary: '[SMS simulator only] the last code sent to a phone',
          querystring: DevSmsQuery,
          response: envelope(DevSms),
        },
      },
      async (req) => {
        const last = sms.lastFor(req.query.phone.trim());
        if (!last)
          throw new AppError(Code.NOT_FOUND, {
            zh: '短信模拟器中没有该手机号的验证码',
            en: 'The SMS simulator has no code for this phone number',
          });
        return ok(last);
      },
    );
  }

  app.post(
    '/user/loginByCode',
    {
      schema: {
        tags,
        summary:
          'Exchange a one-time login code (while the session that asked for it lives) for a login: the same ' +
          'checks as /user/login (a terminal waiting for approval answers 20201 with a one-time ticket)',
        body: LoginByCodeBody,
        response: loginAnswer,
      },
    },
    async (req) => {
      const now = clock.now();
      await hit(db, perIp('login-by-code', req.ip), limits.loginByCodePerIp, now, LOGINS);
      const ctx = { ip: req.ip, userAgent: userAgentOf(req.headers['user-agent']) };
      return answer(req, await loginByCode(db, req.body, now, ctx));
    },
  );

  await app.register(async (authed) => {
    requireAuth(authed, deps);

    authed.post(
      '/user/authCode',
      {
        schema: {
          tags,
          security: secured,
          summary: 'Issue a one-time login code (5 min) for the current user',
          response: envelope(AuthCode),
        },
      },
      async (req) => {
        const { user, sessionId } = caller(req);
        return ok(await issueAuthCode(db, user.id, sessionId, clock.now()));
      },
    );

    authed.post(
      '/user/logout',
      {
        schema: { tags, security: secured, summary: 'Revoke the current session', response: envelope() },
      },
      async (req) => {
        await revokeSession(db, caller(req).sessionId, clock.now());
        return okIn(req, null, { zh: '退出成功', en: 'Logged out' });
      },
    );
  });
};
