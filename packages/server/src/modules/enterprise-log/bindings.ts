// Binding settings (spec §2 enterprise configuration; §3 is_bind_wc, website config
// weixingongzhonghao): the boss's WeChat binding, the 公众号 QR to scan for binding, the bound
// mobile (masked); unbinding WeChat writes its log row in the same transaction.
import type { CompanyBindings } from '@console/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { configEntries, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { publicBase } from '../../lib/public-url';
import { OSS_SIMULATOR_PREFIX } from '../../providers/object-storage';
import type { SessionUser } from '../auth/session';
import { actorOf, logEvent } from './write';

/** 13800000000 → 138****0000; anything shorter than 7 characters keeps only its last 2. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (!p) return '';
  if (p.length >= 7) return `${p.slice(0, 3)}****${p.slice(-4)}`;
  return `${'*'.repeat(Math.max(0, p.length - 2))}${p.slice(-2)}`;
}

export async function bindingsOf(db: Db, user: SessionUser, req: FastifyRequest): Promise<CompanyBindings> {
  const [qr] = await db
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(and(eq(configEntries.group, 'website'), eq(configEntries.key, 'weixingongzhonghao')))
    .limit(1);
  const [fresh] = await db
    .select({ openId: users.wechatOpenId, phone: users.phone })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const value = qr?.value ?? '';
  return {
    is_bind_wc: fresh?.openId ? 1 : 0,
    phone_masked: maskPhone(fresh?.phone ?? ''),
    // simulator objects are stored as paths; hand out absolute URLs the browser can open
    wechat_qr: value.startsWith(OSS_SIMULATOR_PREFIX) ? publicBase(req) + value : value,
  };
}

/** Clears the caller's WeChat binding; 40009 when none is bound. */
export async function unbindWechat(db: Db, user: SessionUser, req: FastifyRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ wechatOpenId: null })
      .where(and(eq(users.id, user.id), isNotNull(users.wechatOpenId)))
      .returning({ id: users.id });
    if (!row)
      throw new AppError(Code.CONFLICT, {
        zh: '当前账号未绑定微信',
        en: 'This account is not bound to WeChat',
      });
    await logEvent(tx, actorOf(req), {
      area: 'company',
      action: 'company.unbindWechat',
      target: { type: 'user', id: user.id, name: user.name || user.username },
      detail: { before: { wechat: true }, after: { wechat: false } },
    });
  });
}
