// Invite-reward calls (shapes: @console/contract). The boss of a level_type 4 enterprise only:
// anyone else gets 40003, which the screen turns into its own notice (no global toast).
import type {
  InviteChannel,
  InviteChannelList,
  InviteChannelUpdateBody,
  InviteGift,
  InviteGifts,
  InviteIncome,
  InvitedCompany,
  InviteRewardItem,
  InviteSummary,
  Page,
} from '@console/contract';
import { get, post, RequestError, SUCCESS_CODES } from '@console/shared';

export type { InviteChannel, InviteGift, InviteGifts, InvitedCompany, InviteRewardItem, InviteSummary };

async function read<T>(path: string, query?: object): Promise<T> {
  const res = await get<T>(path, query, { noGlobalError: true });
  if (!SUCCESS_CODES.includes(res.code))
    throw new RequestError(res.message || String(res.code), { code: res.code, response: res });
  return res.data;
}

export const invite = {
  summary: () => read<InviteSummary>('/inviteReward/summary'),
  invited: (page: number, limit: number) => read<Page<InvitedCompany>>('/inviteReward/invited', { page, limit }),
  rewards: (page: number, limit: number) => read<Page<InviteRewardItem>>('/inviteReward/list', { page, limit }),
  income: async () => (await read<InviteIncome>('/inviteReward/income')).list,
  gifts: (page: number, limit: number) => read<InviteGifts>('/inviteReward/gifts', { page, limit }),
};

/** Channel management: links with their own invite codes (changes go through the request layer's errors). */
export const inviteChannels = {
  list: async () => (await read<InviteChannelList>('/inviteChannel/list')).list,
  add: async (name: string) => (await post<InviteChannel>('/inviteChannel/add', { name })).data,
  update: async (body: InviteChannelUpdateBody) => (await post<InviteChannel>('/inviteChannel/update', body)).data,
};

/** The invite link (spec §2): the page origin plus the login route with the invite_code parameter. */
export const inviteLink = (origin: string, code: string) => `${origin}/login?invite_code=${encodeURIComponent(code)}`;
