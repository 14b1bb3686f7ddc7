import { type RefObject, useLayoutEffect } from 'react';

/** The containers a focus left without its control goes to: the nearest one the user works in. */
const CONTAINERS =
  'table, section, [role="region"], [role="group"], form, article, [role="dialog"][aria-modal="true"], [role="tabpanel"]';

/**
 * Keeps the keyboard's focus in place when the element holding it goes away with a part that is replaced: a failure's
 * Retry button, once the retry has loaded the content, leaves with its failure, and the browser drops the focus on the
 * page's body (Tab starts again from the header; a screen reader is left on the document). The focus goes to the
 * nearest container that is still there (the table, section or tab panel the content came back into), from which Tab
 * goes on. Nothing is moved when the part goes while the focus is elsewhere, or when something else took the focus.
 */
export function useFocusAfterRemoval(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      // Layout effects are cleaned up before their elements leave the page: the focus is still inside.
      if (!element?.contains(document.activeElement)) return;
      const ancestors: HTMLElement[] = [];
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        ancestors.push(node);
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        const kept = ancestors.find((node) => node.isConnected);
        const target = kept?.closest<HTMLElement>(CONTAINERS) ?? kept;
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      });
    };
  }, [ref]);
}
