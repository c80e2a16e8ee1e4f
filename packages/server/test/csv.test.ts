// The shared CSV helper on its own: escaping, formula-injection guard, BOM + header + batches.
import Fastify from 'fastify';
import {
  BOM,
  csvCell,
  csvChunks,
  csvFlag,
  csvLabel,
  csvLine,
  csvTime,
  cstDateStamp,
  cstDateTime,
  sendCsv,
} from '../src/lib/csv';
import { parseCsv } from './support/csv';

test('cells are quoted only when they must be, quotes doubled', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('中文店铺')).toBe('中文店铺');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
  expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  expect(csvCell(null)).toBe('');
  expect(csvCell(undefined)).toBe('');
  expect(csvCell(42)).toBe('42');
  expect(csvCell(0)).toBe('0');
});

test('written for a person: times in Asia/Shanghai, yes/no, labels, in the file language', () => {
  expect(csvCell(new Date('2030-01-15T04:00:00.000Z'))).toBe('2030-01-15 12:00:00');
  expect(csvCell(new Date('2030-01-15T16:30:05.999Z'), 'en')).toBe('2030-01-16 00:30:05'); // next business day
  expect(cstDateTime(new Date('2029-12-31T23:59:59Z'))).toBe('2030-01-01 07:59:59');
  expect(csvCell(csvTime('2030-01-15T04:00:00.000Z'))).toBe('2030-01-15 12:00:00');
  expect(csvCell(csvTime(null))).toBe('');
  expect([csvCell(true), csvCell(false), csvCell(true, 'en'), csvCell(false, 'en')]).toEqual(['是', '否', 'Yes', 'No']);
  expect([csvFlag(1), csvFlag(0), csvFlag(true), csvFlag(null)]).toEqual([true, false, true, false]);
  const labels = { paid: { zh: '已支付', en: 'Paid' } };
  expect(csvCell(csvLabel(labels, 'paid'))).toBe('已支付');
  expect(csvCell(csvLabel(labels, 'paid'), 'en')).toBe('Paid');
  expect(csvCell(csvLabel(labels, 'refunding'), 'en')).toBe('refunding'); // an unknown code stays visible
});

test('text that a spreadsheet would run as a formula gets a leading quote; plain numbers do not', () => {
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('+86 138')).toBe("'+86 138");
  expect(csvCell('-cmd')).toBe("'-cmd");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  // issue 32 item 9: Unicode look-alikes and leading blanks are neutralised too
  for (const s of [
    '＝1+1',
    '＋1',
    '－1+2',
    '＠SUM(A1)',
    '﹦1+1',
    '﹢1',
    '﹣1',
    '﹫x',
    '−1+1',
    ' =1+1',
    '\u200b=1+1',
    '\u3000＝1',
  ])
    expect([s, csvCell(s)]).toEqual([s, `'${s}`]);
  expect(csvCell('普通＝文字')).toBe('普通＝文字');
  expect(csvCell('\tx')).toBe("'\tx");
  expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  expect(csvCell('-300.00')).toBe('-300.00');
  expect(csvCell('+80.00')).toBe('+80.00');
  expect(csvCell(-5)).toBe('-5');
  expect(csvCell('a=b')).toBe('a=b');
});

test('a line is CRLF-terminated and round-trips through a CSV reader', () => {
  const values = ['a,b', 'q"uote', 'multi\nline', '=x', '', '普通'];
  const line = csvLine(values);
  expect(line.endsWith('\r\n')).toBe(true);
  expect(parseCsv(line)).toEqual([['a,b', 'q"uote', 'multi\nline', "'=x", '', '普通']]);
});

test('chunks: BOM and header first, then one chunk per non-empty batch', async () => {
  async function* batches() {
    yield [{ n: 1 }, { n: 2 }];
    yield [];
    yield [{ n: 3 }];
  }
  const chunks: string[] = [];
  const columns = [{ header: { zh: '编号', en: 'No.' }, value: (r: { n: number }) => r.n }];
  for await (const c of csvChunks(columns, batches(), 'zh')) chunks.push(c);
  expect(chunks).toEqual([`${BOM}编号\r\n`, '1\r\n2\r\n', '3\r\n']);
  const en: string[] = [];
  for await (const c of csvChunks(columns, batches(), 'en')) en.push(c);
  expect(en[0]).toBe(`${BOM}No.\r\n`);
});

test('file date stamp is the China Standard Time day', () => {
  expect(cstDateStamp(new Date('2030-01-15T15:59:59Z'))).toBe('20300115');
  expect(cstDateStamp(new Date('2030-01-15T16:00:00Z'))).toBe('20300116');
});

describe('sendCsv over HTTP', () => {
  const columns = [{ header: { zh: 'ID', en: 'ID' }, value: (r: { id: number }) => r.id }];
  async function* failing(afterBatches: number) {
    for (let i = 0; i < afterBatches; i++) yield Array.from({ length: 500 }, (_, k) => ({ id: i * 500 + k }));
    throw new Error('relation "secret_table" does not exist');
  }
  async function serve(afterBatches: number) {
    const app = Fastify();
    app.setErrorHandler((_err, _req, reply) => {
      reply.status(200).send({ code: 50000, message: 'failed', data: null });
    });
    app.get('/x', async (_req, reply) =>
      sendCsv(reply, { name: 'x', now: new Date(0), columns, batches: failing(afterBatches) }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    return { app, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/x` };
  }

  test('a failure before the first batch is read is an envelope, not a CSV with a header only', async () => {
    const { app, url } = await serve(0);
    try {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toEqual({ code: 50000, message: 'failed', data: null });
    } finally {
      await app.close();
    }
  });

  test('a failure mid-stream breaks the download (no silently truncated file)', async () => {
    const { app, url } = await serve(3);
    try {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      await expect(res.text()).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
