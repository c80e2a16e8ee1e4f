// After a login (session sets isShowSetPwd=1) open the password dialog once if no login
// password is set yet; the flag is cleared either way.
import { SHOW_SET_PWD_KEY } from '@console/shared';
import { useEffect } from 'react';
import { useMember } from '../member/useMember';

export function useSetPasswordPrompt(open: () => void): void {
  const { member } = useMember();
  useEffect(() => {
    if (!member || localStorage.getItem(SHOW_SET_PWD_KEY) !== '1') return;
    localStorage.removeItem(SHOW_SET_PWD_KEY);
    if (member.is_set_password !== 1) open();
  }, [member, open]);
}
