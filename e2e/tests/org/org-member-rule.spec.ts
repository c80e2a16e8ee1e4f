// The member rule in the composed console (issue 32; @console/contract/access memberRefusal, the
// function the server's guard refuses with 40003): the staff manager demostaff is offered no change
// on a peer manager's row nor on their own (the row says why, in plain text: nothing to focus),
// while an employee's row offers its changes, on the member list and on login control; the boss is
// offered the peer's changes. The peer manager is created through the boss's API and deleted again
// (other specs share the database).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, DEMO_PASSWORD, loginByApi, quietDialogs, expectAxeClean } from '../support';

const PEER_TEXT = '主管只能管理员工，其他主管的账号请联系老板';
const SELF_TEXT = '不能修改自己的账号，请联系老板或上级主管';

/** A session token through the API only (no cookie: the browser stays whoever it is). */
async function tokenOf(request: APIRequestContext, username: string, role: 'admin' | 'staff'): Promise<string> {
  const body = await (
    await request.post(`${API}/user/login`, { data: { username, password: DEMO_PASSWORD, role } })
  ).json();
  expect(body.code, body.message).toBe(0);
  return body.data.token as string;
}

async function api(request: APIRequestContext, token: string, path: string, data?: object) {
  const res = data
    ? await request.post(`${API}${path}`, { headers: { 'P-Token': token }, data })
    : await request.get(`${API}${path}`, { headers: { 'P-Token': token } });
  return res.json();
}

const stamp = String(Date.now()).slice(-7);
const peer = `e2epeer${stamp}`;

test('a staff manager is offered employees’ changes only; the boss a manager’s too', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const boss = await tokenOf(request, 'demoadmin', 'admin');
  const ids: number[] = []; // what to delete afterwards (an empty list is refused and changes nothing)
  try {
    const depts = await api(request, boss, '/department/list?limit=1000');
    const added = await api(request, boss, '/member/add', {
      username: peer,
      name: '同级主管',
      phone: `139${stamp}1`,
      member_role: 'manager',
      department_id: depts.data.list[0].id,
      auth_method: 1,
      login_time_start: null,
      login_time_end: null,
      password: 'secret12',
      password_confirm: 'secret12',
    });
    expect(added.code, added.message).toBe(0);
    const found = await api(request, boss, `/member/list?limit=100&keyword=${peer}`);
    ids.push(found.data.list.find((m: { username: string }) => m.username === peer).id);

    // the staff manager
    await loginByApi(request, context, 'demostaff', 'staff');
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });

    await page.goto(`/member/all?keyword=${peer}`);
    await expect(row(peer)).toContainText(PEER_TEXT);
    await expect(row(peer).getByRole('button')).toHaveCount(0);
    await expectAxeClean(page);

    await page.goto('/member/all?keyword=demostaff');
    await expect(row('demostaff')).toContainText(SELF_TEXT);
    await expect(row('demostaff').getByRole('button')).toHaveCount(0);

    // spec §6: "Managers also hand over stores and move members between departments" — the manager's
    // one change on an employee's row; editing, disabling and deleting members are the boss's
    await page.goto('/member/all?keyword=demoemployee');
    await expect(row('demoemployee').getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(row('demoemployee').getByRole('button', { name: /禁\s*用/ })).toHaveCount(0);
    const more = row('demoemployee').getByRole('button', { name: '更多 demoemployee' });
    // reachable by keyboard like any other row action
    await more.focus();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem')).toHaveText([
      '移动部门',
    ]);
    await page.keyboard.press('Escape');

    // login control: the same rule
    await page.goto(`/security/loginControl?keyword=${peer}`);
    await expect(row(peer)).toContainText(PEER_TEXT);
    await expect(page.getByRole('button', { name: `设置 ${peer}` })).toHaveCount(0);
    await expectAxeClean(page);
    await page.goto('/security/loginControl?keyword=demoemployee');
    await expect(page.getByRole('button', { name: '设置 demoemployee' })).toBeVisible();

    // the boss: the peer manager's changes are offered
    await context.clearCookies();
    await loginByApi(request, context);
    await page.goto(`/member/all?keyword=${peer}`);
    await expect(row(peer).getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(row(peer)).not.toContainText(PEER_TEXT);
  } finally {
    await api(request, boss, '/member/delete', { ids });
  }
});
