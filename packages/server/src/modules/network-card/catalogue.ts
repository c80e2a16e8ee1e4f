// What the network area sells and what it costs (fen). The server is the only price authority:
// the screens show these numbers and every order is priced again from here when it is placed.
// Durations are spec §9's (1 day, 1–12 months) and the multi-month discount is the phones'.
import { AppError, Code } from '../../lib/envelope';
import type { Lang, Localized } from '../../lib/lang';
import { DURATIONS, isOffered, REGIONS, type Duration } from '../phone-order/catalogue';
import { price, type Price } from '../billing/price';
import { NETWORK_ORDER_MESSAGES as M } from '@console/contract';

export type NetRegion = 'cn' | 'hk';
export { DURATIONS, type Duration, type Price };

/** spec §9 regions (the phones'); the zh label is what a card's or device's region column holds. */
export const NET_REGIONS: { value: NetRegion; label: Localized }[] = REGIONS;
/** The zh label a card or platform device stores as its region. */
export const regionLabel = (r: NetRegion) => NET_REGIONS.find((x) => x.value === r)!.label.zh;
/** A stored region as the reader reads it; a region the customer typed (own devices) stays as typed. */
export const regionNameIn = (stored: string, lang: Lang) =>
  NET_REGIONS.find((r) => r.label.zh === stored || r.value === stored)?.label[lang] ?? stored;

export const CARD_TYPES: { value: string; label: Localized }[] = [
  { value: 'dedicated', label: { zh: '独享', en: 'Dedicated' } },
  { value: 'shared', label: { zh: '共享', en: 'Shared' } },
];

export interface PriceLine {
  region: NetRegion;
  type: string;
  month_fen: number;
  day_fen: number;
}

export const CARD_PRICES: PriceLine[] = [
  { region: 'cn', type: 'dedicated', month_fen: 3000, day_fen: 150 },
  { region: 'cn', type: 'shared', month_fen: 1500, day_fen: 80 },
  { region: 'hk', type: 'dedicated', month_fen: 5000, day_fen: 250 },
  { region: 'hk', type: 'shared', month_fen: 2500, day_fen: 120 },
];

/** The selling platforms a platform IP is bought for. */
export const DEVICE_PLATFORMS: { value: string; label: Localized }[] = [
  { value: 'amazon', label: { zh: 'Amazon', en: 'Amazon' } },
  { value: 'tiktok', label: { zh: 'TikTok', en: 'TikTok' } },
  { value: 'shopee', label: { zh: 'Shopee', en: 'Shopee' } },
  { value: 'general', label: { zh: '通用', en: 'General' } },
];
export const IP_TYPE_OPTIONS: { value: string; label: Localized }[] = [
  { value: 'static', label: { zh: '静态住宅', en: 'Static residential' } },
  { value: 'datacenter', label: { zh: '数据中心', en: 'Data centre' } },
  { value: 'dynamic', label: { zh: '动态住宅', en: 'Dynamic residential' } },
];

export const DEVICE_PRICES: PriceLine[] = [
  { region: 'cn', type: 'static', month_fen: 4000, day_fen: 200 },
  { region: 'cn', type: 'datacenter', month_fen: 2000, day_fen: 100 },
  { region: 'cn', type: 'dynamic', month_fen: 3000, day_fen: 150 },
  { region: 'hk', type: 'static', month_fen: 6000, day_fen: 300 },
  { region: 'hk', type: 'datacenter', month_fen: 3000, day_fen: 150 },
  { region: 'hk', type: 'dynamic', month_fen: 4500, day_fen: 220 },
];

/** The service fee of an own or local device's renewal (no region or type: the IP is the customer's). */
export const DEVICE_SERVICE_FEES: { kind: 'own' | 'local'; month_fen: number; day_fen: number }[] = [
  { kind: 'own', month_fen: 500, day_fen: 30 },
  { kind: 'local', month_fen: 300, day_fen: 20 },
];

/** An own or local device's service fee for the duration; null for other kinds. */
export function serviceFee(kind: string, d: Duration): number | null {
  const f = DEVICE_SERVICE_FEES.find((x) => x.kind === kind);
  if (!f) return null;
  return (d.unit === 'day' ? f.day_fen : f.month_fen) * d.value;
}

export const isPlatform = (v: string) => DEVICE_PLATFORMS.some((p) => p.value === v);

/** A line's list price for the duration. */
export function linePrice(table: PriceLine[], region: string, type: string, d: Duration): number | null {
  const l = table.find((x) => x.region === region && x.type === type);
  if (!l) return null;
  return (d.unit === 'day' ? l.day_fen : l.month_fen) * d.value;
}

/** The duration fields as offered (1 day or 1–12 months), else spec's sentence. */
export function offeredDuration(unit: 'day' | 'month', value: number): Duration {
  const d = { unit, value };
  if (!isOffered(d)) throw new AppError(Code.VALIDATION, M.duration);
  return d;
}

/** Lines (one list price each) → the priced order; no coupons in the network area. */
export const priceOf = (lines: number[], d: Duration, now: Date) => price(lines, d, null, now);

/** Region code for a card's stored region label ('中国香港' → hk). */
export const regionCodeOf = (label: string): NetRegion => (label === '中国香港' || label === 'hk' ? 'hk' : 'cn');
