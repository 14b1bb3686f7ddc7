import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { ListFilter } from './use-list-filter';

/** A range of days as a filter holds it: the first and the last day ('YYYY-MM-DD'), either may be open. */
export type FilterDays = [string | null, string | null];

/** The names of the day-range fields of a filter. */
export type DaysFieldOf<F> = { [K in keyof F]: F[K] extends FilterDays ? K : never }[keyof F];

/** Props of FilterDateRange. */
export interface FilterDateRangeProps<F>
  extends Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange' | 'clearable'> {
  /** The list's filter (from `useListFilter` or `useFilteredList`). */
  listFilter: Pick<ListFilter<F>, 'typed' | 'setTyped'>;
  /** The day-range field of the filter this input picks. */
  field: DaysFieldOf<F>;
  /** The accessible name of the button that clears the range. */
  clearLabel: string;
}

/**
 * A range of days in a list's filter bar: one field of the typed filter, picked in a calendar (one day is a range
 * too) and cleared by a button.
 */
export function FilterDateRange<F>({ listFilter, field, clearLabel, ...props }: FilterDateRangeProps<F>) {
  return (
    <DatePickerInput
      type="range"
      value={listFilter.typed[field] as FilterDays}
      onChange={(value) =>
        listFilter.setTyped({ [field]: [value[0] ?? null, value[1] ?? null] } as Partial<F>)
      }
      valueFormat="YYYY-MM-DD"
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      allowSingleDateInRange
      // The placeholder is a real element here (not ::placeholder): keep it at the dimmed text's AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      {...props}
    />
  );
}
