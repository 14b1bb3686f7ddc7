import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of RowAction. */
export interface RowActionProps {
  /** The button's accessible name, naming the row ('View "Flu season"'). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The button's text ('View'). */
  children: ReactNode;
}

/** A quiet button in a table row's actions cell: what it does to the row it stands in. */
export function RowAction({ label, onClick, disabled, children }: RowActionProps) {
  return (
    <Button size="compact-sm" variant="subtle" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </Button>
  );
}
