// Webhook 通知 against a stubbed API: the boss saves the URL and sees the secret once, then only
// its last characters; a bad URL is refused on the form; the delivery log reads each state;
// staff get a 403 panel.
import { RequestError } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { webhookApi } from './webhookApi';

jest.mock('./webhookApi', () => ({
  ...jest.requireActual('./webhookApi'),
  webhookApi: { config: jest.fn(), save: jest.fn(), rotate: jest.fn(), deliveries: jest.fn() },
}));
const api = webhookApi as jest.Mocked<typeof webhookApi>;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<AreaApp {...orgArea} />} />
      </Routes>
    </MemoryRouter>,
  );

const NONE = { configured: false, url: '', enabled: false, secret_hint: '' };
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz12';

beforeEach(async () => {
  jest.resetAllMocks();
  api.deliveries.mockResolvedValue({
    total: 2,
    list: [
      {
        id: 2,
        notice_id: 8,
        kind: 'cloud_number_unsubscribed',
        url: 'https://hooks.example.com/x',
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2030-02-24T16:01:00.000Z',
        last_status_code: 500,
        last_error: 'HTTP 500',
        delivered_at: null,
        created_at: '2030-02-24T16:00:00.000Z',
      },
      {
        id: 1,
        notice_id: 7,
        kind: 'phone_cancelled',
        url: 'https://hooks.example.com/x',
        status: 'delivered',
        attempts: 1,
        next_attempt_at: null,
        last_status_code: 200,
        last_error: '',
        delivered_at: '2030-02-20T16:00:00.000Z',
        created_at: '2030-02-20T16:00:00.000Z',
      },
    ],
  });
  await signInAs('admin');
});

test('the boss saves the URL: the secret is shown once, the log reads each state', async () => {
  api.config.mockResolvedValue(NONE);
  api.save.mockResolvedValue({
    configured: true,
    url: 'https://hooks.example.com/x',
    enabled: true,
    secret_hint: 'yz12',
    secret: SECRET,
  });
  renderAt('/company/webhook');
  const url = await screen.findByLabelText('推送地址', undefined, { timeout: 10_000 });
  expect(screen.getByRole('heading', { level: 1, name: 'Webhook 通知' })).toBeTruthy();
  expect(await screen.findByText('云号码退订')).toBeTruthy();
  expect(screen.getByText('待推送')).toBeTruthy();
  expect(screen.getByText('已送达')).toBeTruthy();
  expect(screen.getByText('HTTP 500')).toBeTruthy();

  fireEvent.change(url, { target: { value: 'ftp://nope' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保 存' })));
  expect((await screen.findAllByText('请输入有效的 Webhook 地址（http:// 或 https://）')).length).toBeGreaterThan(0);
  expect(api.save).not.toHaveBeenCalled();

  fireEvent.change(url, { target: { value: 'https://hooks.example.com/x' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保 存' })));
  await waitFor(() => expect(api.save).toHaveBeenCalledWith({ url: 'https://hooks.example.com/x', enabled: true }));
  expect((await screen.findByTestId('webhook-secret')).textContent).toContain(SECRET);
  expect(screen.getByText('签名密钥只显示这一次，请复制并妥善保存')).toBeTruthy();
});

test('configured: only the secret hint, and a new secret after confirming', async () => {
  api.config.mockResolvedValue({
    configured: true,
    url: 'https://hooks.example.com/x',
    enabled: true,
    secret_hint: 'yz12',
  });
  api.rotate.mockResolvedValue({
    configured: true,
    url: 'https://hooks.example.com/x',
    enabled: true,
    secret_hint: 'zz99',
    secret: 'whsec_new_secret_zz99',
  });
  renderAt('/company/webhook');
  expect(
    await screen.findByText('签名密钥：whsec_…yz12（如已遗失请重新生成）', undefined, { timeout: 10_000 }),
  ).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重新生成签名密钥' })));
  const ok = (await screen.findAllByRole('button', { name: '重新生成签名密钥' })).at(-1)!;
  await act(async () => fireEvent.click(ok));
  expect((await screen.findByTestId('webhook-secret')).textContent).toContain('whsec_new_secret_zz99');
});

test('staff: 403 panel', async () => {
  await signInAs('manager');
  api.config.mockRejectedValue(new RequestError('仅老板账号可以设置 Webhook', { code: 40003 }));
  renderAt('/company/webhook');
  expect(await screen.findByTestId('webhook-forbidden', undefined, { timeout: 10_000 })).toBeTruthy();
});
