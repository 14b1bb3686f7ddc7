import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import type { FunctionNode } from '../../domain/menu';
import { isOutSystemQuery, SUBSYSTEM_QUERY_KEY } from '../../domain/pages';
import { ApiError } from '../../http/errors';
import { toUserInfo, type UserInfo } from '../session/session';
import {
  createSubsystems,
  findFunctionUrl,
  SUBSYSTEM_FUNCTION_CODES,
  SUBSYSTEM_KINDS,
  SubsystemUnavailableError,
  subsystemOfMenuItem,
  subsystemOfQuery,
  subsystemUrl,
} from './subsystems';
import { SyncError } from './training-token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USER = toUserInfo(RAW_USER) as UserInfo;

const fn = (code: string, frontActionUrl: string | null, children?: FunctionNode[]): FunctionNode => ({
  code,
  name: code,
  type: 1,
  frontActionUrl,
  ...(children ? { children } : {}),
});

const FUNCTIONS: FunctionNode[] = [
  fn('workbench', 'workbench'),
  fn('subsystems', null, [
    fn(SUBSYSTEM_FUNCTION_CODES.exam, 'https://exam.test/index.html?from=wb'),
    fn(SUBSYSTEM_FUNCTION_CODES.training, 'javascript:alert(1)'),
  ]),
];

function setup(user: UserInfo | null = USER) {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  return createSubsystems({ main: t.wb.main, trainingToken: t.wb.trainingToken, getUser: () => user });
}

function backend(functions: unknown = FUNCTIONS, functionsOk = true) {
  const calls = { functions: 0 };
  server.use(
    http.post(`${BASE_URLS.main}/v1/roleFunction/queryFunctionAllByUserIdSystemId`, ({ request }) => {
      calls.functions += 1;
      const q = new URL(request.url).searchParams;
      expect([q.get('userId'), q.get('systemId')]).toEqual([String(USER.id), '25']);
      return functionsOk ? ok(functions) : fail(500, 'down', 500);
    }),
    http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => ok(null)),
    http.post(`${BASE_URLS.exam}/user/token/exchange`, () => ok({ token: 'exam-tok' })),
    http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => ok(null)),
    http.post(`${BASE_URLS.training}/auth/token/exchange`, () => ok({ token: 'tr-tok' })),
  );
  return calls;
}

describe('findFunctionUrl', () => {
  it('finds the safe address of a code at any depth', () => {
    expect(findFunctionUrl(FUNCTIONS, 'onlineExam')).toBe('https://exam.test/index.html?from=wb');
    expect(findFunctionUrl(FUNCTIONS, 'onlineTraining')).toBeNull();
    expect(findFunctionUrl(FUNCTIONS, 'missing')).toBeNull();
    expect(findFunctionUrl(null, 'onlineExam')).toBeNull();
  });
});

describe('subsystemUrl', () => {
  it('sets the token parameter, replacing one already there', () => {
    expect(subsystemUrl('https://exam.test/a?x=1&token=old', 't 1')).toBe(
      'https://exam.test/a?x=1&token=t+1',
    );
    expect(subsystemUrl('data:text/html,x', 't')).toBeNull();
  });
});

describe('createSubsystems', () => {
  it('gives the exam address with the exchanged token and reads the functions once', async () => {
    const calls = backend();
    const subsystems = setup();
    await expect(subsystems.entryUrl('exam')).resolves.toBe(
      'https://exam.test/index.html?from=wb&token=exam-tok',
    );
    await expect(subsystems.entryUrl('exam')).resolves.toContain('token=exam-tok');
    expect(calls.functions).toBe(1);
  });

  it('refuses a subsystem without a safe address', async () => {
    backend();
    await expect(setup().entryUrl('training')).rejects.toBeInstanceOf(SubsystemUnavailableError);
    await expect(setup(null).entryUrl('exam')).rejects.toBeInstanceOf(SubsystemUnavailableError);
  });

  it('reports a failed exchange as a SyncError', async () => {
    backend();
    server.use(http.post(`${BASE_URLS.exam}/user/token/exchange`, () => fail(1, 'no', 200)));
    await expect(setup().entryUrl('exam')).rejects.toBeInstanceOf(SyncError);
  });

  it('asks the functions again after a failed read', async () => {
    const calls = backend(FUNCTIONS, false);
    const subsystems = setup();
    await expect(subsystems.entryUrl('exam')).rejects.toBeInstanceOf(ApiError);
    backend();
    await expect(subsystems.entryUrl('exam')).resolves.toContain('token=exam-tok');
    expect(calls.functions).toBe(1);
  });
});

describe('subsystemOfMenuItem', () => {
  it('names the subsystem of a framed entry from its function code', () => {
    expect(subsystemOfMenuItem({ code: 'onlineExam', isIframeUrl: true })).toBe('exam');
    expect(subsystemOfMenuItem({ code: 'onlineTraining', isIframeUrl: true })).toBe('training');
  });

  it('is null for other entries, unframed entries and entries without a code', () => {
    expect(subsystemOfMenuItem({ code: 'loginLog', isIframeUrl: true })).toBeNull();
    expect(subsystemOfMenuItem({ code: 'onlineExam', isIframeUrl: false })).toBeNull();
    expect(subsystemOfMenuItem({ isIframeUrl: true })).toBeNull();
  });
});

describe('the out-system page query of a subsystem', () => {
  it('names exam or training, nothing else', () => {
    expect(SUBSYSTEM_QUERY_KEY).toBe('system');
    expect(subsystemOfQuery('exam')).toBe('exam');
    expect(subsystemOfQuery('training')).toBe('training');
    for (const other of ['Exam', 'token', '', undefined, null, 1]) expect(subsystemOfQuery(other)).toBeNull();
  });

  it('is a query the out-system page can show, for every subsystem', () => {
    for (const kind of SUBSYSTEM_KINDS) expect(isOutSystemQuery({ [SUBSYSTEM_QUERY_KEY]: kind })).toBe(true);
    expect(isOutSystemQuery({ [SUBSYSTEM_QUERY_KEY]: 'payroll' })).toBe(false);
    expect(isOutSystemQuery({ url: 'https://a.example.org/' })).toBe(true);
    expect(isOutSystemQuery({ url: 'javascript:alert(1)' })).toBe(false);
  });
});
