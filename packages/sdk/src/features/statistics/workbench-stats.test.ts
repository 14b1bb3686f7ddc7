import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUserInfo, signedIn } from '../../../test/helpers';
import { calendarDay } from '../../domain/days';
import type { UserInfo } from '../session/session';
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
  watchCurrentYear,
} from './workbench-stats';

const USER = demoUserInfo('demo-doctor');

function setup(user: UserInfo | null = USER) {
  const t = signedIn();
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

  it('currentYear reads the clock in China, whatever zone the machine is set to', () => {
    expect(currentYear({ now: () => new Date('2025-01-01T00:00:01+08:00').getTime() })).toBe(2025);
    // Still 31 December in London, New York and the UTC of this machine's tests: already 2025 in Hunan.
    expect(currentYear({ now: () => new Date('2024-12-31T16:00:01Z').getTime() })).toBe(2025);
    expect(currentYear({ now: () => new Date('2024-12-31T23:59:59+08:00').getTime() })).toBe(2024);
  });
});

describe('watchCurrentYear', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const timerClock = () => ({
    now: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  });

  it('tells the new year at midnight of 1 January in China, and at the next New Year again', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:58:00+08:00') });
    const years: number[] = [];
    const stop = watchCurrentYear(timerClock(), (year) => years.push(year));
    vi.advanceTimersByTime(119_000);
    expect(years).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(years).toEqual([2027]);
    vi.advanceTimersByTime(365 * 24 * 3_600_000);
    expect(years).toEqual([2027, 2028]);
    stop();
    vi.advanceTimersByTime(366 * 24 * 3_600_000);
    expect(years).toEqual([2027, 2028]);
  });

  it('waits in steps no timer overflows, months before New Year', () => {
    vi.useFakeTimers({ now: new Date('2026-02-01T00:00:00+08:00') });
    const years: number[] = [];
    const clock = timerClock();
    const waits: number[] = [];
    const stop = watchCurrentYear(
      {
        ...clock,
        setTimeout: (fn, ms) => {
          waits.push(ms);
          return clock.setTimeout(fn, ms);
        },
      },
      (year) => years.push(year),
    );
    expect(waits[0]).toBe(2 ** 31 - 1);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(years).toEqual([]);
    vi.setSystemTime(new Date('2027-01-01T00:00:05+08:00'));
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(years).toEqual([2027]);
    stop();
  });

  it('a timer that fires late finds the year as it is then', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:00:00+08:00') });
    const years: number[] = [];
    const stop = watchCurrentYear(timerClock(), (year) => years.push(year));
    // The computer slept through midnight: the clock has moved on two days when the timer fires.
    vi.setSystemTime(new Date('2027-01-02T09:00:00+08:00'));
    vi.advanceTimersByTime(3_600_000);
    expect(years).toEqual([2027]);
    stop();
  });
});

describe('createWorkbenchStats', () => {
  it('asks /stats/all with the filter', async () => {
    const { stats, demo } = setup();
    const figures = await stats.all({ areaCode: '43', unitId: USER.unitId });
    for (const key of ['consultations', 'referrals', 'trainings', 'exams', 'liveViews', 'residentRecords']) {
      expect(figures).toHaveProperty(key, expect.any(Number));
    }
    await expect(stats.all({ areaCode: '43', unitId: USER.unitId })).resolves.toEqual(figures);
    expect(demo.requests()[0]).toBe(`GET main /stats/all?areaCode=430000000000&unitId=${USER.unitId}`);
  });

  it('areaStats sends 12 digits, gives [] for no list and refuses an invalid code without a call', async () => {
    const { stats, demo } = setup();
    const rows = await stats.areaStats('4301');
    expect(rows.length).toBeGreaterThan(0);
    // A backend that answers no list at all.
    demo.answer('GET main /stats/areaStats', { json: { code: 0, msg: '', data: null } });
    await expect(stats.areaStats('4301')).resolves.toEqual([]);
    await expect(stats.areaStats('x')).rejects.toBeInstanceOf(RangeError);
    expect(demo.requests()).toEqual([
      'GET main /stats/areaStats?areaCode=430100000000',
      'GET main /stats/areaStats?areaCode=430100000000',
    ]);
  });

  it('exams exchanges the exam token first and sends it with both calls', async () => {
    const { stats, demo } = setup();
    const exams = await stats.exams();
    expect(exams.openExams).toEqual({
      examCount: expect.any(Number),
      participantCount: expect.any(Number),
      passedCount: expect.any(Number),
    });
    expect(exams.closingSoon).toEqual(expect.any(Number));
    const examCalls = demo.seen.filter((r) => r.backend === 'exam' && r.method === 'GET');
    expect(examCalls.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/user/gov/exam/stats', 'Bearer train.demo-doctor'],
      ['/user/exam/recent/close/num', 'Bearer train.demo-doctor'],
    ]);
    expect(examCalls[0]?.query.examState).toBe('1');
  });

  it('exams rejects with a SyncError and asks nothing more when the exchange fails', async () => {
    const { stats, demo } = setup();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/examUserInfo' });
    await expect(stats.exams()).rejects.toBeInstanceOf(SyncError);
    expect(demo.requestsTo('GET exam /user/gov/exam/stats')).toEqual([]);
  });

  it('trainings exchanges the training token and reads both figures', async () => {
    const { stats, demo } = setup();
    await expect(stats.trainings()).resolves.toEqual({
      studyTime: { totalMinutes: expect.any(Number), yearMinutes: expect.any(Number) },
      studying: expect.any(Number),
    });
    const trainingCalls = demo.seen.filter((r) => r.backend === 'training' && r.method === 'GET');
    expect(trainingCalls.map((r) => r.headers.authorization)).toEqual([
      'Bearer train.demo-doctor',
      'Bearer train.demo-doctor',
    ]);
  });

  it('live asks the year and the user by identity card; without a card only the year', async () => {
    const { stats, demo } = setup();
    const year = new Date().getFullYear();
    await expect(stats.live(year)).resolves.toEqual({
      year,
      projects: {
        projectCount: demo.db().live.projects.filter((p) => p.holdStartTime.startsWith(`${year}-`)).length,
        liveCount: expect.any(Number),
        studentCount: expect.any(Number),
      },
      mine: {
        signUpCount: expect.any(Number),
        studiedCount: expect.any(Number),
        finishedCount: expect.any(Number),
      },
    });
    expect(demo.requests()).toEqual([
      `GET live /YunProject/GetProjectInfoCount?projectyear=${year}`,
      `GET live /YunProject/GetUserProjectCount?sertId=${USER.identityCard}`,
    ]);
    const cardless = setup({ ...USER, identityCard: ' ' });
    const noCard = await cardless.stats.live(year);
    expect(noCard.mine).toBeNull();
    expect(cardless.demo.requests()).toEqual([
      `GET live /YunProject/GetProjectInfoCount?projectyear=${year}`,
    ]);
  });

  it('myWork and progress read the user work figures', async () => {
    const { stats } = setup();
    await expect(stats.myWork()).resolves.toEqual({
      pending: expect.any(Number),
      inProgress: expect.any(Number),
      finished: expect.any(Number),
    });
    const progress = await stats.progress();
    expect(progress.length).toBeGreaterThan(0);
    for (const stage of progress) {
      expect(stage).toEqual({
        stage: expect.any(String),
        label: expect.any(String),
        count: expect.any(Number),
      });
    }
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
