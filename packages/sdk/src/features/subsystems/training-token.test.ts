import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/helpers';
import { SyncError, TRAINING_SYNC_USER_TYPE, TRAINING_TOKEN_KEY } from './training-token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const LOGIN = { mch_token: 'sso-1' };

/** Handlers of a healthy sync and exchange; records what the backends received. */
function healthy() {
  const seen: string[] = [];
  server.use(
    http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, ({ request }) => {
      seen.push(`sync exam ${request.headers.get('Authorization')}`);
      return ok(null);
    }),
    http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, ({ request }) => {
      seen.push(`sync training userType=${new URL(request.url).searchParams.get('userType')}`);
      return ok(null);
    }),
    http.post(`${BASE_URLS.exam}/user/token/exchange`, async ({ request }) => {
      const body = (await request.json()) as { ssoToken: string };
      seen.push(`exchange exam ${body.ssoToken}`);
      return ok({ token: `exam-for-${body.ssoToken}` });
    }),
    http.post(`${BASE_URLS.training}/auth/token/exchange`, async ({ request }) => {
      const body = (await request.json()) as { ssoToken: string };
      seen.push(`exchange training ${body.ssoToken}`);
      return ok({ token: `training-for-${body.ssoToken}` });
    }),
  );
  return seen;
}

describe('ensureTrainingToken', () => {
  it('syncs the user on the second main host, exchanges the SSO token and keeps the exam token', async () => {
    const seen = healthy();
    const t = testWorkbench({ cookies: LOGIN });
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe('exam-for-sso-1');
    expect(seen).toEqual(['sync exam Bearer sso-1', 'exchange exam sso-1']);
    // Kept in memory only: nothing of it reaches the tab's storage.
    expect(t.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();

    // Reused: no further request, and exam calls carry it.
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe('exam-for-sso-1');
    expect(seen).toHaveLength(2);
    let auth: string | null = null;
    server.use(
      http.get(`${BASE_URLS.exam}/user/exam/code/info`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return ok(null);
      }),
    );
    await t.wb.exam.GET('/user/exam/code/info', { params: { query: { code: '1YKS1' } } });
    expect(auth).toBe('Bearer exam-for-sso-1');
  });

  it('syncs with the user type before the training exchange', async () => {
    const seen = healthy();
    const t = testWorkbench({ cookies: LOGIN });
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).resolves.toBe('training-for-sso-1');
    expect(seen).toEqual([`sync training userType=${TRAINING_SYNC_USER_TYPE}`, 'exchange training sso-1']);
    expect(t.wb.trainingToken.peek('training')).toBe('training-for-sso-1');
    expect(t.wb.trainingToken.peek('exam')).toBeUndefined();
  });

  it('shares one exchange between concurrent callers', async () => {
    const seen = healthy();
    const t = testWorkbench({ cookies: LOGIN });
    const tokens = await Promise.all([
      t.wb.trainingToken.ensureTrainingToken('exam'),
      t.wb.trainingToken.ensureTrainingToken('exam'),
      t.wb.trainingToken.ensureTrainingToken('exam'),
    ]);
    expect(tokens).toEqual(['exam-for-sso-1', 'exam-for-sso-1', 'exam-for-sso-1']);
    expect(seen).toEqual(['sync exam Bearer sso-1', 'exchange exam sso-1']);
  });

  it('never replays a token kept by an earlier version: a new helper (a reload) exchanges again', async () => {
    const stored = JSON.stringify({ sso: 'sso-1', exam: 'kept-exam' });
    const reloaded = testWorkbench({ cookies: LOGIN, session: { [TRAINING_TOKEN_KEY]: stored } });
    expect(reloaded.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();
    const seen = healthy();
    await expect(reloaded.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe('exam-for-sso-1');
    expect(seen).toEqual(['sync exam Bearer sso-1', 'exchange exam sso-1']);
  });

  it('drops the token of another login', async () => {
    const seen = healthy();
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.trainingToken.ensureTrainingToken('exam');
    t.cookies.set('mch_token', 'sso-2');
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe('exam-for-sso-2');
    expect(seen.filter((s) => s.startsWith('exchange'))).toEqual([
      'exchange exam sso-1',
      'exchange exam sso-2',
    ]);
  });

  it('exchanges again after an exam call answered expired', async () => {
    const seen = healthy();
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.trainingToken.ensureTrainingToken('exam');
    server.use(http.get(`${BASE_URLS.exam}/user/exam/code/info`, () => fail(401, 'unauthorised')));
    await expect(
      t.wb.exam.GET('/user/exam/code/info', { params: { query: { code: '1YKS1' } } }),
    ).rejects.toThrow();
    expect(t.wb.trainingToken.peek('exam')).toBeUndefined();
    expect(t.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();
    await t.wb.trainingToken.ensureTrainingToken('exam');
    expect(seen.filter((s) => s.startsWith('exchange'))).toHaveLength(2);
  });
});

describe('failures reject with a SyncError', () => {
  it('a failed sync: no exchange, no warning of the policy', async () => {
    const seen = healthy();
    server.use(http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => fail(500, 'sync broke')));
    const t = testWorkbench({ cookies: LOGIN });
    const warnings: unknown[] = [];
    t.wb.events.on('warning', (w) => warnings.push(w));
    const err = await t.wb.trainingToken.ensureTrainingToken('exam').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as SyncError).messageKey).toBe('error.syncUserInfo');
    expect((err as SyncError).kind).toBe('exam');
    expect(seen.some((s) => s.startsWith('exchange'))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('a failed exchange, a network error and an exchange without a token', async () => {
    healthy();
    const t = testWorkbench({ cookies: LOGIN });
    server.use(http.post(`${BASE_URLS.training}/auth/token/exchange`, () => fail(1, 'no')));
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    server.use(http.post(`${BASE_URLS.training}/auth/token/exchange`, () => HttpResponse.error()));
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    server.use(http.post(`${BASE_URLS.training}/auth/token/exchange`, () => ok({ token: '' })));
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    expect(t.wb.trainingToken.peek('training')).toBeUndefined();
  });

  it('no login cookie: rejected without a request', async () => {
    const seen = healthy();
    const t = testWorkbench();
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).rejects.toBeInstanceOf(SyncError);
    expect(seen).toEqual([]);
  });

  it('an expired login during the sync still reaches the policy (logout follows)', async () => {
    healthy();
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => fail('BIZ.TOKEN_EXPIRATION', 'expired')),
    );
    const t = testWorkbench({ cookies: LOGIN });
    const expired: unknown[] = [];
    t.wb.events.on('sessionExpired', (e) => expired.push(e));
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).rejects.toBeInstanceOf(SyncError);
    expect(expired).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.location.assigned).toEqual(['http://sso.test/login?redirect=http%3A%2F%2Flocalhost%2F']);
  });
});
