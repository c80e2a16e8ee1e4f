// Cookie import (spec §5 "Cookie cannot be empty and must have a valid format"): a JSON array of
// cookie objects (what browser cookie extensions export, also wrapped as { cookies: [...] }) or a
// Netscape cookies.txt. Either becomes one normalized array; anything else is 'cookie格式错误'.
// Pure module (unit tested in cookies.test.ts).

export interface StoreCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Unix seconds; absent = a session cookie. */
  expires?: number;
  secure: boolean;
  httpOnly: boolean;
}

export type CookieParse = { ok: true; cookies: StoreCookie[] } | { ok: false; reason: 'empty' | 'format' };

const MAX_COOKIES = 2000;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fromJson(item: unknown): StoreCookie | null {
  if (!isObj(item)) return null;
  const { name, value, domain, path } = item;
  if (typeof name !== 'string' || !name.trim() || typeof value !== 'string') return null;
  if (domain !== undefined && typeof domain !== 'string') return null;
  const exp = item.expirationDate ?? item.expires;
  const expires = typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? Math.floor(exp) : undefined;
  return {
    name: name.trim(),
    value,
    domain: typeof domain === 'string' ? domain : '',
    path: typeof path === 'string' && path ? path : '/',
    ...(expires ? { expires } : {}),
    secure: item.secure === true,
    httpOnly: item.httpOnly === true,
  };
}

function parseJson(text: string): StoreCookie[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(data) ? data : isObj(data) && Array.isArray(data.cookies) ? data.cookies : null;
  if (!list || list.length === 0) return null;
  const out = list.map(fromJson);
  return out.every((c): c is StoreCookie => c !== null) ? out : null;
}

const BOOL = /^(TRUE|FALSE)$/i;

/** domain \t includeSubdomains \t path \t secure \t expiry \t name \t value; '#HttpOnly_' marks httpOnly. */
function parseNetscape(text: string): StoreCookie[] | null {
  const out: StoreCookie[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/\s+$/, '');
    let httpOnly = false;
    if (line.startsWith('#HttpOnly_')) {
      httpOnly = true;
      line = line.slice('#HttpOnly_'.length);
    } else if (!line.trim() || line.startsWith('#')) continue;
    const f = line.split('\t');
    if (f.length !== 7 && f.length !== 6) return null;
    const [domain, sub, path, secure, expiry, name, value = ''] = f;
    if (!domain || !BOOL.test(sub) || !path.startsWith('/') || !BOOL.test(secure) || !/^\d+$/.test(expiry) || !name) {
      return null;
    }
    const expires = Number(expiry);
    out.push({
      name,
      value,
      domain,
      path,
      ...(expires > 0 ? { expires } : {}),
      secure: secure.toUpperCase() === 'TRUE',
      httpOnly,
    });
  }
  return out.length ? out : null;
}

export function parseCookies(text: string): CookieParse {
  const t = text.trim();
  if (!t) return { ok: false, reason: 'empty' };
  const cookies = t.startsWith('[') || t.startsWith('{') ? parseJson(t) : parseNetscape(t);
  if (!cookies || cookies.length > MAX_COOKIES) return { ok: false, reason: 'format' };
  return { ok: true, cookies };
}
