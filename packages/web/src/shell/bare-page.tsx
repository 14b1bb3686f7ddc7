import { Box } from '@mantine/core';
import { pageAccessOf, pageIdentity } from '@mch/sdk';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { useDocumentTitle } from '../platform/document-title';
import { hrefOf } from '../platform/search';
import { CurrentPageProvider, useSessionState, useWorkbench } from '../platform/workbench-context';
import { shellMessages } from './messages';
import { UnresolvedAddress } from './not-found-panel';
import { usePageTitle } from './page-title';
import { resolveRoute } from './route-sync';
import { PageFrame } from './tab-pages';

const NO_MENU_ACCESS = { hasBusinessLines: false, granted: new Set<never>() };

/** A page opened with the hideMenu query: shown alone, without header, menu or tabs. */
export function BarePage() {
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const session = useSessionState();
  const { residentRecords } = useWorkbench();
  const titleOf = usePageTitle();
  const generalTitleOf = usePageTitle({ withRecord: false });
  const t = useMessages(shellMessages);
  const appTitle = useT()('app.title');
  // Before the session is ready nothing is granted but the shell's own pages.
  const access = session.status === 'ready' ? pageAccessOf(session.menu) : NO_MENU_ACCESS;
  const search = location.search as Record<string, string>;
  const resolved = resolveRoute(location.pathname, search, access, residentRecords);
  // As in the shell, the address takes the form the page keeps (no resident's identity number in it).
  const canonical = resolved ? hrefOf(location.pathname, resolved.query) : null;
  useEffect(() => {
    if (canonical !== null && canonical !== hrefOf(location.pathname, search))
      router.history.replace(canonical);
  }, [canonical, location.href]);
  // The browser's tab names the page as in the shell (by its kind only: no patient's name in the history).
  useDocumentTitle(
    resolved
      ? t('documentTitle', {
          page: generalTitleOf({ path: resolved.match.pathname, query: resolved.query }),
          app: appTitle,
        })
      : appTitle,
    1,
  );
  if (!resolved) {
    return (
      <Box component="main" p="md">
        <UnresolvedAddress pathname={location.pathname} query={search} access={access} />
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
