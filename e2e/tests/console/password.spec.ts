// The login-password dialog from the user menu (spec §2 "set or change account password"; §5 "A
// second edit-password check requires upper, lower and digit, length 8-16. Its message is
// 密码必须含有大写字母，小写字母，数字，最少8位.") on a fresh enterprise of its own: a weak password is
// refused in the form, a strong one is saved, and the next sign-in takes only the new one.
import { expect, test } from '@playwright/test';
import { API, apiOf, quietDialogs, registerFreshEnterprise } from '../support';

test('the boss changes the login password; the edit-password check refuses a weak one first', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await registerFreshEnterprise(request, context, 'Fresh12345');
  const { phone } = (await apiOf(request, token).get<{ phone: string }>('/user/memberInfo')).data;
  await page.goto('/phone/all');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改登录密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改登录密码' });
  // spec §3 "Login-credential form: phone (read-only), ..." — whose credentials, read from GET /user/info
  await expect(dialog.getByLabel('手机号')).toHaveValue(phone);
  await expect(dialog.getByLabel('手机号')).not.toBeEditable();
  await dialog.getByLabel('旧密码').fill('Fresh12345');
  await dialog.getByLabel('新密码').fill('fresher123');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('密码必须含有大写字母，小写字母，数字，最少8位')).toBeVisible();
  await dialog.getByLabel('新密码').fill('Fresher123');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const signIn = async (password: string) =>
    (await (await request.post(`${API}/user/login`, { data: { username: phone, password, role: 'admin' } })).json())
      .code;
  expect(await signIn('Fresh12345')).not.toBe(0);
  expect(await signIn('Fresher123')).toBe(0);
});
