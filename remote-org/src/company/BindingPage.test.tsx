// 绑定设置 against a stubbed API: a bound WeChat can be unbound after a confirmation; an unbound one
// shows the official account's QR code to scan; the mobile is shown masked; staff get a 403 panel.
import { RequestError } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { bindings } from './api';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  bindings: { get: jest.fn(), unbindWechat: jest.fn() },
}));
const api = bindings as jest.Mocked<typeof bindings>;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<AreaApp {...orgArea} />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(async () => {
  api.get.mockReset();
  api.unbindWechat.mockReset();
  await signInAs('admin');
});

test('bound: unbind after confirming, then the QR code to bind again', async () => {
  api.get.mockResolvedValueOnce({ is_bind_wc: 1, phone_masked: '138****0000', wechat_qr: 'http://x/qr.svg' });
  api.get.mockResolvedValue({ is_bind_wc: 0, phone_masked: '138****0000', wechat_qr: 'http://x/qr.svg' });
  api.unbindWechat.mockResolvedValue();
  renderAt('/company/binding');
  expect(await screen.findByText('已绑定', undefined, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: '绑定设置' })).toBeTruthy();
  expect(screen.getByText('138****0000')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '解除绑定' })));
  expect((await screen.findAllByText('解除微信绑定？')).length).toBeGreaterThan(0);
  expect(api.unbindWechat).not.toHaveBeenCalled();
  const ok = screen.getAllByRole('button', { name: '解除绑定' }).at(-1)!;
  await act(async () => fireEvent.click(ok));
  await waitFor(() => expect(api.unbindWechat).toHaveBeenCalledTimes(1));
  expect(await screen.findByAltText('微信公众号二维码')).toBeTruthy();
  expect(screen.getByText('未绑定')).toBeTruthy();
});

test('no QR configured, no mobile: say so', async () => {
  api.get.mockResolvedValue({ is_bind_wc: 0, phone_masked: '', wechat_qr: '' });
  renderAt('/company/binding');
  expect(await screen.findByText('暂未配置公众号二维码，请联系客服。', undefined, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText('未绑定手机号')).toBeTruthy();
});

test('staff: 403 panel', async () => {
  await signInAs('manager');
  api.get.mockRejectedValue(new RequestError('仅老板账号可以查看绑定设置', { code: 40003 }));
  renderAt('/company/binding');
  expect(await screen.findByTestId('bindings-forbidden', undefined, { timeout: 10_000 })).toBeTruthy();
});
