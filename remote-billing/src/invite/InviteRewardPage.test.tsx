// The invite-reward screens against a stubbed API: the invite link is the page origin + /login?
// invite_code=…, copy says 复制成功; team, income, gifts and channels are screens of their own
// (linked from each other); channel names are checked with the contract's words (zh and en); an
// enterprise outside the program (server 40003) gets a notice instead of an error.
import { RequestError, setLanguage } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { INVITE_MESSAGES } from '../../../packages/contract/src/inviteMessages';
import { invite, inviteChannels } from '../api/invite';
import { billingArea } from '../area';

jest.mock('../api/invite', () => ({
  ...jest.requireActual('../api/invite'),
  invite: { summary: jest.fn(), invited: jest.fn(), rewards: jest.fn(), income: jest.fn(), gifts: jest.fn() },
  inviteChannels: { list: jest.fn(), add: jest.fn(), update: jest.fn() },
}));
const api = invite as jest.Mocked<typeof invite>;
const channelApi = inviteChannels as jest.Mocked<typeof inviteChannels>;

const channel = (over: object = {}) => ({
  id: 3,
  name: '抖音推广',
  code: 'DEMOCH01',
  disabled: false,
  created_at: '2030-01-01T00:00:00Z',
  registered: 1,
  paying: 1,
  spent_fen: 10000,
  rewards_fen: 500,
  ...over,
});

const app = (path = '/inviteReward/all') =>
  render(
    <MemoryRouter initialEntries={[path]}>
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
        channel: '抖音推广',
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
  api.gifts.mockResolvedValue({
    rules: [
      { kind: 'welcome_coupon', name: '邀请新人礼 满100减20', amount_fen: 2000, min_spend_fen: 10000, valid_days: 30 },
    ],
    total: 1,
    list: [
      {
        id: 4,
        company: '星辰电商',
        coupon: '邀请新人礼 满100减20',
        amount_fen: 2000,
        granted_at: '2030-01-03T00:00:00Z',
        expires_at: '2030-02-02T00:00:00Z',
        status: 'usable',
      },
    ],
  });
  channelApi.list.mockResolvedValue([
    channel(),
    channel({ id: 4, name: '线下展会', code: 'DEMOCH02', disabled: true }),
  ]);
  channelApi.update.mockImplementation(async (b) => channel({ ...b }));
  channelApi.add.mockImplementation(async (name) => channel({ id: 5, name }));
});

test('the invite link, copied with 复制成功; totals and the rewards credited', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  app();
  const input = await screen.findByTestId('invite-link');
  await waitFor(() =>
    expect((input as HTMLInputElement).value).toBe(`${window.location.origin}/login?invite_code=DEMO2024`),
  );
  fireEvent.click(screen.getByRole('button', { name: /复制/ }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/login?invite_code=DEMO2024`));
  expect(await screen.findByText('复制成功')).toBeTruthy();
  expect(screen.getAllByText('¥5.00').length).toBeGreaterThan(0);
  expect(await screen.findByText('P1')).toBeTruthy();
});

test('team, income and gifts are screens of their own, linked from each other', async () => {
  app();
  const nav = await screen.findByRole('navigation', { name: '邀请返利' });
  expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    '/inviteReward/all',
    '/inviteReward/channel',
    '/inviteReward/team',
    '/inviteReward/income',
    '/inviteReward/gifts',
  ]);
  fireEvent.click(screen.getByRole('link', { name: '我的团队' }));
  expect(await screen.findByRole('heading', { name: '我的团队' })).toBeTruthy();
  expect(await screen.findByText('星辰电商')).toBeTruthy();
  expect(screen.getByText('已消费')).toBeTruthy();
  expect(screen.getByText('抖音推广')).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: '我的收益' }));
  expect(await screen.findByText('2030-01')).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: '邀请礼品' }));
  expect((await screen.findByTestId('gift-rule')).textContent).toContain('¥20.00');
  expect(screen.getByText('未使用')).toBeTruthy();
});

test("channels: links listed, a new one named (the contract's words when empty), one disabled", async () => {
  app('/inviteReward/channel');
  expect(await screen.findByText(`${window.location.origin}/login?invite_code=DEMOCH01`)).toBeTruthy();
  expect(screen.getByText('已停用')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /新建渠道/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText(INVITE_MESSAGES.channelNameRequired.zh)).toBeTruthy();
  expect(channelApi.add).not.toHaveBeenCalled();
  fireEvent.change(screen.getByTestId('channel-name'), { target: { value: ' 小红书 ' } });
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(channelApi.add).toHaveBeenCalledWith('小红书'));
  expect(await screen.findByText('渠道已创建')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '停用 抖音推广' }));
  await waitFor(() => expect(channelApi.update).toHaveBeenCalledWith({ id: 3, disabled: true }));
  fireEvent.click(screen.getByRole('button', { name: '启用 线下展会' }));
  await waitFor(() => expect(channelApi.update).toHaveBeenCalledWith({ id: 4, disabled: false }));
});

test("in English the channel form says the contract's English sentence", async () => {
  await act(async () => setLanguage('en'));
  try {
    app('/inviteReward/channel');
    expect(await screen.findByText(`${window.location.origin}/login?invite_code=DEMOCH01`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New channel/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^O\s*K$/ }));
    expect(await screen.findByText(INVITE_MESSAGES.channelNameRequired.en)).toBeTruthy();
  } finally {
    await act(async () => setLanguage('zh'));
  }
});

test('outside the program: a notice on every screen, not an error', async () => {
  const no = new RequestError('当前企业未开通邀请返利', { code: 40003 });
  api.summary.mockRejectedValue(no);
  channelApi.list.mockRejectedValue(no);
  app();
  expect((await screen.findByTestId('invite-refused')).textContent).toContain('当前企业未开通邀请返利');
  fireEvent.click(screen.getByRole('link', { name: '渠道管理' }));
  expect(await screen.findByRole('heading', { name: '渠道管理' })).toBeTruthy();
  expect((await screen.findByTestId('invite-refused')).textContent).toContain('当前企业未开通邀请返利');
});
