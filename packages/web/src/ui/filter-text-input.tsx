import { TextInput, type TextInputProps } from '@mantine/core';
import type { ListFilter } from './use-list-filter';

/** The names of the text fields of a filter. */
export type TextFieldOf<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** Props of FilterTextInput. */
export interface FilterTextInputProps<F> extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The list's filter (from `useListFilter` or `useFilteredList`). */
  listFilter: Pick<ListFilter<F>, 'typed' | 'setTyped'>;
  /** The text field of the filter this input types. */
  field: TextFieldOf<F>;
}

/** A text field of a list's filter bar: shows and changes one field of the typed filter (100 characters at most). */
export function FilterTextInput<F>({
  listFilter,
  field,
  maxLength = 100,
  ...props
}: FilterTextInputProps<F>) {
  return (
    <TextInput
      value={listFilter.typed[field] as string}
      onChange={(event) => listFilter.setTyped({ [field]: event.currentTarget.value } as Partial<F>)}
      maxLength={maxLength}
      {...props}
    />
  );
}
