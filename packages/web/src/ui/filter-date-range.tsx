import { DateRangeField } from './date-range-field';
import type { ListFilter } from './use-list-filter';

/** A range of days as a filter holds it: the first and the last day ('YYYY-MM-DD'), either may be open. */
export type FilterDays = [string | null, string | null];

/** The names of the day-range fields of a filter. */
export type DaysFieldOf<F> = { [K in keyof F]: F[K] extends FilterDays ? K : never }[keyof F];

/** Props of FilterDateRange. */
export interface FilterDateRangeProps<F> {
  /** The list's filter (from `useListFilter` or `useFilteredList`). */
  listFilter: Pick<ListFilter<F>, 'typed' | 'setTyped'>;
  /** The day-range field of the filter this input picks. */
  field: DaysFieldOf<F>;
  label: string;
  /** What an empty range means, shown while nothing is picked. */
  placeholder: string;
  /** The accessible name of the button that clears the range. */
  clearLabel: string;
  w?: number;
}

/**
 * A range of days in a list's filter bar: one field of the typed filter, picked in a calendar (one day is a range
 * too; the calendar's code loads when first opened) and cleared by a button.
 */
export function FilterDateRange<F>({ listFilter, field, ...props }: FilterDateRangeProps<F>) {
  return (
    <DateRangeField
      value={listFilter.typed[field] as FilterDays}
      onChange={(range) => listFilter.setTyped({ [field]: range } as Partial<F>)}
      {...props}
    />
  );
}
