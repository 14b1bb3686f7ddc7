import { Select, type SelectProps } from '@mantine/core';
import type { ListFilter } from './use-list-filter';

/** The names of the choice fields of a filter (a value, or null when nothing is chosen). */
export type ChoiceFieldOf<F> = { [K in keyof F]: F[K] extends string | null ? K : never }[keyof F];

/** Props of FilterSelect. */
export interface FilterSelectProps<F extends Record<K, string | null>, K extends ChoiceFieldOf<F>>
  extends Omit<SelectProps, 'value' | 'onChange' | 'clearable'> {
  /** The list's filter (from `useListFilter` or `useFilteredList`). */
  listFilter: Pick<ListFilter<F>, 'typed' | 'setTyped'>;
  /** The choice field of the filter this select picks (null when nothing is chosen). */
  field: K;
  /** The accessible name of the button that clears the choice. */
  clearLabel: string;
}

/** A choice in a list's filter bar: one field of the typed filter, picked from a list and cleared by a button. */
export function FilterSelect<F extends Record<K, string | null>, K extends ChoiceFieldOf<F>>({
  listFilter,
  field,
  clearLabel,
  ...props
}: FilterSelectProps<F, K>) {
  return (
    <Select
      value={listFilter.typed[field]}
      // A computed key gives TypeScript an index signature, not `Partial<F>`: the one cast left, checked by `K`.
      onChange={(value) => listFilter.setTyped({ [field]: value } as Partial<F>)}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...props}
    />
  );
}
