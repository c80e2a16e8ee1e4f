// Invite-reward calls (shapes: @console/contract). The boss of a level_type 4 enterprise only:
// anyone else gets 40003, which the screen turns into its own notice (no global toast).
import type { InviteIncome, InvitedCompany, InviteRewardItem, InviteSummary, Page } from '@console/contract';
import { get, RequestError, SUCCESS_CODES } from '@console/shared';

export type { InvitedCompany, InviteRewardItem, InviteSummary };

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
};

/** The invite link (spec §2): the page origin plus the login route with the invite_code parameter. */
export const inviteLink = (origin: string, code: string) => `${origin}/login?invite_code=${encodeURIComponent(code)}`;
