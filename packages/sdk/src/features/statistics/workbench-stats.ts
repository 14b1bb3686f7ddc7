/**
 * The figures of the workbench landing page (SPEC.md §2.1, §7.1, §7.2, §7.5, §7.6): the statistics panel and its
 * filter (area, date range, unit), the figures per child area, the user's own consultation work and the progress
 * monitor, the exam and training figures (behind the exchanged
 * subsystem tokens) and the live-training figures of a year. Each figure group is one call (or one small set of
 * calls) of its own, so the app can load, fail and retry every block independently.
 */

import { calendarDay } from '../../domain/days';
import { isRegionCode, REGION_CODE_LENGTH, regionCodeAt, regionLevelOf } from '../../domain/region';
import { nextSystemYearAt, systemYear } from '../../domain/system-time';
import type {
  ExamComponents,
  ExamPaths,
  LiveComponents,
  LivePaths,
  MainComponents,
  MainPaths,
  TrainingComponents,
  TrainingPaths,
} from '../../generated';
import type { ApiClient } from '../../http/client';
import type { ClockAdapter } from '../../runtime/adapters';
import type { UserInfo } from '../session/session';
import type { TrainingTokenFlow } from '../subsystems/training-token';

/** The figures of the statistics panel (`GET /stats/all`). */
export type WorkbenchStats = MainComponents['schemas']['WorkbenchStats'];
/** The figures of one child area (`GET /stats/areaStats`). */
export type AreaStats = MainComponents['schemas']['AreaStats'];
/** The current user's consultation work (`GET /stats/myWorkSingle`). */
export type MyWorkSingle = MainComponents['schemas']['MyWorkSingle'];
/** One stage of the work progress monitor (`GET /stats/myWorkProgressMonitoring`). */
export type ProgressStage = MainComponents['schemas']['ProgressStage'];
/** Exam figures (`GET /user/gov/exam/stats`). */
export type ExamStats = ExamComponents['schemas']['ExamStats'];
/** The user's study time (`GET /student/studyTime`). */
export type StudyTime = TrainingComponents['schemas']['StudyTime'];
/** Live figures of a year (`GET /YunProject/GetProjectInfoCount`). */
export type LiveYearCount = LiveComponents['schemas']['LiveProjectInfoCount'];
/** Live figures of a user (`GET /YunProject/GetUserProjectCount`). */
export type LiveUserCount = LiveComponents['schemas']['LiveUserProjectCount'];

/** The `examState` of the open exams (SPEC.md §7.5). */
export const OPEN_EXAM_STATE = 1;

/** How many index announcements the service card lists at most (read them with `fetchLatestAnnouncements`). */
export const INDEX_NOTICE_LIMIT = 5;

/** The filter of the statistics panel as the user sets it. */
export interface StatsFilter {
  /** The chosen area (any level, 1 to 12 digits); empty for no area filter. */
  areaCode?: string | null;
  /** First day of the period, 'YYYY-MM-DD'. */
  startDate?: string | null;
  /** Last day of the period, 'YYYY-MM-DD' (counted in full). */
  endDate?: string | null;
  /** Only this unit. */
  unitId?: number | null;
}

/** The statistics filter as the user sets it on the workbench. */
export interface StatsFilterChoice {
  /** The chosen area (any level) or null for the whole province of the user. */
  areaCode: string | null;
  /** The period ('YYYY-MM-DD' each); either end may be open while the user picks. */
  period: readonly [string | null, string | null];
  /** All units of the area, or only the user's unit. */
  scope: 'area' | 'unit';
}

/** The filter the workbench starts with: the user's province, all time, all units. */
export const EMPTY_STATS_FILTER_CHOICE: StatsFilterChoice = /* @__PURE__ */ Object.freeze({
  areaCode: null,
  period: /* @__PURE__ */ Object.freeze([null, null] as const),
  scope: 'area' as const,
});

/**
 * The statistics request of a filter as set: null while the period has one end only (a period counts once both
 * ends are picked, or neither); the unit scope asks for the user's unit.
 */
export function statsFilterOfChoice(
  choice: StatsFilterChoice,
  user: { unitId?: number | null },
): StatsFilter | null {
  const [startDate, endDate] = choice.period;
  if ((startDate === null) !== (endDate === null)) return null;
  return {
    areaCode: choice.areaCode,
    startDate,
    endDate,
    unitId: choice.scope === 'unit' ? (user.unitId ?? null) : null,
  };
}

/** The query of `GET /stats/all`. */
export interface StatsAllQuery {
  areaCode?: string;
  startTime?: string;
  endTime?: string;
  unitId?: number;
}

/** The 12-digit form of an area code, or null when it is empty or not a region code. */
export function fullAreaCode(code: string | null | undefined): string | null {
  if (!isRegionCode(code)) return null;
  const full = regionCodeAt(code, regionLevelOf(code));
  return full.length === REGION_CODE_LENGTH ? full : null;
}

/**
 * The query of `GET /stats/all` for a filter: the area as 12 digits, the period from 00:00:00 of the first day to
 * 23:59:59 of the last (the days are swapped when given in reverse), and the unit; invalid or empty parts are left
 * out.
 */
export function statsAllQuery(filter: StatsFilter): StatsAllQuery {
  const query: StatsAllQuery = {};
  const area = fullAreaCode(filter.areaCode);
  if (area) query.areaCode = area;
  let start = calendarDay(filter.startDate);
  let end = calendarDay(filter.endDate);
  if (start && end && start > end) [start, end] = [end, start];
  if (start) query.startTime = `${start} 00:00:00`;
  if (end) query.endTime = `${end} 23:59:59`;
  if (typeof filter.unitId === 'number' && Number.isInteger(filter.unitId)) query.unitId = filter.unitId;
  return query;
}

/**
 * The province (2 digits, '43' or any other) of the user's unit area, which the area filter starts from; null when
 * the user has no valid unit area.
 */
export function userProvince(user: Pick<UserInfo, 'unitAreaCode'> | null | undefined): string | null {
  const code = user?.unitAreaCode;
  if (!isRegionCode(code)) return null;
  return regionCodeAt(code, 1).slice(0, 2);
}

/** The parent area whose children `GET /stats/areaStats` compares: the chosen area, else the user's province. */
export function areaStatsParent(
  areaCode: string | null | undefined,
  user: Pick<UserInfo, 'unitAreaCode'> | null | undefined,
): string | null {
  const chosen = fullAreaCode(areaCode);
  if (chosen) return chosen;
  const province = userProvince(user);
  return province ? regionCodeAt(province, 1) : null;
}

/** The system's year (China's, see `system-time.ts`) at the clock's now: the year whose live figures the workbench shows. */
export function currentYear(clock: Pick<ClockAdapter, 'now'>): number {
  return systemYear(clock.now());
}

/** The longest wait a browser timer takes (2³¹ − 1 ms, some 24.8 days): a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Watches the clock's year for a page that stays open across New Year: calls `onChange` with the new year when
 * the year turns (midnight of 1 January in China), and again at every New Year after; returns the function that stops
 * watching. The wait is cut into steps no timer overflows, and a timer that fires late (a computer asleep at
 * midnight) finds the year as it is then.
 */
export function watchCurrentYear(clock: ClockAdapter, onChange: (year: number) => void): () => void {
  let year = currentYear(clock);
  let handle: unknown;
  const schedule = () => {
    const now = clock.now();
    handle = clock.setTimeout(check, Math.min(Math.max(nextSystemYearAt(now) - now, 1), LONGEST_TIMER_MS));
  };
  const check = () => {
    const now = currentYear(clock);
    if (now !== year) {
      year = now;
      onChange(now);
    }
    schedule();
  };
  schedule();
  return () => clock.clearTimeout(handle);
}

/** The exam block: open exams and the number of exams closing soon. */
export interface ExamFigures {
  openExams: ExamStats;
  closingSoon: number;
}

/** The training block: the user's study time and the number of trainings in progress. */
export interface TrainingFigures {
  studyTime: StudyTime;
  studying: number;
}

/** The live block: the figures of the year and, when the user has an identity card, the user's own. */
export interface LiveFigures {
  year: number;
  projects: LiveYearCount;
  mine: LiveUserCount | null;
}

/** Options of every call: cancel it with `signal`. */
export interface StatsCallOptions {
  signal?: AbortSignal | undefined;
}

/** What the workbench statistics need. */
export interface WorkbenchStatsDeps {
  main: ApiClient<MainPaths>;
  live: ApiClient<LivePaths>;
  exam: ApiClient<ExamPaths>;
  training: ApiClient<TrainingPaths>;
  trainingToken: Pick<TrainingTokenFlow, 'ensureTrainingToken'>;
  getUser: () => UserInfo | null;
}

/** The calls of the workbench landing page, one per block. */
export interface WorkbenchStatsFlow {
  /** The statistics panel for a filter. */
  all(filter: StatsFilter, options?: StatsCallOptions): Promise<WorkbenchStats>;
  /** The figures of each child of `parentArea` (any level; sent as 12 digits). Rejects with a RangeError for an invalid code. */
  areaStats(parentArea: string, options?: StatsCallOptions): Promise<AreaStats[]>;
  /** The current user's consultation work. */
  myWork(options?: StatsCallOptions): Promise<MyWorkSingle>;
  /** The stages of the work progress monitor. */
  progress(options?: StatsCallOptions): Promise<ProgressStage[]>;
  /** Exam figures after the exam token exchange; rejects with a `SyncError` when the exchange fails. */
  exams(options?: StatsCallOptions): Promise<ExamFigures>;
  /** Training figures after the training token exchange; rejects with a `SyncError` when the exchange fails. */
  trainings(options?: StatsCallOptions): Promise<TrainingFigures>;
  /** Live figures of `year` and of the current user. */
  live(year: number, options?: StatsCallOptions): Promise<LiveFigures>;
}

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** Creates the calls of the workbench landing page; nothing is requested until one is called. */
export function createWorkbenchStats(deps: WorkbenchStatsDeps): WorkbenchStatsFlow {
  return {
    all(filter, options = {}) {
      return deps.main.GET('/stats/all', {
        params: { query: statsAllQuery(filter) },
        signal: options.signal,
      });
    },
    async areaStats(parentArea, options = {}) {
      const areaCode = fullAreaCode(parentArea);
      if (!areaCode) throw new RangeError(`Invalid area code ${JSON.stringify(parentArea)}`);
      return list(
        await deps.main.GET('/stats/areaStats', { params: { query: { areaCode } }, signal: options.signal }),
      );
    },
    myWork(options = {}) {
      return deps.main.GET('/stats/myWorkSingle', { signal: options.signal });
    },
    async progress(options = {}) {
      return list(await deps.main.GET('/stats/myWorkProgressMonitoring', { signal: options.signal }));
    },
    async exams(options = {}) {
      await deps.trainingToken.ensureTrainingToken('exam');
      const [openExams, closingSoon] = await Promise.all([
        deps.exam.GET('/user/gov/exam/stats', {
          params: { query: { examState: OPEN_EXAM_STATE } },
          signal: options.signal,
        }),
        deps.exam.GET('/user/exam/recent/close/num', { signal: options.signal }),
      ]);
      return { openExams, closingSoon: typeof closingSoon === 'number' ? closingSoon : 0 };
    },
    async trainings(options = {}) {
      await deps.trainingToken.ensureTrainingToken('training');
      const [studyTime, studying] = await Promise.all([
        deps.training.GET('/student/studyTime', { signal: options.signal }),
        deps.training.GET('/statistic/studing/count', { signal: options.signal }),
      ]);
      return { studyTime, studying: typeof studying === 'number' ? studying : 0 };
    },
    async live(year, options = {}) {
      const sertId = deps.getUser()?.identityCard?.trim() ?? '';
      const [projects, mine] = await Promise.all([
        deps.live.GET('/YunProject/GetProjectInfoCount', {
          params: { query: { projectyear: year } },
          signal: options.signal,
        }),
        sertId
          ? deps.live.GET('/YunProject/GetUserProjectCount', {
              params: { query: { sertId } },
              signal: options.signal,
            })
          : Promise.resolve(null),
      ]);
      return { year, projects, mine };
    },
  };
}
