import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URLS, fail, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import { ApiError, CancelledError } from '../../http/errors';
import { toUserInfo, type UserInfo } from '../session/session';
import { createSignup, LIVE_JOIN_TYPE, type SignupCard, SignupError } from './signup';

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

const USER = toUserInfo(RAW_USER) as UserInfo;

const EXAM = {
  id: 11,
  userId: 501,
  name: '2024 年孕产保健考试',
  startDate: '2024-05-01 09:00:00',
  endDate: '2024-05-01 11:00:00',
  isExamUser: 0,
  companyName: '湖南省妇幼保健院',
};
const TRAINING = {
  trainingName: '新生儿复苏培训',
  beginTime: '2024-06-01 09:00:00',
  endTime: '2024-06-30 18:00:00',
  isRegister: 1,
  createCompanyName: '云南省妇幼保健院',
};
const LIVE = {
  projectUniqueId: 'p-77',
  projectName: '产科急救直播',
  holdStartTime: '2024-07-01 14:00:00',
  holdEndTime: '2024-07-01 16:00:00',
  createUnitName: '长沙市妇幼保健院',
  projectNo: 'LIVE2024',
};

/** A healthy set of backends; `log` records each request as "METHOD path?query auth". */
function backends() {
  const log: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    log.push(`${request.method} ${url.pathname}${url.search} ${request.headers.get('Authorization') ?? '-'}`);
  };
  server.use(
    http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => ok(null)),
    http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => ok(null)),
    http.post(`${BASE_URLS.exam}/user/token/exchange`, () => ok({ token: 'exam-t' })),
    http.post(`${BASE_URLS.training}/auth/token/exchange`, () => ok({ token: 'training-t' })),
    http.get(`${BASE_URLS.exam}/user/exam/code/info`, ({ request }) => {
      note(request);
      return ok(new URL(request.url).searchParams.get('code') === '12YKS34' ? EXAM : null);
    }),
    http.get(`${BASE_URLS.training}/training/simple/info`, ({ request }) => {
      note(request);
      return ok(TRAINING);
    }),
    http.get(`${BASE_URLS.live}/yunproject/GetLiveInfoByCode`, ({ request }) => {
      note(request);
      return ok(new URL(request.url).searchParams.get('code') === 'LIVE2024' ? LIVE : null, 200);
    }),
    http.get(`${BASE_URLS.live}/yunproject/GetSignUpStatus`, ({ request }) => {
      note(request);
      return ok({ projectUniqueId: 'p-77', signedUp: true }, 200);
    }),
  );
  return log;
}

function setup(user: UserInfo | null = USER) {
  const t = testWorkbench({ cookies: { mch_token: 'sso-1' } });
  const signup = createSignup({
    exam: t.wb.exam,
    training: t.wb.training,
    live: t.wb.live,
    trainingToken: t.wb.trainingToken,
    getUser: () => user,
  });
  return { ...t, signup };
}

describe('searchSignup', () => {
  it.each(['', '   ', '\u3000\t'])('an empty code (%j) warns without a request', async (raw) => {
    const log = backends();
    await expect(setup().signup.searchSignup(raw)).resolves.toEqual({
      cards: [],
      messageKey: 'signup.emptyCode',
    });
    expect(log).toEqual([]);
  });

  it('an exam code: syncs, exchanges, then finds the exam with the exam token', async () => {
    const log = backends();
    const result = await setup().signup.searchSignup('  12YKS34 ');
    expect(log).toEqual(['GET /api/exam/user/exam/code/info?code=12YKS34 Bearer exam-t']);
    expect(result).toEqual({
      messageKey: null,
      cards: [
        {
          type: 'exam',
          code: '12YKS34',
          name: EXAM.name,
          startTime: EXAM.startDate,
          endTime: EXAM.endDate,
          signed: false,
          unitName: EXAM.companyName,
          ref: { examId: 11, userId: 501 },
        },
      ],
    });
  });

  it('a training code: finds the training with the training token', async () => {
    const log = backends();
    const result = await setup().signup.searchSignup('3YKC4');
    expect(log).toEqual(['GET /api/training/training/simple/info?trainingCode=3YKC4 Bearer training-t']);
    expect(result.cards).toEqual([
      {
        type: 'training',
        code: '3YKC4',
        name: TRAINING.trainingName,
        startTime: TRAINING.beginTime,
        endTime: TRAINING.endTime,
        signed: true,
        unitName: TRAINING.createCompanyName,
        ref: { trainingCode: '3YKC4' },
      },
    ]);
  });

  it('any other code is a live code: info, then the sign-up status by identity card (no auth header)', async () => {
    const log = backends();
    const result = await setup().signup.searchSignup('LIVE2024');
    expect(log).toEqual([
      'GET /api/live/yunproject/GetLiveInfoByCode?code=LIVE2024 -',
      `GET /api/live/yunproject/GetSignUpStatus?projectUniqueId=p-77&sertId=${USER.identityCard} -`,
    ]);
    expect(result.cards).toEqual([
      {
        type: 'live',
        code: 'LIVE2024',
        name: LIVE.projectName,
        startTime: LIVE.holdStartTime,
        endTime: LIVE.holdEndTime,
        signed: true,
        unitName: LIVE.createUnitName,
        ref: { projectUniqueId: 'p-77' },
      },
    ]);
  });

  it('lower-case letters are not an exam code: tried as live', async () => {
    const log = backends();
    await setup().signup.searchSignup('12yks34');
    expect(log).toEqual(['GET /api/live/yunproject/GetLiveInfoByCode?code=12yks34 -']);
  });

  it('not found gives no cards and no message', async () => {
    backends();
    const s = setup().signup;
    await expect(s.searchSignup('99YKS99')).resolves.toEqual({ cards: [], messageKey: null });
    await expect(s.searchSignup('NOPE')).resolves.toEqual({ cards: [], messageKey: null });
  });

  it('a failed sync gives the sync message and no search', async () => {
    const log = backends();
    server.use(http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => fail(500)));
    await expect(setup().signup.searchSignup('3YKC4')).resolves.toEqual({
      cards: [],
      messageKey: 'error.syncUserInfo',
    });
    expect(log).toEqual([]);
  });

  it.each([
    ['a failure code', () => fail(500, 'boom')],
    ['an HTTP error', () => new HttpResponse('down', { status: 502 })],
    ['a network error', () => HttpResponse.error()],
  ])('%s clears the results with the search-failed message', async (_name, answer) => {
    backends();
    server.use(
      http.get(`${BASE_URLS.exam}/user/exam/code/info`, answer),
      http.get(`${BASE_URLS.live}/yunproject/GetSignUpStatus`, answer),
    );
    const s = setup().signup;
    await expect(s.searchSignup('12YKS34')).resolves.toEqual({
      cards: [],
      messageKey: 'signup.searchFailed',
    });
    await expect(s.searchSignup('LIVE2024')).resolves.toEqual({
      cards: [],
      messageKey: 'signup.searchFailed',
    });
  });

  it('a live search without a user fails without a request', async () => {
    const log = backends();
    await expect(setup(null).signup.searchSignup('LIVE2024')).resolves.toEqual({
      cards: [],
      messageKey: 'signup.searchFailed',
    });
    expect(log).toEqual([]);
  });

  it('rejects with CancelledError when the caller aborts', async () => {
    backends();
    server.use(
      http.get(`${BASE_URLS.live}/yunproject/GetLiveInfoByCode`, async () => {
        await delay('infinite');
        return ok(LIVE, 200);
      }),
    );
    const s = setup().signup;
    const controller = new AbortController();
    const pending = s.searchSignup('LIVE2024', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);

    const early = new AbortController();
    early.abort();
    await expect(s.searchSignup('12YKS34', { signal: early.signal })).rejects.toBeInstanceOf(CancelledError);
  });
});

describe('registerSignup', () => {
  const examCard: SignupCard = {
    type: 'exam',
    code: '12YKS34',
    name: 'n',
    startTime: '',
    endTime: '',
    signed: false,
    unitName: '',
    ref: { examId: 11, userId: 501 },
  };

  it('refuses an already registered card without a request', async () => {
    const log = backends();
    const err = await setup()
      .signup.registerSignup({ ...examCard, signed: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SignupError);
    expect((err as SignupError).messageKey).toBe('signup.alreadyRegistered');
    expect(log).toEqual([]);
  });

  it('registers for an exam with examId and userId', async () => {
    backends();
    let body: unknown;
    server.use(
      http.post(`${BASE_URLS.exam}/user/add/exam`, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    await expect(setup().signup.registerSignup(examCard)).resolves.toEqual({ ...examCard, signed: true });
    expect(body).toEqual({ examId: 11, userId: 501 });
  });

  it('registers for a training with its code', async () => {
    backends();
    let body: unknown;
    server.use(
      http.post(`${BASE_URLS.training}/reg/training`, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    const card: SignupCard = { ...examCard, type: 'training', code: '3YKC4', ref: { trainingCode: '3YKC4' } };
    await expect(setup().signup.registerSignup(card)).resolves.toMatchObject({ signed: true });
    expect(body).toEqual({ trainingCode: '3YKC4' });
  });

  it('signs up for a live project with join type 5 and the identity card', async () => {
    backends();
    let body: unknown;
    server.use(
      http.post(`${BASE_URLS.live}/yunproject/PortalSignUp`, async ({ request }) => {
        body = await request.json();
        return ok(null, 200);
      }),
    );
    const card: SignupCard = {
      ...examCard,
      type: 'live',
      code: 'LIVE2024',
      ref: { projectUniqueId: 'p-77' },
    };
    await expect(setup().signup.registerSignup(card)).resolves.toMatchObject({ signed: true });
    expect(LIVE_JOIN_TYPE).toBe(5);
    expect(body).toEqual({
      certificateId: USER.identityCard,
      realName: USER.nickName,
      unitName: USER.unitName,
      joinType: 5,
      projectUniqueId: 'p-77',
    });
  });

  it('a failed registration rejects with the typed error', async () => {
    backends();
    server.use(http.post(`${BASE_URLS.exam}/user/add/exam`, () => fail(3, '名额已满')));
    const err = await setup()
      .signup.registerSignup(examCard)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('名额已满');
  });
});
