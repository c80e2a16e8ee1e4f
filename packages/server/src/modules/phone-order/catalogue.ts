// What can be bought and what it costs. The server is the only price authority: the console
// shows these numbers and the order is priced again from here when it is placed. Labels carry
// both languages; a phone keeps the Chinese label it was sold under (spec_name), read per reader.
import type { Lang, Localized } from '../../lib/lang';
import { durationName, REGION_NAMES, specName } from '../../lib/texts';

export type Region = 'cn' | 'hk';
export type DurationUnit = 'day' | 'month';
export interface Duration {
  unit: DurationUnit;
  value: number;
}

export const PLATFORMS = [
  { value: 'android10', label: 'Android 10' },
  { value: 'android12', label: 'Android 12' },
] as const;

export const REGIONS: { value: Region; label: Localized }[] = [
  { value: 'cn', label: REGION_NAMES.cn },
  { value: 'hk', label: REGION_NAMES.hk },
];

export interface Spec {
  value: string;
  label: Localized;
  month_fen: number;
  day_fen: number;
  regions: Region[];
}

/** Price list in fen per phone. spec_name on a phone is the zh label, so renewals price by it. */
export const SPECS: Spec[] = [
  { value: '2c4g', label: specName('2核4G'), month_fen: 6000, day_fen: 300, regions: ['cn'] },
  { value: '4c8g', label: specName('4核8G'), month_fen: 10000, day_fen: 500, regions: ['cn', 'hk'] },
  { value: '8c16g', label: specName('8核16G'), month_fen: 20000, day_fen: 900, regions: ['cn', 'hk'] },
];

/** spec §9: 1 day, and 1 to 12 months. */
export const DURATIONS: (Duration & { label: Localized })[] = [
  { unit: 'day' as const, value: 1 },
  ...Array.from({ length: 12 }, (_, i) => ({ unit: 'month' as const, value: i + 1 })),
].map((d) => ({ ...d, label: durationName(d) }));

export const MAX_BUY_QUANTITY = 100;
export const MAX_RENEW_PHONES = 500;
/** spec §9: an enterprise without certification may hold at most this many phones. */
export const UNCERTIFIED_CAP = 10;

export const specByValue = (v: string) => SPECS.find((s) => s.value === v);
export const specOfPhone = (specName: string) => SPECS.find((s) => s.label.zh === specName || s.value === specName);
/** A phone's stored spec_name as the reader reads it (a name the catalogue no longer sells stays as stored). */
export const specNameIn = (specName: string, lang: Lang) => specOfPhone(specName)?.label[lang] ?? specName;
export const platformLabel = (v: string) => PLATFORMS.find((p) => p.value === v)?.label;
export const isOffered = (d: Duration) => DURATIONS.some((x) => x.unit === d.unit && x.value === d.value);

/** Multi-month discount in percent: 3+ months 5 %, 6+ months 10 %, 12 months 15 %. */
export function discountPercent(d: Duration): number {
  if (d.unit !== 'month') return 0;
  if (d.value >= 12) return 15;
  if (d.value >= 6) return 10;
  if (d.value >= 3) return 5;
  return 0;
}

/** One phone's list price for the duration (before discount and coupon). */
export const unitPrice = (spec: Spec, d: Duration) => (d.unit === 'day' ? spec.day_fen : spec.month_fen) * d.value;

const DAY_MS = 24 * 3600 * 1000;

/** from + duration; months are calendar months (UTC), clamped to the month's last day. */
export function addDuration(from: Date, d: Duration): Date {
  if (d.unit === 'day') return new Date(from.getTime() + d.value * DAY_MS);
  const t = new Date(from);
  const day = t.getUTCDate();
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() + d.value);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(day, last));
  return t;
}
