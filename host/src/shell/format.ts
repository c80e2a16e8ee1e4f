// Wallet balance as '¥1,000.00' (the server sends yuan as a 2-decimal string).
export function formatYuan(amount: string | number | undefined | null): string {
  const n = Number(amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  // grouped by hand: toLocaleString with options builds an Intl formatter on each call (≈ 60 ms at 4×
  // CPU throttling on the first screen, measured)
  const [whole, fen] = Math.abs(value).toFixed(2).split('.');
  return `¥${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fen}`;
}

/** Invite link: page origin + login route with the invite code (spec §2). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/login?invite_code=${encodeURIComponent(code)}`;
}
