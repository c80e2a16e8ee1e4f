// SMS verification codes: one per phone per 60 s, valid 5 minutes, single use, 5 wrong guesses max.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { sixDigitCode } from '../../lib/crypto';
import { AppError, Code } from '../../lib/envelope';
import type { SmsProvider } from '../../providers/sms';

export const SMS_RESEND_SECONDS = 60;
export const SMS_TTL_SECONDS = 300;
const MAX_FAILED_ATTEMPTS = 5;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function normalizePhone(raw: string | undefined): string {
  const phone = (raw ?? '').trim();
  if (!MOBILE_PATTERN.test(phone))
    throw new AppError(Code.VALIDATION, { zh: '请输入正确的手机号', en: 'Enter a valid phone number' });
  return phone;
}

export async function issueSmsCode(db: Db, sms: SmsProvider, phone: string, scene: string, now: Date) {
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    // serialise senders for one phone so two instances cannot both pass the 60 s check
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + phone}))`);
    const since = new Date(now.getTime() - SMS_RESEND_SECONDS * 1000);
    const [recent] = await tx
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.sentAt, since)))
      .limit(1);
    if (recent)
      throw new AppError(Code.TOO_FREQUENT, {
        zh: '发送过于频繁，请60秒后再试',
        en: 'Codes are sent too often, try again in 60 seconds',
      });
    await tx.insert(smsCodes).values({ phone, code, scene, sentAt: now });
  });
  await sms.send(phone, code, scene);
  return { expiresIn: SMS_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS };
}

/** True when `code` is the phone's latest unused, unexpired code; marks it used. */
export async function consumeSmsCode(db: Db, phone: string, code: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SMS_TTL_SECONDS * 1000);
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.sentAt, since)))
    .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.failedAttempts >= MAX_FAILED_ATTEMPTS) return false;
  if (latest.code !== code.trim()) {
    await db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    return false;
  }
  // conditional update: two concurrent logins with the same code cannot both succeed
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), lt(smsCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
