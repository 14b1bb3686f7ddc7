/**
 * Component-test helpers of the back-office pages of messages, announcements, login log and embedded pages: a
 * workbench whose requests go to a fake backend the test writes (route → handler), and the providers a page runs
 * inside (runtime config, workbench, TanStack Query, page actions, the current tab).
 */
import {
  createWorkbench,
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  systemClock,
  type Workbench,
} from '@mch/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RuntimeConfig } from '../../app/config';
import { RuntimeConfigProvider } from '../../app/runtime-config-context';
import {
  CurrentPageProvider,
  type PageActions,
  PageActionsProvider,
  WorkbenchProvider,
} from '../../app/workbench-context';
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

/** The runtime config of the tests (the personal centre is at http://test/user-center). */
export const TEST_CONFIG: RuntimeConfig = {
  demo: false,
  signInUrl: 'http://test/login',
  cookieName: 'mch_token',
  cookieDomain: '',
  baseUrls: BASE_URLS,
  externalUrls: {
    userCenter: 'https://account.test/user-center',
    appDownload: 'http://test/app',
    clientDownload: 'http://test/client',
    more: 'http://test/more',
  },
};

/** One request the fake backend received. */
export interface SeenRequest {
  method: string;
  /** The path below the backend's base URL, e.g. '/v1/notice/user-notice'. */
  path: string;
  backend: string;
  query: Record<string, string>;
}

/** Answers one request: the envelope's `data`, or a failure. */
export type FakeAnswer = { data: unknown } | { fail: string } | { network: true };

/** A handler of the fake backend, keyed `'GET message /v1/notice/user-notice'`. */
export type FakeRoute = (request: SeenRequest) => FakeAnswer;

const SUCCESS_CODE: Record<string, number | string> = { main: 0, mainSync: 0, message: 'SUCCESS' };

/** The fake backend: routes the test sets, and every request seen. */
export interface FakeBackend {
  routes: Map<string, FakeRoute>;
  seen: SeenRequest[];
  /** Requests seen for `'METHOD backend /path'`. */
  calls(key: string): SeenRequest[];
  on(key: string, route: FakeRoute): void;
}

/** Creates a fake backend; an unknown route answers with a business failure. */
export function fakeBackend(): FakeBackend {
  const routes = new Map<string, FakeRoute>();
  const seen: SeenRequest[] = [];
  return {
    routes,
    seen,
    calls: (key) => seen.filter((r) => `${r.method} ${r.backend} ${r.path}` === key),
    on: (key, route) => {
      routes.set(key, route);
    },
  };
}

function backendOf(url: URL): { backend: string; path: string } {
  for (const [name, base] of Object.entries(BASE_URLS)) {
    const prefix = new URL(base).pathname;
    if (url.pathname.startsWith(`${prefix}/`))
      return { backend: name, path: url.pathname.slice(prefix.length) };
  }
  return { backend: 'unknown', path: url.pathname };
}

/** A workbench whose requests are answered by `backend`. */
export function fakeWorkbench(backend: FakeBackend): Workbench {
  return createWorkbench({
    baseUrls: BASE_URLS,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      fetch: async (request) => {
        const url = new URL(request.url);
        const { backend: name, path } = backendOf(url);
        const seenRequest: SeenRequest = {
          method: request.method,
          path,
          backend: name,
          query: Object.fromEntries(url.searchParams),
        };
        backend.seen.push(seenRequest);
        const exact = `${request.method} ${name} ${path}`;
        const route =
          backend.routes.get(exact) ??
          [...backend.routes.entries()].find(([key]) => {
            const [method, routeBackend, pattern] = key.split(' ');
            if (method !== request.method || routeBackend !== name || !pattern?.includes('{')) return false;
            const re = new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
            return re.test(path);
          })?.[1];
        const answer: FakeAnswer = route ? route(seenRequest) : { fail: `no route for ${exact}` };
        if ('network' in answer) throw new TypeError('Failed to fetch');
        const body =
          'fail' in answer
            ? { code: 'ERROR', msg: answer.fail, data: null }
            : { code: SUCCESS_CODE[name] ?? 0, msg: '', data: answer.data };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
      cookies: memoryCookies({ mch_token: 'tok' }),
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
      clock: systemClock,
      location: memoryLocation(),
      visibility: manualVisibility(),
    },
  });
}

/** What `renderPage` returns besides Testing Library's result. */
export interface PageRender extends RenderUiResult {
  wb: Workbench;
  /** The spy behind `useOpenPage()`. */
  openPage: ReturnType<typeof vi.fn<PageActions['openPage']>>;
  /** The spy behind `useCloseCurrentPage()` (called with the tab id 'test-tab'). */
  closePage: ReturnType<typeof vi.fn<PageActions['closePage']>>;
  /** Renders another element in the same providers (e.g. the page with new props). */
  rerenderPage: (ui: ReactElement) => void;
}

/** Renders a page inside the providers the shell gives it, in the tab 'test-tab'. */
export function renderPage(ui: ReactElement, options: { backend: FakeBackend; locale?: Locale }): PageRender {
  const wb = fakeWorkbench(options.backend);
  const openPage = vi.fn<PageActions['openPage']>();
  const closePage = vi.fn<PageActions['closePage']>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (child: ReactElement) => (
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <WorkbenchProvider workbench={wb}>
        <QueryClientProvider client={queryClient}>
          <PageActionsProvider value={{ openPage, closePage }}>
            <CurrentPageProvider id="test-tab">{child}</CurrentPageProvider>
          </PageActionsProvider>
        </QueryClientProvider>
      </WorkbenchProvider>
    </RuntimeConfigProvider>
  );
  const view = renderUi(wrap(ui), { locale: options.locale ?? 'en' });
  return { ...view, wb, openPage, closePage, rerenderPage: (next) => view.rerender(wrap(next)) };
}

/** The PageProps of a page opened at `path` with `query`. */
export function pageProps(path: string, query: Record<string, string> = {}, active = true) {
  return { path, query, params: {}, active };
}
