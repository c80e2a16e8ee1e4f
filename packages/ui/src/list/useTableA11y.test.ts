import { repairTable } from './useTableA11y';

function table(scrollWidth: number, clientWidth: number) {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="ant-table-content"><table><tbody><tr class="ant-table-measure-row" aria-hidden="true"><td><input type="checkbox"></td></tr></tbody></table></div>';
  const content = root.querySelector<HTMLElement>('.ant-table-content')!;
  Object.defineProperty(content, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(content, 'clientWidth', { configurable: true, value: clientWidth });
  return { root, content };
}

test('a body that scrolls sideways becomes a named, focusable region; the measuring row inert', () => {
  const { root, content } = table(1400, 1000);
  repairTable(root, '订单');
  expect([content.tabIndex, content.getAttribute('role'), content.getAttribute('aria-label')]).toEqual([
    0,
    'region',
    '订单',
  ]);
  expect(root.querySelector<HTMLElement>('.ant-table-measure-row')!.inert).toBe(true);
});

test('a body that fits is no region and not in the Tab order', () => {
  const { root, content } = table(1400, 1000);
  repairTable(root, 'x');
  Object.defineProperty(content, 'scrollWidth', { configurable: true, value: 900 });
  repairTable(root, 'x');
  expect([content.getAttribute('tabindex'), content.getAttribute('role')]).toEqual([null, null]);
});
