/**
 * Rendering a page or a feature for a component test the way the shell does, over the demo backend
 * (`@mch/mock/testing`) in this process: a workbench whose requests the demo answers, signed in as a demo user,
 * and the providers a page runs inside (runtime config, workbench, TanStack Query, notifications, page actions, the
 * current tab). A test that needs a special answer changes the demo's state (`demo.db()`) or switches a fault on
 * (`demo.faults`).
 */
import { Notifications, notifications } from '@mantine/notifications';
import { baseUrlsAt, createTestDemo, type DemoToken, type DemoUser, type TestDemo } from '@mch/mock/testing';
import { type CookieAdapter, createWorkbench, type Workbench } from '@mch/sdk';
import {
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  systemClock,
} from '@mch/sdk/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Locale } from '../i18n';
import type { RuntimeConfig } from '../platform/config';
import { createQueryClient } from '../platform/query-client';
import { RuntimeConfigProvider } from '../platform/runtime-config-context';
import {
  CurrentPageProvider,
  type PageActions,
  PageActionsProvider,
  WorkbenchProvider,
} from '../platform/workbench-context';
import { type RenderUiResult, renderUi } from './render';

/** Where the demo of a test serves its embedded subsystem pages (exam, training), and its backends. */
export const DEMO_ORIGIN = 'https://pages.test';

/** Where the demo of a test serves its meeting rooms. */
export const ROOMS_ORIGIN = 'https://rooms.test';

/**
 * A fresh demo backend for one test, its clock stopped at the moment it is made (so every figure it computes from
 * "now" is the same for the page and for the test).
 */
export function testDemo(options: { roomsOrigin?: string } = {}): TestDemo {
  const now = new Date();
  return createTestDemo({
    origin: DEMO_ORIGIN,
    roomsOrigin: options.roomsOrigin ?? ROOMS_ORIGIN,
    now: () => new Date(now),
  });
}

/** The runtime config of the tests (the personal centre is at https://account.test/user-center). */
export const TEST_CONFIG: RuntimeConfig = {
  demo: false,
  signInUrl: 'http://test/login',
  signInReturnParam: 'redirect',
  cookieName: 'mch_token',
  cookieDomain: '',
  baseUrls: baseUrlsAt(DEMO_ORIGIN),
  externalUrls: {
    userCenter: 'https://account.test/user-center',
    appDownload: 'http://test/app',
    clientDownload: 'http://test/client',
    more: 'http://test/more',
  },
  frameOrigins: [
    { origin: 'https://account.test' },
    { origin: DEMO_ORIGIN },
    { origin: 'https://exam.test' },
    { origin: ROOMS_ORIGIN, room: true },
  ],
};

/**
 * A workbench whose requests `demo` answers, with the login cookie of the demo user `token` (in `cookies`, which a
 * test can keep to change the cookie under the workbench).
 */
export function demoWorkbench(
  demo: TestDemo,
  token: DemoToken = 'demo-doctor',
  address = 'http://localhost/',
  cookies: CookieAdapter = memoryCookies(),
): Workbench {
  cookies.set(TEST_CONFIG.cookieName, token);
  return createWorkbench({
    baseUrls: demo.baseUrls,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      fetch: demo.fetch,
      cookies,
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
      clock: systemClock,
      location: memoryLocation(address),
      visibility: manualVisibility(),
    },
  });
}

/** The demo user signed in with `token` (as the demo stores it). */
export function demoUser(demo: TestDemo, token: DemoToken = 'demo-doctor'): DemoUser {
  const user = demo.db().users.find((u) => u.token === token);
  if (!user) throw new Error(`the demo has no user ${token}`);
  return user;
}

/** Options of `renderPage`. */
export interface RenderPageOptions {
  /** The demo backend (a fresh one by default). */
  demo?: TestDemo;
  /** Whose login cookie the workbench carries (demo-doctor by default). */
  token?: DemoToken;
  locale?: Locale;
  /** The workbench to use (one over `demo` by default). */
  wb?: Workbench;
  /** The title the tab strip gives the tab (none by default, as outside the shell). */
  tabTitle?: string;
}

/** What `renderPage` returns besides Testing Library's result. */
export interface PageRender extends RenderUiResult {
  wb: Workbench;
  demo: TestDemo;
  queryClient: QueryClient;
  /** The spy behind `useOpenPage()`. */
  openPage: ReturnType<typeof vi.fn<PageActions['openPage']>>;
  /** The spy behind `useCloseCurrentPage()` (called with the tab id 'test-tab'). */
  closePage: ReturnType<typeof vi.fn<PageActions['closePage']>>;
  setPageTitle: ReturnType<typeof vi.fn<PageActions['setPageTitle']>>;
  /** The spy behind `useSetPageQuery()` (called with the tab id 'test-tab'). */
  setPageQuery: ReturnType<typeof vi.fn<PageActions['setPageQuery']>>;
  /** Renders another element in the same providers (e.g. the page with new props). */
  rerenderPage: (ui: ReactElement) => void;
}

/** Renders a page inside the providers the shell gives it (notifications included), in the tab 'test-tab'. */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): PageRender {
  const demo = options.demo ?? testDemo();
  const wb = options.wb ?? demoWorkbench(demo, options.token);
  const openPage = vi.fn<PageActions['openPage']>();
  const closePage = vi.fn<PageActions['closePage']>();
  const setPageTitle = vi.fn<PageActions['setPageTitle']>();
  const setPageQuery = vi.fn<PageActions['setPageQuery']>();
  // The app's client (its refetch rules), without retries: a test's failure shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const wrap = (child: ReactElement) => (
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <WorkbenchProvider workbench={wb}>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          {/* Unmounting the page is closing its tab (no tab strip keeps it open). */}
          <PageActionsProvider
            value={{ openPage, closePage, setPageTitle, setPageQuery, isPageOpen: () => false }}
          >
            <CurrentPageProvider id="test-tab" title={options.tabTitle ?? null}>
              {child}
            </CurrentPageProvider>
          </PageActionsProvider>
        </QueryClientProvider>
      </WorkbenchProvider>
    </RuntimeConfigProvider>
  );
  const view = renderUi(wrap(ui), { locale: options.locale ?? 'en' });
  return {
    ...view,
    wb,
    demo,
    queryClient,
    openPage,
    closePage,
    setPageTitle,
    setPageQuery,
    rerenderPage: (next) => view.rerender(wrap(next)),
  };
}

/**
 * Signs a demo user in (demo-doctor by default), then renders a page like `renderPage`. The requests of the
 * sign-in are left out of `demo.seen`.
 */
export async function renderSignedInPage(
  ui: ReactElement,
  options: Omit<RenderPageOptions, 'wb'> & { cookies?: CookieAdapter } = {},
): Promise<PageRender> {
  const demo = options.demo ?? testDemo();
  const wb = demoWorkbench(demo, options.token, undefined, options.cookies);
  await wb.session.start();
  demo.seen.length = 0;
  return renderPage(ui, { ...options, demo, wb });
}

/** Removes every notification (call after each test that shows some). */
export function cleanNotifications(): void {
  act(() => notifications.clean());
}
