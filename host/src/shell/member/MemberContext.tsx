// Member info (GET /user/memberInfo) for the shell: loaded on mount and reloaded after a
// recharge or a password change.
import { userApi, type MemberInfo } from '@console/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface MemberValue {
  member?: MemberInfo;
  reload: () => Promise<void>;
}

const MemberContext = createContext<MemberValue>({ reload: async () => {} });

export function MemberProvider({ children }: { children: ReactNode }) {
  const [member, setMember] = useState<MemberInfo>();
  const reload = useCallback(async () => {
    try {
      const res = await userApi.memberInfo();
      setMember(res.data);
    } catch {
      // the request layer already showed the message (or redirected on 20103)
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const value = useMemo(() => ({ member, reload }), [member, reload]);
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): MemberValue {
  return useContext(MemberContext);
}
