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

export interface TableLayout {
  virtual: boolean;
  scroll: { x: number | 'max-content'; y?: number };
}

/**
 * Normal pages scroll horizontally at 'max-content'. A virtual body (rc-table VirtualTable)
 * needs numeric x and y (it warns and falls back to x = 1 otherwise), so there x is the sum of
 * the column widths — columns without a numeric width count as FALLBACK_COLUMN_WIDTH.
 */
export function tableLayout<Row>(rowCount: number, columns: ListColumn<Row>[], selectable: boolean): TableLayout {
  if (!shouldVirtualize(rowCount)) return { virtual: false, scroll: { x: 'max-content' } };
  const width = columns.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : FALLBACK_COLUMN_WIDTH),
    selectable ? SELECTION_COLUMN_WIDTH : 0,
  );
  return { virtual: true, scroll: { x: width, y: VIRTUAL_SCROLL_Y } };
}

/** `${name}-YYYYMMDD.csv` in local time. */
export function exportFileName(name: string, now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}.csv`;
}
