import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages';
import { shellMessages } from './messages';

/**
 * Tells a screen reader which page is shown when the user brings one up from outside the tabs (the side menu, a
 * quick entry, the header's bell or personal centre): the focus stays on the control used, so that the next page is
 * one step away, and nothing else would say that the page changed (a browser does not read a new document title).
 * Nothing is said where the focus already tells it: on a tab (its name is read) or on the new page's panel (named by
 * its tab), nor for the page shown on arrival. One polite live region, always there; its text is made on each
 * render, so it speaks the current language.
 */
export function PageAnnouncer({ currentId, title }: { currentId: string | null; title: string | null }) {
  const t = useMessages(shellMessages);
  const last = useRef<string | null | undefined>(undefined);
  const [told, setTold] = useState<string | null>(null);
  useEffect(() => {
    const before = last.current;
    if (currentId === before) return;
    last.current = currentId;
    // The page shown on arrival (or after the not-found panel) is the browser's to announce, as a new document.
    if (before === undefined || before === null || currentId === null) return;
    const active = document.activeElement;
    const focusTells =
      active instanceof Element && active.closest('[role="tab"], [role="tabpanel"]') !== null;
    setTold(focusTells ? null : currentId);
  }, [currentId]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic data-page-announcer>
      {told !== null && told === currentId && title !== null ? t('pageShown', { page: title }) : ''}
    </VisuallyHidden>
  );
}
