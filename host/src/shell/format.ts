import { formatYuan as money } from '@console/shared';

/** Wallet balance as '¥1,000.00' (the server sends yuan as a 2-decimal string); nothing yet → ¥0.00. */
export const formatYuan = (amount: string | number | undefined | null): string =>
  money(Number.isFinite(Number(amount ?? 0)) ? (amount ?? 0) : 0);

/** Invite link: page origin + login route with the invite code (spec §2). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/login?invite_code=${encodeURIComponent(code)}`;
}
