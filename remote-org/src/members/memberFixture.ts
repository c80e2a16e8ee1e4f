// A member row as GET /member/list returns it, for the area's tests.
import type { Member } from '../api/org';

export const memberRow = (id: number, over: Partial<Member> = {}): Member => ({
  id,
  username: `member0${id}`,
  name: `成员${id}`,
  phone: `1380000000${id}`,
  role: 'employee',
  is_admin: 0,
  department_id: 11,
  department_name: '运营部',
  status: 'active',
  can_set_login_time: 0,
  can_renew_device: 0,
  auth_method: 1,
  login_time_start: null,
  login_time_end: null,
  last_login_at: null,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});
