// What the caller may do on the device screens (spec §6, docs/api-devices.md): "admin" = login
// role admin; "manager" = admin, or staff with member_role manager. The UI only hides or
// disables what the server would refuse anyway; the server stays the authority.
import { roleFromLevel, userApi, useSession } from '@console/shared';
import { useEffect, useState } from 'react';

export interface Rights {
  admin: boolean;
  manager: boolean;
}

export function useRights(): Rights {
  const level = useSession().userInfo?.level ?? 0;
  const admin = roleFromLevel(level) === 'admin';
  // The session keeps the level only; a staff member's member_role comes from GET /user/info.
  const [staffManager, setStaffManager] = useState(false);
  useEffect(() => {
    if (admin) return;
    let live = true;
    userApi
      .info(undefined, { noGlobalError: true })
      .then((res) => live && setStaffManager(res.data?.member_role === 'manager'))
      .catch(() => undefined); // unknown role: manager-only actions stay hidden
    return () => {
      live = false;
    };
  }, [admin]);
  return { admin, manager: admin || staffManager };
}
