import { Box } from '@mantine/core';
import { pageIdentity } from '@mch/sdk';
import { useRouterState } from '@tanstack/react-router';
import { CurrentPageProvider, useSessionState } from '../platform/workbench-context';
import { NotFoundPanel } from './not-found-panel';
import { usePageTitle } from './page-title';
import { resolveRoute } from './route-sync';
import { PageFrame } from './tab-pages';

/** A page opened with the hideMenu query: shown alone, without header, menu or tabs. */
export function BarePage() {
  const location = useRouterState({ select: (s) => s.location });
  const session = useSessionState();
  const titleOf = usePageTitle();
  const hasBusinessLines = session.status === 'ready' && session.menu.hasBusinessLines;
  const resolved = resolveRoute(location.pathname, location.search as Record<string, string>, {
    hasBusinessLines,
  });
  if (!resolved) {
    return (
      <Box component="main" p="md">
        <NotFoundPanel />
      </Box>
    );
  }
  const { match, query } = resolved;
  const id = pageIdentity({ path: match.pathname, query });
  return (
    <Box component="main" p="md">
      <CurrentPageProvider id={id} title={titleOf({ path: match.pathname, query })}>
        <PageFrame
          key={id}
          page={{ id, path: match.pathname, query }}
          name={match.definition.name}
          params={match.params}
          active
        />
      </CurrentPageProvider>
    </Box>
  );
}
