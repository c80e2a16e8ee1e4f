// Login, registration and one-time codes: the rules, free of HTTP.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes, enterprises, users } from '../../db/schema';
import { hashPassword, newInviteCode, newToken, sha256, verifyPassword } from '../../lib/crypto';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import type { RateLimitConfig } from '../../lib/rate-limit';
import { assertMayTry, clearFailedLogins, recordFailedLogin, type Attempt } from './attempts';
import { logLogin, redeemTicket, terminalGate, type LoginContext, type LoginUser } from '../security/terminal';
import { ACCOUNT_DISABLED_MESSAGE, ACCOUNT_DISABLED_REASON, windowRefusal } from '../security/rules';
import { inviterOf } from '../invite-reward/codes';
import { grantWelcomeGift } from '../invite-reward/rewards';
import { createSession, issuerLives } from './session';
import { consumeSmsCode, normalizePhone } from './sms-codes';

export const AUTH_CODE_TTL_SECONDS = 300;

export interface LoginInput {
  username?: string;
  password?: string;
  phone?: string;
  smsCode?: string;
  role: 'admin' | 'staff';
  terminal_code?: string;
}

/** A session token, or (a staff login from a terminal waiting for approval) a one-time ticket. */
export type LoginResult = { token: string } | { ticket: string };

const NO_CONTEXT: LoginContext = { ip: '', userAgent: '', terminalCode: '' };

const SMS_CODE_INVALID: Localized = { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' };
/** The log's reason for a wrong password (the answer itself does not say which part was wrong). */
const WRONG_PASSWORD_REASON: Localized = { zh: '密码错误', en: 'Wrong password' };
const NOT_BOSS: Localized = { zh: '该账号不是老板账号', en: 'This account is not the boss account' };
const NOT_STAFF: Localized = { zh: '该账号不是员工账号', en: 'This account is not an employee account' };

/**
 * The last step of every password or SMS login: staff meet login control (the time window, then
 * the terminal's authorization); the boss is the owner and exempt. Refusals are logged.
 */
async function admit(db: Db, user: LoginUser, ctx: LoginContext, now: Date): Promise<LoginResult> {
  if (user.level === 3) {
    const refusal = windowRefusal(user, now);
    if (refusal) {
      await logLogin(db, user, ctx, 'login.refused', 'refused', { reason: refusal });
      throw new AppError(Code.FORBIDDEN, refusal);
    }
    const gate = await terminalGate(db, user, ctx, now);
    if (gate.kind === 'waiting') return { ticket: gate.ticket };
  }
  return { token: await startSession(db, user, ctx, now) };
}

async function startSession(db: Db, user: LoginUser, ctx: LoginContext, now: Date): Promise<string> {
  const token = await createSession(db, user.id, now, ctx.terminalCode);
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  await logLogin(db, user, ctx, 'login', 'ok');
  return token;
}

/** POST /user/terminalLogin: a waiting login asks again with its one-time ticket. */
export async function loginWithTicket(
  db: Db,
  ticket: string,
  ctx: LoginContext,
  now: Date,
): Promise<LoginResult & { expiresIn?: number }> {
  const r = await redeemTicket(db, ticket, ctx, now);
  if (r.kind === 'waiting') return { ticket: r.ticket, expiresIn: r.expiresIn };
  const here = { ...ctx, terminalCode: r.terminalCode };
  const refusal = windowRefusal(r.user, now);
  if (refusal) {
    await logLogin(db, r.user, here, 'login.refused', 'refused', { reason: refusal });
    throw new AppError(Code.FORBIDDEN, refusal);
  }
  return { token: await startSession(db, r.user, here, now) };
}

async function findUser(db: Db, by: 'username' | 'phone', value: string) {
  const [u] = await db
    .select()
    .from(users)
    // a deleted member's name and phone may belong to a new member now: only live rows log in
    .where(and(eq(by === 'username' ? users.username : users.phone, value), isNull(users.deletedAt)))
    .limit(1);
  return u;
}

export async function login(
  db: Db,
  input: LoginInput,
  now: Date,
  limits: RateLimitConfig,
  context: Omit<LoginContext, 'terminalCode'> = NO_CONTEXT,
): Promise<LoginResult> {
  const ctx: LoginContext = { ...context, terminalCode: input.terminal_code?.trim().slice(0, 64) ?? '' };
  const username = input.username?.trim() ?? '';
  const phoneRaw = input.phone?.trim() ?? '';
  const password = input.password ?? '';
  const smsCode = input.smsCode?.trim() ?? '';

  let user: typeof users.$inferSelect | undefined;
  if (username || password) {
    if (!username) throw new AppError(Code.VALIDATION, { zh: '请输入用户名', en: 'Enter the username' });
    if (!password) throw new AppError(Code.VALIDATION, { zh: '请输入密码', en: 'Enter the password' });
    const attempt: Attempt = { by: 'username', name: username, ctx };
    user = await findUser(db, 'username', username);
    await assertMayTry(db, attempt, user, now);
    // same answer and the same scrypt work for an unknown user and a wrong password: no account
    // enumeration by message or by timing (verifyPassword hashes against a dummy when there is none)
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) {
      await recordFailedLogin(db, attempt, user, limits, now);
      if (user) await logLogin(db, user, ctx, 'login.failed', 'failed', { reason: WRONG_PASSWORD_REASON });
      throw new AppError(Code.CONFLICT, { zh: '用户名或密码错误', en: 'Wrong username or password' });
    }
    await clearFailedLogins(db, attempt);
  } else if (phoneRaw || smsCode) {
    const phone = normalizePhone(phoneRaw);
    if (!smsCode) throw new AppError(Code.VALIDATION, { zh: '请输入验证码', en: 'Enter the verification code' });
    const attempt: Attempt = { by: 'phone', name: phone, ctx };
    user = await findUser(db, 'phone', phone);
    await assertMayTry(db, attempt, user, now);
    if (!(await consumeSmsCode(db, phone, smsCode, now))) {
      await recordFailedLogin(db, attempt, user, limits, now);
      throw new AppError(Code.CONFLICT, SMS_CODE_INVALID);
    }
    await clearFailedLogins(db, attempt);
    if (!user)
      throw new AppError(Code.NOT_FOUND, {
        zh: '该手机号尚未注册，请先注册',
        en: 'This phone number is not registered yet, please register first',
      });
  } else {
    throw new AppError(Code.VALIDATION, {
      zh: '请输入用户名和密码，或手机号和验证码',
      en: 'Enter a username and password, or a phone number and verification code',
    });
  }

  if (user.status !== 'active') {
    await logLogin(db, user, ctx, 'login.refused', 'refused', { reason: ACCOUNT_DISABLED_REASON });
    throw new AppError(Code.FORBIDDEN, ACCOUNT_DISABLED_MESSAGE);
  }
  const isStaff = user.level === 3;
  const wrongRole =
    input.role === 'admin' && isStaff ? NOT_BOSS : input.role === 'staff' && !isStaff ? NOT_STAFF : null;
  if (wrongRole) {
    await logLogin(db, user, ctx, 'login.refused', 'refused', { reason: wrongRole });
    throw new AppError(Code.FORBIDDEN, wrongRole);
  }
  return admit(db, user, ctx, now);
}

export interface RegisterInput {
  phone: string;
  password: string;
  smsCode: string;
  code?: string;
}

/** Creates a new enterprise owned by the registering user (admin, level 1). */
export async function register(db: Db, input: RegisterInput, now: Date): Promise<string> {
  const phone = normalizePhone(input.phone);
  const inviteCode = input.code?.trim().toUpperCase() ?? '';
  const inviter = inviteCode ? await inviterOf(db, inviteCode) : null;
  // the code first: only whoever holds the phone learns whether it is registered already
  if (!(await consumeSmsCode(db, phone, input.smsCode, now))) throw new AppError(Code.CONFLICT, SMS_CODE_INVALID);
  const live = isNull(users.deletedAt);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), live))
    .limit(1);
  const [takenName] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, phone), live))
    .limit(1);
  if (taken || takenName)
    throw new AppError(Code.CONFLICT, {
      zh: '该手机号已注册，请直接登录',
      en: 'This phone number is already registered, please log in',
    });
  const passwordHash = await hashPassword(input.password);

  const userId = await db.transaction(async (tx) => {
    const [ent] = await tx
      .insert(enterprises)
      .values({
        name: `${phone.slice(0, 3)}****${phone.slice(-4)}的企业`,
        inviteCode: newInviteCode(),
        invitedByEnterpriseId: inviter?.enterpriseId ?? null,
        invitedViaChannelId: inviter?.channelId ?? null,
        createdAt: now,
      })
      .returning({ id: enterprises.id });
    if (inviter?.inProgram) await grantWelcomeGift(tx, ent.id, now);
    const [u] = await tx
      .insert(users)
      .values({
        enterpriseId: ent.id,
        username: phone,
        phone,
        passwordHash,
        name: `用户${phone.slice(-4)}`,
        level: 1,
        memberRole: 'manager',
        createdAt: now,
      })
      .returning({ id: users.id });
    return u.id;
  });
  return createSession(db, userId, now);
}

/** A one-time login code (5 min) of the session that asks for it: it dies with that session. */
export async function issueAuthCode(db: Db, userId: number, sessionId: number, now: Date) {
  const code = newToken();
  await db.insert(authCodes).values({
    codeHash: sha256(code),
    userId,
    sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return { code, expiresIn: AUTH_CODE_TTL_SECONDS };
}

export const AUTH_CODE_INVALID: Localized = {
  zh: '授权码无效或已过期',
  en: 'The authorization code is invalid or has expired',
};

/**
 * Exchanges a one-time code for a login: once, only while the session that asked for it lives
 * (a logout, a password change or a reset ends it and its codes), and through the same checks as a
 * password login (active member, login window, the new terminal's authorization, logged).
 */
export async function loginByCode(
  db: Db,
  input: { code: string; terminal_code?: string },
  now: Date,
  context: Omit<LoginContext, 'terminalCode'> = NO_CONTEXT,
): Promise<LoginResult> {
  const ctx: LoginContext = { ...context, terminalCode: input.terminal_code?.trim().slice(0, 64) ?? '' };
  // conditional update makes the code single-use even under concurrent calls
  const [used] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(eq(authCodes.codeHash, sha256(input.code.trim())), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)),
    )
    .returning({ userId: authCodes.userId, sessionId: authCodes.sessionId });
  if (!used?.sessionId) throw new AppError(Code.CONFLICT, AUTH_CODE_INVALID);
  if (!(await issuerLives(db, { sessionId: used.sessionId, userId: used.userId }, now)))
    throw new AppError(Code.CONFLICT, AUTH_CODE_INVALID);
  const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  if (!user || user.status !== 'active') {
    if (user) await logLogin(db, user, ctx, 'login.refused', 'refused', { reason: ACCOUNT_DISABLED_REASON });
    throw new AppError(Code.FORBIDDEN, ACCOUNT_DISABLED_MESSAGE);
  }
  return admit(db, user, ctx, now);
}
