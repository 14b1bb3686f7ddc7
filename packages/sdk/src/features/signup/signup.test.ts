import {
  EXAM_CODES,
  type FaultKind,
  LIVE_SIGNUP_CODE,
  type TestDemo,
  TRAINING_CODES,
} from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUserInfo, policyMessages, signedIn } from '../../../test/helpers';
import { ApiError, CancelledError, NetworkError, SessionExpiredError } from '../../http/errors';
import type { UserInfo } from '../session/session';
import { createSignup, LIVE_JOIN_TYPE, type SignupCard, SignupError } from './signup';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const USER = demoUserInfo('demo-doctor');
const EXAM_CODE = EXAM_CODES.open;
const TRAINING_CODE = TRAINING_CODES.registered;

/** The sign-up searches the demo was asked (tokens and sync left out), as "METHOD backend path?query auth". */
function searches(demo: TestDemo): string[] {
  return demo.seen
    .filter((r) => r.method === 'GET')
    .map((r) => `GET ${r.backend} ${r.path}${r.search} ${r.headers.authorization ?? '-'}`);
}

/** The demo's exam, training and live project of the codes. */
function fixtures(demo: TestDemo) {
  const db = demo.db();
  const exam = db.exam.exams.find((e) => e.code === EXAM_CODE);
  const training = db.training.trainings.find((t) => t.code === TRAINING_CODE);
  const live = db.live.projects.find((p) => p.projectNo === LIVE_SIGNUP_CODE);
  if (!exam || !training || !live) throw new Error('demo fixtures changed');
  return { exam, training, live };
}

/** A sign-up flow for `user` (or whoever `user()` says is signed in), on a demo of its own or `demo`. */
function setup(user: UserInfo | null | (() => UserInfo | null) = USER, demo?: TestDemo) {
  const t = signedIn('demo-doctor', demo);
  const signup = createSignup({
    exam: t.wb.exam,
    training: t.wb.training,
    live: t.wb.live,
    trainingToken: t.wb.trainingToken,
    getUser: typeof user === 'function' ? user : () => user,
    policy: t.wb.policy,
  });
  return { ...t, signup, told: policyMessages(t.wb) };
}

describe('searchSignup', () => {
  it.each(['', '   ', '\u3000\t'])('an empty code (%j) warns without a request', async (raw) => {
    const { signup, demo } = setup();
    await expect(signup.searchSignup(raw)).resolves.toEqual({
      cards: [],
      messageKey: 'signup.emptyCode',
    });
    expect(demo.seen).toEqual([]);
  });

  it('an exam code: syncs, exchanges, then finds the exam with the exam token', async () => {
    const { signup, demo } = setup();
    const { exam } = fixtures(demo);
    const result = await signup.searchSignup(`  ${EXAM_CODE} `);
    expect(demo.requestsTo('POST mainSync /v1/sync/examUserInfo')).toHaveLength(1);
    expect(searches(demo)).toEqual([
      `GET exam /user/exam/code/info?code=${EXAM_CODE} Bearer train.demo-doctor`,
    ]);
    expect(result).toEqual({
      messageKey: null,
      cards: [
        {
          type: 'exam',
          code: EXAM_CODE,
          name: exam.name,
          startTime: exam.startDate,
          endTime: exam.endDate,
          signed: false,
          unitName: exam.companyName,
          ref: { examId: exam.id, userId: expect.any(Number) },
        },
      ],
    });
  });

  it('a training code: finds the training with the training token', async () => {
    const { signup, demo } = setup();
    const { training } = fixtures(demo);
    const result = await signup.searchSignup(TRAINING_CODE);
    expect(searches(demo)).toEqual([
      `GET training /training/simple/info?trainingCode=${TRAINING_CODE} Bearer train.demo-doctor`,
    ]);
    expect(result.cards).toEqual([
      {
        type: 'training',
        code: TRAINING_CODE,
        name: training.trainingName,
        startTime: training.beginTime,
        endTime: training.endTime,
        signed: true,
        unitName: training.createCompanyName,
        ref: { trainingCode: TRAINING_CODE },
      },
    ]);
  });

  it('any other code is a live code: info, then the sign-up status by identity card (no auth header)', async () => {
    const { signup, demo } = setup();
    const { live } = fixtures(demo);
    const id = live.projectUniqueId;
    const result = await signup.searchSignup(LIVE_SIGNUP_CODE);
    expect(searches(demo)).toEqual([
      `GET live /yunproject/GetLiveInfoByCode?code=${LIVE_SIGNUP_CODE} -`,
      `GET live /yunproject/GetSignUpStatus?projectUniqueId=${id}&sertId=${USER.identityCard} -`,
    ]);
    expect(result.cards).toEqual([
      {
        type: 'live',
        code: LIVE_SIGNUP_CODE,
        name: live.projectName,
        startTime: live.holdStartTime,
        endTime: live.holdEndTime,
        signed: false,
        unitName: live.createUnitName,
        ref: { projectUniqueId: id },
      },
    ]);
  });

  it("a live project's card shows the project's own number, whatever the case the code was typed in", async () => {
    const { signup, demo } = setup();
    const { live } = fixtures(demo);
    const typed = `${LIVE_SIGNUP_CODE.slice(0, 1)}${LIVE_SIGNUP_CODE.slice(1).toLowerCase()}`;
    expect(typed).not.toBe(LIVE_SIGNUP_CODE);
    const result = await signup.searchSignup(typed);
    expect(result.cards.map((card) => [card.code, card.name])).toEqual([[live.projectNo, live.projectName]]);
  });

  it('lower-case letters are not an exam code: tried as live', async () => {
    const { signup, demo } = setup();
    const lower = EXAM_CODE.toLowerCase();
    await signup.searchSignup(lower);
    expect(searches(demo)).toEqual([`GET live /yunproject/GetLiveInfoByCode?code=${lower} -`]);
  });

  it('not found gives no cards and no message', async () => {
    const s = setup().signup;
    await expect(s.searchSignup('99YKS99')).resolves.toEqual({ cards: [], messageKey: null });
    await expect(s.searchSignup('NOPE')).resolves.toEqual({ cards: [], messageKey: null });
  });

  it('a failed sync gives the sync message and no search', async () => {
    const { signup, demo } = setup();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/userInfo' });
    await expect(signup.searchSignup(TRAINING_CODE)).resolves.toEqual({
      cards: [],
      messageKey: 'error.syncUserInfo',
    });
    expect(searches(demo)).toEqual([]);
  });

  it.each<[string, FaultKind]>([
    ['a failure code', 'businessError'],
    ['an HTTP error', 'gatewayTimeout'],
    ['a network error', 'network'],
  ])('%s clears the results with the search-failed message', async (_name, kind) => {
    const { signup: s, demo } = setup();
    demo.faults.set({ kind, backend: 'exam', path: '/user/exam/code/info' });
    demo.faults.set({ kind, backend: 'live', path: '/yunproject/GetSignUpStatus' });
    await expect(s.searchSignup(EXAM_CODE)).resolves.toEqual({
      cards: [],
      messageKey: 'signup.searchFailed',
    });
    await expect(s.searchSignup(LIVE_SIGNUP_CODE)).resolves.toEqual({
      cards: [],
      messageKey: 'signup.searchFailed',
    });
  });

  it('a live search without a user says so, without a request', async () => {
    const { signup, demo } = setup(null);
    await expect(signup.searchSignup(LIVE_SIGNUP_CODE)).resolves.toEqual({
      cards: [],
      messageKey: 'signup.noUser',
    });
    expect(demo.seen).toEqual([]);
  });

  it('rejects with CancelledError when the caller aborts', async () => {
    const { signup: s, demo } = setup();
    demo.hold('GET live /yunproject/GetLiveInfoByCode');
    const controller = new AbortController();
    const pending = s.searchSignup(LIVE_SIGNUP_CODE, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);

    const early = new AbortController();
    early.abort();
    await expect(s.searchSignup(EXAM_CODE, { signal: early.signal })).rejects.toBeInstanceOf(CancelledError);
  });
});

describe('registerSignup', () => {
  /** The card of a code as the search gives it. */
  async function cardOf(signup: ReturnType<typeof setup>['signup'], code: string): Promise<SignupCard> {
    const card = (await signup.searchSignup(code)).cards[0];
    if (!card) throw new Error(`no card for ${code}`);
    return card;
  }
  const posted = (demo: TestDemo, route: string): unknown =>
    JSON.parse(demo.requestsTo(route).at(-1)?.body ?? 'null');

  it('refuses an already registered card without a request', async () => {
    const { signup, demo } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    demo.seen.length = 0;
    const err = await signup.registerSignup({ ...card, signed: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SignupError);
    expect((err as SignupError).messageKey).toBe('signup.alreadyRegistered');
    expect(demo.seen).toEqual([]);
  });

  it('registers for an exam with examId and userId', async () => {
    const { signup, demo } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    await expect(signup.registerSignup(card)).resolves.toEqual({ ...card, signed: true });
    expect(posted(demo, 'POST exam /user/add/exam')).toEqual(card.ref);
    expect((await cardOf(signup, EXAM_CODE)).signed).toBe(true);
  });

  it('registers for a training with its code', async () => {
    const { signup, demo } = setup();
    const open = TRAINING_CODES.open;
    const card = await cardOf(signup, open);
    expect(card.signed).toBe(false);
    await expect(signup.registerSignup(card)).resolves.toMatchObject({ signed: true });
    expect(posted(demo, 'POST training /reg/training')).toEqual({ trainingCode: open });
    expect((await cardOf(signup, open)).signed).toBe(true);
  });

  it('signs up for a live project with join type 5 and the identity card', async () => {
    const { signup, demo } = setup();
    const card = await cardOf(signup, LIVE_SIGNUP_CODE);
    await expect(signup.registerSignup(card)).resolves.toMatchObject({ signed: true });
    expect(LIVE_JOIN_TYPE).toBe(5);
    expect(posted(demo, 'POST live /yunproject/PortalSignUp')).toEqual({
      certificateId: USER.identityCard,
      realName: USER.nickName,
      unitName: USER.unitName,
      joinType: 5,
      projectUniqueId: fixtures(demo).live.projectUniqueId,
    });
    expect((await cardOf(signup, LIVE_SIGNUP_CODE)).signed).toBe(true);
  });

  it('a registration whose answer was lost (a gateway timeout after the backend registered) resolves registered', async () => {
    const { signup, demo } = setup();
    const open = TRAINING_CODES.open;
    const card = await cardOf(signup, open);
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'training', path: '/reg/training', times: 1 });
    await expect(signup.registerSignup(card)).resolves.toEqual({ ...card, signed: true });
    // The registration was read back, not sent twice.
    expect(demo.requestsTo('POST training /reg/training')).toHaveLength(1);
  });

  it('a lost answer whose registration did not stand is reported as the failure it is', async () => {
    const { signup, demo, told } = setup();
    const card = await cardOf(signup, TRAINING_CODES.open);
    demo.faults.set({ kind: 'network', backend: 'training', path: '/reg/training', times: 1 });
    const err = await signup.registerSignup(card).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(told).toEqual(['networkError offline']);
  });

  it('a repeat the backend refuses (registered elsewhere meanwhile) resolves registered, with no warning', async () => {
    const { signup, demo, told } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    // Another tab of the same user registers first.
    const elsewhere = setup(USER, demo).signup;
    await elsewhere.registerSignup(await cardOf(elsewhere, EXAM_CODE));
    // The card the user still has on screen says unregistered; the backend refuses the repeat.
    await expect(signup.registerSignup(card)).resolves.toEqual({ ...card, signed: true });
    expect(demo.requestsTo('POST exam /user/add/exam')).toHaveLength(2);
    // Its refusal is not shown beside the success the app shows.
    expect(told).toEqual([]);
  });

  it('a second registration of a card on its way sends nothing and shares its outcome', async () => {
    const { signup, demo } = setup();
    const card = await cardOf(signup, TRAINING_CODES.open);
    expect(signup.registrationOf(card)).toBeNull();
    const changes: unknown[] = [];
    signup.registrations.subscribe(() => changes.push(signup.registrationOf(card)));
    const first = signup.registerSignup(card);
    // Another copy of the card (a search again, the dialog opened again) sees it on its way.
    expect(signup.registrationOf({ type: 'training', code: TRAINING_CODES.open })).toBe('registering');
    const second = signup.registerSignup({ ...card });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { ...card, signed: true },
      { ...card, signed: true },
    ]);
    expect(demo.requestsTo('POST training /reg/training')).toHaveLength(1);
    expect(changes).toEqual(['registering', 'registered']);
    // A card still shown unregistered (its search answered before the registration did) is registered already.
    await expect(signup.registerSignup(card)).resolves.toEqual({ ...card, signed: true });
    expect(demo.requestsTo('POST training /reg/training')).toHaveLength(1);
  });

  it('a failed registration is no longer on its way: the next one is sent', async () => {
    const { signup, demo } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    demo.faults.set({ kind: 'businessError', backend: 'exam', path: '/user/add/exam', times: 1 });
    await expect(signup.registerSignup(card)).rejects.toBeInstanceOf(ApiError);
    expect(signup.registrationOf(card)).toBeNull();
    await expect(signup.registerSignup(card)).resolves.toMatchObject({ signed: true });
    expect(demo.requestsTo('POST exam /user/add/exam')).toHaveLength(2);
    expect(signup.registrationOf(card)).toBe('registered');
  });

  it('what one user registered is not another user’s', async () => {
    let user: UserInfo = USER;
    const { signup } = setup(() => user);
    const card = await cardOf(signup, TRAINING_CODES.open);
    await signup.registerSignup(card);
    expect(signup.registrationOf(card)).toBe('registered');
    user = { ...USER, id: USER.id + 1 };
    expect(signup.registrationOf(card)).toBeNull();
  });

  it('a failed registration rejects with the typed error, warned once', async () => {
    const { signup, demo, told } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    demo.faults.set({ kind: 'businessError', backend: 'exam', path: '/user/add/exam', message: '名额已满' });
    const err = await signup.registerSignup(card).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('名额已满');
    expect(told).toEqual(['warning 名额已满']);
  });

  it('an expired login met by the registration is reported once, without reading the card again', async () => {
    const { signup, demo, told } = setup();
    const card = await cardOf(signup, EXAM_CODE);
    demo.faults.set({ kind: 'tokenExpired', backend: 'exam', path: '/user/add/exam' });
    const searchesBefore = demo.seen.filter((r) => r.method === 'GET').length;
    await expect(signup.registerSignup(card)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(told).toEqual(['sessionExpired']);
    expect(demo.seen.filter((r) => r.method === 'GET')).toHaveLength(searchesBefore);
  });
});
