import { LoginCookieError, type SessionState, targetRouteOf, type Workbench } from '@mch/sdk';
import { type RouterHistory, useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { removeBootSkeleton } from '../platform/boot-skeleton';
import { lazyChunk } from '../platform/chunk';
import { primaryColourAtom } from '../platform/primary-colour';
import { useRuntimeConfig } from '../platform/runtime-config-context';
import { useSessionState, useWorkbench } from '../platform/workbench-context';
import { PartSuspense } from '../ui/part-suspense';
import {
  LoginCookieErrorScreen,
  RedirectingScreen,
  SessionErrorScreen,
  ShellSkeleton,
} from './startup-screens';

// Rare: loaded only for a user without any accessible function.
const NoPermissionDialog = lazyChunk(() =>
  import('./no-permission-dialog').then((m) => ({ default: m.NoPermissionDialog })),
);

/** The ready session snapshot. */
export type ReadySession = Extract<SessionState, { status: 'ready' }>;

/**
 * Begins the session of `wb` unless it has begun (the SDK's session state says so): remembers the address the user
 * came to (without the token) as the target route and starts the SDK session (token into the cookie, user and
 * menu); returns that target. The app calls it before its first render (src/app/main.tsx), so the calls overlap
 * that render, and the route's loader starts the landing page's data alongside; SessionGate calls it for any other
 * host.
 */
export function beginSession(wb: Workbench, history: RouterHistory): string | null {
  const target = targetRouteOf(history.location.href);
  if (wb.session.getSnapshot().status === 'idle') void wb.session.start({ targetRoute: target });
  return target;
}

/**
 * Begins the session once (SPEC.md §2.3, `beginSession`): the SDK takes the token from the address into the login
 * cookie, loads the user and the menu, and remembers the target route; without a cookie it logs out to the sign-in site. Until
 * the session is ready this shows the loading skeleton, the error with a retry, the blocking no-permission dialog
 * or the redirect notice; then it renders `children(session)`.
 */
export function SessionGate({ children }: { children: (session: ReadySession) => ReactNode }) {
  const wb = useWorkbench();
  const config = useRuntimeConfig();
  const router = useRouter();
  const state = useSessionState();
  const setPrimaryColour = useSetAtom(primaryColourAtom);
  const target = useRef<string | null>(null);

  const start = useCallback(() => {
    void wb.session.start({ targetRoute: target.current });
  }, [wb]);

  useEffect(() => {
    target.current = beginSession(wb, router.history);
    // The session took the token out of the address bar: let the router see the cleaned address.
    let cleaned: URL | null = null;
    try {
      cleaned = new URL(wb.adapters.location.href());
    } catch {
      cleaned = null;
    }
    const href = cleaned ? `${cleaned.pathname}${cleaned.search}${cleaned.hash}` : null;
    if (href !== null && href !== router.history.location.href) router.history.replace(href);
  }, []);

  // The page's outline (index.html) stays while the session loads and goes with the first other screen.
  const loading = state.status === 'idle' || state.status === 'loading';
  useLayoutEffect(() => {
    if (!loading) removeBootSkeleton();
  }, [loading]);

  const theme = state.status === 'ready' ? state.theme : null;
  useEffect(() => {
    if (theme) setPrimaryColour(theme);
  }, [theme, setPrimaryColour]);

  switch (state.status) {
    case 'ready':
      return <>{children(state)}</>;
    case 'noPermission':
      return (
        <>
          <ShellSkeleton />
          <PartSuspense quiet fallback={<ShellSkeleton />}>
            <NoPermissionDialog onConfirm={() => wb.session.confirmNoPermission()} />
          </PartSuspense>
        </>
      );
    case 'error':
      if (state.error instanceof LoginCookieError)
        return <LoginCookieErrorScreen error={state.error} signInUrl={config.signInUrl} />;
      return (
        <SessionErrorScreen error={state.error} onRetry={start} onLogout={() => wb.session.logout('user')} />
      );
    case 'loggedOut':
      return <RedirectingScreen signInUrl={config.signInUrl} />;
    default:
      return <ShellSkeleton adoptBoot />;
  }
}
