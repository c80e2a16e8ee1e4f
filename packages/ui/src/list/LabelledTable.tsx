// An antd Table outside ListPage with ListPage's keyboard repairs (useTableA11y): when it scrolls
// sideways (a phone's 390 px) its scrolling area is a named region in the Tab order. Without it
// axe found scrollable-region-focusable on the invite and webhook tables at 390 px (issue 34).
import { Table, type TableProps } from 'antd';
import { useRef } from 'react';
import { useTableA11y } from './useTableA11y';

export type LabelledTableProps<Row> = TableProps<Row> & {
  /** What the table lists: the scrolling region's accessible name. */
  label: string;
};

export function LabelledTable<Row extends object>({ label, ...table }: LabelledTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  useTableA11y(box, label);
  return (
    <div ref={box}>
      <Table<Row> {...table} />
    </div>
  );
}
