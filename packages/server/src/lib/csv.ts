// CSV export shared by every list: UTF-8 BOM (Excel reads the Chinese correctly), a header row,
// then rows written as each batch arrives from the database (never the whole result in memory).
// Written for a person in the request's language: headers and labels in zh or en, yes/no
// instead of 1/0, times in the business time zone (Asia/Shanghai) as YYYY-MM-DD HH:mm:ss.
import { CST_OFFSET_MS } from './business-time';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { langOf, type Lang, type Localized } from './lang';

/**
 * What a cell can hold: text and numbers as they are, a boolean as 是/否 (Yes/No), a Date as
 * business time, a Localized label in the file's language, null and undefined as an empty cell.
 */
export type CsvValue = string | number | bigint | boolean | Date | Localized | null | undefined;

export interface CsvColumn<R> {
  header: Localized;
  value: (row: R) => CsvValue;
}

const YES_NO: Record<'yes' | 'no', Localized> = { yes: { zh: '是', en: 'Yes' }, no: { zh: '否', en: 'No' } };

/** YYYY-MM-DD HH:mm:ss in China Standard Time (Asia/Shanghai, UTC+8 all year). */
export function cstDateTime(at: Date): string {
  return new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** An ISO time from a list item as a cell (written as business time); empty when absent. */
export const csvTime = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);

/** A code's label from `labels`, the code itself when it has none. */
export const csvLabel = (labels: Record<string, Localized>, code: string): CsvValue => labels[code] ?? code;

/** A 0/1 flag as a boolean cell (是/否). */
export const csvFlag = (v: number | boolean | null | undefined): boolean => v === true || v === 1;

function textOf(value: Exclude<CsvValue, null | undefined>, lang: Lang): string {
  if (value instanceof Date) return cstDateTime(value);
  if (typeof value === 'boolean') return YES_NO[value ? 'yes' : 'no'][lang];
  if (typeof value === 'object') return value[lang];
  return String(value);
}

export const BOM = '\uFEFF';
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\u2212\t\r]/;
/** Spaces and invisible characters a spreadsheet may skip before reading a formula. */
const LEADING_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+/;

/**
 * Would a spreadsheet run it as a formula? = + - @ (or a tab/CR) first — also their Unicode
 * look-alikes (full-width ＝＋－＠, small ﹦﹢﹣﹫: NFKC makes them ASCII; the minus sign −) and
 * after leading blanks, which some spreadsheets skip or fold.
 */
const looksLikeFormula = (s: string) =>
  FORMULA_START.test(s) || FORMULA_START.test(s.normalize('NFKC').replace(LEADING_BLANKS, ''));

/**
 * One CSV cell (RFC 4180). Text a spreadsheet would evaluate as a formula gets a leading ' so it
 * stays text; plain numbers such as "-12.50" stay numbers.
 */
export function csvCell(value: CsvValue, lang: Lang = 'zh'): string {
  if (value === null || value === undefined) return '';
  let s = textOf(value, lang);
  if (looksLikeFormula(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: CsvValue[], lang: Lang = 'zh'): string {
  return `${cells.map((c) => csvCell(c, lang)).join(',')}\r\n`;
}

/** yyyyMMdd of `now` in China Standard Time (UTC+8), the console's business day. */
export function cstDateStamp(now: Date): string {
  const d = new Date(now.getTime() + CST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

/** The whole file as chunks: BOM + header first, then one chunk per batch of rows. */
export async function* csvChunks<R>(
  columns: CsvColumn<R>[],
  batches: AsyncIterable<R[]>,
  lang: Lang,
): AsyncGenerator<string> {
  yield (
    BOM +
    csvLine(
      columns.map((c) => c.header[lang]),
      lang,
    )
  );
  for await (const batch of batches) {
    if (batch.length)
      yield batch
        .map((row) =>
          csvLine(
            columns.map((c) => c.value(row)),
            lang,
          ),
        )
        .join('');
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
 * Streams a CSV download: `text/csv; charset=utf-8`, attachment `<name>-<yyyyMMdd>.csv`, in the
 * language the request asks for (Accept-Language, see lib/lang.ts).
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
  const lang = langOf(reply.request);
  const batches = await primed(opts.batches);
  const filename = `${opts.name}-${cstDateStamp(opts.now)}.csv`;
  const body = Readable.from(csvChunks(opts.columns, batches, lang), { objectMode: false });
  body.on('error', (err) => reply.log.error({ err }, `CSV export ${opts.name} failed mid-stream; connection closed`));
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .header('Content-Language', lang === 'en' ? 'en' : 'zh-CN')
    .header('Vary', 'Accept-Language');
  return reply.send(body);
}
