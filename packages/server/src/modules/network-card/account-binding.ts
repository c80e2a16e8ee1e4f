// Route: POST /networkCard/bindAccount. A card serves one sub-account of the same enterprise:
// binding a card another sub-account holds is refused; account_id null unbinds the card.
// (Binding to a cloud phone is POST /networkCard/bindYunPhone, modules/phone/binding.ts.)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { CardBindAccountBody } from '@console/contract';
import { networkCards, subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import {
  ACCOUNT_EXPIRED_MESSAGE,
  ACCOUNT_NOT_FOUND_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_NOT_FOUND_MESSAGE,
} from '../phone/binding';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { visibleCards } from './queries';
import type { Localized } from '@console/contract/localized';

export const CARD_HELD_BY_ACCOUNT: Localized = {
  zh: '该网卡已绑定其他分身',
  en: 'This network card is bound to another sub-account',
};

export const cardAccountBindingRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/networkCard/bindAccount',
    {
      schema: {
        tags: ['networkCard'],
        security: [{ PToken: [] }],
        summary: 'Bind a network card to a sub-account of the enterprise (account_id null = unbind) (manager)',
        body: CardBindAccountBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const { network_card_id: cardId, account_id: accountId } = req.body;
      const [card] = await db
        .select()
        .from(networkCards)
        .where(and(visibleCards(user, now), eq(networkCards.id, cardId)))
        .limit(1);
      if (!card) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
      let accountName = '';
      if (accountId !== null) {
        if (card.expirationTime <= now) throw new AppError(Code.CONFLICT, CARD_EXPIRED_MESSAGE);
        const [acc] = await db
          .select()
          .from(subAccounts)
          .where(
            and(
              eq(subAccounts.id, accountId),
              eq(subAccounts.enterpriseId, user.enterpriseId),
              isNull(subAccounts.deletedAt),
              gt(subAccounts.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
            ),
          )
          .limit(1);
        if (!acc) throw new AppError(Code.NOT_FOUND, ACCOUNT_NOT_FOUND_MESSAGE);
        if (acc.expirationTime <= now) throw new AppError(Code.CONFLICT, ACCOUNT_EXPIRED_MESSAGE);
        const [other] = await db
          .select({ id: subAccounts.id })
          .from(subAccounts)
          .where(
            and(eq(subAccounts.networkCardId, cardId), ne(subAccounts.id, accountId), isNull(subAccounts.deletedAt)),
          )
          .limit(1);
        if (other) throw new AppError(Code.CONFLICT, CARD_HELD_BY_ACCOUNT);
        accountName = acc.name;
      }
      await db.transaction(async (tx) => {
        const before = await tx
          .update(subAccounts)
          .set({ networkCardId: null })
          .where(and(eq(subAccounts.networkCardId, cardId), eq(subAccounts.enterpriseId, user.enterpriseId)))
          .returning({ name: subAccounts.name });
        if (accountId !== null)
          await tx.update(subAccounts).set({ networkCardId: cardId }).where(eq(subAccounts.id, accountId));
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'networkCard.bindAccount',
          target: { type: 'network_card', id: card.id, name: card.name },
          detail: { before: { account: before[0]?.name ?? '' }, after: { account: accountName } },
        });
      });
      return ok(null);
    },
  );
};
