// Enterprise authentication notice (spec §4). Pure decisions; `now` injected.
export const AUTH_NOTICE_KEY = 'authNoticeSuppressedAt';
export const AUTH_NOTICE_DELAY = 1000;
export const AUTH_SUPPRESS_MS = 7 * 86_400_000;

/** 1, 2 certified → none; 3 not certified, 4 failed → certify prompt; else review-submitted info. */
export type AuthPrompt = 'none' | 'certify' | 'review';

export function authPromptFor(attestation: number): AuthPrompt {
  if (attestation === 1 || attestation === 2) return 'none';
  if (attestation === 3 || attestation === 4) return 'certify';
  return 'review';
}

/** '7天内不再提醒' was ticked less than 7 days ago. */
export function isAuthSuppressed(stored: string | null, now: number): boolean {
  const at = Number(stored);
  if (!stored || !Number.isFinite(at)) return false;
  return now - at < AUTH_SUPPRESS_MS;
}
