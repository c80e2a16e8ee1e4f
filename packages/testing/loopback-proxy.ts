// A real proxy on loopback for the IP check's tests (server suites and e2e): HTTP CONNECT or
// SOCKS5, optionally with a login, whose outgoing connections leave from `exitAddress` (another
// loopback address, 127.0.0.2 by default) so the check target sees an exit IP that only the
// proxy could have produced.
import net from 'node:net';

export interface LoopbackProxy {
  port: number;
  /** Tunnels opened so far. */
  tunnels: number;
  close(): Promise<void>;
}

export interface LoopbackProxyOptions {
  protocol: 'http' | 'socks5';
  username?: string;
  password?: string;
  exitAddress?: string;
}

function pipeTo(client: net.Socket, host: string, port: number, exit: string, onOpen: () => void) {
  const upstream = net.connect({ host, port, localAddress: exit }, () => {
    onOpen();
    client.pipe(upstream).pipe(client);
  });
  const closeBoth = () => {
    client.destroy();
    upstream.destroy();
  };
  upstream.on('error', closeBoth);
  client.on('error', closeBoth);
  return upstream;
}

function httpProxy(c: net.Socket, o: LoopbackProxyOptions, exit: string, opened: () => void) {
  let head = '';
  const onData = (b: Buffer) => {
    head += b.toString('latin1');
    if (!head.includes('\r\n\r\n')) return;
    c.off('data', onData);
    const [line, ...headers] = head.split('\r\n');
    const m = /^CONNECT (\S+):(\d+) HTTP\/1\.1$/.exec(line);
    const expected = o.username ? `Basic ${Buffer.from(`${o.username}:${o.password}`).toString('base64')}` : null;
    const auth = headers.find((h) => /^proxy-authorization:/i.test(h))?.replace(/^[^:]+:\s*/, '');
    if (!m) return void c.end('HTTP/1.1 405 Method Not Allowed\r\n\r\n');
    if (expected && auth !== expected) return void c.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
    pipeTo(c, m[1].replace(/^\[|\]$/g, ''), Number(m[2]), exit, () => {
      opened();
      c.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    });
  };
  c.on('data', onData);
}

function socksProxy(c: net.Socket, o: LoopbackProxyOptions, exit: string, opened: () => void) {
  let buf = Buffer.alloc(0);
  let stage: 'greeting' | 'login' | 'request' = 'greeting';
  const onData = (b: Buffer) => {
    buf = Buffer.concat([buf, b]);
    if (stage === 'greeting' && buf.length >= 2 && buf.length >= 2 + buf[1]) {
      const methods = [...buf.subarray(2, 2 + buf[1])];
      buf = buf.subarray(2 + buf[1]);
      const want = o.username ? 2 : 0;
      if (!methods.includes(want)) return void c.end(Buffer.from([5, 0xff]));
      c.write(Buffer.from([5, want]));
      stage = o.username ? 'login' : 'request';
    }
    if (
      stage === 'login' &&
      buf.length >= 2 &&
      buf.length >= 3 + buf[1] &&
      buf.length >= 3 + buf[1] + buf[2 + buf[1]]
    ) {
      const user = buf.subarray(2, 2 + buf[1]).toString();
      const pass = buf.subarray(3 + buf[1], 3 + buf[1] + buf[2 + buf[1]]).toString();
      buf = buf.subarray(3 + buf[1] + buf[2 + buf[1]]);
      if (user !== o.username || pass !== o.password) return void c.end(Buffer.from([1, 1]));
      c.write(Buffer.from([1, 0]));
      stage = 'request';
    }
    if (stage === 'request' && buf.length >= 5) {
      const type = buf[3];
      const len = type === 1 ? 4 : type === 4 ? 16 : 1 + buf[4];
      if (buf.length < 4 + len + 2) return;
      const host =
        type === 1
          ? [...buf.subarray(4, 8)].join('.')
          : type === 3
            ? buf.subarray(5, 5 + buf[4]).toString()
            : (buf.subarray(4, 20).toString('hex').match(/.{4}/g) ?? []).join(':');
      const port = buf.readUInt16BE(4 + len);
      c.off('data', onData);
      pipeTo(c, host, port, exit, () => {
        opened();
        c.write(Buffer.from([5, 0, 0, 1, 127, 0, 0, 1, 0, 0]));
      });
    }
  };
  c.on('data', onData);
}

export function startLoopbackProxy(o: LoopbackProxyOptions): Promise<LoopbackProxy> {
  const exit = o.exitAddress ?? '127.0.0.2';
  const sockets = new Set<net.Socket>();
  const proxy: LoopbackProxy = { port: 0, tunnels: 0, close: async () => undefined };
  const server = net.createServer((c) => {
    sockets.add(c);
    c.on('close', () => sockets.delete(c));
    const opened = () => void proxy.tunnels++;
    if (o.protocol === 'http') httpProxy(c, o, exit, opened);
    else socksProxy(c, o, exit, opened);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      proxy.port = (server.address() as net.AddressInfo).port;
      proxy.close = () =>
        new Promise((done) => {
          for (const s of sockets) s.destroy();
          server.close(() => done());
        });
      resolve(proxy);
    });
  });
}
