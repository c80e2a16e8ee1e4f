// CSV export shared by every list: UTF-8 BOM (Excel reads the Chinese correctly), a header row,
// then rows written as each batch arrives from the database (never the whole result in memory).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<R> { header: string; value: (row: R) => unknown }

export const BOM = '\uFEFF';
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Text starting with = + - @ (or a tab/CR) gets a leading ' so a
 * spreadsheet never evaluates it as a formula; plain numbers such as "-12.50" stay numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: unknown[]): string {
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

/**
 * Streams a CSV download: `text/csv; charset=utf-8`, attachment `<name>-<yyyyMMdd>.csv`.
 * The Readable pulls the next batch only when the socket has drained the previous one.
 */
export function sendCsv<R>(
  reply: FastifyReply,
  opts: { name: string; now: Date; columns: CsvColumn<R>[]; batches: AsyncIterable<R[]> },
) {
  const filename = `${opts.name}-${cstDateStamp(opts.now)}.csv`;
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store');
  return reply.send(Readable.from(csvChunks(opts.columns, opts.batches), { objectMode: false }));
}
