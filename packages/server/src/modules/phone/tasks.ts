// Phone tasks: one phone_tasks row per phone for every operation sent to the cloud-phone
// provider (actions, uploads, commands, pod properties, reloads, app install/uninstall).
//
// Shared API (also used by the app-market module for install/uninstall):
//
//   runPhoneTasks(db, provider, {
//     enterpriseId: number, userId: number | null, now: Date,
//     phones: TaskPhone[],                       // validated first: loadVisiblePhones (modules/phone/visible.ts)
//     kind: TaskKind,                            // 'action' | 'upload' | 'execute' | 'install' | 'uninstall' | 'property' | 'reload'
//     payload: Record<string, unknown>,          // stored on every task row (what was asked)
//     call: (provider, instanceId, phone) => Promise<TaskOutcome>,   // the provider call for one phone
//     after?: (phone, outcome, tx) => Promise<void>,                 // e.g. update power_state / phone_apps
//     lang: Lang,                                // the request's language (langOf(req)): a result we wrote is answered in it
//   }): Promise<TaskView[]>                      // the tasks, finished, in the order of `phones`
//
// Rows are inserted as 'running' before the provider is asked, then each moves to success or
// failed with the provider's message and finished_at. A phone without a provider instance fails
// without a call. The simulator answers at once; a real provider reporting later would move the
// same rows on. `after` runs in the same transaction as the task's final update.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Task, TaskKind } from '@console/contract';
import type { Lang, Localized } from '@console/contract/localized';
import type { Db } from '../../db/client';
import { phones, phoneTasks } from '../../db/schema';
import type { CloudPhoneProvider, TaskOutcome } from '../../providers/cloud-phone';

export type { TaskKind };

/** The phone fields a task needs (a `phones` row fits). */
export interface TaskPhone {
  id: number;
  phoneName: string;
  providerInstanceId: string | null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RunPhoneTasks {
  enterpriseId: number;
  userId: number | null;
  now: Date;
  phones: TaskPhone[];
  kind: TaskKind;
  payload: Record<string, unknown>;
  call: (provider: CloudPhoneProvider, instanceId: string, phone: TaskPhone) => Promise<TaskOutcome>;
  after?: (phone: TaskPhone, outcome: TaskOutcome, tx: Tx) => Promise<void>;
  /** The language the tasks are answered in (the request's). */
  lang: Lang;
}

export const NO_INSTANCE_MESSAGE: Localized = { zh: '云手机尚未分配实例', en: 'The cloud phone has no instance yet' };

/** One task as the API answers it. */
export type TaskView = Task;

type TaskRow = typeof phoneTasks.$inferSelect;

/** A stored result in `lang`: our own refusal is stored as its zh text; provider messages are shown as they came. */
const resultIn = (result: string, lang: Lang) =>
  result === NO_INSTANCE_MESSAGE.zh ? NO_INSTANCE_MESSAGE[lang] : result;

// the kind and status columns hold only what runPhoneTasks writes
export const toTaskView = (t: TaskRow, phoneName: string, lang: Lang): TaskView => ({
  id: t.id,
  phone_id: t.phoneId,
  phone_name: phoneName,
  kind: t.kind as TaskKind,
  payload: t.payload,
  status: t.status as TaskView['status'],
  result: resultIn(t.result, lang),
  created_at: t.createdAt.toISOString(),
  finished_at: t.finishedAt?.toISOString() ?? null,
});

export async function runPhoneTasks(db: Db, provider: CloudPhoneProvider, r: RunPhoneTasks): Promise<TaskView[]> {
  if (!r.phones.length) return [];
  const created = await db
    .insert(phoneTasks)
    .values(
      r.phones.map((p) => ({
        enterpriseId: r.enterpriseId,
        phoneId: p.id,
        userId: r.userId,
        kind: r.kind,
        payload: r.payload,
        status: 'running',
        createdAt: r.now,
      })),
    )
    .returning();
  const out: TaskView[] = [];
  // one phone after another: a fleet-wide action must not open hundreds of provider calls at once
  for (const [i, phone] of r.phones.entries()) {
    const outcome = await outcomeOf(provider, r, phone);
    const row = await db.transaction(async (tx) => {
      const [t] = await tx
        .update(phoneTasks)
        .set({ status: outcome.ok ? 'success' : 'failed', result: outcome.message.slice(0, 2000), finishedAt: r.now })
        .where(eq(phoneTasks.id, created[i].id))
        .returning();
      if (r.after) await r.after(phone, outcome, tx);
      return t;
    });
    out.push(toTaskView(row, phone.phoneName, r.lang));
  }
  return out;
}

async function outcomeOf(provider: CloudPhoneProvider, r: RunPhoneTasks, phone: TaskPhone): Promise<TaskOutcome> {
  if (!phone.providerInstanceId) return { ok: false, message: NO_INSTANCE_MESSAGE.zh };
  try {
    return await r.call(provider, phone.providerInstanceId, phone);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** Paged tasks of the enterprise, newest first, limited by `where` (visible phones, one phone). */
export async function listTasks(
  db: Db,
  enterpriseId: number,
  where: SQL | undefined,
  page: number,
  limit: number,
  lang: Lang,
) {
  const cond = and(eq(phoneTasks.enterpriseId, enterpriseId), where);
  const [n] = await db
    .select({ n: count() })
    .from(phoneTasks)
    .innerJoin(phones, eq(phones.id, phoneTasks.phoneId))
    .where(cond);
  const rows = await db
    .select({ t: phoneTasks, name: phones.phoneName })
    .from(phoneTasks)
    .innerJoin(phones, eq(phones.id, phoneTasks.phoneId))
    .where(cond)
    .orderBy(desc(phoneTasks.createdAt), desc(phoneTasks.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { total: Number(n?.n ?? 0), list: rows.map((r) => toTaskView(r.t, r.name, lang)) };
}
