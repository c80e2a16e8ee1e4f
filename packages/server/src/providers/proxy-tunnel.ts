// A TCP tunnel through a user's proxy: SOCKS5 (RFC 1928, username/password RFC 1929) or HTTP
// CONNECT (Basic auth). The IP check sends its request to the check target through it, so what
// the target sees is the proxy's exit, not this server.
import net from 'node:net';
import { unmapIpv4 } from '../lib/public-address';

export interface ProxyEndpoint {
  protocol: string;
  address: string;
  port: number;
  username: string;
  password: string;
}

export interface Destination {
  host: string;
  port: number;
}

/** Buffers a socket's bytes so a handshake can read exact lengths. */
class Reader {
  private buf = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private failed: Error | null = null;
  private readonly onData = (b: Buffer) => {
    this.buf = Buffer.concat([this.buf, b]);
    this.wake?.();
  };
  private readonly onEnd = (error?: unknown) => {
    this.failed ??= error instanceof Error ? error : new Error('proxy closed the connection');
    this.wake?.();
  };
  constructor(private readonly socket: net.Socket) {
    socket.on('data', this.onData).on('error', this.onEnd).on('end', this.onEnd).on('close', this.onEnd);
  }

  private async until(ready: () => boolean) {
    while (!ready()) {
      if (this.failed) throw this.failed;
      await new Promise<void>((r) => (this.wake = r));
    }
  }

  async bytes(n: number): Promise<Buffer> {
    await this.until(() => this.buf.length >= n);
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  async headers(limit = 16 * 1024): Promise<string> {
    await this.until(() => {
      if (this.buf.length > limit) throw new Error('proxy answer too long');
      return this.buf.includes('\r\n\r\n');
    });
    const end = this.buf.indexOf('\r\n\r\n') + 4;
    const head = this.buf.subarray(0, end).toString('latin1');
    this.buf = this.buf.subarray(end);
    return head;
  }

  /** Stops reading; bytes already read past the handshake go back to the socket. */
  release() {
    this.socket.off('data', this.onData).off('error', this.onEnd).off('end', this.onEnd).off('close', this.onEnd);
    this.socket.pause(); // removing the listener alone would keep it flowing and drop bytes
    if (this.buf.length) this.socket.unshift(this.buf);
  }
}

function socksAddress(host: string): Buffer {
  const v4 = unmapIpv4(host);
  if (net.isIPv4(v4)) return Buffer.from([1, ...v4.split('.').map(Number)]);
  if (net.isIPv6(host)) return Buffer.concat([Buffer.from([4]), ipv6Bytes(host)]);
  const name = Buffer.from(host);
  if (name.length > 255) throw new Error('host name too long for SOCKS5');
  return Buffer.concat([Buffer.from([3, name.length]), name]);
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail = ''] = address.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = parts(tail);
  const zeros = Array<string>(8 - h.length - t.length).fill('0');
  const words = address.includes('::') ? [...h, ...zeros, ...t] : h;
  const out = Buffer.alloc(16);
  words.forEach((w, i) => out.writeUInt16BE(parseInt(w, 16), i * 2));
  return out;
}

async function socks5(socket: net.Socket, r: Reader, p: ProxyEndpoint, dest: Destination) {
  const withAuth = p.username !== '';
  socket.write(Buffer.from(withAuth ? [5, 2, 0, 2] : [5, 1, 0]));
  const [version, method] = await r.bytes(2);
  if (version !== 5) throw new Error('not a SOCKS5 proxy');
  if (method === 2) {
    const user = Buffer.from(p.username);
    const pass = Buffer.from(p.password);
    socket.write(Buffer.concat([Buffer.from([1, user.length]), user, Buffer.from([pass.length]), pass]));
    const [, status] = await r.bytes(2);
    if (status !== 0) throw new Error('SOCKS5 proxy refused the login');
  } else if (method !== 0) throw new Error('SOCKS5 proxy accepts none of our methods');
  const port = Buffer.alloc(2);
  port.writeUInt16BE(dest.port);
  socket.write(Buffer.concat([Buffer.from([5, 1, 0]), socksAddress(dest.host), port]));
  const [, reply, , type] = await r.bytes(4);
  if (reply !== 0) throw new Error(`SOCKS5 proxy could not connect (reply ${reply})`);
  const addressLength = type === 1 ? 4 : type === 4 ? 16 : (await r.bytes(1))[0];
  await r.bytes(addressLength + 2);
}

async function httpConnect(socket: net.Socket, r: Reader, p: ProxyEndpoint, dest: Destination) {
  const target = net.isIPv6(dest.host) ? `[${dest.host}]:${dest.port}` : `${dest.host}:${dest.port}`;
  const auth = p.username
    ? `Proxy-Authorization: Basic ${Buffer.from(`${p.username}:${p.password}`).toString('base64')}\r\n`
    : '';
  socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n${auth}\r\n`);
  const status = (await r.headers()).split('\r\n', 1)[0];
  if (!/^HTTP\/1\.[01] 2\d\d/.test(status)) throw new Error(`HTTP proxy refused the tunnel: ${status.slice(0, 80)}`);
}

/**
 * Asks the proxy `socket` is connecting to for a tunnel to `dest`; resolves with the same socket,
 * now carrying the tunnel. The caller made the socket (its name lookup) and owns its time-out.
 */
export async function openTunnel(socket: net.Socket, proxy: ProxyEndpoint, dest: Destination): Promise<net.Socket> {
  if (socket.connecting)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve).once('error', reject);
    });
  const r = new Reader(socket);
  try {
    if (proxy.protocol === 'socks5') await socks5(socket, r, proxy, dest);
    else await httpConnect(socket, r, proxy, dest);
  } finally {
    r.release();
  }
  return socket;
}
