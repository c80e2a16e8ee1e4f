// What a list shows before its first answer: the real header over placeholder rows as tall as
// real ones, so nothing jumps when the rows arrive and nobody reads "no data" that is not true.
import { Skeleton, Table, type TableProps } from 'antd';
import type { ListColumn } from './types';

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
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {/* read out once; the placeholders themselves say nothing */}
      <span role="status" style={VISUALLY_HIDDEN}>
        {loadingLabel}
      </span>
      <div aria-hidden="true">
        <Table<Placeholder>
          size={size ?? 'middle'}
          rowKey="key"
          columns={cols}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
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
