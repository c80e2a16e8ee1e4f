// Public types of ListPage (docs/remote-contract.md § ListPage). Names are part of the contract.
import type { QueryKey } from '@tanstack/react-query';
import type { TableColumnType, TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

/** An antd column with a required, stable `key` (used by the column settings). */
export type ListColumn<Row> = TableColumnType<Row> & {
  key: string;
  /** Hidden until the user shows it in the column settings. */
  defaultHidden?: boolean;
  /**
   * The server can sort by this column: the header sorts, and the list sends
   * `sort=<key>:asc|desc` to fetchPage and the export (kept in the URL as ?sort=).
   */
  sortable?: boolean;
};

export type FilterValue = string | number;

export interface FilterOption {
  label: ReactNode;
  value: FilterValue;
}

/** A filter kept in the URL (?keyword=..). */
export interface FilterDef {
  /** Query parameter name, both in the URL and in the fetchPage query. */
  name: string;
  label: ReactNode;
  type: 'text' | 'select';
  options?: FilterOption[];
  placeholder?: string;
  /** A text filter's longest value: the server's limit (default: a list keyword's). */
  maxLength?: number;
}

/** Paging part of every query. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** What fetchPage receives: { page, limit, ...filters, ...fixedParams }. */
export type ListQuery = PageQuery & Record<string, unknown>;

export interface ListResult<Row> {
  total: number;
  list: Row[];
}

/** fetchPage may resolve the page itself or the server envelope around it ({ code, data }). */
export type ListFetchResult<Row> = ListResult<Row> | { data: ListResult<Row> };

export type ListRowKey<Row> = (keyof Row & string) | ((row: Row) => Key);

/**
 * Props of ListPage. `Q` is the query type fetchPage takes (default: the generic ListQuery).
 * An api with its own query type names it: `<ListPage<Phone, PhoneListQuery> …>`, so the
 * page's filters and fixed params are checked against what the api accepts.
 */
export interface ListPageProps<Row extends object, Q = ListQuery> {
  /** The screen's h1 (one per screen; a screen without it names itself with PageTitle). */
  title?: ReactNode;
  /** The browser tab's title when `title` is not plain text (`${documentTitle} - <console name>`). */
  documentTitle?: string;
  rowKey: ListRowKey<Row>;
  columns: ListColumn<Row>[];
  /**
   * The list's place in the console's query cache, `[area, resource]` (e.g. ['devices', 'phones']).
   * Pages are cached under `listQueryKey(queryKey, query)`; after a change to its rows the caller
   * invalidates `queryKey` (useQueryClient().invalidateQueries({ queryKey })) and the page refetches.
   */
  queryKey: QueryKey;
  fetchPage: (q: Q) => Promise<ListFetchResult<Row>>;
  /** Sent with every fetch and export, never shown in the URL (e.g. the route type). */
  fixedParams?: Record<string, unknown>;
  filters?: FilterDef[];
  /** Server path of the CSV export of all filtered rows; no export button without it. */
  exportPath?: string;
  /** File name stem: `${exportName}-YYYYMMDD.csv`. */
  exportName?: string;
  /** Toolbar buttons acting on the selection; enables row selection. */
  bulkActions?: (selectedRows: Row[], clear: () => void) => ReactNode;
  /** Which rows the caller may select (the others' checkboxes are disabled); all when absent. */
  rowSelectable?: (row: Row) => boolean;
  /** Extra toolbar buttons (e.g. Buy). */
  toolbar?: ReactNode;
  /** localStorage key suffix of the column settings (`list.columns.<settingsKey>`). */
  settingsKey?: string;
  /** Escape hatch for other antd Table props (expandable, onRow, size …). */
  tableProps?: Omit<
    TableProps<Row>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'rowSelection' | 'virtual'
  >;
}
