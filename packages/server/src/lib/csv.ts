// CSV export shared by every list: UTF-8 BOM (Excel reads the Chinese correctly), a header row,
// then rows written as each batch arrives from the database (never the whole result in memory).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a cell can hold: written as text (a Date as ISO 8601), null and undefined as an empty cell. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => CsvValue;
}

export const BOM = '\uFEFF';
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Text starting with = + - @ (or a tab/CR) gets a leading ' so a
 * spreadsheet never evaluates it as a formula; plain numbers such as "-12.50" stay numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** yyyyMMdd of `now` in China Standard Time (UTC+8), the console's business day. */
export function cstDateStamp(now: Date): string {
  const d = new Date(now.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

/** The whole file as chunks: BOM + header first, then one chunk per batch of rows. */
export async function* csvChunks<R>(columns: CsvColumn<R>[], batches: AsyncIterable<R[]>): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((c) => c.header));
  for await (const batch of batches) {
    if (batch.length) yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
}

/** `batches` with its first batch already read (an error there is thrown here, before any byte is sent). */
async function primed<R>(batches: AsyncIterable<R[]>): Promise<AsyncIterable<R[]>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
    },
  };
}

/**
 * Streams a CSV download: `text/csv; charset=utf-8`, attachment `<name>-<yyyyMMdd>.csv`.
 * The first batch is read before anything is sent, so a failure there (or in the caller's checks)
 * is the usual JSON envelope. After that the Readable pulls the next batch only when the socket
 * has drained the previous one; a failure mid-stream destroys the connection (Fastify does so for
 * a stream that errors after the headers), so the download visibly fails instead of leaving a
 * silently truncated file — the response is chunked and never gets its terminating chunk.
 */
export async function sendCsv<R>(
  reply: FastifyReply,
  opts: { name: string; now: Date; columns: CsvColumn<R>[]; batches: AsyncIterable<R[]> },
): Promise<FastifyReply> {
  const batches = await primed(opts.batches);
  const filename = `${opts.name}-${cstDateStamp(opts.now)}.csv`;
  const body = Readable.from(csvChunks(opts.columns, batches), { objectMode: false });
  body.on('error', (err) => reply.log.error({ err }, `CSV export ${opts.name} failed mid-stream; connection closed`));
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store');
  return reply.send(body);
}
