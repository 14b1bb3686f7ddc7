export { Amount, type AmountProps } from './amount';
export { ConfirmAction, type ConfirmActionProps } from './confirm-action';
export { DetailModal, type DetailModalProps } from './detail-modal';
export { type DetailItem, DetailTable, type DetailTableProps } from './detail-table';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { errorMessage } from './error-message';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { PagedTable, type PagedTableColumn, type PagedTableProps } from './paged-table';
export { type Paging, type PagingState, usePaging } from './paging';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeHtml } from './sanitize-html';
export { ShortText, type ShortTextProps } from './short-text';
export { type ListFilter, useListFilter } from './use-list-filter';
export {
  type PagedQuery,
  type PagedQueryOptions,
  type PagedQueryTableProps,
  type RowPage,
  usePagedQuery,
} from './use-paged-query';
