// The notification centre's calls (GET /notice/unread, GET /notice/list, POST /notice/read).
import { get, post, type NoticeList, type NoticeUnread } from '@console/shared';

export const noticeKeys = {
  unread: ['host', 'notices', 'unread'] as const,
  list: (limit: number) => ['host', 'notices', 'list', limit] as const,
};

/** Polled quietly: no global error, no behaviour report (and outside the loading count). */
export const fetchUnread = async (): Promise<number> =>
  (await get<NoticeUnread>('/notice/unread', undefined, { noGlobalError: true, noReport: true })).data?.unread ?? 0;

export const fetchNotices = async (limit: number): Promise<NoticeList> =>
  (await get<NoticeList>('/notice/list', { page: 1, limit })).data;

export const markAllRead = async (): Promise<number> => (await post<NoticeUnread>('/notice/read', {})).data.unread;
