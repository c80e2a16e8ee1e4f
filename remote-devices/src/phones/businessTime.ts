// Expiry as people at the business read it: a date and minute in its time zone (Asia/Shanghai),
// whatever the browser's own zone. Seconds say nothing about when service ends.
const BUSINESS_TZ = 'Asia/Shanghai';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai; '-' when there is no readable time. */
export function businessMinute(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '-';
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
