// Wallet balance as '¥1,000.00' (the server sends yuan as a 2-decimal string).
export function formatYuan(amount: string | number | undefined | null): string {
  const n = Number(amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  return `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Invite link: page origin + login route with the invite code (spec §2). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/login?invite_code=${encodeURIComponent(code)}`;
}
