import { Box, Stack } from '@mantine/core';
import {
  type BusinessLine,
  isPageGranted,
  type MenuResult,
  matchPage,
  menuWithBusinessLines,
  pageAccessOf,
  pageIdentity,
  type UserInfo,
  WORKBENCH_PATH,
} from '@mch/sdk';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EvaluationHost } from '../features/evaluation';
import { SERVICE_CARD_CLEARANCE, ServiceCard } from '../features/service-card';
import { WorkTipInvitations } from '../features/work-tips';
import { useMessages } from '../i18n/define-messages';
import { useRuntimeConfig } from '../platform/runtime-config-context';
import { useWorkbench } from '../platform/workbench-context';
import { keepFocusWhenDisabled } from '../ui/focus-keeper';
import { PartSuspense } from '../ui/part-suspense';
import { keptListViewsPrefix } from '../ui/use-list-filter';
import { HEADER_HEIGHT, ShellHeader } from './header';
import { shellMessages } from './messages';
import { UnresolvedAddress } from './not-found-panel';
import { useNoticesBelow } from './notices-below-tabs';
import { panelDomId } from './page-title';
import { QuickEntryBar } from './quick-entry-bar';
import { useRouteSync } from './route-sync';
import { SideMenu } from './side-menu';
import { BannerImages, SignupBanner } from './signup-banner';
import { SignupDialogSlot } from './signup-dialog-slot';
import { SkipToPage } from './skip-link';
import { TabPages } from './tab-pages';
import { TabStrip } from './tab-strip';
import { useTabsStore } from './tabs-context';

/** Gives the workbench's page the keyboard's focus when it was left on nothing (the body, or a control gone). */
function focusWorkbenchIfLost(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
  document.getElementById(panelDomId(WORKBENCH_PATH))?.focus({ preventScroll: true });
}

/** Width of the left side (SPEC.md §9). */
export const SIDE_WIDTH = 250;

/** Minimum width of the page (SPEC.md §9). */
export const MIN_PAGE_WIDTH = 1300;

/** Props of Shell: the ready session's user, menu, business lines and demo mode. */
export interface ShellProps {
  user: UserInfo;
  menu: MenuResult;
  businessLines: readonly BusinessLine[];
  demoMode: boolean;
}

/**
 * The shell of SPEC.md §2.1: header, left side (sign-up banner, banner images, menu), quick-entry bar, tab strip
 * and every open page kept alive. Demo mode hides the logo, downloads, quick-entry bar and sign-up banner.
 */
export function Shell({ user, menu, businessLines, demoMode }: ShellProps) {
  const wb = useWorkbench();
  const config = useRuntimeConfig();
  const t = useMessages(shellMessages);
  const groupTitle = t('businessLines');
  const items = useMemo(
    () => menuWithBusinessLines(menu, businessLines, groupTitle),
    [menu, businessLines, groupTitle],
  );
  // What the user's menu lets them open (SPEC.md §2.3, §6): a back-office page outside it is refused by address.
  const access = useMemo(() => pageAccessOf(menu), [menu]);
  const resolved = useRouteSync(access);
  const location = useRouterState({ select: (s) => s.location });
  const tabs = useTabsStore();
  // A button that waits for its answer (disabled meanwhile) keeps the keyboard in its dialog or page.
  useEffect(() => keepFocusWhenDisabled(document), []);
  // A tab restored from this browser tab's storage for a page the menu no longer gives (a function taken away
  // since) is closed; the tab strip's pages never render it meanwhile.
  useEffect(() => {
    for (const page of tabs.getSnapshot().pages) {
      const match = matchPage(page.path);
      if (match && !isPageGranted(match.definition, access)) tabs.close(page.id);
    }
  }, [tabs, access]);
  // The page the address shows (its tab is opened or focused right after this render).
  const currentId = resolved ? pageIdentity({ path: resolved.match.pathname, query: resolved.query }) : null;

  // Every page keeps its own scroll position (SPEC.md §2.1: pages are kept alive): the content area is one scroller
  // for all of them, so the position of the page shown is noted as it scrolls and put back when its tab is shown
  // again. A page that is not kept alive (it starts afresh) and a page opened anew start at the top.
  const contentRef = useRef<HTMLElement>(null);
  useNoticesBelow(contentRef);
  const scrollTops = useRef(new Map<string, number>());
  const scrolledPage = useRef<string | null>(null);
  const keptAlive = resolved ? !resolved.match.definition.disabledKeepAlive : false;
  useLayoutEffect(() => {
    const shownBefore = scrolledPage.current;
    scrolledPage.current = currentId;
    const content = contentRef.current;
    // The first page shown starts at the top as the content area does: nothing to do (nor to lay out) then.
    if (!content || currentId === null || shownBefore === null) return;
    content.scrollTop = keptAlive ? (scrollTops.current.get(currentId) ?? 0) : 0;
  }, [currentId, keptAlive]);
  useEffect(
    () =>
      tabs.subscribe(() => {
        const open = new Set(tabs.getSnapshot().pages.map((page) => page.id));
        for (const id of scrollTops.current.keys()) if (!open.has(id)) scrollTops.current.delete(id);
      }),
    [tabs],
  );
  // A closed tab's lists forget their views (filters, page, page size), whether it was shown when it closed or not.
  useEffect(() => {
    let open = new Set(tabs.getSnapshot().pages.map((page) => page.id));
    return tabs.subscribe(() => {
      const now = new Set(tabs.getSnapshot().pages.map((page) => page.id));
      for (const id of open) if (!now.has(id)) wb.drafts.discardPrefixed(keptListViewsPrefix(id));
      open = now;
    });
  }, [tabs, wb]);

  // How much of the window's bottom the work-tip invitations cover while they show. The content area keeps that
  // much room below its last line and scrolls a control that takes the keyboard's focus clear of them
  // (`scroll-padding-bottom`; WCAG 2.4.11: a focused pager or form button is never hidden under an invitation).
  const [invitationsCover, setInvitationsCover] = useState(0);

  // The bell's counts: loaded once, then polled by one tab of the user while the shell is up.
  useEffect(() => {
    wb.notices.start();
    return () => wb.notices.stop();
  }, [wb]);

  return (
    <Box miw={MIN_PAGE_WIDTH} h="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipToPage currentId={currentId} />
      <ShellHeader user={user} demoMode={demoMode} />
      <Box style={{ display: 'flex', flex: 1, minHeight: 0, height: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
        <Stack
          component="aside"
          w={SIDE_WIDTH}
          gap={0}
          style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)', minHeight: 0 }}
        >
          {!demoMode && <SignupBanner />}
          {!demoMode && <BannerImages />}
          <SideMenu items={items} currentId={currentId} bottomSpace={config.demo ? 56 : 0} />
        </Stack>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {!demoMode && <QuickEntryBar items={items} />}
          <TabStrip currentId={currentId} />
          <Box
            component="main"
            ref={contentRef}
            onScroll={(event) => {
              if (scrolledPage.current !== null)
                scrollTops.current.set(scrolledPage.current, event.currentTarget.scrollTop);
            }}
            px="md"
            pt="md"
            pb={Math.max(SERVICE_CARD_CLEARANCE, invitationsCover)}
            style={{
              flex: 1,
              overflow: 'auto',
              position: 'relative',
              // A control reached by the keyboard is scrolled clear of the 'Service' button too.
              scrollPaddingBottom: Math.max(SERVICE_CARD_CLEARANCE, invitationsCover),
            }}
          >
            <TabPages currentId={currentId} access={access} />
            {!resolved && (
              <UnresolvedAddress
                pathname={location.pathname}
                query={location.search as Record<string, string>}
                access={access}
              />
            )}
            <PartSuspense>
              <ServiceCard />
            </PartSuspense>
          </Box>
        </Box>
      </Box>
      <SignupDialogSlot />
      {/* The session-wide hosts of the workbench features: the evaluation dialog and the work-tip invitations (above
          the 'Service' button, which they would hide). */}
      <PartSuspense quiet>
        <EvaluationHost afterFinish={focusWorkbenchIfLost} />
        <WorkTipInvitations bottom={SERVICE_CARD_CLEARANCE} onCoverChange={setInvitationsCover} />
      </PartSuspense>
    </Box>
  );
}
