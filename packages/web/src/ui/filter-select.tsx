import { Select, type SelectProps } from '@mantine/core';
import type { ListFilter } from './use-list-filter';

/** The names of the choice fields of a filter (a value, or null for any). */
export type ChoiceFieldOf<F> = { [K in keyof F]: F[K] extends string | null ? K : never }[keyof F];

/** Props of FilterSelect. */
export interface FilterSelectProps<F> extends Omit<SelectProps, 'value' | 'onChange' | 'clearable'> {
  /** The list's filter (from `useListFilter` or `useFilteredList`). */
  listFilter: Pick<ListFilter<F>, 'typed' | 'setTyped'>;
  /** The choice field of the filter this select picks (null: any). */
  field: ChoiceFieldOf<F>;
  /** The accessible name of the button that clears the choice. */
  clearLabel: string;
}

/** A choice in a list's filter bar: one field of the typed filter, picked from a list and cleared by a button. */
export function FilterSelect<F>({ listFilter, field, clearLabel, ...props }: FilterSelectProps<F>) {
  return (
    <Select
      value={listFilter.typed[field] as string | null}
      onChange={(value) => listFilter.setTyped({ [field]: value } as Partial<F>)}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...props}
    />
  );
}
