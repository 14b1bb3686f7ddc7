import { type RefObject, useCallback, useRef } from 'react';

/**
 * For a dialog whose code loads the first time it opens: it mounts already open, so Mantine's focus return does not
 * know what had focus before it (it starts with the next opening). `opener` goes on the button that opens the dialog;
 * `returnFocus` (called as the dialog closes) puts focus back on it, as for every other dialog.
 */
export function useOpenerFocus<T extends HTMLElement = HTMLButtonElement>(): {
  opener: RefObject<T | null>;
  returnFocus: () => void;
} {
  const opener = useRef<T>(null);
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  return { opener, returnFocus };
}
