// How the enterprise log reads: action keys, areas, results and recorded fields in the console's
// language. The one mapping of action key → label is enterpriseLog.actions in the area's zh/en
// texts (a key's '.' written as '_', since i18next reads '.' as nesting); an unknown key shows
// the key itself, so a newer server never renders blank.
import type { TFunction } from 'i18next';
import { orgZh } from '../i18n';

/** The action keys the console has labels for (the action filter's options), as the server writes them. */
export const KNOWN_ACTIONS: readonly string[] = Object.keys(orgZh.enterpriseLog.actions).map((k) =>
  k.replace('_', '.'),
);

/** The areas and results the filters offer (the contract's LOG_AREAS / LOG_RESULTS, labelled here). */
export const LOG_AREAS: readonly string[] = Object.keys(orgZh.enterpriseLog.areas);
export const LOG_RESULTS: readonly string[] = Object.keys(orgZh.enterpriseLog.results);

const labelKey = (action: string) => action.replace('.', '_');

export function actionLabel(t: TFunction, action: string): string {
  return t(`enterpriseLog.actions.${labelKey(action)}`, { defaultValue: action });
}

export function areaLabel(t: TFunction, area: string): string {
  return t(`enterpriseLog.areas.${area}`, { defaultValue: area });
}

export function resultLabel(t: TFunction, result: string): string {
  return t(`enterpriseLog.results.${result}`, { defaultValue: result });
}

const FIELD_KEYS = new Set(Object.keys(orgZh.enterpriseLog.fields));

/** A recorded value as a short text: yes/no for flags, `field: value` pairs for objects. */
export function valueText(t: TFunction, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return t(v ? 'enterpriseLog.yes' : 'enterpriseLog.no');
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.map((x) => valueText(t, x)).join(', ');
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => {
      const name = FIELD_KEYS.has(k) ? t(`enterpriseLog.fields.${k}`) : k;
      const text = valueText(t, x);
      return `${name}: ${text === '' ? t('enterpriseLog.empty') : text}`;
    })
    .join(', ');
}

/** "before → after"; '' when neither was recorded; "→ after" / "before →" with one side only. */
export function changeText(t: TFunction, before: unknown, after: unknown): string {
  const b = valueText(t, before);
  const a = valueText(t, after);
  if (!b && !a) return '';
  if (!b) return `→ ${a}`;
  if (!a) return `${b} →`;
  return `${b} → ${a}`;
}

/** A real calendar day written YYYY-MM-DD (what the server accepts as date_from/date_to). */
export function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Why a date range cannot be sent (an i18n key), or undefined when it is fine. */
export function dateRangeError(q: { date_from?: unknown; date_to?: unknown }): string | undefined {
  const from = typeof q.date_from === 'string' && q.date_from ? q.date_from : undefined;
  const to = typeof q.date_to === 'string' && q.date_to ? q.date_to : undefined;
  if ((from && !isDay(from)) || (to && !isDay(to))) return 'enterpriseLog.dateInvalid';
  if (from && to && from > to) return 'enterpriseLog.dateOrder';
  return undefined;
}
