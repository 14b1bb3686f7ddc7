import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainPaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { createApiClient } from '../../http/client';
import { createInterceptionPolicy } from '../../http/policy';
import { systemClock } from '../../runtime/adapters';
import { fetchLoginLogPage, loginLogQuery } from './login-log';

const BASE = 'http://localhost/api/main';
const queries: Record<string, string>[] = [];
const server = setupServer(
  http.get(`${BASE}/v1/userLoginLog/queryPage`, ({ request }) => {
    queries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({
      code: 0,
      msg: '',
      data: { records: [], total: 0, pageIndex: 1, pageSize: 10 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the login log query', () => {
  it('sends the page and the trimmed user name, leaving out an empty name', () => {
    expect(loginLogQuery({ page: 3, pageSize: 20 }, '  doctor ')).toEqual({
      pageIndex: 3,
      pageSize: 20,
      userName: 'doctor',
    });
    expect(loginLogQuery({ page: 1, pageSize: 10 }, '   ')).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(loginLogQuery({ page: 1, pageSize: 10 })).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('reads one page', async () => {
    const main = createApiClient<MainPaths>({
      baseUrl: BASE,
      rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).main,
      fetch: (req) => globalThis.fetch(req),
      clock: systemClock,
      policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
      getToken: () => 'tok',
    });
    const page = await fetchLoginLogPage(main, loginLogQuery({ page: 2, pageSize: 10 }, 'wang'));
    expect(page.total).toBe(0);
    expect(queries).toEqual([{ pageIndex: '2', pageSize: '10', userName: 'wang' }]);
  });
});
