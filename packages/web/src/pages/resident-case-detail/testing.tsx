/**
 * Component-test helpers of the resident record and the staff configuration: the fake backend of the back-office
 * page tests (`../user-notice/testing`), with the grassroots health-service backend answering in its own success
 * code ('SUCCESS'), request bodies recorded, calls that can be held until the test releases them, and a render
 * inside the providers the shell gives a page (notifications included).
 */
import { Notifications } from '@mantine/notifications';
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

/** A request as the test sees it, with its body: JSON text, or 'file=<name>:<text>' for a multipart upload. */
export interface SentRequest {
  /** 'POST main /v1/sync/saveChooseUserPre'. */
  key: string;
  /** The query string, '?a=1&b=2' or ''. */
  search: string;
  body: string;
}

/** The extra powers of the test workbench. */
export interface TestControls {
  sent: SentRequest[];
  /** Holds every call of `key` until the returned function is called. */
  hold: (key: string) => () => void;
}

function keyOf(request: Request): string {
  const url = new URL(request.url);
  for (const [name, base] of Object.entries(TEST_CONFIG.baseUrls)) {
    const prefix = new URL(base).pathname;
    if (url.pathname.startsWith(`${prefix}/`)) {
      return `${request.method} ${name} ${url.pathname.slice(prefix.length)}`;
    }
  }
  return `${request.method} unknown ${url.pathname}`;
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

/** A workbench over the fake backend whose fds answers succeed with 'SUCCESS', recording and holding calls. */
export function testWorkbench(backend: FakeBackend): { wb: Workbench; controls: TestControls } {
  const inner = fakeWorkbench(backend);
  const fdsPath = new URL(TEST_CONFIG.baseUrls.fds).pathname;
  const sent: SentRequest[] = [];
  const gates = new Map<string, Promise<void>>();
  const controls: TestControls = {
    sent,
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
  const wb = createWorkbench({
    baseUrls: TEST_CONFIG.baseUrls,
    signInUrl: TEST_CONFIG.signInUrl,
    adapters: {
      ...inner.adapters,
      fetch: async (request) => {
        const key = keyOf(request);
        sent.push({ key, search: new URL(request.url).search, body: await bodyOf(request.clone()) });
        await gates.get(key);
        const response = await inner.adapters.fetch(request);
        if (!new URL(request.url).pathname.startsWith(`${fdsPath}/`)) return response;
        const body = (await response.json()) as { code: unknown };
        if (body.code === 0) body.code = 'SUCCESS';
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    },
  });
  return { wb, controls };
}

/** Renders a page with the test workbench, in the tab 'test-tab'; returns the spies and controls too. */
export function renderBackOfficePage(ui: ReactElement, options: { backend: FakeBackend; locale?: Locale }) {
  const { wb, controls } = testWorkbench(options.backend);
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
    ...controls,
    openPage,
    queryClient,
    rerenderPage: (next: ReactElement) => view.rerender(wrap(next)),
  };
}
