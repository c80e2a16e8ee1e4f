// Money arrives from the server in integer fen (or as yuan text: '-300.00'); the console shows it
// one way everywhere: '-¥1,234.56' (sign first, thousands grouped, two decimals). Formatting only:
// prices are always computed by the server, never in the browser.

/** 12345 → '123.45', -5 → '-0.05' (no float arithmetic; for numbers, charts and inputs). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 → '¥1,234.56', -505 → '-¥5.05'. */
export function formatFen(fen: number): string {
  const [whole, cents] = fenToYuan(Math.abs(fen)).split('.');
  // grouped by hand: an Intl formatter per call costs on the first screen (measured in the shell)
  return `${fen < 0 ? '-' : ''}¥${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** The server's yuan text or number ('-300.00', '1500', 12.5) in the same format; missing → '-'. */
export function formatYuan(yuan: string | number | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return '-';
  const n = Number(yuan);
  return Number.isFinite(n) ? formatFen(Math.round(n * 100)) : String(yuan);
}
