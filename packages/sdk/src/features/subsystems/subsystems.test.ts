import { MAIN_IDS } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN, demoUser, signedIn } from '../../../test/helpers';
import { buildMenu, type FunctionNode } from '../../domain/menu';
import { isOutSystemQuery, SUBSYSTEM_QUERY_KEY } from '../../domain/pages';
import { ApiError } from '../../http/errors';
import { toUserInfo, type UserInfo } from '../session/session';
import {
  createSubsystems,
  findFunctionUrl,
  menuItemPage,
  menuItemPageId,
  SUBSYSTEM_FUNCTION_CODES,
  SUBSYSTEM_KINDS,
  SubsystemUnavailableError,
  subsystemOfMenuItem,
  subsystemOfQuery,
  subsystemUrl,
} from './subsystems';
import { SyncError } from './training-token';

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

const FUNCTIONS_ROUTE = 'POST main /v1/roleFunction/queryFunctionAllByUserIdSystemId';

/**
 * The subsystems of demo-doctor (or of no user), whose demo menu has a hostile training address: the exam entry is
 * the demo's own page, the training entry `javascript:`.
 */
function setup(signedOut = false) {
  const t = signedIn();
  const raw = demoUser(t.demo, 'demo-doctor');
  const training = raw.functions
    .flatMap((f) => [f, ...(f.children ?? [])])
    .find((f) => f.code === SUBSYSTEM_FUNCTION_CODES.training);
  if (training) training.frontActionUrl = 'javascript:alert(1)';
  const user = signedOut ? null : (toUserInfo(raw) as UserInfo);
  const subsystems = createSubsystems({
    main: t.wb.main,
    trainingToken: t.wb.trainingToken,
    getUser: () => user,
  });
  return { subsystems, demo: t.demo, raw };
}

const EXAM_URL = `${DEMO_ORIGIN}/demo-embedded/exam.html?token=train.demo-doctor`;

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
    const { subsystems, demo, raw } = setup();
    await expect(subsystems.entryUrl('exam')).resolves.toBe(EXAM_URL);
    await expect(subsystems.entryUrl('exam')).resolves.toContain('token=train.demo-doctor');
    expect(demo.requestsTo(FUNCTIONS_ROUTE).map((r) => r.query)).toEqual([
      { userId: String(raw.id), systemId: String(MAIN_IDS.systemId) },
    ]);
  });

  it('refuses a subsystem without a safe address', async () => {
    await expect(setup().subsystems.entryUrl('training')).rejects.toBeInstanceOf(SubsystemUnavailableError);
    await expect(setup(true).subsystems.entryUrl('exam')).rejects.toBeInstanceOf(SubsystemUnavailableError);
  });

  it('reports a failed exchange as a SyncError', async () => {
    const { subsystems, demo } = setup();
    demo.faults.set({ kind: 'businessError', backend: 'exam', path: '/user/token/exchange' });
    await expect(subsystems.entryUrl('exam')).rejects.toBeInstanceOf(SyncError);
  });

  it('asks the functions again after a failed read', async () => {
    const { subsystems, demo } = setup();
    demo.faults.set({ kind: 'http500', backend: 'main', path: FUNCTIONS_ROUTE.split(' ')[2], times: 1 });
    await expect(subsystems.entryUrl('exam')).rejects.toBeInstanceOf(ApiError);
    await expect(subsystems.entryUrl('exam')).resolves.toBe(EXAM_URL);
    expect(demo.requestsTo(FUNCTIONS_ROUTE)).toHaveLength(2);
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

describe('menuItemPage', () => {
  const exam = {
    name: '/out-system-url',
    query: { url: 'https://exam.example.org/index.html' },
    code: 'onlineExam',
    isIframeUrl: true,
  };

  it('opens a subsystem entry as its out-system page, which exchanges the token (not its bare address)', () => {
    expect(menuItemPage(exam)).toEqual({ path: '/out-system-url', query: { system: 'exam' } });
    expect(menuItemPageId(exam)).toBe(
      menuItemPageId({ ...exam, query: { url: 'https://elsewhere.example' } }),
    );
    // The same tab as the workbench's subsystems card opens.
    expect(menuItemPageId(exam)).toBe('/out-system-url?system=exam');
  });

  it('opens every other entry as its route and query', () => {
    expect(menuItemPage({ name: '/loginLog', code: 'loginLog', isIframeUrl: false })).toEqual({
      path: '/loginLog',
      query: {},
    });
    const page = {
      name: '/out-system-url',
      query: { url: 'https://x.example/a' },
      code: 'x',
      isIframeUrl: true,
    };
    expect(menuItemPage(page)).toEqual({ path: '/out-system-url', query: { url: 'https://x.example/a' } });
    expect(menuItemPageId({ name: '/ReferralMonit', query: { id: '3' }, isIframeUrl: false })).toBe(
      '/ReferralMonit',
    );
  });

  it('gives the built menu’s exam entry the subsystem page', () => {
    const menu = buildMenu([
      fn('group', null, [fn('onlineExam', 'https://exam.example.org/index.html')]),
    ]).items;
    const entry = menu[0]?.children?.[0];
    expect(entry && menuItemPage(entry)).toEqual({ path: '/out-system-url', query: { system: 'exam' } });
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
