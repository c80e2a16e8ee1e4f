// Sub-account (分身) operations of the cloud-phone provider: build an isolated app environment
// on a phone, power it, report its status and pod, install software. The default is a
// SIMULATOR that keeps no state of its own: an environment is ready once `initDelayMs` has
// passed since the provider was asked to build it, and power/install calls succeed. Like a real
// provider it does not know instances it did not make (ids not starting with 'sim-acc-'): calls
// about them fail, which is how tests and demos see a provider that does not answer.
import { createHash } from 'node:crypto';
import type { AccountPowerAction } from '@console/contract';
import type { TaskOutcome } from './cloud-phone';

export interface SubAccountEnvRequest {
  accountId: number;
  /** The phone the environment runs on (its provider instance), null when not bound. */
  phoneInstanceId: string | null;
  brand: string;
  model: string;
  country: string;
  resolution: string;
}

export interface SubAccountStatus {
  instanceId: string;
  /** The environment is built and answers. */
  ready: boolean;
  powerState: 'running' | 'stopped';
}

export interface SubAccountPod {
  instanceId: string;
  online: boolean;
  cpuCores: number;
  memoryMb: number;
  storageGb: number;
  androidVersion: string;
  ip: string;
  uptimeSeconds: number;
}

export interface SubAccountOperations {
  /** Starts building the environment; the instance id is the provider's. */
  createAccountEnv(req: SubAccountEnvRequest, now: Date): Promise<{ instanceId: string }>;
  /** One answer per instance asked about; throws when the provider cannot be reached. */
  accountStatus(reqs: { instanceId: string; startedAt: Date | null }[], now: Date): Promise<SubAccountStatus[]>;
  accountPower(instanceId: string, action: AccountPowerAction): Promise<TaskOutcome>;
  accountPod(instanceId: string, startedAt: Date | null, now: Date): Promise<SubAccountPod>;
  installSoftware(instanceId: string, packages: string[]): Promise<TaskOutcome>;
  /** Gives the environment back for good (closed or cancelled); releasing twice is ok. */
  releaseAccountEnv(instanceId: string): Promise<TaskOutcome>;
}

export class SubAccountSimulator implements SubAccountOperations {
  private readonly failing = new Set<string>();
  private readonly released = new Set<string>();

  constructor(private readonly initDelayMs = 10_000) {}

  private check(instanceId: string) {
    if (!instanceId.startsWith('sim-acc-') || this.failing.has(instanceId))
      throw new Error(`[simulator] instance ${instanceId} does not answer`);
  }

  async createAccountEnv(req: SubAccountEnvRequest, now: Date) {
    const h = createHash('sha1').update(`${req.accountId}:${now.getTime()}`).digest('hex').slice(0, 16);
    return { instanceId: `sim-acc-${h}` };
  }

  async accountStatus(reqs: { instanceId: string; startedAt: Date | null }[], now: Date) {
    return reqs.map((r) => {
      this.check(r.instanceId);
      const ready = !r.startedAt || now.getTime() >= r.startedAt.getTime() + this.initDelayMs;
      return { instanceId: r.instanceId, ready, powerState: 'running' as const };
    });
  }

  async accountPower(instanceId: string, action: AccountPowerAction) {
    this.check(instanceId);
    return { ok: true, message: `[simulator] ${action} ${instanceId} done` };
  }

  async accountPod(instanceId: string, startedAt: Date | null, now: Date) {
    this.check(instanceId);
    const n = parseInt(createHash('sha1').update(instanceId).digest('hex').slice(0, 6), 16);
    return {
      instanceId,
      online: true,
      cpuCores: 2,
      memoryMb: 4096,
      storageGb: 32,
      androidVersion: 'Android 10',
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      uptimeSeconds: startedAt ? Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)) : 0,
    };
  }

  async installSoftware(instanceId: string, packages: string[]) {
    this.check(instanceId);
    return { ok: true, message: `[simulator] ${packages.join(',')} installed in ${instanceId}` };
  }

  async releaseAccountEnv(instanceId: string) {
    if (!instanceId.startsWith('sim-acc-') || this.failing.has(instanceId))
      return { ok: false, message: `[simulator] ${instanceId} could not be released` };
    this.released.add(instanceId);
    return { ok: true, message: `[simulator] ${instanceId} released` };
  }

  /** Environments released so far (the simulator's view of what the provider took back). */
  isReleased(instanceId: string) {
    return this.released.has(instanceId);
  }

  /** Simulator control: the instance's calls fail (a provider that does not answer). */
  setFailing(instanceId: string, failing = true) {
    if (failing) this.failing.add(instanceId);
    else this.failing.delete(instanceId);
  }
}
