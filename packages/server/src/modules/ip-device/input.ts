// What an own or local device must be beyond its schema (spec §5): the address is an IP or a
// host name; and the import's line formats, each line checked alone so the report can name
// every bad line by number while the good ones land.
import net from 'node:net';
import {
  DEVICE_PROTOCOLS,
  IP_DEVICE_MESSAGES as M,
  MAX_IMPORT_LINES,
  type DeviceProtocol,
  type ImportLineError,
} from '@console/contract';
import { isLocalized, textIn, type Lang, type Message } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** An IPv4/IPv6 address, or a host name of letters, digits and hyphens (not all-numeric). */
export function isAddress(s: string): boolean {
  if (net.isIP(s)) return true;
  if (s.length > 253 || (!s.includes('.') && s !== 'localhost')) return false;
  const labels = s.split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return false; // looks like an IPv4 but is not one
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]);
}

export function checkAddress(address: string): string {
  const a = address.trim();
  if (!a) throw new AppError(Code.VALIDATION, M.addressRequired);
  if (!isAddress(a)) throw new AppError(Code.VALIDATION, M.address);
  return a;
}

export const isProtocol = (p: string): p is DeviceProtocol => (DEVICE_PROTOCOLS as readonly string[]).includes(p);

export interface ParsedLine {
  protocol: DeviceProtocol;
  address: string;
  port: number;
  username: string;
  password: string;
}

function portOf(s: string | undefined): number | Message {
  if (s === undefined || s.trim() === '') return M.portRequired;
  if (!/^\d{1,5}$/.test(s.trim())) return M.port;
  const n = Number(s.trim());
  return n >= 1 && n <= 65535 ? n : M.port;
}

/**
 * One device per line, in one of three forms:
 *   socks5://user:pass@host:port      (URL; user:pass optional)
 *   socks5,host,port[,user,pass]      (CSV)
 *   host:port[:user:pass]             (colon-separated; protocol from the form's default)
 * Returns the device or the sentence saying what is wrong with the line.
 */
export function parseLine(raw: string, fallback: DeviceProtocol | undefined): ParsedLine | Message {
  const line = raw.trim();
  let protocol: string | undefined = fallback;
  let host = '';
  let port: string | undefined;
  let username = '';
  let password = '';
  const url = /^([a-z0-9]+):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?(\[[^\]]+\]|[^:/]+)(?::(\d*))?\/?$/i.exec(line);
  if (url) {
    [, protocol, username = '', password = '', host, port] = url;
    host = host.replace(/^\[|\]$/g, '');
  } else if (line.includes(',')) {
    const cells = line.split(',').map((c) => c.trim());
    [protocol, host = '', port, username = '', password = ''] = cells;
    if (cells.length > 5)
      return {
        zh: '格式不正确，应为：协议,地址,端口[,账号,密码]',
        en: 'Invalid format, expected: protocol,address,port[,username,password]',
      };
  } else {
    const cells = line.split(':');
    if (cells.length !== 2 && cells.length !== 4)
      return {
        zh: '格式不正确，应为：地址:端口[:账号:密码]',
        en: 'Invalid format, expected: address:port[:username:password]',
      };
    [host, port, username = '', password = ''] = cells;
  }
  protocol = protocol?.toLowerCase().trim();
  if (!protocol) return M.protocolRequired;
  if (!isProtocol(protocol)) return M.protocol;
  host = host.trim();
  if (!host) return M.addressRequired;
  if (!isAddress(host)) return M.address;
  const p = portOf(port);
  if (typeof p !== 'number') return p;
  if (username.length > 100) return M.username;
  if (password.length > 100) return M.password;
  return {
    protocol,
    address: host,
    port: p,
    username: decodeURIComponent(username),
    password: decodeURIComponent(password),
  };
}

const isProblem = (r: ParsedLine | Message): r is Message => typeof r === 'string' || isLocalized(r);

/** Every non-empty line parsed; line numbers count every line of the text (1-based); problems in `lang`. */
export function parseImport(text: string, fallback: DeviceProtocol | undefined, lang: Lang) {
  const lines = text.split(/\r?\n/);
  const filled = lines.map((l, i) => ({ no: i + 1, text: l })).filter((l) => l.text.trim() !== '');
  if (!filled.length) throw new AppError(Code.VALIDATION, M.importEmpty);
  if (filled.length > MAX_IMPORT_LINES) throw new AppError(Code.VALIDATION, M.importTooMany);
  const good: (ParsedLine & { line: number })[] = [];
  const errors: ImportLineError[] = [];
  for (const l of filled) {
    let r: ParsedLine | Message;
    try {
      r = parseLine(l.text, fallback);
    } catch {
      r = M.address; // a malformed %-escape in the credentials
    }
    if (isProblem(r)) errors.push({ line: l.no, text: l.text.trim().slice(0, 200), message: textIn(r, lang) });
    else good.push({ ...r, line: l.no });
  }
  return { good, errors };
}
