import { pageIdentity } from '@mch/sdk';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { hrefOf, parseQuery } from '../platform/search';
import { type PageActions, PageActionsProvider } from '../platform/workbench-context';
import { identityOfHref, showTab } from './route-sync';
import { useTabsStore } from './tabs-context';

/**
 * Gives pages their tab-strip actions: opening a page adds or focuses its tab (the SDK decides the identity) and
 * moves the address there; closing a tab lets the shell follow the new current tab; a page's filters change its
 * address.
 */
export function PageActionsHost({ children }: { children?: ReactNode }) {
  const tabs = useTabsStore();
  const router = useRouter();
  const value = useMemo<PageActions>(
    () => ({
      openPage(path, query = {}, title) {
        const id = tabs.open({ path, query: { ...query }, ...(title ? { title } : {}) });
        // The tab store's change has already moved the address to a page newly made current (route sync): one
        // history entry per page opened, not two.
        if (id !== null) showTab(router, tabs, id);
      },
      closePage(id) {
        tabs.close(id);
      },
      setPageTitle(id, title) {
        const page = tabs.getSnapshot().pages.find((p) => p.id === id);
        if (page && page.title !== title) tabs.setTitle(id, title);
      },
      setPageQuery(id, changes) {
        // The page the address shows (a page changes its filters while it is in view); the address moving is what
        // gives its tab the new query (route sync), or the page shown without the shell its new props.
        const here = router.history.location;
        if (identityOfHref(here.pathname, here.search) !== id) return;
        const query = parseQuery(here.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) delete query[key];
          else query[key] = value;
        }
        // A key that names another page is opened, not set: the page would become another tab.
        if (pageIdentity({ path: here.pathname, query }) !== id) return;
        const href = hrefOf(here.pathname, query);
        // Replaced, not pushed: Back leaves the page rather than stepping through its filters.
        if (href !== `${here.pathname}${here.search}`) router.history.replace(href);
      },
      isPageOpen(id) {
        return tabs.getSnapshot().pages.some((page) => page.id === id);
      },
    }),
    [tabs, router],
  );
  return <PageActionsProvider value={value}>{children}</PageActionsProvider>;
}
