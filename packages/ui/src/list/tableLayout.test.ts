import {
  columnWidth,
  exportFileName,
  fitColumns,
  headerTextWidth,
  shouldVirtualize,
  tableLayout,
  VIRTUAL_THRESHOLD,
} from './tableLayout';
import type { ListColumn } from './types';

it('virtualizes only when the page holds more than 100 rows', () => {
  expect(VIRTUAL_THRESHOLD).toBe(100);
  expect(shouldVirtualize(0)).toBe(false);
  expect(shouldVirtualize(100)).toBe(false);
  expect(shouldVirtualize(101)).toBe(true);
  expect(shouldVirtualize(500)).toBe(true);
});

it('x is the sum of the column widths (so a fixed action column covers none); virtual pages get y 600', () => {
  const cols = [{ key: 'a', width: 100 }, { key: 'b' }, { key: 'c', width: '20%' }];
  expect(tableLayout(20, cols, true)).toEqual({ virtual: false, scroll: { x: 48 + 400 } });
  expect(tableLayout(101, cols, false)).toEqual({ virtual: true, scroll: { x: 100 + 150 + 150, y: 600 } });
  expect(tableLayout(101, cols, true).scroll.x).toBe(48 + 400);
});

it('export file name is <name>-YYYYMMDD.csv', () => {
  expect(exportFileName('phones', new Date(2025, 0, 5, 23, 59))).toBe('phones-20250105.csv');
});

it('header text width: CJK characters are square, Latin narrower', () => {
  expect(headerTextWidth('自动续费')).toBe(56);
  expect(headerTextWidth('Specification')).toBe(13 * 9);
});

it('a column is as wide as its header needs on one line, plus the sort arrows when it sorts', () => {
  type R = { a: string };
  expect(columnWidth<R>({ key: 'spec', title: 'Specification', width: 90 })).toBe(117 + 32);
  expect(columnWidth<R>({ key: 'spec', title: 'Specification', width: 90, sortable: true })).toBe(117 + 32 + 24);
  expect(columnWidth<R>({ key: 'n', title: '名称', width: 200 })).toBe(200); // its own width is enough
  expect(columnWidth<R>({ key: 'x', title: 'Expires' })).toBe(150); // no width: the fallback
});

it('fitColumns: numeric widths, headers that never break, sortable → server sorter', () => {
  type R = { a: string };
  const cols: ListColumn<R>[] = [
    { key: 'a', title: 'Auto renewal', sortable: true, onHeaderCell: () => ({ style: { color: 'red' } }) },
    { key: 'b', title: 'B', sorter: (x, y) => x.a.localeCompare(y.a) },
  ];
  const [a, b] = fitColumns(cols);
  expect(a.sorter).toBe(true);
  expect('sortable' in a).toBe(false);
  expect(a.width).toBe(12 * 9 + 32 + 24);
  expect(a.onHeaderCell!(a as never).style).toEqual({ whiteSpace: 'nowrap', wordBreak: 'keep-all', color: 'red' });
  expect(typeof b.sorter).toBe('function'); // sorts in the browser, not sent to the server
});
