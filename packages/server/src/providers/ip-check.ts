// The IP check: a real one for every device (platform, own, local). It tunnels through the device
// (SOCKS5 or HTTP CONNECT, with its login) to the check target, an address that answers with the
// IP it sees the request come from (`IP_CHECK_URL`: JSON {"ip": …} or the bare address; default
// this API's own GET /ipCheck/echo). Reachable = the target answered through the device within
// the time-out; the exit IP is the target's answer and its region the geolocation provider's.
import net from 'node:net';
import tls from 'node:tls';
import { guardedLookup, isPrivateAddress, unmapIpv4 } from '../lib/public-address';
import type { IpGeolocationProvider } from './geolocation';
import { openTunnel, type ProxyEndpoint } from './proxy-tunnel';

export const IP_CHECK_TIMEOUT_MS = 5_000;
const MAX_ANSWER = 64 * 1024;

export interface CheckOutcome {
  reachable: boolean;
  latencyMs: number | null;
  exitIp: string;
  /** Where the exit IP is ('' when the geolocation provider does not know it). */
  region: string;
  /** Why it failed (logs only; people see spec's 'IP check failed' sentence). */
  reason: string;
}

export interface IpCheckOptions {
  /** The check target's URL (http or https); read at each check, so it may name this server's port once listening. */
  targetUrl: () => string;
  geolocation: IpGeolocationProvider;
  /** Dev/test mode: devices on this network (loopback, private ranges) may be checked. */
  allowPrivate: boolean;
}

/** Sends GET over the tunnel and returns the answer's body (status 200 only). */
async function fetchThrough(socket: net.Socket, url: URL): Promise<string> {
  const stream = url.protocol === 'https:' ? tls.connect({ socket, servername: url.hostname }) : socket;
  stream.write(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json, text/plain\r\n` +
      'User-Agent: cloud-phone-console-ip-check\r\nConnection: close\r\n\r\n',
  );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ANSWER) throw new Error('check target answer too long');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const status = text.slice(0, text.indexOf('\r\n'));
  if (split < 0 || !/^HTTP\/1\.[01] 200/.test(status)) throw new Error(`check target answered ${status.slice(0, 80)}`);
  const head = text.slice(0, split).toLowerCase();
  const body = text.slice(split + 4);
  return /\r\ntransfer-encoding:\s*chunked/.test(head) ? unchunk(body) : body;
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/**
 * The exit IP from the target's answer: {"ip": …} (also "query" / "origin", or this API's
 * envelope {"data": {"ip": …}}) or the bare address.
 */
export function exitIpOf(body: string): string {
  const text = body.trim();
  let ip = text;
  if (text.startsWith('{')) {
    let json = JSON.parse(text) as Record<string, unknown>;
    if (json.data && typeof json.data === 'object') json = json.data as Record<string, unknown>;
    const found = [json.ip, json.query, json.origin].find((v) => typeof v === 'string');
    ip = typeof found === 'string' ? found : '';
  }
  ip = unmapIpv4(ip);
  if (!net.isIP(ip)) throw new Error('check target did not answer with an IP address');
  return ip;
}

export class IpChecker {
  constructor(private readonly opts: IpCheckOptions) {}

  get geolocationSimulated() {
    return this.opts.geolocation.simulator;
  }

  async check(device: ProxyEndpoint, timeoutMs = IP_CHECK_TIMEOUT_MS): Promise<CheckOutcome> {
    const started = Date.now();
    const failed = (reason: string): CheckOutcome => ({
      reachable: false,
      latencyMs: null,
      exitIp: '',
      region: '',
      reason,
    });
    let target: URL;
    try {
      target = new URL(this.opts.targetUrl());
    } catch {
      return failed('no valid check target (IP_CHECK_URL)');
    }
    // net.connect skips `lookup` for an IP literal, so a literal is checked here
    if (!this.opts.allowPrivate && isPrivateAddress(device.address))
      return failed(`${device.address} is an address of this network: refused`);
    const socket = net.connect({
      host: device.address,
      port: device.port,
      lookup: guardedLookup(this.opts.allowPrivate),
    });
    socket.on('error', () => undefined); // surfaced by whichever step is reading
    const timer = setTimeout(() => socket.destroy(new Error('timed out')), timeoutMs);
    try {
      const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
      await openTunnel(socket, device, { host: target.hostname.replace(/^\[|\]$/g, ''), port });
      const exitIp = exitIpOf(await fetchThrough(socket, target));
      const latencyMs = Date.now() - started;
      const loc = await this.opts.geolocation.locate(exitIp);
      const region = loc ? [...new Set([loc.country, loc.region, loc.city].filter(Boolean))].join(' ') : '';
      return { reachable: true, latencyMs, exitIp, region, reason: '' };
    } catch (e) {
      return failed((e as Error).message);
    } finally {
      clearTimeout(timer);
      socket.destroy();
    }
  }
}
