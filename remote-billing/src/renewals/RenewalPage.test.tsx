// Renewal management against a stubbed API: every kind in one list, auto-renew per row and in bulk
// across kinds, the forecast warning with a recharge pre-filled with the shortfall; staff see the
// switches disabled (the server refuses them).
import { shellServices, type ShellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type RenewableItem, renewals } from '../api/renewals';
import { billingArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/renewals', () => ({
  renewals: { list: jest.fn(), kinds: jest.fn(), forecast: jest.fn(), autoRenew: jest.fn() },
}));
const api = renewals as jest.Mocked<typeof renewals>;
const shellCalls = () => (shellServices() as ShellServices & { calls: string[] }).calls;

const item = (kind: string, id: number, over: Partial<RenewableItem> = {}): RenewableItem => ({
  kind,
  kind_label: kind === 'phone' ? '云手机' : '云号码',
  id,
  name: `${kind}-${id}`,
  expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  auto_renew: false,
  renewal_fen: 10000,
  period_months: 1,
  next_charge_at: null,
  renew_path: kind === 'phone' ? `/phone/renew?selectPhoneIds=${id}` : `/cloud/cloudRenew?ids=${id}`,
  ...over,
});

const app = () =>
  render(
    <MemoryRouter initialEntries={['/renew/all']}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await signInAs('admin');
  for (const f of Object.values(api)) f.mockReset();
  api.list.mockResolvedValue({ total: 2, list: [item('phone', 1), item('cloud_number', 2, { auto_renew: true })] });
  api.kinds.mockResolvedValue([
    { kind: 'phone', label: '云手机' },
    { kind: 'cloud_number', label: '云号码' },
  ]);
  api.forecast.mockResolvedValue({
    balance_fen: 15000,
    windows: [
      { days: 7, charges: 1, total_fen: 10000, short_fen: 0, unpriced: 0 },
      { days: 30, charges: 2, total_fen: 20000, short_fen: 5000, unpriced: 0 },
    ],
    days: [
      { day: '2030-01-17', total_fen: 10000, balance_after_fen: 5000 },
      { day: '2030-02-01', total_fen: 10000, balance_after_fen: -5000 },
    ],
  });
  api.autoRenew.mockResolvedValue({ updated: 2 });
  shellCalls().length = 0;
});

test('every kind in one list with a renew link into its area; the forecast warns and offers a top-up', async () => {
  app();
  expect(await screen.findByText('phone-1')).toBeTruthy();
  expect(screen.getByText('cloud_number-2')).toBeTruthy();
  expect(screen.getAllByText('续费')[0].closest('a')?.getAttribute('href')).toBe('/phone/renew?selectPhoneIds=1');
  const warning = await screen.findByTestId('renewal-shortfall');
  expect(warning.textContent).toContain('未来30天的自动续费还差 ¥50.00，2030-02-01 起将续费失败');
  fireEvent.click(screen.getByText('去充值'));
  expect(shellCalls()).toContain('openRecharge:5000');
});

test('a row switch and the bulk action send kinds and ids', async () => {
  app();
  await screen.findByText('phone-1');
  fireEvent.click(screen.getByLabelText('自动续费 phone-1'));
  await waitFor(() => expect(api.autoRenew).toHaveBeenCalledWith([{ kind: 'phone', id: 1 }], true));
  await act(async () => fireEvent.click(document.querySelector('thead input[type="checkbox"]')!));
  fireEvent.click(screen.getByText('批量关闭自动续费'));
  await waitFor(() =>
    expect(api.autoRenew).toHaveBeenLastCalledWith(
      [
        { kind: 'phone', id: 1 },
        { kind: 'cloud_number', id: 2 },
      ],
      false,
    ),
  );
});
