import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a submit that the form's checks refused, moves the focus to the first field marked invalid, so a keyboard
 * or screen-reader user lands on what to fix rather than staying on Save. `formRef` goes on the form; `refused()`
 * is called where the field errors are set; the focus moves once they are on screen.
 */
export function useFocusFirstInvalid(errors: unknown): {
  formRef: RefObject<HTMLFormElement | null>;
  refused: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  // Runs when the errors shown change.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    formRef,
    refused: () => {
      pending.current = true;
    },
  };
}
