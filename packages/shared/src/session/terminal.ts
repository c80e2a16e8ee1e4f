// The browser's terminal id (spec §6 authorization methods, terminal whitelist): a random UUID kept
// in localStorage, sent as terminal_code at login, and shown on the whitelist screen so a manager
// can whitelist this browser. Stable until the browser's storage is cleared.
export const TERMINAL_ID_KEY = 'console.terminalId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // very old browsers: 128 random bits as a UUID-shaped string
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memory: string | undefined;

/** This browser's terminal id, created on first use. */
export function getTerminalId(): string {
  try {
    const kept = localStorage.getItem(TERMINAL_ID_KEY);
    if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
    const id = randomId();
    localStorage.setItem(TERMINAL_ID_KEY, id);
    return id;
  } catch {
    // storage blocked: one id for this page's life (every reload is then a new terminal)
    memory ??= randomId();
    return memory;
  }
}
