import { useCallback, useRef } from 'react';

/**
 * Runs a save at most once at a time: a second submit while the first is on its way (a double click, Enter pressed
 * twice) is dropped, not sent again. Its failure is left to whoever watches the save (a mutation's onError).
 */
export function useOneAtATime(): (start: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((start) => {
    if (running.current) return;
    running.current = true;
    start()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
