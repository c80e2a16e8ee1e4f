// Phone operations of the device lists, group control, recycle bin and sync records
// (docs/api-devices.md "Phone operations", "Uploads", and /phone/autoRenew). Typed, thin,
// unwrapped to `data`; the request layer shows server errors. The shapes are the API contract's
// (@console/contract).
import type {
  AccountItem,
  Allocating,
  GroupCreated,
  MemberItem,
  NetworkCardItem,
  Page,
  Phone,
  PhoneAction,
  PhoneBrief,
  PhoneGroup,
  Removed,
  Restored,
  SyncRecord,
  Updated,
} from '@console/contract';
import { get, post, SUCCESS_CODES } from '@console/shared';
import { putFile, uploadTicket } from './storage';
import type { Tasks } from './tasks';

export type { Task, Tasks, TaskStatus } from './tasks';

export type { Allocating, PhoneBrief, PhoneGroup, SyncRecord };
export type PowerAction = PhoneAction;

/** A network card, sub-account or member as a bind/assign dialog offers it. */
export interface BindOption {
  id: number;
  label: string;
  /** The phone it serves now (cards and sub-accounts serve one phone), null when free. */
  phone_id: number | null;
  phone_name: string;
  /** Cannot be chosen (expired card or sub-account: the server refuses to bind it). */
  unusable: boolean;
}

/** Big enough for every card/sub-account/member of an enterprise in one select. */
const OPTION_LIMIT = 1000;

const data = async <T>(p: Promise<{ data: T }>): Promise<T> => (await p).data;

export const phoneOps = {
  all: (keyword?: string) => data(get<{ list: PhoneBrief[] }>('/phone/all', keyword ? { keyword } : undefined)),
  groupList: () => data(get<{ list: PhoneGroup[] }>('/phone/groupList')),
  createGroup: (name: string) => data(post<GroupCreated>('/phone/group/create', { name })),
  renameGroup: (id: number, name: string) => data(post<null>('/phone/group/rename', { id, name })),
  deleteGroup: (id: number) => data(post<null>('/phone/group/delete', { id })),
  setGroup: (phone_ids: number[], group_id: number | null) =>
    data(post<Updated>('/phone/group/set', { phone_ids, group_id })),
  setRemark: (id: number, remark: string) => data(post<null>('/phone/update', { id, remark })),
  setUser: (phone_ids: number[], user_id: number | null) =>
    data(post<Updated>('/phone/user/set', { phone_ids, user_id })),
  bindNetworkCard: (phone_id: number, network_card_id: number | null) =>
    data(post<null>('/networkCard/bindYunPhone', { phone_id, network_card_id })),
  bindAccount: (phone_id: number, account_id: number | null) =>
    data(post<null>('/account/bindYunPhone', { phone_id, account_id })),
  /** No ids = every visible phone. */
  sync: (phone_ids?: number[]) => data(post<SyncRecord>('/phone/syncCloudMobile', phone_ids ? { phone_ids } : {})),
  syncRecords: (q: { page: number; limit: number }) =>
    data(get<Page<SyncRecord>>('/phone/syncRecords', q, { noReport: true })),
  reload: (phone_ids: number[]) => data(post<Tasks>('/phone/reload', { phone_ids })),
  action: (phone_ids: number[], action: PowerAction) =>
    data(post<Tasks>('/phone/actionYunPhone', { phone_ids, action })),
  uploadFile: (phone_ids: number[], file_id: number) =>
    data(post<Tasks>('/phone/uploadYunPhone', { phone_ids, file_id })),
  // spec §4: the upload-and-execute task is one of the calls kept out of the loading overlay (LOADING_EXCLUDED)
  execute: (phone_ids: number[], command: string) =>
    data(post<Tasks>('/phone/uploadExecuteTask', { phone_ids, command })),
  applyResolution: (phone_ids: number[], resolution: string) =>
    data(post<Tasks>('/phone/applyPodProperty', { phone_ids, property: { resolution } })),
  remove: (phone_ids: number[]) => data(post<Removed>('/phone/delete', { phone_ids })),
  retrievalList: (q: { page: number; limit: number }) =>
    data(get<Page<Phone>>('/phone/retrievalList', q, { noReport: true })),
  restore: (phone_ids: number[]) => data(post<Restored>('/phone/restore', { phone_ids })),
  autoRenew: (phone_ids: number[], auto_renew: 0 | 1) =>
    data(post<Updated>('/phone/autoRenew', { phone_ids, auto_renew })),
  // polled every few seconds: not reported, and a failed poll is not shown (the next one retries)
  allocating: async (): Promise<Allocating> => {
    const res = await get<Allocating | null>('/phone/allocating', undefined, { noReport: true, noGlobalError: true });
    if (!SUCCESS_CODES.includes(res.code) || !res.data) throw new Error(res.message);
    return res.data;
  },
};

type CardRow = Pick<NetworkCardItem, 'id' | 'name' | 'ip' | 'phone_id' | 'phone_name' | 'is_expired'>;
type AccountRow = Pick<AccountItem, 'id' | 'name' | 'phone_id' | 'phone_name' | 'is_expired'>;
type MemberRow = Pick<MemberItem, 'id' | 'username' | 'name'>;

/** Choices of the bind/assign dialogs, read from the other areas' list endpoints. */
export const bindOptions = {
  networkCards: async (): Promise<BindOption[]> => {
    const page = await data(
      get<Page<CardRow>>('/networkCard/list', { page: 1, limit: OPTION_LIMIT, filterStatus: 0 }, { noReport: true }),
    );
    return page.list.map((c) => ({
      id: c.id,
      label: c.ip ? `${c.name} (${c.ip})` : c.name,
      phone_id: c.phone_id,
      phone_name: c.phone_name,
      unusable: c.is_expired === 1,
    }));
  },
  accounts: async (): Promise<BindOption[]> => {
    const page = await data(
      get<Page<AccountRow>>('/account/list', { page: 1, limit: OPTION_LIMIT, filterStatus: 0 }, { noReport: true }),
    );
    return page.list.map((a) => ({
      id: a.id,
      label: a.name,
      phone_id: a.phone_id,
      phone_name: a.phone_name,
      unusable: a.is_expired === 1,
    }));
  },
  /** Active members only: /phone/user/set refuses anyone else. */
  members: async (): Promise<BindOption[]> => {
    const page = await data(
      get<Page<MemberRow>>('/member/list', { page: 1, limit: OPTION_LIMIT, status: 'active' }, { noReport: true }),
    );
    return page.list.map((m) => ({
      id: m.id,
      label: m.name ? `${m.name} (${m.username})` : m.username,
      phone_id: null,
      phone_name: '',
      unusable: false,
    }));
  },
};

/** Uploads a file for the phones; resolves with the file_id the phone calls take. */
export async function uploadPhoneFile(file: File): Promise<number> {
  const ticket = await uploadTicket(file, 'phone_file');
  await putFile(ticket, file);
  return ticket.file_id;
}
