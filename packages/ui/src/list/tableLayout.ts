// Pure decisions of ListPage, kept apart so they are testable without rendering a table.
import type { ListColumn } from './types';

/** Above this many rows on one page the table body is virtualized. */
export const VIRTUAL_THRESHOLD = 100;
export const VIRTUAL_SCROLL_Y = 600;
/** Width assumed for a column without a numeric width when summing the virtual table width. */
export const FALLBACK_COLUMN_WIDTH = 150;
export const SELECTION_COLUMN_WIDTH = 48;

export function shouldVirtualize(rowCount: number): boolean {
  return rowCount > VIRTUAL_THRESHOLD;
}

/** Horizontal padding of a header cell, and room for the sort arrows. */
export const HEADER_PADDING = 32;
export const SORTER_WIDTH = 24;

/**
 * Width a header's text needs on one line at 14px semibold: CJK and full-width characters are
 * square (14px), Latin ones are taken at 9px (wide enough for capitals), so "Specification"
 * never breaks in English and 自动续费 never wraps in Chinese.
 */
export function headerTextWidth(text: string): number {
  let w = 0;
  for (const ch of text)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 14
      : 9;
  return Math.ceil(w);
}

/** `sortable: true` or antd's `sorter: true` (a compare function sorts the page in the browser). */
export function isServerSorted<Row>(c: ListColumn<Row>): boolean {
  return c.sortable === true || c.sorter === true;
}

/** Width of a column: its own, raised to what its header needs when the title is text. */
export function columnWidth<Row>(c: ListColumn<Row>): number {
  const own = typeof c.width === 'number' ? c.width : FALLBACK_COLUMN_WIDTH;
  if (typeof c.title !== 'string') return own;
  const sortable = isServerSorted(c);
  return Math.max(own, headerTextWidth(c.title) + HEADER_PADDING + (sortable ? SORTER_WIDTH : 0));
}

const NO_WRAP = { whiteSpace: 'nowrap', wordBreak: 'keep-all' } as const;

/**
 * Columns as the table gets them: numeric widths that fit their header, headers that never
 * break (mid-word or at all), and `sortable` turned into antd's server-side sorter.
 */
export function fitColumns<Row>(columns: ListColumn<Row>[]): ListColumn<Row>[] {
  return columns.map((c) => {
    const { sortable: _sortable, ...rest } = c;
    const onHeaderCell: ListColumn<Row>['onHeaderCell'] = (col) => {
      const own = c.onHeaderCell?.(col) ?? {};
      return { ...own, style: { ...NO_WRAP, ...own.style } };
    };
    return {
      ...rest,
      width: columnWidth(c),
      onHeaderCell,
      ...(isServerSorted(c) ? { sorter: true } : {}),
    };
  });
}

export interface TableLayout {
  virtual: boolean;
  scroll: { x: number; y?: number };
}

/**
 * x is the sum of the column widths (columns without a numeric width count as
 * FALLBACK_COLUMN_WIDTH), so a fixed right action column sits after the others instead of over
 * them, and a virtual body (rc-table VirtualTable) gets the numeric x and y it needs.
 */
export function tableLayout<Row>(rowCount: number, columns: ListColumn<Row>[], selectable: boolean): TableLayout {
  const x = columns.reduce((sum, c) => sum + columnWidth(c), selectable ? SELECTION_COLUMN_WIDTH : 0);
  if (!shouldVirtualize(rowCount)) return { virtual: false, scroll: { x } };
  return { virtual: true, scroll: { x, y: VIRTUAL_SCROLL_Y } };
}

/** `${name}-YYYYMMDD.csv` in local time. */
export function exportFileName(name: string, now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}.csv`;
}
