import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import { ApiError } from '../../http/errors';
import { toUserInfo, type UserInfo } from '../session/session';
import {
  checkLiveSignUp,
  fetchLiveProjectByNumber,
  liveSignUpPayload,
  signUpLiveProject,
} from './live-projects';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USER = toUserInfo(RAW_USER) as UserInfo;
const PROJECT = {
  projectUniqueId: 'p-1',
  projectName: '产科急救',
  holdStartTime: '2026-03-20 09:00:00',
  holdEndTime: '2026-03-30 18:00:00',
  createUnitName: '长沙市妇幼保健院',
  projectNo: 'ZB20261',
};

const live = () => testWorkbench().wb.live;

describe('fetchLiveProjectByNumber (GET /yunproject/GetProjectInfo)', () => {
  it('asks by the trimmed project number and resolves to the project', async () => {
    let asked: string | null = null;
    server.use(
      http.get(`${BASE_URLS.live}/yunproject/GetProjectInfo`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('ProjectNo');
        return ok(PROJECT, 200);
      }),
    );
    await expect(fetchLiveProjectByNumber(live(), ' ZB20261 ')).resolves.toEqual(PROJECT);
    expect(asked).toBe('ZB20261');
  });

  it("rejects with the backend's refusal", async () => {
    server.use(http.get(`${BASE_URLS.live}/yunproject/GetProjectInfo`, () => fail(500, '直播项目不存在')));
    const error = await fetchLiveProjectByNumber(live(), 'X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('直播项目不存在');
  });
});

describe('checkLiveSignUp (GET /yunproject/CheckUserSignUpProject)', () => {
  it('asks by project and identity card and tells whether the user signed up', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE_URLS.live}/yunproject/CheckUserSignUpProject`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('projectUniqueId')}/${q.get('sertId')}`);
        return ok({ projectUniqueId: 'p-1', signedUp: asked.length > 1 }, 200);
      }),
    );
    expect(await checkLiveSignUp(live(), 'p-1', ` ${USER.identityCard} `)).toBe(false);
    expect(await checkLiveSignUp(live(), 'p-1', USER.identityCard)).toBe(true);
    expect(asked).toEqual([`p-1/${USER.identityCard}`, `p-1/${USER.identityCard}`]);
  });
});

describe('signUpLiveProject (POST /yunproject/SignUpProject)', () => {
  it("sends the user's sign-up body with join type 5 and the real name", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE_URLS.live}/yunproject/SignUpProject`, async ({ request }) => {
        body = await request.json();
        return ok(null, 200);
      }),
    );
    await expect(signUpLiveProject(live(), USER, 'p-1')).resolves.toBeUndefined();
    expect(body).toEqual({
      certificateId: RAW_USER.identityCard,
      realName: RAW_USER.nickName,
      unitName: RAW_USER.unitName,
      joinType: 5,
      projectUniqueId: 'p-1',
    });
    expect(liveSignUpPayload(USER, 'p-1')).toEqual(body);
  });

  it('rejects with the refusal (already signed up)', async () => {
    server.use(
      http.post(`${BASE_URLS.live}/yunproject/SignUpProject`, () =>
        fail(500, '您已报名该项目，请勿重复报名'),
      ),
    );
    await expect(signUpLiveProject(live(), USER, 'p-1')).rejects.toMatchObject({
      serverMessage: '您已报名该项目，请勿重复报名',
    });
  });
});
