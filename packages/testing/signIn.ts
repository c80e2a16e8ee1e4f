// Unit tests of a screen as a given member (host and remotes): the profile the shell would have read
// (GET /user/getInfo) goes through the session's own getInfo, so useCan sees what it sees live.
import { session, userApi, type UserInfo } from '../shared/src';

export type Who = 'admin' | 'manager' | 'employee';

export const PROFILES: Record<Who, UserInfo> = {
  admin: {
    id: 1,
    username: 'boss',
    pwd: 1,
    name: 'boss',
    avatar: '',
    role: 'admin',
    level: 1,
    member_role: 'manager',
    can_renew_device: 1,
    can_set_login_time: 1,
  },
  manager: {
    id: 2,
    username: 'lead',
    pwd: 1,
    name: 'lead',
    avatar: '',
    role: 'staff',
    level: 3,
    member_role: 'manager',
    can_renew_device: 1,
    can_set_login_time: 0,
  },
  employee: {
    id: 6,
    username: 'staff',
    pwd: 1,
    name: 'staff',
    avatar: '',
    role: 'staff',
    level: 3,
    member_role: 'employee',
    can_renew_device: 0,
    can_set_login_time: 0,
  },
};

export async function signInAs(who: Who, extra: Partial<UserInfo> = {}): Promise<void> {
  const spy = jest
    .spyOn(userApi, 'getInfo')
    .mockResolvedValue({ code: 0, message: '', data: { ...PROFILES[who], ...extra } });
  await session.getInfo();
  spy.mockRestore();
}
