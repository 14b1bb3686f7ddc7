/**
 * The demo backend in-process (`createDemoFetch`): another front-end's tests pass its `fetch` to `createWorkbench`
 * and run the SDK against the whole demo without a server or MSW. Also the live API's named calls
 * (GetProjectInfo, CheckUserSignUpProject, SignUpProject) and the training admin's study progress, through the SDK.
 */

import {
  ApiError,
  checkLiveSignUp,
  createWorkbench,
  fetchLiveProjectByNumber,
  fetchStudyProcess,
  NetworkError,
  signUpLiveProject,
  type UserInfo,
} from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { LIVE_SIGNUP_CODE } from '../src/fixtures/live';
import { createDemoFetch, DEMO_FETCH_ORIGIN } from '../src/index';
import { TEST_NOW } from './support';

function signedIn(token = 'demo-doctor') {
  const demo = createDemoFetch({ now: () => new Date(TEST_NOW.getTime()) });
  const wb = createWorkbench({
    baseUrls: demo.baseUrls,
    signInUrl: 'https://sso.example.org/login',
    token,
    adapters: { fetch: demo.fetch },
  });
  return { demo, wb };
}

async function readyUser(wb: ReturnType<typeof signedIn>['wb']): Promise<UserInfo> {
  const state = await wb.session.start();
  if (state.status !== 'ready') throw new Error(`session is ${state.status}`);
  return state.user;
}

describe('createDemoFetch with createWorkbench', () => {
  it('answers the SDK in-process: the session of a demo token is ready with its user', async () => {
    const { demo, wb } = signedIn();
    expect(demo.baseUrls.main).toBe(`${DEMO_FETCH_ORIGIN}/api/main`);
    const user = await readyUser(wb);
    expect(user).toMatchObject({ userName: 'zhangwei', nickName: '张伟' });
  });

  it('accepts a URL and init as the platform fetch does, and gives a 404 envelope for no operation', async () => {
    const { demo } = signedIn();
    const res = await demo.fetch(`${demo.baseUrls.main}/v1/user/getUser`, {
      headers: { Authorization: 'Bearer demo-doctor' },
    });
    expect(await res.json()).toMatchObject({ code: 0, data: { userName: 'zhangwei' } });
    const missing = await demo.fetch(`${DEMO_FETCH_ORIGIN}/nowhere`);
    expect(missing.status).toBe(404);
  });

  it('rejects like fetch on a network fault: the SDK sees a NetworkError and emits networkError', async () => {
    const { demo, wb } = signedIn();
    demo.faults.set({ kind: 'network', backend: 'main' });
    const seen: string[] = [];
    wb.events.on('networkError', ({ kind }) => seen.push(kind));
    await expect(wb.main.GET('/v1/user/getUser')).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toEqual(['offline']);
  });
});

describe('the live API named calls', () => {
  it('finds a live project by its number (GetProjectInfo); an unknown number is refused with the message', async () => {
    const { wb } = signedIn();
    const project = await fetchLiveProjectByNumber(wb.live, ` ${LIVE_SIGNUP_CODE.toLowerCase()} `);
    expect(project.projectNo).toBe(LIVE_SIGNUP_CODE);
    const refused = await fetchLiveProjectByNumber(wb.live, 'NOPE9999').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).serverMessage).toBe('直播项目不存在');
  });

  it('signs the user up (SignUpProject) and CheckUserSignUpProject tells; twice is refused', async () => {
    const { wb } = signedIn();
    const user = await readyUser(wb);
    const project = await fetchLiveProjectByNumber(wb.live, LIVE_SIGNUP_CODE);
    expect(await checkLiveSignUp(wb.live, project.projectUniqueId, user.identityCard)).toBe(false);
    await signUpLiveProject(wb.live, user, project.projectUniqueId);
    expect(await checkLiveSignUp(wb.live, project.projectUniqueId, user.identityCard)).toBe(true);
    const again = await signUpLiveProject(wb.live, user, project.projectUniqueId).catch((e: unknown) => e);
    expect((again as ApiError).serverMessage).toBe('您已报名该项目，请勿重复报名');
  });
});

describe('study progress (GET /statistic/study/process)', () => {
  it('exchanges the training token first, then lists the trainings of the year per unit, or one training', async () => {
    const { wb } = signedIn('demo-admin');
    await readyUser(wb);
    const year = TEST_NOW.getFullYear();
    const rows = await fetchStudyProcess(wb, { year });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.finished).toBeLessThanOrEqual(row.totalStudents);
      expect(row.finishRate).toBeGreaterThanOrEqual(0);
    }
    const first = rows[0];
    if (!first) throw new Error('no rows');
    const one = await fetchStudyProcess(wb, { year, trainingId: first.trainingId });
    expect(new Set(one.map((r) => r.trainingId))).toEqual(new Set([first.trainingId]));
    expect(await fetchStudyProcess(wb, { year: 1999 })).toEqual([]);
  });
});
