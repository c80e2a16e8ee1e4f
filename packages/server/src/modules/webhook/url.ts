// Where a webhook may point: http(s) only, and (outside dev/test mode) not at this network —
// loopback, private, link-local and unique-local addresses are refused, so the console cannot
// be used to probe the servers next to it. This is the check on the URL as written; the names it
// lets through are checked again on what they resolve to when a delivery is sent (address.ts).
import type { Localized } from '@console/contract/localized';
import { isPrivateAddress } from '../../lib/public-address';

export const WEBHOOK_URL_MESSAGE: Localized = {
  zh: '请输入有效的 Webhook 地址（http:// 或 https://）',
  en: 'Enter a valid webhook URL (http:// or https://)',
};
export const WEBHOOK_PRIVATE_MESSAGE: Localized = {
  zh: 'Webhook 地址不能指向内网或本机',
  en: 'The webhook URL cannot point at a private network or this machine',
};

export function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || isPrivateAddress(h);
}

/** The reason a URL is refused, or null when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): Localized | null {
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
