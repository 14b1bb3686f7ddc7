/**
 * Component-test helpers of the resident record: the fake backend of the back-office page tests
 * (`../user-notice/testing`), with the grassroots health-service backend answering in its own success code
 * ('SUCCESS'), and a render inside the providers the shell gives a page.
 */
import { createWorkbench, type Workbench } from '@mch/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { RuntimeConfigProvider } from '../../app/runtime-config-context';
import {
  CurrentPageProvider,
  type PageActions,
  PageActionsProvider,
  WorkbenchProvider,
} from '../../app/workbench-context';
import type { Locale } from '../../i18n';
import { renderUi } from '../../test/render';
import { type FakeBackend, fakeWorkbench, TEST_CONFIG } from '../user-notice/testing';

/** A workbench over the fake backend whose fds answers succeed with 'SUCCESS'. */
export function fdsWorkbench(backend: FakeBackend): Workbench {
  const inner = fakeWorkbench(backend);
  const fdsPath = new URL(TEST_CONFIG.baseUrls.fds).pathname;
  return createWorkbench({
    baseUrls: TEST_CONFIG.baseUrls,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      ...inner.adapters,
      fetch: async (request) => {
        const response = await inner.adapters.fetch(request);
        if (!new URL(request.url).pathname.startsWith(`${fdsPath}/`)) return response;
        const body = (await response.json()) as { code: unknown };
        if (body.code === 0) body.code = 'SUCCESS';
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    },
  });
}

/** Renders a page with the fds-aware workbench, in the tab 'test-tab'; returns the open-page spy too. */
export function renderRecordPage(ui: ReactElement, options: { backend: FakeBackend; locale?: Locale }) {
  const wb = fdsWorkbench(options.backend);
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
  return {
    ...view,
    wb,
    openPage,
    queryClient,
    rerenderPage: (next: ReactElement) => view.rerender(wrap(next)),
  };
}
