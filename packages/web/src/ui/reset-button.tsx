import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** The controls a keyboard reaches, in the filter's order. */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), button:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Props of ResetButton. */
export interface ResetButtonProps {
  /** False while the filter is as it starts: the button is disabled. */
  dirty: boolean;
  onReset: () => void;
  children: ReactNode;
}

/**
 * A filter's reset, disabled while there is nothing to reset. Pressed, it is disabled at once, and a disabled button
 * drops the keyboard's focus to the page's body (a keyboard or screen-reader user is sent back to the top): the
 * focus goes to the first control of the filter it belongs to (its enclosing `role="group"` or fieldset).
 */
export function ResetButton({ dirty, onReset, children }: ResetButtonProps) {
  return (
    <Button
      variant="default"
      disabled={!dirty}
      onClick={(event) => {
        const filter = event.currentTarget.closest<HTMLElement>('[role="group"], fieldset');
        onReset();
        filter?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }}
    >
      {children}
    </Button>
  );
}
