// What one month of renewal costs for a device, as the server's price table says (GET
// /ipDevice/resource): a platform device at its region × type price, an own or local device at its
// kind's service fee. Shown per row on the renewal page; the order total always comes from the
// server (POST /ipDevice/totalPrice). Pure module (unit tested).
import type { DeviceOptions, IpDevice } from '../api/ipDevices';

type PriceTable = Pick<DeviceOptions, 'prices' | 'service_fees' | 'regions'>;

export function monthFen(
  d: Pick<IpDevice, 'kind' | 'region' | 'ip_type'>,
  table: PriceTable | undefined,
): number | null {
  if (!table) return null;
  if (d.kind !== 'platform') return table.service_fees.find((f) => f.kind === d.kind)?.month_fen ?? null;
  // the device holds the region's label (中国香港); the table its code (hk)
  const region = table.regions.find((r) => r.label === d.region || r.value === d.region)?.value;
  return table.prices.find((p) => p.region === region && p.type === d.ip_type)?.month_fen ?? null;
}
