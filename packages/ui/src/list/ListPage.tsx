// The shared list screen (docs/remote-contract.md § ListPage): URL-kept filters and paging,
// server-side pages, selection kept across pages, column settings, CSV export, and a
// virtualized body for big pages.
import { CloseCircleOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { downloadCsv, useRouteCan, useSession } from '@console/shared';
import { Button, Empty, Space, Table, Tooltip, theme } from 'antd';
import type { TableProps } from 'antd';
import { type Key, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { PageTitle } from '../page';
import { ColumnSettings } from './ColumnSettings';
import { FilterBar } from './FilterBar';
import { SavedViews } from './SavedViews';
import { savedViewsKey } from './savedViews';
import { SkeletonTable } from './SkeletonTable';
import { useListText } from './i18n';
import { exportFileName, fitColumns, isServerSorted, tableLayout } from './tableLayout';
import type { ListPageProps, ListQuery, ListRowKey } from './types';
import { useColumnSettings } from './useColumnSettings';
import { useTableA11y } from './useTableA11y';
import { PAGE_SIZE_OPTIONS, useListQuery } from './useListQuery';

/** A page that comes within this time shows no spinner: a flash reads as jank, not progress. */
const BUSY_DELAY_MS = 200;

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

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
    documentTitle,
    rowKey,
    columns,
    fetchPage,
    fixedParams,
    filters = [],
    exportPath,
    exportName = 'export',
    bulkActions,
    rowSelectable,
    toolbar,
    settingsKey,
    queryKey,
    tableProps,
  } = props;
  const t = useListText();
  const { token } = theme.useToken();
  // saved views belong to the signed-in user (none before the profile is known)
  const username = useSession().userInfo?.username;

  const sortKeys = columns.filter(isServerSorted).map((c) => c.key);
  const q = useListQuery<Row>({
    queryKey,
    fetchPage: fetchPage as unknown as (q: ListQuery) => ReturnType<typeof fetchPage>,
    filters,
    fixedParams,
    sortKeys,
  });
  const settings = useColumnSettings(settingsKey, columns);
  const shownColumns = useMemo(
    () =>
      fitColumns(settings.visibleColumns).map((c) =>
        c.sorter === true ? { ...c, sortOrder: q.sort?.key === c.key ? ANTD_ORDER[q.sort.direction] : null } : c,
      ),
    [settings.visibleColumns, q.sort],
  );
  const onTableChange: TableProps<Row>['onChange'] = (pg, f, sorter, extra) => {
    tableProps?.onChange?.(pg, f, sorter, extra);
    if (extra.action !== 'sort') return; // paging goes through the pagination's own onChange
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.columnKey === undefined ? undefined : String(s.columnKey);
    q.setSort(key && s.order ? { key, direction: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
  };
  const selectable = bulkActions !== undefined;
  const routeCan = useRouteCan();
  const selection = useSelection(rowKey, JSON.stringify(fixedParams ?? {}));

  const [exporting, setExporting] = useState(false);
  // offered only to who the server lets export (a renewing manager reads the device list, not its CSV)
  const mayExport = !!exportPath && routeCan(`GET ${exportPath}`);
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

  const tableRef = useRef<HTMLDivElement>(null);
  useTableA11y(tableRef, typeof title === 'string' ? title : (documentTitle ?? t('table')));

  const layout = tableLayout(q.rows.length, shownColumns, selectable);

  const rowSelection: TableProps<Row>['rowSelection'] = selectable
    ? {
        preserveSelectedRowKeys: true,
        selectedRowKeys: selection.keys,
        onChange: (keys, rows) => selection.onChange(keys, rows),
        getCheckboxProps: rowSelectable && ((row: Row) => ({ disabled: !rowSelectable(row) })),
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

  // Before the first answer: skeleton rows (also while a failed first load is retried). After
  // it: the rows, the previous ones kept while the next page loads; "no data" only when an
  // answer had none; the error with a retry when the fetch failed.
  let body: ReactNode;
  if (q.error && !q.fetching) {
    // the table stays, its column heads and the filters above it, with the failure and a retry
    // where its rows go (issue 34: a full-page 加载失败 replaced the screen)
    body = (
      <Table<Row>
        size="middle"
        {...tableProps}
        rowKey={rowKey}
        columns={shownColumns}
        dataSource={[]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          ...tableProps?.locale,
          emptyText: (
            <div role="alert" data-testid="list-error">
              <Empty
                image={<CloseCircleOutlined style={{ fontSize: 40, color: token.colorError }} />}
                styles={{ image: { height: 40 } }}
                description={
                  <>
                    <div style={{ color: token.colorText, fontWeight: 600 }}>{t('loadFailed')}</div>
                    <div style={{ color: token.colorTextSecondary }}>{q.error.message}</div>
                  </>
                }
              >
                <Button type="primary" onClick={q.reload}>
                  {t('retry')}
                </Button>
              </Empty>
            </div>
          ),
        }}
      />
    );
  } else if (!q.answered) {
    body = (
      <SkeletonTable<Row>
        columns={shownColumns}
        limit={q.limit}
        selectable={selectable}
        loadingLabel={t('loading')}
        size={tableProps?.size}
      />
    );
  } else {
    body = (
      <div aria-busy={q.loading} data-testid="list-table" ref={tableRef}>
        <Table<Row>
          size="middle"
          {...tableProps}
          rowKey={rowKey}
          columns={shownColumns}
          dataSource={q.rows}
          onChange={onTableChange}
          // a quick page turn shows nothing; a slow one a spinner over the rows kept
          loading={{ spinning: q.loading, delay: BUSY_DELAY_MS }}
          pagination={pagination}
          rowSelection={rowSelection}
          virtual={layout.virtual}
          scroll={layout.scroll}
          locale={{ ...tableProps?.locale, emptyText }}
        />
      </div>
    );
  }

  const selectedCount = selection.keys.length;

  return (
    <div className="console-list-page" data-testid="list-page">
      {title !== undefined && <PageTitle documentTitle={documentTitle}>{title}</PageTitle>}
      {filters.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <FilterBar
            filters={filters}
            values={q.filterValues}
            onChange={q.setFilters}
            onReset={q.resetFilters}
            extra={
              settingsKey !== undefined &&
              username && (
                <SavedViews
                  storageKey={savedViewsKey(settingsKey, username)}
                  filters={q.filterValues}
                  sort={q.sort}
                  onApply={(v) => q.applyView(v.filters, v.sort)}
                />
              )
            }
          />
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
          {mayExport && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
              {t('export')}
            </Button>
          )}
          <Tooltip title={t('reload')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('reload')}
              loading={q.answered && q.fetching}
              onClick={q.reload}
            />
          </Tooltip>
          <ColumnSettings settings={settings} />
        </Space>
      </div>
      {body}
    </div>
  );
}
