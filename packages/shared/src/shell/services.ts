// What a remote may ask of the shell it runs in (docs/remote-contract.md, "Shell services").
// The host implements it; the standalone shell of @console/ui implements the same contract.
// @console/shared is a federation singleton, so the host's registration is the one remotes see.
import type { QueryClient } from '@tanstack/react-query';

export interface OpenRechargeOptions {
  /** Fen the user is short of, shown as the suggested amount. */
  shortFen?: number;
}

export interface ShellServices {
  /** The console's server-state cache; every area's useQuery reads and writes it. */
  queryClient: QueryClient;
  /** Reload member info (balance, level, permissions) after anything that changed it. */
  refreshMember(): Promise<void>;
  /** Open the shell's recharge dialog (a balance that is short of a price). */
  openRecharge(options?: OpenRechargeOptions): void;
  /** Phones were bought, renewed, recycled…: the sidebar counters reload. */
  countersChanged(): void;
  /** Go to a console path, inside or outside this area. */
  navigate(to: string, options?: { replace?: boolean }): void;
}

let current: ShellServices | undefined;

export function provideShellServices(services: ShellServices): void {
  current = services;
}

/** The running shell's services; calling before a shell registered is a programming error. */
export function shellServices(): ShellServices {
  if (!current)
    throw new Error('shell services: no shell registered (host or standalone shell must call provideShellServices)');
  return current;
}

export function hasShellServices(): boolean {
  return current !== undefined;
}
