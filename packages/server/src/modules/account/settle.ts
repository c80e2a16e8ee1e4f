// The live state of sub-accounts, asked of the provider. An initializing environment the
// provider reports ready becomes running here (the only way out of initializing). A provider
// that does not answer is that row's error; it never fails the others or the list.
import type { AccountLiveStatus } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subAccounts } from '../../db/schema';
import type { CloudPhoneProvider } from '../../providers/cloud-phone';
import type { Lang, Localized } from '../../lib/lang';
import { stateOf, type AccountRow } from './state';

export const PROVIDER_FAILED: Localized = {
  zh: '云服务暂时无法响应，请稍后再试',
  en: 'The cloud service is not responding right now; try again later',
};

/** States whose environment exists at the provider. */
const LIVE = new Set(['initializing', 'running', 'powered_off']);

export async function liveStatus(
  db: Db,
  provider: CloudPhoneProvider,
  rows: AccountRow[],
  now: Date,
  lang: Lang,
): Promise<AccountLiveStatus[]> {
  const asked = rows.filter((a) => LIVE.has(stateOf(a, now)) && a.providerInstanceId);
  const answers = new Map<number, { ready: boolean } | Error>();
  // one call per sub-account: one instance's failure must not hide the others'
  await Promise.all(
    asked.map(async (a) => {
      try {
        const [st] = await provider.accountStatus(
          [{ instanceId: a.providerInstanceId!, startedAt: a.initStartedAt }],
          now,
        );
        answers.set(a.id, { ready: !!st?.ready });
      } catch (e) {
        answers.set(a.id, e instanceof Error ? e : new Error(String(e)));
      }
    }),
  );
  const ready = asked.filter((a) => {
    const r = answers.get(a.id);
    return a.status === 'initializing' && r && !(r instanceof Error) && r.ready;
  });
  if (ready.length) {
    await db
      .update(subAccounts)
      .set({ status: 'running' })
      .where(
        and(
          inArray(
            subAccounts.id,
            ready.map((a) => a.id),
          ),
          eq(subAccounts.status, 'initializing'),
        ),
      );
    for (const a of ready) a.status = 'running';
  }
  return rows.map((a) => {
    const r = answers.get(a.id);
    const state = stateOf(a, now);
    if (r instanceof Error) return { id: a.id, state, online: null, error: PROVIDER_FAILED[lang] };
    return { id: a.id, state, online: r ? state === 'running' && r.ready : null, error: '' };
  });
}
