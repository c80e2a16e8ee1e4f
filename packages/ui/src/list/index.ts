export { ListPage, rowKeyOf } from './ListPage';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings';
export { ViewTabs, type ViewTab } from './ViewTabs';
export {
  useListQuery,
  listQueryKey,
  DEFAULT_LIMIT,
  PAGE_SIZE_OPTIONS,
  type FilterValues,
  type ListQueryState,
  type UseListQueryOptions,
} from './useListQuery';
export { useColumnSettings, COLUMN_SETTINGS_PREFIX, type ColumnSettingsApi } from './useColumnSettings';
export { shouldVirtualize, exportFileName, VIRTUAL_THRESHOLD } from './tableLayout';
export { UI_NS } from './i18n';
export type {
  ListColumn,
  FilterDef,
  FilterOption,
  FilterValue,
  ListQuery,
  PageQuery,
  ListResult,
  ListFetchResult,
  ListRowKey,
  ListPageProps,
} from './types';
