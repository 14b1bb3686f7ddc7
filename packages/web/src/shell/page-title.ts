import { findPageDefinition, type OpenPage } from '@mch/sdk';
import { useCallback } from 'react';
import { useMessages } from '../i18n/define-messages';
import { isPageTitleKey, pageTitles } from '../platform/page-titles';

/** `(page) => title`: the tab title of an open page (its menu title, else its route's title). */
export function usePageTitle(): (page: Pick<OpenPage, 'path' | 'title'>) => string {
  const titles = useMessages(pageTitles);
  return useCallback(
    (page) => {
      if (page.title) return page.title;
      const key = findPageDefinition(page.path)?.titleKey;
      return key && isPageTitleKey(key) ? titles(key) : page.path;
    },
    [titles],
  );
}

/** DOM id of a tab of the strip. */
export function tabDomId(id: string): string {
  return `tab:${id}`;
}

/** DOM id of the panel that shows a tab's page. */
export function panelDomId(id: string): string {
  return `panel:${id}`;
}
