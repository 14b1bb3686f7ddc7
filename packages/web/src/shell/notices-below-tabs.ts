import { type RefObject, useEffect } from 'react';

/** The CSS property global.css places the top-right notifications with (the top of the shell's content area). */
export const NOTICES_TOP_PROPERTY = '--mch-notices-top';

/**
 * Keeps the app's top-right notifications below the shell's navigation: the header, the quick entries and the tab
 * strip. A notice that stays until it is closed (a consultation's room to join, a part that could not load) covered
 * the newest tab, its close button and 'View more'. The content area's top is read when its size changes (the bars
 * above it grow or shrink with it; a ResizeObserver, after layout: nothing is forced) and written to
 * {@link NOTICES_TOP_PROPERTY} on the document; without the shell the notifications sit below the header.
 */
export function useNoticesBelow(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(NOTICES_TOP_PROPERTY, `${Math.round(element.getBoundingClientRect().top)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICES_TOP_PROPERTY);
    };
  }, [content]);
}
