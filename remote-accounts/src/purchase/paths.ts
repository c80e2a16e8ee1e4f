// Paths of the pay screens (spec §2 hidden routes). /account/renew takes the chosen sub-accounts
// as selectAccountIds=1,2,3 (like /phone/renew's selectPhoneIds). Pure module.

export const renewPath = (ids: number[]) => `/account/renew?selectAccountIds=${ids.join(',')}`;
export const buyPath = (ids: number[] = []) =>
  ids.length ? `/account/buy?selectAccountIds=${ids.join(',')}` : '/account/buy';

/** The ids of ?selectAccountIds=…; anything not a positive integer is dropped, repeats too. */
export function parseSelectAccountIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('selectAccountIds') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number)
    .filter((n) => n > 0 && n <= 2147483647);
  return [...new Set(ids)];
}
