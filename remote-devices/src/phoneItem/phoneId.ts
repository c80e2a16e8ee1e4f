// The query of /phoneItem and /phoneItem/serve (spec §2): ?id= names one phone.

/** '?id=12' → 12; missing, zero, negative or junk → null. */
export function parsePhoneId(search: string): number | null {
  const raw = (new URLSearchParams(search).get('id') ?? '').trim();
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const phoneItemPath = (id: number) => `/phoneItem?id=${id}`;
export const phoneServePath = (id: number) => `/phoneItem/serve?id=${id}`;
