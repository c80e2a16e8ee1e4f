// The renewal pages' ?ids= (the lists' 续费 and 批量续费 link there). Pure module (unit tested).

/** '1,2,3' → positive integer ids, no repeats. */
export function parseIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)];
}
