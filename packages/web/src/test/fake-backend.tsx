/**
 * The one fake backend of the web app's component tests: a workbench whose requests go to routes the test writes
 * (route → answer or handler), answering in each backend's own success code, recording what was sent and able to
 * hold calls; a signed-in session; and the providers a page or feature runs inside (runtime config, workbench,
 * TanStack Query, notifications, page actions, the current tab).
 */
import { Notifications, notifications } from '@mantine/notifications';
import { createWorkbench, type Workbench } from '@mch/sdk';
import {
  manualVisibility,
  memoryCookies,
  memoryLocation,
  memoryStorage,
  systemClock,
} from '@mch/sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Locale } from '../i18n';
import type { RuntimeConfig } from '../platform/config';
import { RuntimeConfigProvider } from '../platform/runtime-config-context';
import {
  CurrentPageProvider,
  type PageActions,
  PageActionsProvider,
  WorkbenchProvider,
} from '../platform/workbench-context';
import { type RenderUiResult, renderUi } from './render';

const BASE_URLS = {
  main: 'http://test/main',
  mainSync: 'http://test/main-sync',
  live: 'http://test/live',
  message: 'http://test/message',
  fds: 'http://test/fds',
  exam: 'http://test/exam',
  training: 'http://test/training',
};

/** The success code of each backend's envelope (see the generated envelope's description). */
export const SUCCESS_CODES: Readonly<Record<keyof typeof BASE_URLS, number | string>> = {
  main: 0,
  mainSync: 0,
  live: 200,
  message: 'SUCCESS',
  fds: 'SUCCESS',
  exam: 0,
  training: 0,
};

/** The runtime config of the tests (the personal centre is at https://account.test/user-center). */
export const TEST_CONFIG: RuntimeConfig = {
  demo: false,
  signInUrl: 'http://test/login',
  signInReturnParam: 'redirect',
  cookieName: 'mch_token',
  cookieDomain: '',
  baseUrls: BASE_URLS,
  externalUrls: {
    userCenter: 'https://account.test/user-center',
    appDownload: 'http://test/app',
    clientDownload: 'http://test/client',
    more: 'http://test/more',
  },
  frameOrigins: [
    { origin: 'https://account.test' },
    { origin: 'https://exam.test' },
    { origin: 'https://rooms.test', room: true },
  ],
};

/** One request the fake backend received. */
export interface SeenRequest {
  method: string;
  /** The path below the backend's base URL, e.g. '/v1/notice/user-notice'. */
  path: string;
  backend: string;
  query: Record<string, string>;
}

/**
 * Answers one request: the envelope's `data`; a failure with the message `fail` (a business failure, or an HTTP
 * error when `status` is given, e.g. 500); or a network error.
 */
export type FakeAnswer = { data: unknown } | { fail: string; status?: number } | { network: true };

/** A handler of the fake backend, keyed `'GET message /v1/notice/user-notice'`. */
export type FakeRoute = (request: SeenRequest) => FakeAnswer;

/**
 * Routes by `'METHOD backend /path'` (backend as named in the base URLs: main, mainSync, live, message, fds, exam,
 * training; `{name}` in a path matches one segment): a fixed answer or a handler.
 */
export type FakeRoutes = Readonly<Record<string, FakeAnswer | FakeRoute>>;

/** A request as the test sees it, with its body: JSON text, or 'file=<name>:<text>' for a multipart upload. */
export interface SentRequest {
  /** 'POST main /v1/sync/saveChooseUserPre'. */
  key: string;
  /** The query string, '?a=1&b=2' or ''. */
  search: string;
  body: string;
}

/** The fake backend: routes the test sets, and every request seen and sent. */
export interface FakeBackend {
  routes: Map<string, FakeRoute>;
  seen: SeenRequest[];
  /** Every request with its body, in order. */
  sent: SentRequest[];
  /** Every request as `'METHOD backend /path?query'`, in order. */
  requests: string[];
  /** Requests seen for `'METHOD backend /path'`. */
  calls(key: string): SeenRequest[];
  /** Sets the route `'METHOD backend /path'` (replacing one set before). */
  on(key: string, route: FakeRoute | FakeAnswer): void;
  /** Holds every call of `'METHOD backend /path'` until the returned function is called. */
  hold(key: string): () => void;
}

/** Answers a request itself (a file download, say), or leaves it to the fake backend by giving undefined. */
export type Intercept = (request: Request) => Response | undefined;

/** Creates a fake backend answering `routes`; an unknown route answers with a business failure. */
export function fakeBackend(initial: FakeRoutes = {}): FakeBackend {
  const routes = new Map<string, FakeRoute>();
  const seen: SeenRequest[] = [];
  const sent: SentRequest[] = [];
  const requests: string[] = [];
  const gates = new Map<string, Promise<void>>();
  const backend: FakeBackend & { gates: Map<string, Promise<void>> } = {
    routes,
    seen,
    sent,
    requests,
    gates,
    calls: (key) => seen.filter((r) => `${r.method} ${r.backend} ${r.path}` === key),
    on: (key, route) => {
      routes.set(key, typeof route === 'function' ? route : () => route);
    },
    hold: (key) => {
      let release: () => void = () => {};
      gates.set(
        key,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        gates.delete(key);
        release();
      };
    },
  };
  for (const [key, route] of Object.entries(initial)) backend.on(key, route);
  return backend;
}

function backendOf(url: URL): { backend: string; path: string } {
  for (const [name, base] of Object.entries(BASE_URLS)) {
    const prefix = new URL(base).pathname;
    if (url.pathname.startsWith(`${prefix}/`))
      return { backend: name, path: url.pathname.slice(prefix.length) };
  }
  return { backend: 'unknown', path: url.pathname };
}

async function bodyOf(request: Request): Promise<string> {
  if (request.method === 'GET') return '';
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const file = (await request.formData()).get('file');
    return file instanceof File ? `file=${file.name}:${await file.text()}` : 'file=?';
  }
  return request.text();
}

function routeOf(backend: FakeBackend, method: string, name: string, path: string): FakeRoute | undefined {
  return (
    backend.routes.get(`${method} ${name} ${path}`) ??
    [...backend.routes.entries()].find(([key]) => {
      const [routeMethod, routeBackend, pattern] = key.split(' ');
      if (routeMethod !== method || routeBackend !== name || !pattern?.includes('{')) return false;
      return new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);
    })?.[1]
  );
}

/** A workbench whose requests are answered by `backend` (or by `intercept` first, when it answers). */
export function fakeWorkbench(backend: FakeBackend, intercept?: Intercept): Workbench {
  const gates = (backend as FakeBackend & { gates?: Map<string, Promise<void>> }).gates;
  return createWorkbench({
    baseUrls: BASE_URLS,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      fetch: async (request) => {
        const own = intercept?.(request);
        if (own) return own;
        const url = new URL(request.url);
        const { backend: name, path } = backendOf(url);
        const key = `${request.method} ${name} ${path}`;
        const seenRequest: SeenRequest = {
          method: request.method,
          path,
          backend: name,
          query: Object.fromEntries(url.searchParams),
        };
        backend.seen.push(seenRequest);
        backend.requests.push(`${key}${url.search}`);
        backend.sent.push({ key, search: url.search, body: await bodyOf(request.clone()) });
        await gates?.get(key);
        const route = routeOf(backend, request.method, name, path);
        const answer: FakeAnswer = route ? route(seenRequest) : { fail: `no route for ${key}` };
        if ('network' in answer) throw new TypeError('Failed to fetch');
        const success = SUCCESS_CODES[name as keyof typeof SUCCESS_CODES] ?? 0;
        const headers = { 'Content-Type': 'application/json' };
        if ('fail' in answer && answer.status !== undefined) {
          const body = { code: answer.status, msg: answer.fail, data: null };
          return new Response(JSON.stringify(body), { status: answer.status, headers });
        }
        const body =
          'fail' in answer
            ? { code: 'ERROR', msg: answer.fail, data: null }
            : { code: success, msg: '', data: answer.data };
        return new Response(JSON.stringify(body), { headers });
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

/** Options of `renderPage`. */
export interface RenderPageOptions {
  /** The fake backend (an empty one by default: every call fails). */
  backend?: FakeBackend;
  locale?: Locale;
  /** The workbench to use (a fake one over `backend` by default). */
  wb?: Workbench;
  /** Answers some requests before the fake backend does (files). */
  intercept?: Intercept;
}

/** What `renderPage` returns besides Testing Library's result. */
export interface PageRender extends RenderUiResult {
  wb: Workbench;
  /** Every request sent through the page's workbench, with its body. */
  sent: SentRequest[];
  /** Every request sent through the page's workbench, as `'METHOD backend /path?query'`. */
  requests: string[];
  /** Holds every call of `'METHOD backend /path'` until the returned function is called. */
  hold: FakeBackend['hold'];
  queryClient: QueryClient;
  /** The spy behind `useOpenPage()`. */
  openPage: ReturnType<typeof vi.fn<PageActions['openPage']>>;
  /** The spy behind `useCloseCurrentPage()` (called with the tab id 'test-tab'). */
  closePage: ReturnType<typeof vi.fn<PageActions['closePage']>>;
  /** Renders another element in the same providers (e.g. the page with new props). */
  rerenderPage: (ui: ReactElement) => void;
}

/** Renders a page inside the providers the shell gives it (notifications included), in the tab 'test-tab'. */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): PageRender {
  const backend = options.backend ?? fakeBackend();
  const wb = options.wb ?? fakeWorkbench(backend, options.intercept);
  const openPage = vi.fn<PageActions['openPage']>();
  const closePage = vi.fn<PageActions['closePage']>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (child: ReactElement) => (
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <WorkbenchProvider workbench={wb}>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <PageActionsProvider value={{ openPage, closePage }}>
            <CurrentPageProvider id="test-tab">{child}</CurrentPageProvider>
          </PageActionsProvider>
        </QueryClientProvider>
      </WorkbenchProvider>
    </RuntimeConfigProvider>
  );
  const view = renderUi(wrap(ui), { locale: options.locale ?? 'en' });
  return {
    ...view,
    wb,
    sent: backend.sent,
    requests: backend.requests,
    hold: backend.hold,
    queryClient,
    openPage,
    closePage,
    rerenderPage: (next) => view.rerender(wrap(next)),
  };
}

/** Removes every notification (call after each test that shows some). */
export function cleanNotifications(): void {
  act(() => notifications.clean());
}

/** The signed-in user of `renderSignedInPage` (Hunan, 芙蓉区). */
export const TEST_USER = {
  id: 7,
  adminType: 1,
  userName: 'zhangsan',
  nickName: '张三',
  mobile: '13800000000',
  identityCard: '430102199001011234',
  unitAreaCode: '430102000000',
  unitId: 2001,
  unitUuid: 'u-2001',
  unitName: '长沙市芙蓉区妇幼保健院',
  relationId: 3001,
  doctorUuid: 'd-3001',
};

/** The functions granted to {@link TEST_USER}: the workbench, signed organisations and the online exam. */
export const TEST_FUNCTIONS = [
  { code: 'workbench', name: '工作台', type: 1, frontActionUrl: 'workbench', treeCode: '25.001' },
  { code: 'mahefnq', name: '签约机构管理', type: 1, frontActionUrl: 'mahefnq', treeCode: '25.002' },
  { code: 'onlineExam', name: '在线考试', type: 1, frontActionUrl: 'https://exam.test/', treeCode: '25.003' },
];

/** Routes that sign {@link TEST_USER} in with {@link TEST_FUNCTIONS}. */
export const SESSION_ROUTES: FakeRoutes = {
  'GET main /v1/user/getUser': { data: TEST_USER },
  'POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId': { data: TEST_FUNCTIONS },
};

/**
 * Signs {@link TEST_USER} in (through {@link SESSION_ROUTES}, unless the test set those routes itself), then renders
 * a page like `renderPage`, in `options.locale` (English by default). The requests of the sign-in are left out of
 * `backend.seen`, `sent` and `requests`.
 */
export async function renderSignedInPage(
  ui: ReactElement,
  backend: FakeBackend,
  intercept?: Intercept,
  options: { locale?: Locale } = {},
): Promise<PageRender> {
  for (const [key, route] of Object.entries(SESSION_ROUTES)) {
    if (!backend.routes.has(key)) backend.on(key, route);
  }
  const wb = fakeWorkbench(backend, intercept);
  await wb.session.start();
  backend.seen.length = 0;
  backend.sent.length = 0;
  backend.requests.length = 0;
  return renderPage(ui, { backend, wb, locale: options.locale });
}
