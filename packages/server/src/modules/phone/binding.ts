// Routes: POST /networkCard/bindYunPhone, POST /account/bindYunPhone.
// A network card or a sub-account serves one phone: binding one that another phone (outside the
// recycle bin) holds is refused; null unbinds. They live here because they change the phone row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { BindAccountBody, BindNetworkCardBody } from '@console/contract';
import type { Db } from '../../db/client';
import { networkCards, phones, subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { CANCEL_AFTER_MS } from './filters';
import { loadVisiblePhones, requireManager } from './visible';
import type { Localized } from '@console/contract/localized';

const security = [{ PToken: [] }];

export const CARD_NOT_FOUND_MESSAGE: Localized = { zh: '网卡不存在', en: 'Network card not found' };
export const CARD_EXPIRED_MESSAGE: Localized = {
  zh: '网卡已过期，不能绑定',
  en: 'The network card has expired and cannot be bound',
};
export const CARD_TAKEN_MESSAGE: Localized = {
  zh: '该网卡已绑定其他云手机',
  en: 'This network card is bound to another cloud phone',
};
export const ACCOUNT_NOT_FOUND_MESSAGE: Localized = { zh: '分身不存在', en: 'Sub-account not found' };
export const ACCOUNT_EXPIRED_MESSAGE: Localized = {
  zh: '分身已过期，不能绑定',
  en: 'The sub-account has expired and cannot be bound',
};
export const ACCOUNT_TAKEN_MESSAGE: Localized = {
  zh: '该分身已绑定其他云手机',
  en: 'This sub-account is bound to another cloud phone',
};

/** Whether another live phone (not recycled, not cancelled) holds the card/sub-account. */
async function heldElsewhere(
  db: Db,
  column: typeof phones.networkCardId | typeof phones.accountId,
  id: number,
  phoneId: number,
  now: Date,
) {
  const [other] = await db
    .select({ id: phones.id })
    .from(phones)
    .where(
      and(
        eq(column, id),
        ne(phones.id, phoneId),
        isNull(phones.deletedAt),
        gt(phones.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
      ),
    )
    .limit(1);
  return !!other;
}

export const phoneBindingRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/networkCard/bindYunPhone',
    {
      schema: {
        tags: ['networkCard'],
        security,
        summary: 'Bind a network card to a phone (null = unbind) (manager)',
        body: BindNetworkCardBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const [p] = await loadVisiblePhones(db, user, now, [req.body.phone_id]);
      const cardId = req.body.network_card_id;
      let cardName = '';
      if (cardId !== null) {
        const [card] = await db
          .select()
          .from(networkCards)
          .where(
            and(
              eq(networkCards.id, cardId),
              eq(networkCards.enterpriseId, user.enterpriseId),
              isNull(networkCards.deletedAt),
            ),
          )
          .limit(1);
        // cancelled cards (expired > 7 days) have left every list: unknown here too
        if (!card || card.expirationTime.getTime() <= now.getTime() - CANCEL_AFTER_MS)
          throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
        if (card.expirationTime.getTime() <= now.getTime()) throw new AppError(Code.CONFLICT, CARD_EXPIRED_MESSAGE);
        if (await heldElsewhere(db, phones.networkCardId, card.id, p.id, now))
          throw new AppError(Code.CONFLICT, CARD_TAKEN_MESSAGE);
        cardName = card.name;
      }
      await db.transaction(async (tx) => {
        const [old] = p.networkCardId
          ? await tx
              .select({ name: networkCards.name })
              .from(networkCards)
              .where(eq(networkCards.id, p.networkCardId))
              .limit(1)
          : [];
        await tx.update(phones).set({ networkCardId: cardId }).where(eq(phones.id, p.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.bindNetworkCard',
          target: { type: 'phone', id: p.id, name: p.phoneName },
          detail: { before: { network_card: old?.name ?? '' }, after: { network_card: cardName } },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/account/bindYunPhone',
    {
      schema: {
        tags: ['account'],
        security,
        summary: 'Bind a sub-account to a phone (null = unbind) (manager)',
        body: BindAccountBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const [p] = await loadVisiblePhones(db, user, now, [req.body.phone_id]);
      const accountId = req.body.account_id;
      let accountName = '';
      if (accountId !== null) {
        const [acc] = await db
          .select()
          .from(subAccounts)
          .where(
            and(
              eq(subAccounts.id, accountId),
              eq(subAccounts.enterpriseId, user.enterpriseId),
              isNull(subAccounts.deletedAt),
            ),
          )
          .limit(1);
        // a sub-account created and not yet paid has no period: it is neither cancelled nor expired
        const unpaid = acc?.paidAt === null;
        if (!acc || (!unpaid && acc.expirationTime.getTime() <= now.getTime() - CANCEL_AFTER_MS))
          throw new AppError(Code.NOT_FOUND, ACCOUNT_NOT_FOUND_MESSAGE);
        if (!unpaid && acc.expirationTime.getTime() <= now.getTime())
          throw new AppError(Code.CONFLICT, ACCOUNT_EXPIRED_MESSAGE);
        if (acc.status === 'closed')
          throw new AppError(Code.CONFLICT, {
            zh: '分身已注销，不能绑定',
            en: 'The sub-account has been closed and cannot be bound',
          });
        if (await heldElsewhere(db, phones.accountId, acc.id, p.id, now))
          throw new AppError(Code.CONFLICT, ACCOUNT_TAKEN_MESSAGE);
        accountName = acc.name;
      }
      await db.transaction(async (tx) => {
        const [old] = p.accountId
          ? await tx
              .select({ name: subAccounts.name })
              .from(subAccounts)
              .where(eq(subAccounts.id, p.accountId))
              .limit(1)
          : [];
        await tx.update(phones).set({ accountId }).where(eq(phones.id, p.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.bindAccount',
          target: { type: 'phone', id: p.id, name: p.phoneName },
          detail: { before: { account: old?.name ?? '' }, after: { account: accountName } },
        });
      });
      return ok(null);
    },
  );
};
