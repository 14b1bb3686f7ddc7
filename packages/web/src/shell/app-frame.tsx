import { landingRoute } from '@mch/sdk';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useLayoutEffect } from 'react';
import { useT } from '../i18n';
import { LoginLanding } from '../pages/login';
import { removeBootSkeleton } from '../platform/boot-skeleton';
import { lazyChunk } from '../platform/chunk';
import { useDocumentTitle } from '../platform/document-title';
import { DEMO_LOGIN_PATH, LOGIN_PATH } from '../platform/paths';
import { useRuntimeConfig } from '../platform/runtime-config-context';
import { PartSuspense } from '../ui/part-suspense';
import { AccountSwitchModal } from './account-switch-modal';
import { BarePage } from './bare-page';
import { DemoMarker } from './demo-marker';
import { PageActionsHost } from './page-actions-host';
import { PolicyNotifications } from './policy-notifications';
import { HIDE_MENU_QUERY_KEY } from './route-sync';
import { type ReadySession, SessionGate } from './session-gate';
import { Shell } from './shell';
import { TabsProvider } from './tabs-context';

// Demo build only (`__MCH_DEMO__` is false in the deployable build, which then has none of this code).
const DemoLoginPage = __MCH_DEMO__ ? lazyChunk(() => import('../pages/demo-login')) : null;
// The demo fault panel (demo mode only).
const DemoFaults = __MCH_DEMO__ ? lazyChunk(() => import('./demo-faults')) : null;

function SignedIn({ session }: { session: ReadySession }) {
  const location = useRouterState({ select: (s) => s.location });
  let content: ReactNode;
  if (location.pathname === LOGIN_PATH) {
    content = <LoginLanding target={landingRoute(session)} />;
  } else if (Object.hasOwn(location.search, HIDE_MENU_QUERY_KEY)) {
    content = <BarePage />;
  } else {
    content = (
      <Shell
        user={session.user}
        menu={session.menu}
        businessLines={session.businessLines}
        demoMode={session.demoMode}
      />
    );
  }
  return (
    <TabsProvider>
      <PageActionsHost>
        <AccountSwitchModal />
        {content}
      </PageActionsHost>
    </TabsProvider>
  );
}

/**
 * The root of the router: the demo sign-in page (demo mode only), or the session gate and then the login
 * landing, a page without the shell (hideMenu) or the shell. The policy's notifications show everywhere, and the
 * demo fault switches in demo-backend mode.
 */
export function AppFrame() {
  const config = useRuntimeConfig();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const t = useT();
  const appTitle = t('app.title');
  const demo = __MCH_DEMO__ && config.demo;
  const demoLogin = demo && pathname === DEMO_LOGIN_PATH;
  useDocumentTitle(appTitle);
  // The demo sign-in page has no session to wait for: the page's outline (index.html) goes at once.
  useLayoutEffect(() => {
    if (demoLogin) removeBootSkeleton();
  }, [demoLogin]);
  return (
    <>
      <PolicyNotifications />
      {demoLogin && DemoLoginPage ? (
        <PartSuspense>
          <DemoLoginPage />
        </PartSuspense>
      ) : (
        <SessionGate>{(session) => <SignedIn session={session} />}</SessionGate>
      )}
      {demo && DemoFaults && (
        <PartSuspense quiet>
          <DemoFaults />
        </PartSuspense>
      )}
      {demo && <DemoMarker />}
    </>
  );
}
