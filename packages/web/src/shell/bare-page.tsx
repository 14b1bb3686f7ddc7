import { Box } from '@mantine/core';
import { pageAccessOf, pageIdentity } from '@mch/sdk';
import { useRouterState } from '@tanstack/react-router';
import { CurrentPageProvider, useSessionState } from '../platform/workbench-context';
import { UnresolvedAddress } from './not-found-panel';
import { usePageTitle } from './page-title';
import { resolveRoute } from './route-sync';
import { PageFrame } from './tab-pages';

const NO_MENU_ACCESS = { hasBusinessLines: false, granted: new Set<never>() };

/** A page opened with the hideMenu query: shown alone, without header, menu or tabs. */
export function BarePage() {
  const location = useRouterState({ select: (s) => s.location });
  const session = useSessionState();
  const titleOf = usePageTitle();
  // Before the session is ready nothing is granted but the shell's own pages.
  const access = session.status === 'ready' ? pageAccessOf(session.menu) : NO_MENU_ACCESS;
  const resolved = resolveRoute(location.pathname, location.search as Record<string, string>, access);
  if (!resolved) {
    return (
      <Box component="main" p="md">
        <UnresolvedAddress
          pathname={location.pathname}
          query={location.search as Record<string, string>}
          access={access}
        />
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
