import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/helpers';
import { SyncError } from '../subsystems/training-token';
import { fetchStudyProcess } from './study-process';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROW = {
  trainingId: 8001,
  trainingName: '新生儿复苏',
  unitName: '长沙市妇幼保健院',
  totalStudents: 40,
  studying: 10,
  finished: 30,
  finishRate: 75,
};

const signedIn = () => testWorkbench({ cookies: { mch_token: 'tok' } }).wb;

describe('fetchStudyProcess (GET /statistic/study/process)', () => {
  it('exchanges the training token, then asks by year (and training) with it', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => ok(null)),
      http.post(`${BASE_URLS.training}/auth/token/exchange`, () => ok({ token: 'tr-tok' })),
      http.get(`${BASE_URLS.training}/statistic/study/process`, ({ request }) => {
        const url = new URL(request.url);
        seen.push(`${url.search} ${request.headers.get('Authorization')}`);
        return ok([ROW]);
      }),
    );
    const wb = signedIn();
    await expect(fetchStudyProcess(wb, { year: 2026 })).resolves.toEqual([ROW]);
    await expect(fetchStudyProcess(wb, { year: 2026, trainingId: 8001 })).resolves.toEqual([ROW]);
    expect(seen).toEqual([
      '?projectyear=2026 Bearer tr-tok',
      '?projectyear=2026&trainingId=8001 Bearer tr-tok',
    ]);
  });

  it('rejects with a SyncError and asks nothing when the token cannot be had', async () => {
    let asked = 0;
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => fail(500, 'down', 500)),
      http.get(`${BASE_URLS.training}/statistic/study/process`, () => {
        asked += 1;
        return ok([]);
      }),
    );
    await expect(fetchStudyProcess(signedIn(), { year: 2026 })).rejects.toBeInstanceOf(SyncError);
    expect(asked).toBe(0);
  });
});
