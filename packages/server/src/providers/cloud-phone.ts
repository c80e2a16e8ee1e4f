// Cloud-phone provider: who really runs the phones. The embedded default is a SIMULATOR: it
// keeps no state of its own; an order's phones are "ready" once the configured delay has passed
// since payment (always within the spec's 2 hours), and every action succeeds after a short
// while. A real provider adapter implements the same interface.
import { createHash } from 'node:crypto';
import type { PhoneAction } from '@console/contract';
import { SubAccountSimulator, type SubAccountOperations } from './sub-account';

export type { PhoneAction };

export interface AllocationRequest {
  orderNo: string;
  count: number;
  specName: string;
  region: 'cn' | 'hk';
  platform: string;
  /** When the order was paid: the provider's clock for this request starts here. */
  paidAt: Date;
}

export interface ProviderInstance {
  instanceId: string;
  /** The phone's info line (model), shown as is_domestic_name. */
  model: string;
  version: string;
}

export interface InstanceStatus {
  instanceId: string;
  /** running | stopped */
  powerState: 'running' | 'stopped';
  healthy: boolean;
}

export interface TaskOutcome {
  ok: boolean;
  message: string;
}

/** Sub-account operations (providers/sub-account.ts) are part of the same provider. */
export interface CloudPhoneProvider extends SubAccountOperations {
  readonly name: string;
  readonly simulator: boolean;
  /** Instances ready for the order so far (0..count); called until all are there. */
  allocated(req: AllocationRequest, now: Date): Promise<ProviderInstance[]>;
  action(instanceId: string, action: PhoneAction): Promise<TaskOutcome>;
  status(instanceIds: string[]): Promise<InstanceStatus[]>;
  /** Push a stored object (by its download URL) into the phone's storage. */
  pushFile(instanceId: string, fileUrl: string, fileName: string): Promise<TaskOutcome>;
  execute(instanceId: string, command: string): Promise<TaskOutcome>;
  installApp(instanceId: string, apkUrl: string, packageName: string): Promise<TaskOutcome>;
  uninstallApp(instanceId: string, packageName: string): Promise<TaskOutcome>;
  applyProperty(instanceId: string, property: Record<string, unknown>): Promise<TaskOutcome>;
  /** Short-lived token for the provider's streaming (ARM) endpoint. */
  armToken(instanceId: string, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** Gives the instance back for good (service cancelled); releasing a released instance is ok. */
  release(instanceId: string): Promise<TaskOutcome>;
}

export const MAX_ALLOCATION_MS = 2 * 3600 * 1000;

const MODELS = ['Redmi K40', 'Xiaomi 12', 'HUAWEI P40', 'OPPO Reno8', 'vivo X80'];

export class CloudPhoneSimulator implements CloudPhoneProvider {
  readonly name = 'cloud-phone-simulator';
  readonly simulator = true;
  /** abnormal instance ids, to let tests and demos see a failing sync */
  private readonly unhealthy = new Set<string>();
  private readonly released = new Set<string>();
  private readonly failRelease = new Set<string>();
  private stalled = false;

  /** Simulator control: the provider stops allocating (an outage), so paid orders stay 'buying'. */
  stallAllocation(stalled = true) {
    this.stalled = stalled;
  }

  /** Sub-account environments (simulated the same way). */
  readonly accounts: SubAccountSimulator;

  constructor(
    private readonly allocationDelayMs = 5_000,
    accountInitDelayMs = 10_000,
  ) {
    if (allocationDelayMs < 0 || allocationDelayMs > MAX_ALLOCATION_MS)
      throw new Error('allocation delay must be within 2 hours');
    this.accounts = new SubAccountSimulator(accountInitDelayMs);
  }

  createAccountEnv: SubAccountOperations['createAccountEnv'] = (req, now) => this.accounts.createAccountEnv(req, now);
  accountStatus: SubAccountOperations['accountStatus'] = (reqs, now) => this.accounts.accountStatus(reqs, now);
  accountPower: SubAccountOperations['accountPower'] = (id, action) => this.accounts.accountPower(id, action);
  accountPod: SubAccountOperations['accountPod'] = (id, startedAt, now) => this.accounts.accountPod(id, startedAt, now);
  installSoftware: SubAccountOperations['installSoftware'] = (id, pkgs) => this.accounts.installSoftware(id, pkgs);
  releaseAccountEnv: SubAccountOperations['releaseAccountEnv'] = (id) => this.accounts.releaseAccountEnv(id);

  async allocated(req: AllocationRequest, now: Date): Promise<ProviderInstance[]> {
    if (this.stalled) return [];
    if (now.getTime() < req.paidAt.getTime() + this.allocationDelayMs) return [];
    return Array.from({ length: req.count }, (_, i) => {
      const instanceId = `sim-${createHash('sha1').update(`${req.orderNo}:${i}`).digest('hex').slice(0, 16)}`;
      return { instanceId, model: `${MODELS[i % MODELS.length]} (simulator)`, version: req.platform || 'Android 10' };
    });
  }

  async action(instanceId: string, action: PhoneAction) {
    return { ok: true, message: `[simulator] ${action} ${instanceId} done` };
  }

  async status(instanceIds: string[]) {
    return instanceIds.map((instanceId) => ({
      instanceId,
      powerState: 'running' as const,
      healthy: !this.unhealthy.has(instanceId),
    }));
  }

  async pushFile(instanceId: string, _fileUrl: string, fileName: string) {
    return { ok: true, message: `[simulator] ${fileName} pushed to ${instanceId}` };
  }

  async execute(instanceId: string, command: string) {
    return { ok: true, message: `[simulator] ran on ${instanceId}: ${command.slice(0, 100)}` };
  }

  async installApp(instanceId: string, _apkUrl: string, packageName: string) {
    return { ok: true, message: `[simulator] ${packageName} installed on ${instanceId}` };
  }

  async uninstallApp(instanceId: string, packageName: string) {
    return { ok: true, message: `[simulator] ${packageName} uninstalled from ${instanceId}` };
  }

  async applyProperty(instanceId: string, property: Record<string, unknown>) {
    return { ok: true, message: `[simulator] ${Object.keys(property).join(',')} applied to ${instanceId}` };
  }

  async armToken(instanceId: string, now: Date) {
    const token = createHash('sha256').update(`${instanceId}:${now.getTime()}:${Math.random()}`).digest('base64url');
    return { token: `sim.${token}`, expiresAt: new Date(now.getTime() + 10 * 60 * 1000) };
  }

  async release(instanceId: string) {
    if (this.failRelease.has(instanceId))
      return { ok: false, message: `[simulator] ${instanceId} could not be released` };
    this.released.add(instanceId);
    return { ok: true, message: `[simulator] ${instanceId} released` };
  }

  /** Instances released so far (the simulator's view of what the provider took back). */
  isReleased(instanceId: string) {
    return this.released.has(instanceId);
  }

  /** Simulator control: make release of an instance fail (a provider outage for it). */
  setReleaseFails(instanceId: string, fails = true) {
    if (fails) this.failRelease.add(instanceId);
    else this.failRelease.delete(instanceId);
  }

  /** Simulator control: mark an instance unhealthy (it then reports healthy=false on sync). */
  setUnhealthy(instanceId: string, unhealthy = true) {
    if (unhealthy) this.unhealthy.add(instanceId);
    else this.unhealthy.delete(instanceId);
  }
}
