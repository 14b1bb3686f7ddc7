/**
 * The workbench page test's old helper names over the shared fake backend (`src/test/fake-backend.tsx`), kept only
 * until `index.test.tsx` here imports from there (`renderSignedInPage(ui, fakeBackend(routes))`); then delete this
 * file. No fake logic of its own: it only translates the old route shape.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../i18n';
import {
  cleanNotifications,
  type FakeAnswer,
  type FakeRoutes,
  fakeBackend,
  renderSignedInPage,
  type PageRender as SharedPageRender,
  TEST_USER,
} from '../../test/fake-backend';

export { cleanNotifications, TEST_USER };

/** The old answer shape: `data`, or an HTTP 500 / a business failure with an optional message. */
export type RouteAnswer = { data: unknown } | { fail: 'http500' | 'business'; msg?: string };

/** The old routes: 'GET main-sync /v1/sync/userInfo' (backends named by their URL segment) → an answer. */
export type Routes = Record<string, RouteAnswer | (() => RouteAnswer)>;

/** What `renderPage` returns: the shared result, with the requests as `calls`. */
export interface PageRender extends SharedPageRender {
  calls: string[];
}

function toAnswer(answer: RouteAnswer): FakeAnswer {
  if ('data' in answer) return answer;
  return answer.fail === 'http500'
    ? { fail: answer.msg ?? 'error', status: 500 }
    : { fail: answer.msg ?? 'refused' };
}

function toFakeRoutes(routes: Routes): FakeRoutes {
  return Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key.replace(' main-sync ', ' mainSync '),
      typeof route === 'function' ? () => toAnswer(route()) : toAnswer(route),
    ]),
  );
}

/** Signs the test user in, then renders `ui` like the shared `renderSignedInPage`. */
export async function renderPage(
  ui: ReactElement,
  routes: Routes,
  options: { locale?: Locale } = {},
): Promise<PageRender> {
  const view = await renderSignedInPage(ui, fakeBackend(toFakeRoutes(routes)), undefined, options);
  return { ...view, calls: view.requests };
}
