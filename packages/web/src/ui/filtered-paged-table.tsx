import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { FilterBar } from './filter-bar';
import { PagedTable, type PagedTableProps } from './paged-table';
import type { FilteredList } from './use-filtered-list';
import type { PagedQueryTableProps } from './use-paged-query';

/** The texts of a FilteredPagedTable. */
export interface FilteredPagedTableTexts {
  /** The filter form's accessible name. */
  filters: string;
  /** The table's accessible name. */
  table: string;
  /** What the table says when no row matches. */
  empty: string;
}

/** Props of FilteredPagedTable. */
export interface FilteredPagedTableProps<T>
  extends Omit<PagedTableProps<T>, keyof PagedQueryTableProps<T> | 'label' | 'empty' | 'children'> {
  /** The list (from `useFilteredList`): Search applies its filter, Reset clears it, the table shows its page. */
  list: Pick<FilteredList<T, unknown>, 'search' | 'reset' | 'paged'>;
  texts: FilteredPagedTableTexts;
  /** The filter fields (FilterTextInput, FilterSelect, FilterDateRange…). */
  children: ReactNode;
  /** More buttons after 'Reset' (e.g. 'New'). */
  actions?: ReactNode;
}

/**
 * A filtered, paged list: its filter bar (the fields, Search and Reset), then the table of the page shown, with
 * its pager, its loading and failure states and an empty state.
 */
export function FilteredPagedTable<T>({
  list,
  texts,
  children,
  actions,
  ...tableProps
}: FilteredPagedTableProps<T>) {
  return (
    <>
      <FilterBar label={texts.filters} onSearch={list.search} onReset={list.reset} actions={actions}>
        {children}
      </FilterBar>
      <PagedTable
        {...tableProps}
        label={texts.table}
        {...list.paged.table}
        empty={<EmptyState title={texts.empty} py="lg" />}
      />
    </>
  );
}
