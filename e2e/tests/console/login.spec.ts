import { expect, test } from '@playwright/test';
import { API, DEMO_PASSWORD, quietDialogs } from '../support';

test('the boss logs in with username and password and lands on /phone/all', async ({ page }) => {
  await quietDialogs(page);
  await page.goto('/login');
  await page.getByPlaceholder('用户名').fill('  demoadmin  '); // trimmed before sending
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit-password').click();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.getByTestId('recharge-button')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('设备管理')).toBeVisible();
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('用户名').fill('demoadmin');
  await page.getByPlaceholder('密码').fill('wrong-password');
  await page.getByTestId('login-submit-password').click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('in English, the server answers a refused login in English (issue 35)', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  // a name nobody has: no failed attempt counts against a demo account
  await page.getByPlaceholder('Username').fill('nobody-in-english');
  await page.getByPlaceholder('Password').fill('wrong-password');
  await page.getByTestId('login-submit-password').click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  // the boss's account with the employee role: the server's refusal, in English
  await page.getByText('Employee', { exact: true }).click();
  await page.getByPlaceholder('Username').fill('demoadmin');
  await page.getByPlaceholder('Password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit-password').click();
  await expect(page.getByText('This account is not an employee account')).toBeVisible();
  await expect(page.getByText(/用户名或密码错误|该账号不是员工账号/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});

test('an employee logs in with phone and SMS code, with the 60 s resend countdown', async ({ page, request }) => {
  await quietDialogs(page);
  await page.goto('/login');
  await page.getByText('员工').click();
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('手机号').first().fill('13800000001');
  await page.getByTestId('sms-code-login').click();
  await expect(page.getByTestId('sms-code-login')).toBeDisabled();
  await expect(page.getByTestId('sms-code-login')).toContainText(/\d+s后重新获取/);
  const sms = await (await request.get(`${API}/dev/sms/last?phone=13800000001`)).json();
  await page.getByPlaceholder('验证码').first().fill(sms.data.code);
  await page.getByTestId('login-submit-sms').click();
  await expect(page).toHaveURL(/\/phone\/all$/);
  // staff see the device list but not the admin-only menu entries
  await expect(page.getByRole('navigation').getByText('设备管理')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('钱包流水')).toHaveCount(0);
});

test('a new user registers from an invite link and lands in the console', async ({ page, request }) => {
  await quietDialogs(page);
  const admin = (
    await (
      await request.post(`${API}/user/login`, {
        data: { username: 'demoadmin', password: DEMO_PASSWORD, role: 'admin' },
      })
    ).json()
  ).data.token;
  const invite = (await (await request.post(`${API}/user/inviteCode`, { headers: { 'P-Token': admin } })).json()).data
    .invite_code;
  await page.goto(`/login?invite_code=${invite}`);
  await expect(page.getByPlaceholder('邀请码（选填）')).toHaveValue(invite);
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.getByPlaceholder('手机号').last().fill(phone);
  await page.getByTestId('sms-code-register').click();
  // the countdown starts once the code is sent: only then is there a code to read
  await expect(page.getByTestId('sms-code-register')).toContainText(/\d+s后重新获取/);
  const sms = await (await request.get(`${API}/dev/sms/last?phone=${phone}`)).json();
  await page.getByPlaceholder('验证码').last().fill(sms.data.code);
  await page.getByPlaceholder('设置密码（6-30位）').fill('Newpass123');
  await page.getByPlaceholder('确认密码').fill('Newpass124');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByPlaceholder('确认密码').fill('Newpass123');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.getByTestId('recharge-button')).toBeVisible();
});
