/**
 * Component-test helpers of the back-office pages of issue 8: the fake backend of the back-office tests with the fds
 * backend's own success code ('SUCCESS') and room for file answers, a signed-in user, and the providers a page runs
 * inside.
 */
import { createWorkbench, type Workbench } from '@mch/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RuntimeConfigProvider } from '../../app/runtime-config-context';
import { CurrentPageProvider, PageActionsProvider, WorkbenchProvider } from '../../app/workbench-context';
import { type RenderUiResult, renderUi } from '../../test/render';
import { type FakeBackend, fakeWorkbench, TEST_CONFIG } from '../user-notice/testing';

/** Answers a request itself (a file download, say), or leaves it to the fake backend by giving undefined. */
export type Intercept = (request: Request) => Response | undefined;

/**
 * A workbench whose requests `backend` answers, the fds answers with the fds success code; `intercept` answers
 * the requests the fake backend cannot (files).
 */
export function fdsWorkbench(backend: FakeBackend, intercept?: Intercept): Workbench {
  const base = fakeWorkbench(backend);
  return createWorkbench({
    baseUrls: TEST_CONFIG.baseUrls,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      ...base.adapters,
      fetch: async (request) => {
        const own = intercept?.(request);
        if (own) return own;
        const response = await base.adapters.fetch(request);
        if (!new URL(request.url).pathname.startsWith('/fds/')) return response;
        const body = (await response.json()) as { code: unknown };
        if (body.code === 0) body.code = 'SUCCESS';
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    },
  });
}

/** The signed-in user of these tests (Hunan, 芙蓉区). */
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

/**
 * Signs the test user in, then renders a page inside the providers the shell gives it, over {@link fdsWorkbench}.
 * The requests of the sign-in are left out of `backend.seen`.
 */
export async function renderSignedInPage(
  ui: ReactElement,
  backend: FakeBackend,
  intercept?: Intercept,
): Promise<RenderUiResult & { wb: Workbench; rerenderPage: (next: ReactElement) => void }> {
  backend.on('GET main /v1/user/getUser', () => ({ data: TEST_USER }));
  backend.on('POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId', () => ({
    data: [{ code: 'mahefnq', name: '签约机构管理', type: 1, frontActionUrl: 'mahefnq', treeCode: '25.001' }],
  }));
  const wb = fdsWorkbench(backend, intercept);
  await wb.session.start();
  backend.seen.length = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (child: ReactElement) => (
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <WorkbenchProvider workbench={wb}>
        <QueryClientProvider client={queryClient}>
          <PageActionsProvider value={{ openPage: () => {}, closePage: () => {} }}>
            <CurrentPageProvider id="test-tab">{child}</CurrentPageProvider>
          </PageActionsProvider>
        </QueryClientProvider>
      </WorkbenchProvider>
    </RuntimeConfigProvider>
  );
  const view = renderUi(wrap(ui));
  return { ...view, wb, rerenderPage: (next) => view.rerender(wrap(next)) };
}
