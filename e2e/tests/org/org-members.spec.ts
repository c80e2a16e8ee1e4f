// Members and departments end to end (issue #12; spec §3 Member/Department, §4 members, §5, §6):
// the boss creates a department, a manager and an employee in it through the dialogs; disables
// the employee, restores them and deletes them permanently after handing their phone to the
// manager; the screens are axe-clean and readable at 390 px. What the spec names only by sentence
// is checked by its text. Everything created here is removed again (other specs share the database).
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API, attemptHeaders, expectAxeClean, loginByApi, quietDialogs, registerFreshEnterprise } from '../support';

async function api(request: APIRequestContext, token: string, path: string, data?: object) {
  const res = data
    ? await request.post(`${API}${path}`, { headers: { 'P-Token': token, ...attemptHeaders(path) }, data })
    : await request.get(`${API}${path}`, { headers: { 'P-Token': token } });
  return res.json();
}

/** Picks an option of an antd Select by typing its text. */
async function choose(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

const stamp = String(Date.now()).slice(-7);
const dept = `E2E部门${stamp}`;
const managerName = `e2emgr${stamp}`;
const employeeName = `e2eemp${stamp}`;
const ok = /确\s*定/;

test('department, manager and employee; disable → restore → hand over → delete', async ({ page, request, context }) => {
  await quietDialogs(page);
  const token = await loginByApi(request, context);
  let deptId: number | undefined;
  const ids: number[] = [];
  try {
    // a department
    await page.goto('/department/all');
    await expect(page.getByRole('heading', { level: 1, name: '部门管理' })).toBeVisible();
    await page.getByRole('button', { name: '新建部门' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog.getByText('部门名称不能为空')).toBeVisible();
    await dialog.getByTestId('department-name').fill(dept);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page.getByRole('cell', { name: dept })).toBeVisible();
    await expectAxeClean(page);
    const depts = await api(request, token, '/department/list?limit=1000');
    deptId = depts.data.list.find((d: { name: string }) => d.name === dept).id;

    // a manager and an employee through the dialog
    await page.goto('/member/all');
    await expect(page.getByRole('heading', { level: 1, name: '成员管理' })).toBeVisible();
    await expect(page.getByTestId('member-summary')).toContainText('成员总数');
    for (const [username, role, phone] of [
      [managerName, '主管', `135${stamp}0`],
      [employeeName, '员工', `136${stamp}0`],
    ]) {
      await page.getByRole('button', { name: '添加成员' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByTestId('member-username').fill(username);
      await dialog.getByTestId('member-name').fill(`测试${role}`);
      await dialog.getByTestId('member-phone').fill('12345');
      await dialog.getByRole('button', { name: ok }).click();
      await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
      await expect(dialog.getByText('部门不能为空')).toBeVisible();
      await expect(dialog.getByText('密码不能为空')).toBeVisible();
      await dialog.getByTestId('member-phone').fill(phone);
      await dialog.getByText(role, { exact: true }).click();
      await choose(page, 'member-department', dept);
      await dialog.getByTestId('member-password').fill('secret12');
      await dialog.getByTestId('member-password-confirm').fill('secret13');
      await dialog.getByRole('button', { name: ok }).click();
      await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
      await dialog.getByTestId('member-password-confirm').fill('secret12');
      await dialog.getByRole('button', { name: ok }).click();
      await expect(dialog).toBeHidden();
    }
    const list = await api(request, token, `/member/list?limit=100&keyword=${stamp}`);
    const byName = (u: string) => list.data.list.find((m: { username: string }) => m.username === u);
    ids.push(byName(managerName).id, byName(employeeName).id);
    expect(byName(managerName)).toMatchObject({ role: 'manager', department_name: dept });
    expect(byName(employeeName)).toMatchObject({ role: 'employee', department_name: dept });

    // the same username again: the server's sentence after the failure title
    await page.getByRole('button', { name: '添加成员' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByTestId('member-username').fill(employeeName);
    await dialog.getByTestId('member-name').fill('重复');
    await dialog.getByTestId('member-phone').fill(`137${stamp}0`);
    await choose(page, 'member-department', dept);
    await dialog.getByTestId('member-password').fill('secret12');
    await dialog.getByTestId('member-password-confirm').fill('secret12');
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog.getByTestId('form-dialog-error')).toContainText('添加成员失败：用户名已存在');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // only our members in the list
    await page.goto(`/member/all?keyword=${stamp}`);
    const row = () => page.getByRole('row', { name: new RegExp(employeeName) });
    await expect(row()).toContainText('正常');

    // disable → restore
    await row()
      .getByRole('button', { name: /禁\s*用/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /禁\s*用/ })
      .click();
    await expect(row()).toContainText('已禁用');
    await row()
      .getByRole('button', { name: /恢\s*复/ })
      .click();
    await expect(row()).toContainText('正常');

    // hand the employee's phone to the manager
    // an unassigned phone (deleting the manager at the end frees it again)
    const phones = await api(request, token, `/authorization/resources?user_id=${ids[1]}&kind=phone&limit=500`);
    const free = phones.data.list.find((p: { holder_name: string }) => p.holder_name === '');
    expect(free, 'the demo enterprise has an unassigned phone').toBeTruthy();
    const phoneId = free.id;
    expect(
      (await api(request, token, '/authorization/set', { user_id: ids[1], kind: 'phone', ids: [phoneId] })).code,
    ).toBe(0);
    await row()
      .getByRole('button', { name: `更多 ${employeeName}` })
      .click();
    await page.getByRole('menuitem', { name: '交接资源' }).click();
    dialog = page.getByRole('dialog');
    await choose(page, 'handover-receiver', employeeName);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog.getByText('不能转移给自己')).toBeVisible();
    await choose(page, 'handover-receiver', managerName);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(page.getByText(/已交接：云手机 1 台/)).toBeVisible();
    const after = await api(request, token, `/authorization/resources?user_id=${ids[0]}&kind=phone&assigned=1`);
    expect(after.data.list.map((p: { id: number }) => p.id)).toEqual([phoneId]);

    // delete permanently
    await row()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(row()).toHaveCount(0);
    const gone = await api(request, token, `/member/list?limit=100&keyword=${employeeName}`);
    expect(gone.data.total).toBe(0);
  } finally {
    // put things back: deleting the members frees the phone; then the empty department goes
    // (an empty list or a missing id is refused by the server and changes nothing)
    await api(request, token, '/member/delete', { ids });
    await api(request, token, '/department/delete', { id: deptId });
  }
});

// Its own test, not the journey's tail: on a slow 2-core machine the two together overran the 60 s
// a test has (a clean run there failed in this loop after the journey had passed).
test('the member, sub-user, authorization and department screens read at 390 px, axe-clean', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await loginByApi(request, context);
  const members = await api(request, token, '/member/list?limit=100');
  const staff = members.data.list.find((m: { role: string }) => m.role === 'manager' || m.role === 'employee');
  expect(staff, 'the demo enterprise has a staff member').toBeTruthy();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, title] of [
    ['/member/all', '成员管理'],
    ['/childUser/all', '子用户'],
    [`/member/authorization?user_id=${staff.id}`, '授权管理'],
    ['/department/all', '部门管理'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.ant-table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  }
});

test('a new enterprise adds its first member, creating the department from the member dialog (issue 34)', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await registerFreshEnterprise(request, context);
  await page.goto('/member/all');
  await page.getByRole('button', { name: '添加成员' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成员' });
  await expect(dialog.getByText('还没有部门，请先新建一个。')).toBeVisible();
  await dialog.getByTestId('member-new-department').click();
  const create = page.getByRole('dialog', { name: '新建部门' });
  await create.getByTestId('department-name').fill('销售部');
  await create.getByRole('button', { name: ok }).click();
  await expect(create).toBeHidden();
  await expect(dialog.getByTestId('member-department')).toContainText('销售部');
  await dialog.getByTestId('member-username').fill(`first${stamp}`);
  await dialog.getByTestId('member-name').fill('首位成员');
  await dialog.getByTestId('member-phone').fill(`138${stamp}1`);
  await dialog.getByTestId('member-password').fill('secret12');
  await dialog.getByTestId('member-password-confirm').fill('secret12');
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
  const list = await api(request, token, `/member/list?limit=10&keyword=first${stamp}`);
  expect(list.data.list[0]).toMatchObject({ username: `first${stamp}`, department_name: '销售部' });
});
