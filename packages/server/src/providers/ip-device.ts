// IP device provider: who sells and runs platform IPs, and how a device is checked. The embedded
// default is a SIMULATOR: a paid device is allocated a documentation-range address
// (203.0.113.0/24 mainland, 198.51.100.0/24 Hong Kong) 10 minutes after payment (spec: within 2 h), and
// the IP check really connects to the device's address and port with a time-out (a SOCKS5
// device must also answer the SOCKS5 greeting); only the exit IP it reports is the device's own
// mapped IP (or address) instead of one seen by a remote check target.
import { createHash } from 'node:crypto';
import net from 'node:net';

export interface IpAllocationRequest {
  orderNo: string;
  /** 0-based position of the device in its order. */
  index: number;
  region: string;
  platform: string;
  ipType: string;
  paidAt: Date;
}

export interface AllocatedIp {
  protocol: 'socks5' | 'http';
  address: string;
  port: number;
  username: string;
  password: string;
  mappedIp: string;
}

export interface CheckTarget {
  protocol: string;
  address: string;
  port: number;
  username: string;
  password: string;
  mappedIp: string;
  region: string;
}

export interface CheckOutcome {
  reachable: boolean;
  latencyMs: number | null;
  exitIp: string;
  region: string;
  /** Why it failed (logs only; people see spec's 'IP check failed' sentence). */
  reason: string;
}

export interface IpDeviceProvider {
  readonly name: string;
  readonly simulator: boolean;
  /** The device's connection once the provider has it ready; null while still allocating. */
  allocate(req: IpAllocationRequest, now: Date): Promise<AllocatedIp | null>;
  check(target: CheckTarget, timeoutMs: number): Promise<CheckOutcome>;
  /** Gives a bought device back for good (cancelled); releasing twice is ok. */
  release(device: { orderNo: string; address: string }): Promise<void>;
}

export const IP_ALLOCATION_DELAY_MS = 10 * 60_000;
export const IP_CHECK_TIMEOUT_MS = 5_000;

/** Opens a TCP connection; for socks5 also sends the greeting and reads the method choice. */
function probe(t: CheckTarget, timeoutMs: number): Promise<{ ok: boolean; ms: number; reason: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host: t.address, port: t.port });
    const done = (ok: boolean, reason = '') => {
      socket.destroy();
      resolve({ ok, ms: Date.now() - started, reason });
    };
    socket.setTimeout(timeoutMs, () => done(false, 'timed out'));
    socket.once('error', (e) => done(false, e.message));
    socket.once('connect', () => {
      if (t.protocol !== 'socks5') return done(true);
      // greeting: version 5, methods 'no auth' and 'username/password'
      socket.write(Buffer.from([5, 2, 0, 2]));
      socket.once('data', (b) => done(b[0] === 5 && b[1] !== 0xff, b[0] === 5 ? 'no acceptable method' : 'not SOCKS5'));
    });
  });
}

export class IpDeviceSimulator implements IpDeviceProvider {
  readonly name = 'ip-device-simulator';
  readonly simulator = true;
  private readonly released = new Set<string>();
  private readonly refusing = new Set<string>();

  async release(device: { orderNo: string; address: string }) {
    if (this.refusing.has(device.address)) throw new Error(`[simulator] ${device.address} could not be released`);
    this.released.add(device.address);
  }

  /** Addresses released so far (what the provider took back). */
  isReleased(address: string) {
    return this.released.has(address);
  }

  /** Simulator control: releasing this address fails (a provider outage for it). */
  refuseRelease(address: string, refusing = true) {
    if (refusing) this.refusing.add(address);
    else this.refusing.delete(address);
  }

  async allocate(req: IpAllocationRequest, now: Date): Promise<AllocatedIp | null> {
    if (now.getTime() < req.paidAt.getTime() + IP_ALLOCATION_DELAY_MS) return null;
    const h = createHash('sha1').update(`${req.orderNo}:${req.index}`).digest();
    const net24 = req.region === 'hk' ? '198.51.100' : '203.0.113';
    const ip = `${net24}.${(h[0] % 250) + 1}`;
    return {
      protocol: 'socks5',
      address: ip,
      port: 10000 + (h.readUInt16BE(1) % 50000),
      username: `u${h.toString('hex').slice(0, 8)}`,
      password: h.toString('base64url').slice(0, 12),
      mappedIp: ip,
    };
  }

  async check(t: CheckTarget, timeoutMs: number): Promise<CheckOutcome> {
    const r = await probe(t, timeoutMs);
    return {
      reachable: r.ok,
      latencyMs: r.ok ? r.ms : null,
      exitIp: r.ok ? t.mappedIp || t.address : '',
      region: r.ok ? t.region : '',
      reason: r.reason,
    };
  }
}
