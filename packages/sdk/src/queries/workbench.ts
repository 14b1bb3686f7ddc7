/**
 * Query and mutation descriptors of the workbench landing and the shared parts (SPEC.md §3–§4): statistics,
 * live training, consultations, the evaluation offered to the user, and the notice and work-tip lists.
 */
import type { LiveRoomInput } from '../features/live/live';
import {
  markWorkTipReadOnce,
  type NoticePageQuery,
  openNotice,
  type WorkTipPageQuery,
} from '../features/notices/notices-inbox';
import type { WorkTip } from '../features/notices/work-tips';
import type { SignupCard } from '../features/signup/signup';
import { type StatsFilter, statsAllQuery } from '../features/statistics/workbench-stats';
import type { Workbench } from '../workbench';
import { describeMutation, describeQuery } from './descriptor';

/**
 * How long the statistics panel's figures count as current: the figures asked for at sign-in are shown as they are
 * when the panel appears, and so are figures shown again within this time; older ones are asked for again.
 */
export const STATS_STALE_TIME_MS = 30_000;

const STATS = ['stats'] as const;
const LIVE_FIGURES = [...STATS, 'live'] as const;

/** The figures of the workbench and of the referral monitor (one call per block). */
export const statsQueries = {
  all: STATS,
  /** The statistics panel (`/stats/all`) for a filter: filters with the same request are one query. */
  summary: (wb: Workbench, filter: StatsFilter) =>
    describeQuery(
      [...STATS, 'summary', statsAllQuery(filter)],
      ({ signal }) => wb.stats.all(filter, { signal }),
      STATS_STALE_TIME_MS,
    ),
  /** The figures of the areas under an area. */
  areas: (wb: Workbench, parentArea: string) =>
    describeQuery([...STATS, 'areas', parentArea], ({ signal }) =>
      wb.stats.areaStats(parentArea, { signal }),
    ),
  /** The user's own work. */
  myWork: (wb: Workbench) => describeQuery([...STATS, 'myWork'], ({ signal }) => wb.stats.myWork({ signal })),
  /** The progress of the referral stages. */
  progress: (wb: Workbench) =>
    describeQuery([...STATS, 'progress'], ({ signal }) => wb.stats.progress({ signal })),
  /** The exam figures. */
  exams: (wb: Workbench) => describeQuery([...STATS, 'exams'], ({ signal }) => wb.stats.exams({ signal })),
  /** The training figures. */
  trainings: (wb: Workbench) =>
    describeQuery([...STATS, 'trainings'], ({ signal }) => wb.stats.trainings({ signal })),
  /** The live-training figures of a year. */
  live: (wb: Workbench, year: number) =>
    describeQuery([...LIVE_FIGURES, year], ({ signal }) => wb.stats.live(year, { signal })),
};

const LIVE = ['live'] as const;

/** Live training. */
export const liveQueries = {
  all: LIVE,
  /** The live projects of a year. */
  projects: (wb: Workbench, year: number) =>
    describeQuery([...LIVE, 'projects', year], ({ signal }) => wb.liveTraining.projects(year, { signal })),
  /** The study figures of a project. */
  studyCount: (wb: Workbench, projectUniqueId: string) =>
    describeQuery([...LIVE, 'studyCount', projectUniqueId], ({ signal }) =>
      wb.liveTraining.studyCount(projectUniqueId, { signal }),
    ),
  /** The user's upcoming broadcasts. */
  alerts: (wb: Workbench) =>
    describeQuery([...LIVE, 'alerts'], ({ signal }) => wb.liveTraining.alerts({ signal })),
};

/** Changes of live training. */
export const liveMutations = {
  /** Adds a live room: the projects, alerts and the workbench's live figures are stale. */
  addRoom: (wb: Workbench) =>
    describeMutation((input: LiveRoomInput) => wb.liveTraining.addRoom(input), [LIVE, LIVE_FIGURES]),
};

/** Sign-up by number (SPEC.md §4). */
export const signupMutations = {
  /**
   * Registers the user for a found exam, training or live broadcast: the workbench's exam, training and live figures
   * and the user's live projects and upcoming broadcasts are stale (the workbench shows the new sign-up).
   */
  register: (wb: Workbench) =>
    describeMutation(
      (card: SignupCard) => wb.signup.registerSignup(card),
      [[...STATS, 'exams'], [...STATS, 'trainings'], LIVE_FIGURES, LIVE],
    ),
};

/** Consultations. */
export const consultationQueries = {
  all: ['consultation'] as const,
  /** One consultation. */
  info: (wb: Workbench, singleId: number) =>
    describeQuery(['consultation', 'info', singleId], ({ signal }) =>
      wb.consultation.getConsultation(singleId, { signal }),
    ),
};

/** The evaluation offered to the user. */
export const evaluationQueries = {
  all: ['evaluation'] as const,
  /** The project the user is asked to rate (null: none); asked once per session. */
  active: (wb: Workbench) =>
    describeQuery(
      ['evaluation', 'active'],
      ({ signal }) => wb.evaluation.getActiveProject({ signal }),
      Number.POSITIVE_INFINITY,
    ),
};

const NOTICES = ['inbox', 'notices'] as const;
const WORK_TIPS = ['inbox', 'workTips'] as const;

/** The user's notices and work tips. */
export const inboxQueries = {
  all: ['inbox'] as const,
  /** Every read of the notice list. */
  notices: NOTICES,
  /** Every read of the work-tip list. */
  workTips: WORK_TIPS,
  /** One page of notices. */
  noticePage: (wb: Workbench, query: NoticePageQuery) =>
    describeQuery([...NOTICES, 'page', query], ({ signal }) =>
      wb.message.GET('/v1/notice/user-notice', { params: { query }, signal }),
    ),
  /** One page of work tips. */
  workTipPage: (wb: Workbench, query: WorkTipPageQuery) =>
    describeQuery([...WORK_TIPS, 'page', query], ({ signal }) =>
      wb.message.GET('/v1/business/work-tips', { params: { query }, signal }),
    ),
  /**
   * A notice as opened: marked read when it was unread (then the notice list is stale: see `markedRead`). Kept
   * apart from the list so opening it again does not mark it twice.
   */
  opened: (wb: Workbench, id: number) =>
    describeQuery(
      ['inboxOpened', 'notice', id],
      ({ signal }) => openNotice({ message: wb.message, notices: wb.notices }, id, signal),
      Number.POSITIVE_INFINITY,
    ),
};

/** Changes of the inbox. */
export const inboxMutations = {
  /** Marks a work tip read (no call when it is read already). */
  markWorkTipRead: (wb: Workbench) =>
    describeMutation(
      (tip: Pick<WorkTip, 'id' | 'read'>) => markWorkTipReadOnce({ notices: wb.notices }, tip),
      [WORK_TIPS],
    ),
  /** What an opened notice that was marked read makes stale. */
  noticeMarkedRead: [NOTICES] as const,
};
