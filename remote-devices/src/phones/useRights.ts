// What the caller may do on the device screens (spec §6, docs/api-devices.md): "admin" = login
// role admin; "manager" = admin, or staff with member_role manager. The UI only hides or
// disables what the server would refuse anyway; the server stays the authority.
import { roleFromLevel, userApi, useSession } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { devicesKeys } from '../queryKeys';

export interface Rights {
  admin: boolean;
  manager: boolean;
}

export function useRights(): Rights {
  const level = useSession().userInfo?.level ?? 0;
  const admin = roleFromLevel(level) === 'admin';
  // The session keeps the level only; a staff member's member_role comes from GET /user/info.
  // Unknown role (a failed read): manager-only actions stay hidden.
  const role = useQuery({
    queryKey: devicesKeys.rights,
    queryFn: async () => (await userApi.info(undefined, { noGlobalError: true })).data?.member_role ?? null,
    enabled: !admin,
    retry: false,
  });
  return { admin, manager: admin || role.data === 'manager' };
}
