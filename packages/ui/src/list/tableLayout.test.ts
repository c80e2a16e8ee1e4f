import { exportFileName, shouldVirtualize, tableLayout, VIRTUAL_THRESHOLD } from './tableLayout';

it('virtualizes only when the page holds more than 100 rows', () => {
  expect(VIRTUAL_THRESHOLD).toBe(100);
  expect(shouldVirtualize(0)).toBe(false);
  expect(shouldVirtualize(100)).toBe(false);
  expect(shouldVirtualize(101)).toBe(true);
  expect(shouldVirtualize(500)).toBe(true);
});

it('normal pages scroll at max-content; virtual ones get y 600 and a numeric x', () => {
  const cols = [{ key: 'a', width: 100 }, { key: 'b' }, { key: 'c', width: '20%' }];
  expect(tableLayout(20, cols, true)).toEqual({ virtual: false, scroll: { x: 'max-content' } });
  expect(tableLayout(101, cols, false)).toEqual({ virtual: true, scroll: { x: 100 + 150 + 150, y: 600 } });
  expect(tableLayout(101, cols, true).scroll.x).toBe(48 + 400);
});

it('export file name is <name>-YYYYMMDD.csv', () => {
  expect(exportFileName('phones', new Date(2025, 0, 5, 23, 59))).toBe('phones-20250105.csv');
});
