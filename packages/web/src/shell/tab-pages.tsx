import { Box } from '@mantine/core';
import { isPageGranted, matchPage, type OpenPage, type PageAccess, type PageName } from '@mch/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, memo, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../i18n/define-messages';
import { renderPage } from '../pages/registry';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import { isChunkLoadError } from '../platform/chunk';
import { appMessages } from '../platform/messages';
import { CurrentPageProvider, useCurrentPageTitle } from '../platform/workbench-context';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorPanel } from '../ui/error-panel';
import { PageSkeleton } from '../ui/page-skeleton';
import { PageTitle } from '../ui/page-title';
import { ChunkFailurePanel } from '../ui/part-suspense';
import { panelDomId, tabDomId, usePageTitle } from './page-title';
import { pageRefreshCountsAtom } from './shell-atoms';
import { useTabsState } from './tabs-context';

/** One page with its own error boundary and Suspense (used by the tabs and by pages shown without the shell). */
export function PageFrame({
  page,
  name,
  params,
  active,
}: {
  page: OpenPage;
  name: PageName;
  params: Record<string, string>;
  active: boolean;
}) {
  const t = useMessages(appMessages);
  // A page that failed shows no title of its own: its tab's names it for screen readers.
  const title = useCurrentPageTitle();
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        <>
          {title && <PageTitle hidden>{title}</PageTitle>}
          {isChunkLoadError(error) ? (
            <ChunkFailurePanel of="page" />
          ) : (
            <ErrorPanel title={t('pageCrashed')} message={t('pageCrashedBody')} onRetry={retry} />
          )}
        </>
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        {renderPage(name, { path: page.path, query: page.query, params, active })}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Every open page, each kept alive inside React's `<Activity>` (hidden while its tab is not current) with its own
 * Suspense and error boundary. Pages of routes with `disabledKeepAlive` are unmounted while hidden. `currentId`
 * null hides them all (the not-found panel shows instead). Memoised: the shell renders again when the session brings
 * the business lines, which must not render every open page again.
 */
export const TabPages = memo(function TabPages({
  currentId,
  access,
}: {
  currentId: string | null;
  /** What the user's menu lets them open: a restored tab of a page outside it is not rendered. */
  access: PageAccess;
}) {
  const { pages } = useTabsState();
  const titleOf = usePageTitle();
  const refreshCounts = useAtomSnapshot(pageRefreshCountsAtom);
  const queryClient = useQueryClient();
  // 'Refresh' builds a page again and reads again what it shows, however recently it was read (a page mounting
  // takes an answer younger than 2 s as it is): once the new page's parts are mounted, the data on screen that can
  // go stale is asked for again (a call already on its way is not asked twice; data kept for the session, such as
  // the evaluation offered or the enumerations, is not).
  const refreshed = useRef(refreshCounts);
  useEffect(() => {
    if (refreshed.current === refreshCounts) return;
    refreshed.current = refreshCounts;
    void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
  }, [refreshCounts, queryClient]);
  // A page opened from inside another (a row's record, a notice) hides the control that opened it: the focus,
  // which would fall to the page's body, goes to the new page (its panel, named by its tab). Going back the same
  // way (the detail's 'Back to messages') gives the focus back to the control the page had it on, the row that was
  // opened, when it is still there; otherwise to the panel. A page shown from the menu, the tab strip or the header
  // keeps the focus where it is.
  const panels = useRef(new Map<string, HTMLElement>());
  // The page the keyboard's focus was last in (null: outside every page, as on the menu or a tab).
  const focusedPage = useRef<string | null>(null);
  // The control inside a page the focus was last on.
  const focusedControl = useRef<HTMLElement | null>(null);
  // For a page opened from inside another: that page and the control that opened it, to give the focus back to
  // when the user goes back there the same way.
  const openedFrom = useRef(new Map<string, { page: string; control: HTMLElement | null }>());
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      focusedPage.current = null;
      focusedControl.current = null;
      for (const [id, panel] of panels.current)
        if (target && panel.contains(target)) {
          focusedPage.current = id;
          if (target !== panel) focusedControl.current = target;
        }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  // The page whose panel takes the focus once it is there (the address can name a page a render before its tab).
  const focusWanted = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (currentId === null) return;
    const active = document.activeElement;
    const from = focusedPage.current;
    // The focus was in another page, now hidden or closed (a list that is not kept alive goes with its opener).
    // (A hidden page's panel is out of `panels`: React lets go of the refs of what it hides.)
    const activePanel = active?.isConnected ? active.closest('[role="tabpanel"]') : null;
    const left =
      from !== null &&
      from !== currentId &&
      (active === null || active === document.body || !active.isConnected || activePanel !== null) &&
      activePanel !== panels.current.get(currentId);
    // What a page opened from inside another (or went back to) came from: the pages closed since are forgotten.
    for (const [id, link] of openedFrom.current)
      if (!pages.some((page) => page.id === id) || !pages.some((page) => page.id === link.page))
        openedFrom.current.delete(id);
    let control: HTMLElement | null = null;
    if (left) {
      focusWanted.current = currentId;
      const back = openedFrom.current.get(from);
      if (back?.page === currentId) {
        openedFrom.current.delete(from);
        control = back.control;
      } else openedFrom.current.set(currentId, { page: from, control: focusedControl.current });
    }
    if (focusWanted.current !== currentId) {
      focusWanted.current = null;
      return;
    }
    const panel = panels.current.get(currentId);
    if (!panel) return;
    focusWanted.current = null;
    if (control?.isConnected && panel.contains(control)) {
      control.focus();
      if (document.activeElement === control) return;
    }
    panel.focus({ preventScroll: true });
  }, [currentId, pages]);
  return (
    <>
      {pages.map((page) => {
        const match = matchPage(page.path);
        if (!match || !isPageGranted(match.definition, access)) return null;
        const current = page.id === currentId;
        if (match.definition.disabledKeepAlive && !current) return null;
        return (
          <Activity key={`${page.id}#${refreshCounts[page.id] ?? 0}`} mode={current ? 'visible' : 'hidden'}>
            <Box
              ref={(element: HTMLDivElement | null) => {
                if (element) panels.current.set(page.id, element);
                else panels.current.delete(page.id);
              }}
              role="tabpanel"
              id={panelDomId(page.id)}
              aria-labelledby={tabDomId(page.id)}
              tabIndex={-1}
              // Focused only by the app (above); the page's own controls show where the keyboard is.
              style={{ outline: 'none' }}
            >
              <CurrentPageProvider id={page.id} title={titleOf(page)}>
                <PageFrame page={page} name={match.definition.name} params={match.params} active={current} />
              </CurrentPageProvider>
            </Box>
          </Activity>
        );
      })}
    </>
  );
});
