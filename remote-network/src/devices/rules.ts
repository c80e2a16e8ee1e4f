// What an IP device must be (spec §5: IP region, protocol type, IP and port cannot be empty), the
// same rules the server applies (packages/server/src/modules/ip-device/input.ts). Pure module.
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

function isIPv6(s: string): boolean {
  if (!s.includes(':') || !/^[0-9a-f:.]+$/i.test(s)) return false;
  try {
    return new URL(`http://[${s}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** An IPv4/IPv6 address, or a host name of letters, digits and hyphens (not all-numeric). */
export function isAddress(raw: string): boolean {
  const s = raw.trim();
  if (IPV4.test(s) || isIPv6(s)) return true;
  if (s.length > 253 || (!s.includes('.') && s !== 'localhost')) return false;
  const labels = s.split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return false;
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]);
}

export const isPort = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 65535;

export const PROTOCOLS = ['http', 'https', 'socks5', 'ss', 'ssr'] as const;
export const IP_TYPES = ['static', 'datacenter', 'dynamic'] as const;
