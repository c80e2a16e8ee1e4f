// Money arrives from the server in integer fen; the console shows yuan with two decimals.
// Formatting only: prices are always computed by the server, never in the browser.

/** 12345 → '123.45', -5 → '-0.05' (no float arithmetic). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 12345 → '¥123.45' */
export const formatFen = (fen: number): string => `¥${fenToYuan(fen)}`;
