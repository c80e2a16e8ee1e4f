// The host's side of the shell-services contract (@console/shared): remotes refresh the member,
// open the recharge dialog, tell the sidebar the counters changed, and navigate through here.
import { createQueryClient, provideShellServices, session, sharedQueryKeys } from '@console/shared';

export const queryClient = createQueryClient();

type RechargeOpener = (shortFen?: number) => void;
let openRecharge: RechargeOpener = () => undefined;

/** The shell layout registers its recharge dialog while it is mounted. */
export function setRechargeOpener(fn: RechargeOpener | undefined): void {
  openRecharge = fn ?? (() => undefined);
}

export function provideHostShellServices(navigate: (to: string, replace: boolean) => void): void {
  provideShellServices({
    queryClient,
    refreshMember: async () => {
      await session.getInfo();
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.member });
    },
    openRecharge: (options) => openRecharge(options?.shortFen),
    countersChanged: () => void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.phoneCounters }),
    navigate: (to, options) => navigate(to, options?.replace ?? false),
  });
}
