import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, RAW_USER, testWorkbench } from '../../../test/helpers';
import { calendarDay } from '../../domain/days';
import { toUserInfo, type UserInfo } from '../session/session';
import { SyncError } from '../subsystems/training-token';
import {
  areaStatsParent,
  createWorkbenchStats,
  currentYear,
  EMPTY_STATS_FILTER_CHOICE,
  fullAreaCode,
  statsAllQuery,
  statsFilterOfChoice,
  userProvince,
} from './workbench-stats';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USER = toUserInfo(RAW_USER) as UserInfo;

function setup(user: UserInfo | null = USER) {
  const t = testWorkbench({ cookies: { mch_token: 'tok' } });
  const stats = createWorkbenchStats({
    main: t.wb.main,
    live: t.wb.live,
    exam: t.wb.exam,
    training: t.wb.training,
    trainingToken: t.wb.trainingToken,
    getUser: () => user,
  });
  return { ...t, stats };
}

/** Records every request URL (path + search) the handlers see. */
function recorder() {
  const seen: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  };
  return { seen, note };
}

describe('statsAllQuery', () => {
  it('sends the area as 12 digits, whole days and the unit', () => {
    expect(
      statsAllQuery({ areaCode: '4301', startDate: '2024-01-05', endDate: '2024-02-29', unitId: 3 }),
    ).toEqual({
      areaCode: '430100000000',
      startTime: '2024-01-05 00:00:00',
      endTime: '2024-02-29 23:59:59',
      unitId: 3,
    });
  });

  it('leaves out empty and invalid parts and swaps a reversed period', () => {
    expect(statsAllQuery({})).toEqual({});
    expect(statsAllQuery({ areaCode: '', startDate: null, endDate: '2023-02-29', unitId: null })).toEqual({});
    expect(statsAllQuery({ areaCode: 'abc', startDate: '2024-13-01' })).toEqual({});
    expect(statsAllQuery({ startDate: '2024-03-10', endDate: '2024-03-01' })).toEqual({
      startTime: '2024-03-01 00:00:00',
      endTime: '2024-03-10 23:59:59',
    });
  });
});

describe('helpers', () => {
  it('calendarDay accepts only real days', () => {
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('2024-2-1')).toBeNull();
    expect(calendarDay(undefined)).toBeNull();
  });

  it('fullAreaCode pads valid codes and refuses the rest', () => {
    expect(fullAreaCode('43')).toBe('430000000000');
    expect(fullAreaCode('430102001001')).toBe('430102001001');
    expect(fullAreaCode('000')).toBeNull();
    expect(fullAreaCode(null)).toBeNull();
  });

  it('userProvince and areaStatsParent start from the unit province', () => {
    expect(userProvince(USER)).toBe('43');
    expect(userProvince({ unitAreaCode: '' })).toBeNull();
    expect(areaStatsParent(null, USER)).toBe('430000000000');
    expect(areaStatsParent('430102', USER)).toBe('430102000000');
    expect(areaStatsParent(null, { unitAreaCode: 'x' })).toBeNull();
  });

  it('currentYear reads the clock', () => {
    expect(currentYear({ now: () => new Date(2025, 0, 1, 0, 0, 1).getTime() })).toBe(2025);
  });
});

describe('createWorkbenchStats', () => {
  it('asks /stats/all with the filter', async () => {
    const { seen, note } = recorder();
    const figures = {
      consultations: 1,
      referrals: 2,
      trainings: 3,
      exams: 4,
      liveViews: 5,
      residentRecords: 6,
    };
    server.use(
      http.get(`${BASE_URLS.main}/stats/all`, ({ request }) => {
        note(request);
        return ok(figures);
      }),
    );
    const { stats } = setup();
    await expect(stats.all({ areaCode: '43', unitId: 3 })).resolves.toEqual(figures);
    expect(seen).toEqual(['/api/main/stats/all?areaCode=430000000000&unitId=3']);
  });

  it('areaStats sends 12 digits, gives [] for no list and refuses an invalid code without a call', async () => {
    const { seen, note } = recorder();
    server.use(
      http.get(`${BASE_URLS.main}/stats/areaStats`, ({ request }) => {
        note(request);
        return ok(null);
      }),
    );
    const { stats } = setup();
    await expect(stats.areaStats('4301')).resolves.toEqual([]);
    await expect(stats.areaStats('x')).rejects.toBeInstanceOf(RangeError);
    expect(seen).toEqual(['/api/main/stats/areaStats?areaCode=430100000000']);
  });

  it('exams exchanges the exam token first and sends it with both calls', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => ok(null)),
      http.post(`${BASE_URLS.exam}/user/token/exchange`, () => ok({ token: 'exam-tok' })),
      http.get(`${BASE_URLS.exam}/user/gov/exam/stats`, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        expect(new URL(request.url).searchParams.get('examState')).toBe('1');
        return ok({ examCount: 4, participantCount: 1200, passedCount: 900 });
      }),
      http.get(`${BASE_URLS.exam}/user/exam/recent/close/num`, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return ok(2);
      }),
    );
    await expect(setup().stats.exams()).resolves.toEqual({
      openExams: { examCount: 4, participantCount: 1200, passedCount: 900 },
      closingSoon: 2,
    });
    expect(auth).toEqual(['Bearer exam-tok', 'Bearer exam-tok']);
  });

  it('exams rejects with a SyncError and asks nothing more when the exchange fails', async () => {
    let asked = 0;
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/examUserInfo`, () => fail(500, 'down', 500)),
      http.get(`${BASE_URLS.exam}/user/gov/exam/stats`, () => {
        asked += 1;
        return ok({});
      }),
    );
    await expect(setup().stats.exams()).rejects.toBeInstanceOf(SyncError);
    expect(asked).toBe(0);
  });

  it('trainings exchanges the training token and reads both figures', async () => {
    server.use(
      http.post(`${BASE_URLS.mainSync}/v1/sync/userInfo`, () => ok(null)),
      http.post(`${BASE_URLS.training}/auth/token/exchange`, () => ok({ token: 'tr-tok' })),
      http.get(`${BASE_URLS.training}/student/studyTime`, () => ok({ totalMinutes: 600, yearMinutes: 90 })),
      http.get(`${BASE_URLS.training}/statistic/studing/count`, () => ok(3)),
    );
    await expect(setup().stats.trainings()).resolves.toEqual({
      studyTime: { totalMinutes: 600, yearMinutes: 90 },
      studying: 3,
    });
  });

  it('live asks the year and the user by identity card; without a card only the year', async () => {
    const { seen, note } = recorder();
    server.use(
      http.get(`${BASE_URLS.live}/YunProject/GetProjectInfoCount`, ({ request }) => {
        note(request);
        return ok({ projectCount: 5, liveCount: 9, studentCount: 1234 }, 200);
      }),
      http.get(`${BASE_URLS.live}/YunProject/GetUserProjectCount`, ({ request }) => {
        note(request);
        return ok({ signUpCount: 2, studiedCount: 1, finishedCount: 1 }, 200);
      }),
    );
    await expect(setup().stats.live(2024)).resolves.toEqual({
      year: 2024,
      projects: { projectCount: 5, liveCount: 9, studentCount: 1234 },
      mine: { signUpCount: 2, studiedCount: 1, finishedCount: 1 },
    });
    expect(seen).toEqual([
      '/api/live/YunProject/GetProjectInfoCount?projectyear=2024',
      `/api/live/YunProject/GetUserProjectCount?sertId=${USER.identityCard}`,
    ]);
    seen.length = 0;
    const noCard = await setup({ ...USER, identityCard: ' ' }).stats.live(2024);
    expect(noCard.mine).toBeNull();
    expect(seen).toEqual(['/api/live/YunProject/GetProjectInfoCount?projectyear=2024']);
  });

  it('myWork and progress read the user work figures', async () => {
    server.use(
      http.get(`${BASE_URLS.main}/stats/myWorkSingle`, () => ok({ pending: 1, inProgress: 2, finished: 3 })),
      http.get(`${BASE_URLS.main}/stats/myWorkProgressMonitoring`, () =>
        ok([{ stage: 'a', label: 'A', count: 4 }]),
      ),
    );
    const { stats } = setup();
    await expect(stats.myWork()).resolves.toEqual({ pending: 1, inProgress: 2, finished: 3 });
    await expect(stats.progress()).resolves.toEqual([{ stage: 'a', label: 'A', count: 4 }]);
  });
});

describe('statsFilterOfChoice', () => {
  it('asks for nothing new while the period has one end only', () => {
    expect(
      statsFilterOfChoice({ areaCode: '43', period: ['2026-01-01', null], scope: 'area' }, { unitId: 5 }),
    ).toBeNull();
  });

  it('asks for the area and the whole period, and for the user’s unit in the unit scope', () => {
    expect(statsFilterOfChoice(EMPTY_STATS_FILTER_CHOICE, { unitId: 5 })).toEqual({
      areaCode: null,
      startDate: null,
      endDate: null,
      unitId: null,
    });
    expect(
      statsFilterOfChoice(
        { areaCode: '4301', period: ['2026-01-01', '2026-02-01'], scope: 'unit' },
        { unitId: 5 },
      ),
    ).toEqual({ areaCode: '4301', startDate: '2026-01-01', endDate: '2026-02-01', unitId: 5 });
  });
});
