// The query of /phone/renew (spec §2): selectPhoneIds is a comma-separated list of phone ids.
/** '?selectPhoneIds=3,1,3,x' → [3, 1]: positive integer ids, once each, in order; junk dropped. */
export function parseSelectPhoneIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('selectPhoneIds') ?? '';
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const s = part.trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const id = Number(s);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
