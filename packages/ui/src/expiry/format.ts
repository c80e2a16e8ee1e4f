import dayjs from 'dayjs';

/** The console's one date-time format (local time). */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-';
