// Routes: /user/login, /user/register, /sms/code, /dev/sms/last, /user/authCode,
// /user/loginByCode, /user/logout.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { hit } from '../../lib/rate-limit';
import { SmsSimulator } from '../../providers/sms';
import type { Deps } from '../deps';
import { caller, requireAuth } from './guard';
import { issueAuthCode, login, loginByCode, register } from './login';
import { revokeSession } from './session';
import { issueSmsCode, normalizePhone } from './sms-codes';

const Token = Type.Object({ token: Type.String() });
const tags = ['auth'];
const secured = [{ PToken: [] }];

export const authPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, sms, rateLimits: limits } = deps;
  // req.ip is the browser's address: Fastify takes it from X-Forwarded-For only when the request
  // comes from the configured proxy (trustProxy, by default the console server on loopback)
  const perIp = (name: string, ip: string) => `${name}:ip:${ip}`;

  app.post('/user/login', {
    schema: {
      tags, summary: 'Log in with username+password or phone+smsCode, as admin (boss) or staff',
      body: Type.Object({
        username: Type.Optional(Type.String({ maxLength: 50 })),
        password: Type.Optional(Type.String({ maxLength: 100 })),
        phone: Type.Optional(Type.String({ maxLength: 20 })),
        smsCode: Type.Optional(Type.String({ maxLength: 10 })),
        role: Type.Union([Type.Literal('admin'), Type.Literal('staff')]),
      }),
      response: envelope(Token),
    },
  }, async (req) => {
    const now = clock.now();
    await hit(db, perIp('login', req.ip), limits.loginPerIp, now, '登录');
    return ok({ token: await login(db, req.body, now, limits) }, '登录成功');
  });

  app.post('/user/register', {
    schema: {
      tags, summary: 'Register: creates a new enterprise owned by the new user',
      body: Type.Object({
        phone: Type.String({ maxLength: 20 }),
        password: Type.String({ minLength: 6, maxLength: 30 }),
        smsCode: Type.String({ minLength: 1, maxLength: 10 }),
        code: Type.Optional(Type.String({ maxLength: 16, description: 'invite code' })),
      }),
      response: envelope(Token),
    },
  }, async (req) => {
    const now = clock.now();
    await hit(db, perIp('register', req.ip), limits.registerPerIp, now, '注册');
    return ok({ token: await register(db, req.body, now) }, '注册成功');
  });

  app.post('/sms/code', {
    schema: {
      tags, summary: 'Send an SMS verification code (one per phone per 60 s, valid 5 min)',
      body: Type.Object({
        phone: Type.String({ maxLength: 20 }),
        scene: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('register')])),
      }),
      response: envelope(Type.Object({ expiresIn: Type.Integer(), resendIn: Type.Integer() })),
    },
  }, async (req) => {
    const phone = normalizePhone(req.body.phone);
    const now = clock.now();
    await hit(db, perIp('sms', req.ip), limits.smsPerIp, now, '获取验证码');
    await hit(db, `sms:phone:${phone}`, limits.smsPerPhone, now, '获取验证码');
    return ok(await issueSmsCode(db, sms, phone, req.body.scene ?? 'login', now), '验证码已发送');
  });

  if (deps.devMode && sms instanceof SmsSimulator) {
    app.get('/dev/sms/last', {
      schema: {
        tags: ['dev'], summary: '[SMS simulator only] the last code sent to a phone',
        querystring: Type.Object({ phone: Type.String({ maxLength: 20 }) }),
        response: envelope(Type.Object({ phone: Type.String(), code: Type.String(), sentAt: Type.String() })),
      },
    }, async (req) => {
      const last = sms.lastFor(req.query.phone.trim());
      if (!last) throw new AppError(Code.NOT_FOUND, '短信模拟器中没有该手机号的验证码');
      return ok(last);
    });
  }

  app.post('/user/loginByCode', {
    schema: {
      tags, summary: 'Exchange a one-time login code for a session token',
      body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: envelope(Token),
    },
  }, async (req) => {
    const now = clock.now();
    await hit(db, perIp('login-by-code', req.ip), limits.loginByCodePerIp, now, '登录');
    return ok({ token: await loginByCode(db, req.body.code, now) }, '登录成功');
  });

  await app.register(async (authed) => {
    requireAuth(authed, deps);

    authed.post('/user/authCode', {
      schema: {
        tags, security: secured, summary: 'Issue a one-time login code (5 min) for the current user',
        response: envelope(Type.Object({ code: Type.String(), expiresIn: Type.Integer() })),
      },
    }, async (req) => ok(await issueAuthCode(db, caller(req).user.id, clock.now())));

    authed.post('/user/logout', {
      schema: { tags, security: secured, summary: 'Revoke the current session', response: envelope() },
    }, async (req) => {
      await revokeSession(db, caller(req).sessionId, clock.now());
      return ok(null, '退出成功');
    });
  });
};
