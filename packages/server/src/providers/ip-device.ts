// IP device provider: who sells and runs platform IPs. The embedded default is a SIMULATOR: a
// paid device is allocated a documentation-range address (203.0.113.0/24 mainland,
// 198.51.100.0/24 Hong Kong) 10 minutes after payment (spec: within 2 h). Those addresses route
// nowhere, so the real IP check (ip-check.ts) reports simulated devices as failing, as it would
// a dead proxy.
import { createHash } from 'node:crypto';

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

export interface IpDeviceProvider {
  readonly name: string;
  readonly simulator: boolean;
  /** The device's connection once the provider has it ready; null while still allocating. */
  allocate(req: IpAllocationRequest, now: Date): Promise<AllocatedIp | null>;
  /** Gives a bought device back for good (cancelled); releasing twice is ok. */
  release(device: { orderNo: string; address: string }): Promise<void>;
}

export const IP_ALLOCATION_DELAY_MS = 10 * 60_000;

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
}
