// Member info (GET /user/memberInfo) for the shell, in the shared cache under
// sharedQueryKeys.member: the top bar, sidebar and dialogs re-render whenever anyone refreshes it
// (a recharge here, or a remote's shellServices().refreshMember() after a purchase).
import { sharedQueryKeys, shellServices, userApi, type MemberInfo } from '@console/shared';
import { useQuery } from '@tanstack/react-query';

interface MemberValue {
  member?: MemberInfo;
  reload: () => Promise<void>;
}

async function fetchMember(): Promise<MemberInfo> {
  // a failure was already shown by the request layer (or redirected on 20103)
  return (await userApi.memberInfo()).data;
}

export function useMember(): MemberValue {
  const { data } = useQuery({ queryKey: sharedQueryKeys.member, queryFn: fetchMember, retry: false });
  return { member: data, reload: () => shellServices().refreshMember() };
}
