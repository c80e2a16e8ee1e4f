// Yuan strings <-> integer fen without floating point.
export const AMOUNT_PATTERN = /^(([1-9]\d*)|0)(\.\d{1,2})?$/;
export const AMOUNT_MESSAGE = {
  zh: '请输入正确的价格，例：10, 10.00',
  en: 'Enter a valid amount, e.g. 10 or 10.00',
};
const MAX_FEN = 1_000_000_000; // ¥10,000,000.00 per recharge keeps bigint math far from 2^53

/**
 * A recharge amount in fen (spec §5: "a positive number with at most 2 decimals, or 0 with up to 2
 * decimals"): 0 for "0", "0.0", "0.00" or 0; otherwise yuanToFen's answer.
 */
export function rechargeFen(input: unknown): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  if (typeof text === 'string' && AMOUNT_PATTERN.test(text) && /^0(\.0{1,2})?$/.test(text)) return 0;
  return yuanToFen(input);
}

/** Parses a yuan amount ("10", "10.5", 10.5) into fen; null when not a valid positive amount. */
export function yuanToFen(input: unknown): number | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen <= 0 || fen > MAX_FEN) return null;
  return fen;
}

export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
