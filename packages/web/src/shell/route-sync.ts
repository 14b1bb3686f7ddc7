import {
  allowedPage,
  canonicalPageQuery,
  isPageGranted,
  matchPage,
  type PageAccess,
  type PageMatch,
  pageIdentity,
  type ResidentRecordRefs,
  type TabsStore,
} from '@mch/sdk';
import { type RouterHistory, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { hrefOf, parseQuery } from '../platform/search';
import { useWorkbench } from '../platform/workbench-context';
import { useTabsStore } from './tabs-context';

/** What a history subscriber is told of a move: where to, and how (push, replace, back, forward, go). */
type HistoryMove = Parameters<Parameters<RouterHistory['subscribe']>[0]>[0];

/** The query key that shows a page without the shell. */
export const HIDE_MENU_QUERY_KEY = 'hideMenu';

/** What the shell may show for an address: a page route (with its query), or nothing (the not-found panel). */
export interface ResolvedRoute {
  match: PageMatch;
  query: Record<string, string>;
}

/**
 * The page route of an address, or null when it shows the not-found panel (the SDK's `allowedPage`), with the query
 * in the form its page keeps (the SDK's `canonicalPageQuery`: a value the page cannot take left out), which is its
 * tab's identity. A resident record's address of the old form (its identity number) is taken in by the tab's
 * references (`records`, the workbench's `residentRecords`): the record is named by its reference.
 */
export function resolveRoute(
  pathname: string,
  query: Readonly<Record<string, string>>,
  access: PageAccess,
  records?: Pick<ResidentRecordRefs, 'fromAddress'>,
): ResolvedRoute | null {
  const match = allowedPage(pathname, query, access);
  if (!match) return null;
  const name = match.definition.name;
  return { match, query: canonicalPageQuery(name, records ? records.fromAddress(name, query) : query) };
}

/** Whether an address names a back-office page the user's menu does not give them (not an unknown address). */
export function isNotGranted(pathname: string, access: PageAccess): boolean {
  const match = matchPage(pathname);
  return match !== null && !isPageGranted(match.definition, access);
}

/** The page identity of an address (path plus query, see the SDK's `pageIdentity`). */
export function identityOfHref(pathname: string, search: string): string {
  return pageIdentity({ path: pathname, query: parseQuery(search) });
}

/**
 * Moves the address to a tab's page unless it is already there: a new history entry, or with `replace` the current
 * one changed (the page it named was closed, so Back does not open it again).
 */
export function showTab(
  router: ReturnType<typeof useRouter>,
  tabs: TabsStore,
  id: string,
  { replace = false }: { replace?: boolean } = {},
): void {
  const page = tabs.getSnapshot().pages.find((p) => p.id === id);
  if (!page) return;
  const here = router.history.location;
  if (identityOfHref(here.pathname, here.search) === id && matchPage(here.pathname)) return;
  const href = hrefOf(page.path, page.query);
  if (replace) router.history.replace(href);
  else router.history.push(href);
}

/**
 * Keeps the address and the tab store in step: a new address opens (or focuses) its page's tab; a change of the
 * current tab (closing it, a context-menu action) moves the address to the new current page. Returns the
 * resolved route of the address (null: not found).
 */
export function useRouteSync(access: PageAccess): ResolvedRoute | null {
  const router = useRouter();
  const tabs = useTabsStore();
  const { residentRecords } = useWorkbench();
  const location = useRouterState({ select: (s) => s.location });
  const query = location.search as Record<string, string>;
  const resolved = resolveRoute(location.pathname, query, access, residentRecords);
  const href = location.href;

  // Back and Forward pass over the pages the user has closed, and over entries of the page shown: the browser's
  // history keeps an entry for every page visited, and landing on a closed one must not open it again, nor should a
  // press show nothing new. Back goes on to the entry before (never past the app's first entry), Forward to the
  // entry after (never past the last one pushed); at either end the page shown stays (its address put back). A jump
  // of several entries (the browser's history list) counts by its direction. Known closed pages are those of this
  // document's life (the tab store keeps them in memory only), and so is the last entry pushed.
  const passing = useRef<string | null>(null);
  const last = useRef(Number(router.history.location.state.__TSR_index ?? 0));
  useEffect(
    () =>
      router.history.subscribe(({ location: to, action }: HistoryMove) => {
        passing.current = null;
        const index = Number(to.state.__TSR_index ?? 0);
        if (action.type === 'PUSH') last.current = index;
        const back = action.type === 'BACK' || (action.type === 'GO' && action.index < 0);
        const forward = action.type === 'FORWARD' || (action.type === 'GO' && action.index > 0);
        if (!back && !forward) return;
        const { pages, currentId } = tabs.getSnapshot();
        const id = identityOfHref(to.pathname, to.search);
        const closed = tabs.wasClosed(id) && !pages.some((p) => p.id === id);
        const same = id === currentId && matchPage(to.pathname) !== null;
        if (!closed && !same) return;
        passing.current = to.href;
        if (back && index > 0) router.history.back();
        else if (forward && index < last.current) router.history.forward();
        else showTab(router, tabs, currentId, { replace: true });
      }),
    [router, tabs],
  );

  // Address → tabs. An address written otherwise than its page keeps it (a wrong id, a resident's identity number
  // instead of the record's reference) is replaced by that form, so the address says what the tab shows, two
  // spellings are one tab, and no identity number stays in the address bar or the history entry.
  useEffect(() => {
    if (!resolved || passing.current === href) return;
    tabs.open({ path: resolved.match.pathname, query: resolved.query });
    const canonical = hrefOf(location.pathname, resolved.query);
    if (canonical !== hrefOf(location.pathname, query)) router.history.replace(canonical);
  }, [href, tabs]);

  // Tabs → address, when the current tab changes for another reason than the address.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    previous.current = tabs.getSnapshot().currentId;
    return tabs.subscribe(() => {
      const { currentId, pages } = tabs.getSnapshot();
      if (currentId === previous.current) return;
      // The page shown was closed (its tab, or others with it): its address gives way to the new current page.
      const closed = !pages.some((p) => p.id === previous.current);
      previous.current = currentId;
      showTab(router, tabs, currentId, { replace: closed });
    });
  }, [tabs, router]);

  return resolved;
}
