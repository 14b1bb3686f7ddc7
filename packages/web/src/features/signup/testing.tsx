/**
 * Component-test helpers of the sign-up, evaluation and work-tip features: a workbench over in-memory adapters
 * (no network) and the providers the features run inside.
 */
import { Notifications, notifications } from '@mantine/notifications';
import {
  createWorkbench,
  type FetchAdapter,
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  systemClock,
  type Workbench,
} from '@mch/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RuntimeConfig } from '../../app/config';
import { RuntimeConfigProvider } from '../../app/runtime-config-context';
import { type PageActions, PageActionsProvider, WorkbenchProvider } from '../../app/workbench-context';
import type { Locale } from '../../i18n';
import { type RenderUiResult, renderUi } from '../../test/render';

const BASE_URLS = {
  main: 'http://test/main',
  mainSync: 'http://test/main-sync',
  live: 'http://test/live',
  message: 'http://test/message',
  fds: 'http://test/fds',
  exam: 'http://test/exam',
  training: 'http://test/training',
};

const CONFIG: RuntimeConfig = {
  demo: false,
  signInUrl: 'http://test/login',
  cookieName: 'mch_token',
  cookieDomain: '',
  baseUrls: BASE_URLS,
  externalUrls: {
    userCenter: 'http://test/user-center',
    appDownload: 'http://test/app',
    clientDownload: 'http://test/client',
    more: 'http://test/more',
  },
};

/**
 * A workbench over in-memory adapters; by default every request fails (tests replace the flows they use with spies),
 * or `fetch` answers them.
 */
export function testWorkbench(fetch?: FetchAdapter): Workbench {
  return createWorkbench({
    baseUrls: BASE_URLS,
    signInUrl: CONFIG.signInUrl,
    adapters: {
      fetch: fetch ?? (() => Promise.reject(new TypeError('no network in component tests'))),
      cookies: memoryCookies(),
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
      clock: systemClock,
      location: memoryLocation(),
      visibility: manualVisibility(),
    },
  });
}

/** What `renderWithWorkbench` returns besides Testing Library's result. */
export interface WorkbenchRender extends RenderUiResult {
  wb: Workbench;
  /** The spy behind `useOpenPage()`. */
  openPage: ReturnType<typeof vi.fn<PageActions['openPage']>>;
}

/** Renders `ui` inside the runtime config, a workbench, TanStack Query, page actions and notifications. */
export function renderWithWorkbench(
  ui: ReactElement,
  options: { locale?: Locale; wb?: Workbench } = {},
): WorkbenchRender {
  const wb = options.wb ?? testWorkbench();
  const openPage = vi.fn<PageActions['openPage']>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderUi(
    <RuntimeConfigProvider config={CONFIG}>
      <WorkbenchProvider workbench={wb}>
        <QueryClientProvider client={queryClient}>
          <PageActionsProvider value={{ openPage, closePage: vi.fn() }}>
            <Notifications />
            {ui}
          </PageActionsProvider>
        </QueryClientProvider>
      </WorkbenchProvider>
    </RuntimeConfigProvider>,
    { locale: options.locale ?? 'en' },
  );
  return { ...view, wb, openPage };
}

/** Removes every notification (call after each test that shows some). */
export function cleanNotifications(): void {
  act(() => notifications.clean());
}
