// Behaviour records are diagnostics, never a store of secrets: every password, code, token and
// cookie is replaced before a record is written, whatever shape (JSON, form or query text) it has.
const SECRET_KEY =
  /^(password|oldpassword|newpassword|confirmpassword|pwd|smscode|code|token|p-token|authorization|cookie|set-cookie|cookies|secret|sign)$/i;
export const REDACTED = '[REDACTED]';

function redactValue(v: unknown, depth = 0): unknown {
  if (depth > 20 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => redactValue(x, depth + 1));
  const out: Record<string, unknown> = {};
  // numbers stay: the envelope's numeric `code` is no secret, a string code (SMS, invite, auth) is
  for (const [k, x] of Object.entries(v)) {
    out[k] =
      SECRET_KEY.test(k) && typeof x !== 'number' && typeof x !== 'boolean' ? REDACTED : redactValue(x, depth + 1);
  }
  return out;
}

/** `a=1&password=x` / `"token":"x"`-style text: the value after a secret key is replaced. */
function redactText(s: string): string {
  return s
    .replace(/([?&;\s]|^)([\w-]+)=([^&;\s]*)/g, (m, sep: string, k: string) =>
      SECRET_KEY.test(k) ? `${sep}${k}=${REDACTED}` : m,
    )
    .replace(/"([\w-]+)"\s*:\s*"(?:[^"\\]|\\.)*"/g, (m, k: string) =>
      SECRET_KEY.test(k) ? `"${k}":"${REDACTED}"` : m,
    );
}

/** Text of `v` with secrets replaced, cut to `max` characters (marked as cut). */
export function redactedText(v: unknown, max: number): string {
  if (v === undefined || v === null) return '';
  let s: string;
  if (typeof v === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = undefined;
    }
    s = parsed !== null && typeof parsed === 'object' ? JSON.stringify(redactValue(parsed)) : redactText(v);
  } else {
    s = JSON.stringify(redactValue(v)) ?? '';
  }
  return s.length > max ? `${s.slice(0, max)}…[truncated ${s.length - max} chars]` : s;
}
