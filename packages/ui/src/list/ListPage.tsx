// The shared list screen (docs/remote-contract.md § ListPage): URL-kept filters and paging,
// server-side pages, selection kept across pages, column settings, CSV export, and a
// virtualized body for big pages.
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { downloadCsv } from '@console/shared';
import { Button, Empty, Result, Space, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { type Key, type ReactNode, useCallback, useMemo, useState } from 'react';
import { ColumnSettings } from './ColumnSettings';
import { FilterBar } from './FilterBar';
import { useListText } from './i18n';
import { exportFileName, tableLayout } from './tableLayout';
import type { ListPageProps, ListQuery, ListRowKey } from './types';
import { useColumnSettings } from './useColumnSettings';
import { PAGE_SIZE_OPTIONS, useListQuery } from './useListQuery';

export function rowKeyOf<Row>(rowKey: ListRowKey<Row>, row: Row): Key {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);
}

/** Selection that outlives the page it was made on: key → row, in selection order. */
function useSelection<Row>(rowKey: ListRowKey<Row>, resetKey: string) {
  // The selection belongs to one list: another list behind the same component (route type
  // changed) starts with none, derived rather than reset in an effect.
  const [state, setState] = useState<{ list: string; selected: Map<Key, Row> }>(() => ({
    list: resetKey,
    selected: new Map(),
  }));
  const selected = state.list === resetKey ? state.selected : new Map<Key, Row>();
  const clear = useCallback(() => setState({ list: resetKey, selected: new Map() }), [resetKey]);

  const onChange = useCallback(
    (keys: Key[], rows: (Row | undefined)[]) => {
      setState((prev) => {
        const before = prev.list === resetKey ? prev.selected : new Map<Key, Row>();
        const next = new Map<Key, Row>();
        const fromAntd = new Map<Key, Row>();
        for (const r of rows) if (r) fromAntd.set(rowKeyOf(rowKey, r), r);
        for (const k of keys) {
          const row = fromAntd.get(k) ?? before.get(k);
          if (row !== undefined) next.set(k, row);
        }
        return { list: resetKey, selected: next };
      });
    },
    [rowKey, resetKey],
  );
  return { keys: [...selected.keys()], rows: [...selected.values()], onChange, clear };
}

// Q is the query type fetchPage takes (see ListPageProps).
export function ListPage<Row extends object, Q = ListQuery>(props: ListPageProps<Row, Q>) {
  const {
    title,
    rowKey,
    columns,
    fetchPage,
    fixedParams,
    filters = [],
    exportPath,
    exportName = 'export',
    bulkActions,
    toolbar,
    settingsKey,
    queryKey,
    tableProps,
  } = props;
  const t = useListText();

  const q = useListQuery<Row>({
    queryKey,
    fetchPage: fetchPage as unknown as (q: ListQuery) => ReturnType<typeof fetchPage>,
    filters,
    fixedParams,
  });
  const settings = useColumnSettings(settingsKey, columns);
  const selectable = bulkActions !== undefined;
  const selection = useSelection(rowKey, JSON.stringify(fixedParams ?? {}));

  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!exportPath) return;
    setExporting(true);
    try {
      await downloadCsv(exportPath, q.params, exportFileName(exportName));
    } catch {
      // the request layer has shown the message
    } finally {
      setExporting(false);
    }
  };

  const layout = tableLayout(q.rows.length, settings.visibleColumns, selectable);

  const rowSelection: TableProps<Row>['rowSelection'] = selectable
    ? {
        preserveSelectedRowKeys: true,
        selectedRowKeys: selection.keys,
        onChange: (keys, rows) => selection.onChange(keys, rows),
      }
    : undefined;

  const pagination: TableProps<Row>['pagination'] = {
    current: q.page,
    pageSize: q.limit,
    total: q.total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showTotal: (total) => t('total', { total }),
    onChange: (page, pageSize) => {
      if (pageSize !== q.limit) q.setPage(1, pageSize);
      else q.setPage(page);
    },
  };

  const emptyText = useMemo(() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />, [t]);

  let body: ReactNode;
  if (q.error && !q.loading) {
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={q.error.message}
        extra={
          <Button type="primary" onClick={q.reload}>
            {t('retry')}
          </Button>
        }
        data-testid="list-error"
      />
    );
  } else {
    body = (
      <Table<Row>
        size="middle"
        {...tableProps}
        rowKey={rowKey}
        columns={settings.visibleColumns}
        dataSource={q.rows}
        loading={q.loading}
        pagination={pagination}
        rowSelection={rowSelection}
        virtual={layout.virtual}
        scroll={layout.scroll}
        locale={{ ...tableProps?.locale, emptyText }}
      />
    );
  }

  const selectedCount = selection.keys.length;

  return (
    <div className="console-list-page" data-testid="list-page">
      {title !== undefined && (
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      {filters.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <FilterBar filters={filters} values={q.filterValues} onChange={q.setFilters} onReset={q.resetFilters} />
        </div>
      )}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          justifyContent: 'space-between',
          marginBottom: 12,
        }}
      >
        <Space wrap>
          {bulkActions?.(selection.rows, selection.clear)}
          {selectable && selectedCount > 0 && (
            <span data-testid="list-selection">
              {t('selected', { n: selectedCount })}
              <Button type="link" size="small" onClick={selection.clear}>
                {t('clearSelection')}
              </Button>
            </span>
          )}
        </Space>
        <Space wrap>
          {toolbar}
          {exportPath && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
              {t('export')}
            </Button>
          )}
          <Tooltip title={t('reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('reload')} onClick={q.reload} />
          </Tooltip>
          <ColumnSettings settings={settings} />
        </Space>
      </div>
      {body}
    </div>
  );
}
