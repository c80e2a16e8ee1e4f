// The invite-reward screen against a stubbed API: the invite link is the page origin + /login?
// invite_code=…, copy says 复制成功, the three views read real rows, and an enterprise outside the
// program (server 40003) gets a notice instead of an error.
import { RequestError } from '@console/shared';
import { AreaApp } from '@console/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { invite } from '../api/invite';
import { billingArea } from '../area';

jest.mock('../api/invite', () => ({
  ...jest.requireActual('../api/invite'),
  invite: { summary: jest.fn(), invited: jest.fn(), rewards: jest.fn(), income: jest.fn() },
}));
const api = invite as jest.Mocked<typeof invite>;

const app = () =>
  render(
    <MemoryRouter initialEntries={['/inviteReward/all']}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.summary.mockResolvedValue({
    invite_code: 'DEMO2024',
    reward_percent: 5,
    invited: 2,
    paying: 1,
    rewards_fen: 500,
    month_rewards_fen: 500,
  });
  api.invited.mockResolvedValue({
    total: 1,
    list: [
      {
        id: 9,
        name: '星辰电商',
        registered_at: '2030-01-03T00:00:00Z',
        certified: true,
        spent_fen: 10000,
        rewards_fen: 500,
        status: 'paying',
      },
    ],
  });
  api.rewards.mockResolvedValue({
    total: 1,
    list: [
      {
        id: 1,
        company: '星辰电商',
        order_no: 'P1',
        spent_fen: 10000,
        reward_fen: 500,
        created_at: '2030-01-15T00:00:00Z',
      },
    ],
  });
  api.income.mockResolvedValue([{ month: '2030-01', rewards_fen: 500, spent_fen: 10000, orders: 1 }]);
});

test('the invite link, copied with 复制成功; totals and the team', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  app();
  const input = await screen.findByTestId('invite-link');
  await waitFor(() =>
    expect((input as HTMLInputElement).value).toBe(`${window.location.origin}/login?invite_code=DEMO2024`),
  );
  fireEvent.click(screen.getByText('复制'));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/login?invite_code=DEMO2024`));
  expect(await screen.findByText('复制成功')).toBeTruthy();
  expect(screen.getAllByText('¥5.00').length).toBeGreaterThan(0);
  expect(await screen.findByText('星辰电商')).toBeTruthy();
  expect(screen.getByText('已消费')).toBeTruthy();
});

test('rewards and income views', async () => {
  app();
  fireEvent.click(await screen.findByText('返利记录'));
  expect(await screen.findByText('P1')).toBeTruthy();
  fireEvent.click(screen.getByText('我的收益'));
  expect(await screen.findByText('2030-01')).toBeTruthy();
});

test('outside the program: a notice, not an error', async () => {
  api.summary.mockRejectedValue(new RequestError('当前企业未开通邀请返利', { code: 40003 }));
  app();
  expect((await screen.findByTestId('invite-refused')).textContent).toContain('当前企业未开通邀请返利');
});
