// Where a webhook may point: http(s) only, and (outside dev/test mode) not at this network —
// loopback, private, link-local and unique-local addresses are refused, so the console cannot
// be used to probe the servers next to it. Names are checked as written; a name that resolves
// to a private address is the remaining gap (README, issue #17 note).
export const WEBHOOK_URL_MESSAGE = '请输入有效的 Webhook 地址（http:// 或 https://）';
export const WEBHOOK_PRIVATE_MESSAGE = 'Webhook 地址不能指向内网或本机';

const PRIVATE_V4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

export function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (PRIVATE_V4.some((r) => r.test(h))) return true;
  return h === '::1' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80:');
}

/** The reason a URL is refused, or null when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return WEBHOOK_URL_MESSAGE;
  if (u.username || u.password) return WEBHOOK_URL_MESSAGE;
  if (!allowPrivate && isPrivateHost(u.hostname)) return WEBHOOK_PRIVATE_MESSAGE;
  return null;
}
