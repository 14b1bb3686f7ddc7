import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../i18n';

/** Props of FilterBar. */
export interface FilterBarProps {
  /** The form's accessible name. */
  label: string;
  /** Applies the typed filter (the form was submitted). */
  onSearch: () => void;
  /** Clears the typed and the applied filter. */
  onReset: () => void;
  /** The filter fields. */
  children: ReactNode;
  /** More buttons after 'Reset' (e.g. 'New'). */
  actions?: ReactNode;
}

/** A list's filter form: its fields in a row, then 'Search' (submit, also on Enter) and 'Reset'. */
export function FilterBar({ label, onSearch, onReset, children, actions }: FilterBarProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <Group align="flex-end" gap="sm">
        {children}
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('common.search')}
        </Button>
        <Button variant="default" onClick={onReset}>
          {t('common.reset')}
        </Button>
        {actions}
      </Group>
    </form>
  );
}
