export { ListPage, rowKeyOf } from './ListPage';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings';
export { ViewTabs, type ViewTab, type ViewTabsProps } from './ViewTabs';
export { SavedViews, type SavedViewsProps } from './SavedViews';
export { savedViewsKey, SAVED_VIEWS_PREFIX, type SavedView } from './savedViews';
export {
  useListQuery,
  listQueryKey,
  DEFAULT_LIMIT,
  PAGE_SIZE_OPTIONS,
  type FilterValues,
  type ListSort,
  type SortDirection,
  type ListQueryState,
  type UseListQueryOptions,
} from './useListQuery';
export { useColumnSettings, COLUMN_SETTINGS_PREFIX, type ColumnSettingsApi } from './useColumnSettings';
export { shouldVirtualize, exportFileName, VIRTUAL_THRESHOLD, headerTextWidth } from './tableLayout';
export { UI_NS } from './i18n';
export { useTableA11y } from './useTableA11y';
export { LabelledTable, type LabelledTableProps } from './LabelledTable';
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
