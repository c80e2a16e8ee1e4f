// Setup for specs that buy phones on the shared demo enterprise (its uncertified 10-phone cap and
// its wallet), through the API: the purchase and the keyboard journeys.
import { type APIRequestContext, expect } from '@playwright/test';
import { type Api, payAtCheckout } from './support';

interface Cap {
  certified: boolean;
  limit: number | null;
  held: number;
  remaining: number | null;
}
export const capOf = async (api: Api) => (await api.get<{ cap: Cap; balance_fen: number }>('/phone/resource')).data;
export const visiblePhones = async (api: Api) =>
  (await api.get<{ list: { id: number; phone_name: string }[] }>('/phone/all')).data.list;

/** Tops the wallet up through the payment simulator when it holds less than `fen`. */
export async function ensureBalance(api: Api, request: APIRequestContext, fen: number) {
  const { balance_fen } = await capOf(api);
  if (balance_fen >= fen) return;
  const res = await api.post<{ order_no: string; url: string }>('/phone/recharge', {
    amount: Math.ceil((fen - balance_fen) / 100) + 10,
    pay_type: 1,
  });
  expect(res.code).toBe(0);
  await payAtCheckout(request, res.data.url);
  expect((await capOf(api)).balance_fen).toBeGreaterThanOrEqual(fen);
}

/** The demo enterprise is uncertified and may be at its cap: recycle phones (expired ones first) to make room for `n`. */
export async function makeRoom(api: Api, n: number) {
  const { cap } = await capOf(api);
  if (cap.remaining === null || cap.remaining >= n) return;
  const need = cap.held - cap.limit! + n; // remaining = limit − held
  const list = async (filterStatus: number) =>
    (await api.get<{ list: { id: number }[] }>('/phone/list', { page: 1, limit: 100, filterStatus })).data.list.map(
      (p) => p.id,
    );
  const expired = await list(2);
  const latest = (await list(0)).reverse().filter((id) => !expired.includes(id));
  const ids = [...expired, ...latest].slice(0, need);
  expect(ids).toHaveLength(need);
  expect((await api.post('/phone/delete', { phone_ids: ids })).code).toBe(0);
  expect((await capOf(api)).cap.remaining).toBeGreaterThanOrEqual(n);
}
