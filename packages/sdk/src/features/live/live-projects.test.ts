import { LIVE_SIGNUP_CODE } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { demoUser, signedIn } from '../../../test/helpers';
import { ApiError } from '../../http/errors';
import { toUserInfo, type UserInfo } from '../session/session';
import {
  checkLiveSignUp,
  fetchLiveProjectByNumber,
  liveSignUpPayload,
  signUpLiveProject,
} from './live-projects';

/** The live client of demo-doctor, the demo, the user and the open project of the sign-up dialog. */
function setup() {
  const { wb, demo } = signedIn();
  const raw = demoUser(demo, 'demo-doctor');
  const project = demo.db().live.projects.find((p) => p.projectNo === LIVE_SIGNUP_CODE);
  if (!project) throw new Error('no open live project');
  return { live: wb.live, demo, raw, user: toUserInfo(raw) as UserInfo, project };
}

describe('fetchLiveProjectByNumber (GET /yunproject/GetProjectInfo)', () => {
  it('asks by the trimmed project number and resolves to the project', async () => {
    const { live, demo, project } = setup();
    await expect(fetchLiveProjectByNumber(live, ` ${LIVE_SIGNUP_CODE} `)).resolves.toEqual(project);
    expect(demo.seen.map((r) => r.query.ProjectNo)).toEqual([LIVE_SIGNUP_CODE]);
  });

  it("rejects with the backend's refusal", async () => {
    const error = await fetchLiveProjectByNumber(setup().live, 'X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('直播项目不存在');
  });
});

describe('checkLiveSignUp (GET /yunproject/CheckUserSignUpProject)', () => {
  it('asks by project and identity card and tells whether the user signed up', async () => {
    const { live, demo, user, project } = setup();
    const id = project.projectUniqueId;
    expect(await checkLiveSignUp(live, id, ` ${user.identityCard} `)).toBe(false);
    await signUpLiveProject(live, user, id);
    expect(await checkLiveSignUp(live, id, user.identityCard)).toBe(true);
    const asked = demo.requestsTo('GET live /yunproject/CheckUserSignUpProject');
    expect(asked.map((r) => `${r.query.projectUniqueId}/${r.query.sertId}`)).toEqual([
      `${id}/${user.identityCard}`,
      `${id}/${user.identityCard}`,
    ]);
  });
});

describe('signUpLiveProject (POST /yunproject/SignUpProject)', () => {
  it("sends the user's sign-up body with join type 5 and the real name", async () => {
    const { live, demo, raw, user, project } = setup();
    const id = project.projectUniqueId;
    await expect(signUpLiveProject(live, user, id)).resolves.toBeUndefined();
    const body: unknown = JSON.parse(demo.seen[0]?.body ?? 'null');
    expect(body).toEqual({
      certificateId: raw.identityCard,
      realName: raw.nickName,
      unitName: raw.unitName,
      joinType: 5,
      projectUniqueId: id,
    });
    expect(liveSignUpPayload(user, id)).toEqual(body);
  });

  it('rejects with the refusal (already signed up)', async () => {
    const { live, user, project } = setup();
    await signUpLiveProject(live, user, project.projectUniqueId);
    await expect(signUpLiveProject(live, user, project.projectUniqueId)).rejects.toMatchObject({
      serverMessage: '您已报名该项目，请勿重复报名',
    });
  });
});
