import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { hrefOf } from '../platform/search';
import { type PageActions, PageActionsProvider } from '../platform/workbench-context';
import { useTabsStore } from './tabs-context';

/**
 * Gives pages their tab-strip actions: opening a page adds or focuses its tab (the SDK decides the identity) and
 * moves the address there; closing a tab lets the shell follow the new current tab.
 */
export function PageActionsHost({ children }: { children?: ReactNode }) {
  const tabs = useTabsStore();
  const router = useRouter();
  const value = useMemo<PageActions>(
    () => ({
      openPage(path, query = {}, title) {
        const id = tabs.open({ path, query: { ...query }, ...(title ? { title } : {}) });
        if (id === null) return;
        const page = tabs.getSnapshot().pages.find((p) => p.id === id);
        if (page) router.history.push(hrefOf(page.path, page.query));
      },
      closePage(id) {
        tabs.close(id);
      },
      setPageTitle(id, title) {
        const page = tabs.getSnapshot().pages.find((p) => p.id === id);
        if (page && page.title !== title) tabs.setTitle(id, title);
      },
    }),
    [tabs, router],
  );
  return <PageActionsProvider value={value}>{children}</PageActionsProvider>;
}
