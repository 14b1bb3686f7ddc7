import { Box } from '@mantine/core';
import { matchPage, type OpenPage, type PageName } from '@mch/sdk';
import { Activity, memo, Suspense } from 'react';
import { useMessages } from '../i18n/define-messages';
import { renderPage } from '../pages/registry';
import { useAtomSnapshot } from '../platform/atom-snapshot';
import { isChunkLoadError } from '../platform/chunk';
import { appMessages } from '../platform/messages';
import { CurrentPageProvider } from '../platform/workbench-context';
import { ErrorBoundary } from '../ui/error-boundary';
import { ErrorPanel } from '../ui/error-panel';
import { PageSkeleton } from '../ui/page-skeleton';
import { ChunkFailurePanel } from '../ui/part-suspense';
import { panelDomId, tabDomId } from './page-title';
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
  return (
    <ErrorBoundary
      fallback={(error, retry) =>
        isChunkLoadError(error) ? (
          <ChunkFailurePanel of="page" />
        ) : (
          <ErrorPanel title={t('pageCrashed')} message={t('pageCrashedBody')} onRetry={retry} />
        )
      }
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
export const TabPages = memo(function TabPages({ currentId }: { currentId: string | null }) {
  const { pages } = useTabsState();
  const refreshCounts = useAtomSnapshot(pageRefreshCountsAtom);
  return (
    <>
      {pages.map((page) => {
        const match = matchPage(page.path);
        if (!match) return null;
        const current = page.id === currentId;
        if (match.definition.disabledKeepAlive && !current) return null;
        return (
          <Activity key={`${page.id}#${refreshCounts[page.id] ?? 0}`} mode={current ? 'visible' : 'hidden'}>
            <Box role="tabpanel" id={panelDomId(page.id)} aria-labelledby={tabDomId(page.id)}>
              <CurrentPageProvider id={page.id}>
                <PageFrame page={page} name={match.definition.name} params={match.params} active={current} />
              </CurrentPageProvider>
            </Box>
          </Activity>
        );
      })}
    </>
  );
});
