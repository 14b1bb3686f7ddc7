/**
 * Component-test helpers of the workbench page and its features: a workbench whose backends answer from a route
 * table (no network), a signed-in session, and the providers pages run inside.
 */
import { Notifications, notifications } from '@mantine/notifications';
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
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RuntimeConfig } from '../../app/config';
import { RuntimeConfigProvider } from '../../app/runtime-config-context';
import { type PageActions, PageActionsProvider, WorkbenchProvider } from '../../app/workbench-context';
import type { Locale } from '../../i18n';
import { type RenderUiResult, renderUi } from '../../test/render';

/** The base URL of every backend in component tests. */
export const TEST_BASE_URLS = {
  main: 'http://test/main',
  mainSync: 'http://test/main-sync',
  live: 'http://test/live',
  message: 'http://test/message',
  fds: 'http://test/fds',
  exam: 'http://test/exam',
  training: 'http://test/training',
} as const;

const CONFIG: RuntimeConfig = {
  demo: false,
  signInUrl: 'http://test/login',
  cookieName: 'mch_token',
  cookieDomain: '',
  baseUrls: TEST_BASE_URLS,
  externalUrls: {
    userCenter: 'http://test/user-center',
    appDownload: 'http://test/app',
    clientDownload: 'http://test/client',
    more: 'http://test/more',
  },
};

/** The success code of each backend. */
const SUCCESS: Record<string, number | string> = {
  main: 0,
  'main-sync': 0,
  live: 200,
  message: 'SUCCESS',
  fds: 'SUCCESS',
  exam: 0,
  training: 0,
};

/** What a route answers: the `data` of a success envelope, or a failure. */
export type RouteAnswer = { data: unknown } | { fail: 'http500' | 'business'; msg?: string };

/** A route: 'GET main /stats/all' → the answer (or a function of the request URL). */
export type Routes = Record<string, RouteAnswer | ((url: URL) => RouteAnswer)>;

/** The demo user of the component tests. */
export const TEST_USER = {
  id: 1001,
  adminType: 2,
  userName: 'zhangwei',
  nickName: '张伟',
  mobile: '13807310001',
  identityCard: '430102198503150012',
  unitAreaCode: '430102000000',
  unitId: 2001,
  unitUuid: 'u-2001',
  unitName: '长沙市芙蓉区妇幼保健院',
  relationId: 3001,
  doctorUuid: 'd-3001',
};

/** A workbench over in-memory adapters whose requests are answered from `routes`; `calls` lists every request. */
export function routedWorkbench(routes: Routes): { wb: Workbench; calls: string[] } {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const [, backend = '', ...rest] = url.pathname.split('/');
    const key = `${request.method} ${backend} /${rest.join('/')}`;
    calls.push(`${key}${url.search}`);
    const route = routes[key];
    if (route === undefined) return new Response('not found', { status: 404 });
    const answer = typeof route === 'function' ? route(url) : route;
    if ('fail' in answer) {
      return answer.fail === 'http500'
        ? new Response(JSON.stringify({ code: 500, msg: answer.msg ?? 'error', data: null }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : Response.json({ code: 'E1', msg: answer.msg ?? 'refused', data: null });
    }
    return Response.json({ code: SUCCESS[backend] ?? 0, msg: '', data: answer.data });
  };
  const wb = createWorkbench({
    baseUrls: TEST_BASE_URLS,
    signInUrl: CONFIG.signInUrl,
    adapters: {
      fetch,
      cookies: memoryCookies({ mch_token: 'tok' }),
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
      clock: systemClock,
      location: memoryLocation('http://test/workbench'),
      visibility: manualVisibility(),
    },
  });
  return { wb, calls };
}

/** Routes that sign the test user in (user info and a function list with one menu entry). */
export const SESSION_ROUTES: Routes = {
  'GET main /v1/user/getUser': { data: TEST_USER },
  'POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId': {
    data: [
      { code: 'workbench', name: '工作台', type: 1, frontActionUrl: 'workbench', treeCode: '25.001' },
      {
        code: 'onlineExam',
        name: '在线考试',
        type: 1,
        frontActionUrl: 'https://exam.test/',
        treeCode: '25.002',
      },
    ],
  },
};

/** What `renderPage` returns besides Testing Library's result. */
export interface PageRender extends RenderUiResult {
  wb: Workbench;
  calls: string[];
  /** The spy behind `useOpenPage()`. */
  openPage: ReturnType<typeof vi.fn<PageActions['openPage']>>;
}

/** Signs the test user in on a routed workbench, then renders `ui` inside the providers a page has. */
export async function renderPage(
  ui: ReactElement,
  routes: Routes,
  options: { locale?: Locale } = {},
): Promise<PageRender> {
  const { wb, calls } = routedWorkbench({ ...SESSION_ROUTES, ...routes });
  await wb.session.start();
  calls.length = 0;
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
  return { ...view, wb, calls, openPage };
}

/** Removes every notification (call after each test that shows some). */
export function cleanNotifications(): void {
  act(() => notifications.clean());
}
