// A purchase left for a recharge (issue 31): the checkout saves what its form says and where it
// is; the recharge goes to the payment page and back to /pay/success, which returns to the
// purchase once the recharge is paid; the purchase takes its values back. Kept in this tab only
// (sessionStorage), for half an hour.
const KEY = 'console:checkout-draft';
export const DRAFT_TTL_MS = 30 * 60_000;

interface Draft {
  /** The purchase's path with its query ('/phone/renew?selectPhoneIds=1,2'). */
  path: string;
  values: Record<string, unknown>;
  /** What the page around the form holds (a table's selection). */
  page?: unknown;
  savedAt: number;
}

function read(): Draft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    return d && typeof d.path === 'string' && Date.now() - d.savedAt < DRAFT_TTL_MS ? d : null;
  } catch {
    return null;
  }
}

export const checkoutDraft = {
  save(path: string, values: Record<string, unknown>, page?: unknown): void {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ path, values, page, savedAt: Date.now() } satisfies Draft));
    } catch {
      // storage full or denied: the purchase is simply not restored
    }
  },
  /** The purchase a paid recharge returns to, if one is waiting. */
  returnPath(): string | null {
    return read()?.path ?? null;
  },
  /** What the page around the form saved for this path (read before the form takes the draft). */
  page(path: string): unknown {
    const d = read();
    return d && d.path === path ? d.page : undefined;
  },
  /** The values saved for this path, taken (once). */
  take(path: string): Record<string, unknown> | null {
    const d = read();
    if (!d || d.path !== path) return null;
    sessionStorage.removeItem(KEY);
    return d.values;
  },
};
