// Browser hardening of what the console server serves itself: the Content-Security-Policy the
// composed console (host + remotes from their registry URLs) runs under, and the usual headers.
// Proxied API responses keep the API's own headers (proxy.ts never adds these).
import http from 'node:http';
import net from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Registry } from './registry';

export interface SecurityOptions {
  /** Browser API environment (`prod` = same-origin /api; `dev`/`local` = the API on :8091). */
  apiEnv: string;
  /** Extra origins the API is reached at in dev/local (default http://localhost:8091). */
  apiOrigins?: string[];
  /** Extra origins remotes (entries, chunks, their assets) may come from, besides the registry's. */
  remoteOrigins?: string[];
}

/** Where the browser's `dev`/`local` API environments point (packages/shared/src/request/env.ts). */
export const LOCAL_API_ORIGIN = 'http://localhost:8091';

/** `http(s)://host[:port]` of an absolute URL; null for relative URLs and other schemes. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Origins of registry entries that live elsewhere (same-origin `/remotes/...` adds nothing). */
export function registryOrigins(registry: Registry): string[] {
  return Object.values(registry.remotes ?? {})
    .map((r) => originOf(r?.entry ?? ''))
    .filter((o): o is string => o !== null);
}

/** Comma/space separated list of origins; anything that is not an http(s) origin is rejected. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => {
      const o = originOf(v);
      if (!o) throw new Error(`not an http(s) origin: ${v}`);
      return o;
    });
}

/**
 * The console's policy. Scripts only from files (no inline script, no eval); styles allow
 * 'unsafe-inline' because antd inserts <style> elements at run time (the theme's CSS variables; a nonce would
 * need per-request HTML and every style injector to honour it).
 */
export function contentSecurityPolicy(o: SecurityOptions, fromRegistry: string[] = []): string {
  const remotes = [...new Set([...(o.remoteOrigins ?? []), ...fromRegistry])];
  const api =
    o.apiEnv === 'dev' || o.apiEnv === 'local' ? (o.apiOrigins?.length ? o.apiOrigins : [LOCAL_API_ORIGIN]) : [];
  const src = (...extra: string[]) => [...new Set(extra)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${src("'self'", ...remotes)}`,
    `style-src ${src("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${src("'self'", 'data:', 'blob:', ...remotes)}`,
    `font-src ${src("'self'", 'data:', ...remotes)}`,
    `connect-src ${src("'self'", ...api, ...remotes)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    // the recharge navigates to the API's simulator page (same-origin /api/pay/simulator/… in
    // prod); that page's own form is governed by the API's headers, not by this policy
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000';

/** Peers whose X-Forwarded-* headers are believed (IPs or CIDRs, e.g. `10.0.0.0/8, ::1`). */
export class TrustedProxies {
  private list = new net.BlockList();
  readonly size: number;
  constructor(spec: string | string[] | undefined) {
    const items = (Array.isArray(spec) ? spec : (spec ?? '').split(/[\s,]+/)).filter(Boolean);
    for (const item of items) {
      const [addr, bits] = item.split('/');
      const type = net.isIPv6(addr) ? 'ipv6' : net.isIPv4(addr) ? 'ipv4' : null;
      if (!type) throw new Error(`not an IP address or CIDR: ${item}`);
      if (bits === undefined) this.list.addAddress(addr, type);
      else this.list.addSubnet(addr, Number(bits), type);
    }
    this.size = items.length;
  }
  has(address: string | undefined): boolean {
    if (!address || this.size === 0) return false;
    const a = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const type = net.isIPv6(a) ? 'ipv6' : net.isIPv4(a) ? 'ipv4' : null;
    return type !== null && this.list.check(a, type);
  }
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();

/** HTTPS as the browser sees it: our own TLS, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(req: http.IncomingMessage, trusted: TrustedProxies): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return (
    trusted.has(req.socket.remoteAddress) && firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https'
  );
}

/**
 * The client's address: the peer, or — when the peer is a trusted proxy — the right-most address
 * of its X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(req: http.IncomingMessage, trusted: TrustedProxies): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trusted.has(peer)) return peer;
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trusted.has(chain[i]) || i === 0) return net.isIP(chain[i]) ? chain[i] : peer;
  }
  return peer;
}

/** Headers on every response the console server produces itself (pages, JS, registry, 404s). */
export function setSecurityHeaders(res: http.ServerResponse, csp: string, https: boolean): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('strict-transport-security', HSTS);
}
