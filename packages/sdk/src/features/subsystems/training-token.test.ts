import type { TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testWorkbench } from '../../../test/helpers';
import { AccountSwitchedError } from '../../http/errors';
import { SyncError, TRAINING_SYNC_USER_TYPE, TRAINING_TOKEN_KEY } from './training-token';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const LOGIN = { mch_token: 'demo-doctor' };
/** The token the demo's exam and training backends give for a login token. */
const exchanged = (login: string) => `train.${login}`;

/** What the sync and exchange operations of the demo received. */
function syncCalls(demo: TestDemo): string[] {
  return demo.seen.flatMap((r) => {
    if (r.path === '/v1/sync/examUserInfo') return [`sync exam ${r.headers.authorization}`];
    if (r.path === '/v1/sync/userInfo') return [`sync training userType=${r.query.userType}`];
    if (r.path.endsWith('/token/exchange')) {
      return [`exchange ${r.backend} ${(JSON.parse(r.body) as { ssoToken: string }).ssoToken}`];
    }
    return [];
  });
}

const examCodeInfo = (t: ReturnType<typeof testWorkbench>) =>
  t.wb.exam.GET('/user/exam/code/info', { params: { query: { code: '1YKS1' } } });

describe('ensureTrainingToken', () => {
  it('syncs the user on the second main host, exchanges the SSO token and keeps the exam token', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe(exchanged('demo-doctor'));
    expect(syncCalls(t.demo)).toEqual(['sync exam Bearer demo-doctor', 'exchange exam demo-doctor']);
    // Kept in memory only: nothing of it reaches the tab's storage.
    expect(t.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();

    // Reused: no further request, and exam calls carry it.
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe(exchanged('demo-doctor'));
    expect(syncCalls(t.demo)).toHaveLength(2);
    await examCodeInfo(t).catch(() => {});
    expect(t.demo.requestsTo('GET exam /user/exam/code/info')[0]?.headers.authorization).toBe(
      `Bearer ${exchanged('demo-doctor')}`,
    );
  });

  it('syncs with the user type before the training exchange', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).resolves.toBe(exchanged('demo-doctor'));
    expect(syncCalls(t.demo)).toEqual([
      `sync training userType=${TRAINING_SYNC_USER_TYPE}`,
      'exchange training demo-doctor',
    ]);
    expect(t.wb.trainingToken.peek('training')).toBe(exchanged('demo-doctor'));
    expect(t.wb.trainingToken.peek('exam')).toBeUndefined();
  });

  it('shares one exchange between concurrent callers', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    const tokens = await Promise.all([
      t.wb.trainingToken.ensureTrainingToken('exam'),
      t.wb.trainingToken.ensureTrainingToken('exam'),
      t.wb.trainingToken.ensureTrainingToken('exam'),
    ]);
    expect(tokens).toEqual(Array(3).fill(exchanged('demo-doctor')));
    expect(syncCalls(t.demo)).toEqual(['sync exam Bearer demo-doctor', 'exchange exam demo-doctor']);
  });

  it('never replays a token kept by an earlier version: a new helper (a reload) exchanges again', async () => {
    const stored = JSON.stringify({ sso: 'demo-doctor', exam: 'kept-exam' });
    const reloaded = testWorkbench({ cookies: LOGIN, session: { [TRAINING_TOKEN_KEY]: stored } });
    expect(reloaded.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();
    await expect(reloaded.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe(
      exchanged('demo-doctor'),
    );
    expect(syncCalls(reloaded.demo)).toEqual(['sync exam Bearer demo-doctor', 'exchange exam demo-doctor']);
  });

  it('drops the token of another login', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.trainingToken.ensureTrainingToken('exam');
    t.cookies.set('mch_token', 'demo-admin');
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).resolves.toBe(exchanged('demo-admin'));
    expect(syncCalls(t.demo).filter((s) => s.startsWith('exchange'))).toEqual([
      'exchange exam demo-doctor',
      'exchange exam demo-admin',
    ]);
  });

  it('exchanges again after an exam call answered expired', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    await t.wb.trainingToken.ensureTrainingToken('exam');
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'exam', path: '/user/exam/code/info', times: 1 });
    await expect(examCodeInfo(t)).rejects.toThrow();
    expect(t.wb.trainingToken.peek('exam')).toBeUndefined();
    expect(t.sessionStorage.getItem(TRAINING_TOKEN_KEY)).toBeNull();
    await t.wb.trainingToken.ensureTrainingToken('exam');
    expect(syncCalls(t.demo).filter((s) => s.startsWith('exchange'))).toHaveLength(2);
  });
});

describe('failures reject with a SyncError', () => {
  it('a failed sync: no exchange, no warning of the policy', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    t.demo.faults.set({ kind: 'businessError', backend: 'mainSync', path: '/v1/sync/examUserInfo' });
    const warnings: unknown[] = [];
    t.wb.events.on('warning', (w) => warnings.push(w));
    const err = await t.wb.trainingToken.ensureTrainingToken('exam').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as SyncError).messageKey).toBe('error.syncUserInfo');
    expect((err as SyncError).kind).toBe('exam');
    expect(syncCalls(t.demo).some((s) => s.startsWith('exchange'))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('a failed exchange, a network error and an exchange without a token', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    const exchange = { backend: 'training', path: '/auth/token/exchange', times: 1 } as const;
    t.demo.faults.set({ kind: 'businessError', ...exchange });
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    t.demo.faults.set({ kind: 'network', ...exchange });
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    // An exchange that succeeds without a token.
    t.demo.answer('POST training /auth/token/exchange', { json: { code: 0, msg: '', data: { token: '' } } });
    await expect(t.wb.trainingToken.ensureTrainingToken('training')).rejects.toBeInstanceOf(SyncError);
    expect(t.demo.requestsTo('POST training /auth/token/exchange')).toHaveLength(3);
    expect(t.wb.trainingToken.peek('training')).toBeUndefined();
  });

  it('not sent because another account signed in: rejects with AccountSwitchedError, not as a failed sync', async () => {
    const t = testWorkbench({ token: 'demo-doctor' });
    await t.wb.session.start();
    t.demo.seen.length = 0;
    t.cookies.set('mch_token', 'demo-admin', { path: '/' });
    const err = await t.wb.trainingToken.ensureTrainingToken('exam').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountSwitchedError);
    expect(err).not.toBeInstanceOf(SyncError);
    expect(syncCalls(t.demo)).toEqual([]);
  });

  it('no login cookie: rejected without a request', async () => {
    const t = testWorkbench();
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).rejects.toBeInstanceOf(SyncError);
    expect(t.demo.seen).toEqual([]);
  });

  it('an expired login during the sync still reaches the policy (logout follows)', async () => {
    const t = testWorkbench({ cookies: LOGIN });
    t.demo.faults.set({ kind: 'tokenExpired', backend: 'mainSync', path: '/v1/sync/examUserInfo' });
    const expired: unknown[] = [];
    t.wb.events.on('sessionExpired', (e) => expired.push(e));
    await expect(t.wb.trainingToken.ensureTrainingToken('exam')).rejects.toBeInstanceOf(SyncError);
    expect(expired).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.location.assigned).toEqual(['http://sso.test/login?redirect=http%3A%2F%2Flocalhost%2F']);
  });
});
