// What a list shows before its first answer: the real header over placeholder rows as tall as
// real ones, so nothing jumps when the rows arrive and nobody reads "no data" that is not true.
// An answer already on its way (the host's prefetch) comes within SKELETON_DELAY_MS: until then an
// empty box of the placeholder table's height holds the room, so the page mounts one table, not
// two (a table's first mount measures its columns: ≈ 0.2 s at 4× CPU throttling, measured).
import { Skeleton, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import type { ListColumn } from './types';

export const SKELETON_DELAY_MS = 250;
/** Heights of the placeholder table (antd 'middle': header 47 px, rows of a small input 49 px; measured in Chromium). */
const HEADER_HEIGHT = 47;
const ROW_HEIGHT = 49;

/** At most this many placeholder rows: enough to fill a screen, whatever the page size. */
export const SKELETON_MAX_ROWS = 10;

export function skeletonRowCount(limit: number): number {
  return Math.max(1, Math.min(limit, SKELETON_MAX_ROWS));
}

interface SkeletonTableProps<Row> {
  columns: ListColumn<Row>[];
  limit: number;
  selectable: boolean;
  loadingLabel: string;
  size?: TableProps['size'];
}

type Placeholder = { key: number };

export function SkeletonTable<Row>({ columns, limit, selectable, loadingLabel, size }: SkeletonTableProps<Row>) {
  const rows: Placeholder[] = Array.from({ length: skeletonRowCount(limit) }, (_, key) => ({ key }));
  const cols = [
    ...(selectable ? [{ key: '__select', width: 48, title: '', render: () => null }] : []),
    ...columns.map((c) => ({
      key: c.key,
      title: c.title as React.ReactNode,
      width: c.width,
      fixed: c.fixed,
      render: () => <Skeleton.Input active size="small" block style={{ minWidth: 48 }} />,
    })),
  ];
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {/* read out once; the placeholders themselves say nothing */}
      <span role="status" style={VISUALLY_HIDDEN}>
        {loadingLabel}
      </span>
      <div aria-hidden="true" style={drawn ? undefined : { height: HEADER_HEIGHT + rows.length * ROW_HEIGHT }}>
        {drawn && (
          <Table<Placeholder>
            size={size ?? 'middle'}
            rowKey="key"
            columns={cols}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </div>
    </div>
  );
}

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
