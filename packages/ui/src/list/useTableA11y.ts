// Two repairs of antd's table markup that its props cannot make (axe, WCAG 2.1.1 and 4.1.2):
// - a horizontally scrolling body is a named region in the Tab order, so keyboard users can
//   scroll it (scrollable-region-focusable) even when its rows hold nothing focusable;
// - the hidden measuring row copies the headers (select-all checkbox, sorters): it is made
//   inert, so nothing aria-hidden takes the focus (aria-hidden-focus).
import { type RefObject, useEffect } from 'react';

export function repairTable(root: HTMLElement, label: string): void {
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row')) row.inert = true;
  for (const el of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    if (el.scrollWidth > el.clientWidth) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    } else if (el.getAttribute('role') === 'region') {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  }
}

/** Repairs the table under `ref` after every render and when its size changes. */
export function useTableA11y(ref: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    repairTable(root, label);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => repairTable(root, label));
    observer.observe(root);
    return () => observer.disconnect();
  });
}
