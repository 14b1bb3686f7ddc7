/**
 * Evaluation management and statistics of the back office (SPEC.md §2.2 /evaluationManage and
 * /evaluationManage/detail, §7.1 Evaluation): the project list by year, name and status, the project form and its
 * rules, saving a project (a same-name project of the same year is refused before the save), status changes, the
 * answers with their filters, the statistics overall and per unit, and the download of the answers.
 */

import { type DayRange, toDay } from '../../domain/days';
import { halfWidth } from '../../domain/half-width';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import { systemDateTime, systemYear } from '../../domain/system-time';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient, DownloadedFile } from '../../http/client';
import { beforeChange, WorkbenchError } from '../../http/errors';
import {
  APPRAISE_RESULT,
  type AppraiseResult,
  type EvaluationProject,
  PROJECT_MODE,
  type ProjectMode,
  projectModeOf,
} from './evaluation';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/** One page of evaluation projects. */
export type EvaluationProjectPage = Schemas['EvaluationProjectPage'];
/** A submitted evaluation answer. */
export type AppraiseDetail = Schemas['AppraiseDetail'];
/** One page of evaluation answers. */
export type AppraiseDetailPage = Schemas['AppraiseDetailPage'];
/** The statistics of a project's answers. */
export type AppraiseStats = Schemas['AppraiseStats'];
/** The statistics of one unit's answers. */
export type AppraiseUnitStats = Schemas['AppraiseUnitStats'];
/** The body of POST /ysfyAppraise/saveProject. */
export type SaveProjectRequest = Schemas['SaveProjectRequest'];
/** The query of GET /ysfyAppraise/getProjectList. */
export type ProjectListQuery = MainPaths['/ysfyAppraise/getProjectList']['get']['parameters']['query'];
/** The query of GET /ysfyAppraise/getDetailPage. */
export type AppraiseDetailQuery = MainPaths['/ysfyAppraise/getDetailPage']['get']['parameters']['query'];

/** The states of a project: 0 not started, 1 in use (users are asked), 2 ended. */
export const PROJECT_STATUS = { notStarted: 0, inUse: 1, ended: 2 } as const;

/** A project state. */
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

/** The project states in the order they are offered. */
export const PROJECT_STATUSES: readonly ProjectStatus[] = /* @__PURE__ */ Object.freeze([0, 1, 2] as const);

/** The project modes in the order they are offered. */
export const PROJECT_MODES: readonly ProjectMode[] = /* @__PURE__ */ Object.freeze([
  PROJECT_MODE.ignorable,
  PROJECT_MODE.required,
]);

/** The satisfaction choices in the order they are offered (0 very satisfied, 1 satisfied, 2 dissatisfied). */
export const APPRAISE_RESULTS: readonly AppraiseResult[] = /* @__PURE__ */ Object.freeze([
  APPRAISE_RESULT.verySatisfied,
  APPRAISE_RESULT.satisfied,
  APPRAISE_RESULT.dissatisfied,
]);

/** Longest project name, in characters. */
export const PROJECT_NAME_LIMIT = 100;

/** The years a project may have. */
export const PROJECT_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** How many projects a project picker lists (one page of the project list). */
export const PROJECT_PICKER_SIZE = 50;

/** The project state as a known value, or null when the backend sent something else. */
export function projectStatusOf(raw: unknown): ProjectStatus | null {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return n === 0 || n === 1 || n === 2 ? n : null;
}

/** The satisfaction choice of a text or number ('2', 2), or null. */
export function appraiseResultOf(raw: unknown): AppraiseResult | null {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return n === 0 || n === 1 || n === 2 ? n : null;
}

/** A status change offered for a project: start it (0 → 1) or end it (1 → 2). */
export interface ProjectStatusChange {
  action: 'start' | 'end';
  to: ProjectStatus;
}

/**
 * The status changes offered for a project in `status`: a project not started can be started, one in use can be
 * ended; an ended project (or an unknown state) offers none.
 */
export function projectStatusChanges(status: unknown): ProjectStatusChange[] {
  switch (projectStatusOf(status)) {
    case PROJECT_STATUS.notStarted:
      return [{ action: 'start', to: PROJECT_STATUS.inUse }];
    case PROJECT_STATUS.inUse:
      return [{ action: 'end', to: PROJECT_STATUS.ended }];
    default:
      return [];
  }
}

/**
 * The year of a project as an address or a year filter gives it ('2025', 2025; full-width digits too): a year of
 * four digits from 1900 to 2999, else null.
 */
export function parseProjectYear(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? halfWidth(raw).trim() : '';
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= 2999 ? year : null;
}

/**
 * The years a year filter offers: from `ahead` years after the system's year at `now` (China's, see
 * `system-time.ts`) down to `back` years before it.
 */
export function evaluationYears(now: number, back = 5, ahead = 1): number[] {
  const year = systemYear(now);
  const years: number[] = [];
  for (let y = year + ahead; y >= year - back; y -= 1) years.push(y);
  return years;
}

// ---------------------------------------------------------------------------------------------------------------
// The project list

/** What the project list is filtered by. */
export interface ProjectListFilter {
  year?: number | null;
  /** Part of the name (trimmed; left out when empty). */
  name?: string | null;
  status?: ProjectStatus | null;
}

/** The query of the project list: the page, the year and the state when set, and the trimmed name. */
export function projectListQuery(paging: ListPaging, filter: ProjectListFilter = {}): ProjectListQuery {
  const query: ProjectListQuery = pagingQuery(paging);
  if (typeof filter.year === 'number' && Number.isInteger(filter.year)) query.year = filter.year;
  const name = filter.name?.trim();
  if (name) query.name = name;
  const status = projectStatusOf(filter.status);
  if (status !== null) query.status = status;
  return query;
}

/** One page of projects (GET /ysfyAppraise/getProjectList). */
export function fetchProjectPage(
  main: Main,
  query: ProjectListQuery,
  signal?: AbortSignal,
): Promise<EvaluationProjectPage> {
  return main.GET('/ysfyAppraise/getProjectList', { params: { query }, signal });
}

/** The projects a project picker offers: the first {@link PROJECT_PICKER_SIZE} of a year (or of all years). */
export async function fetchProjectChoices(
  main: Main,
  year?: number | null,
  signal?: AbortSignal,
): Promise<EvaluationProject[]> {
  const page = await fetchProjectPage(
    main,
    projectListQuery({ page: 1, pageSize: PROJECT_PICKER_SIZE }, { year: year ?? null }),
    signal,
  );
  return Array.isArray(page?.records) ? page.records : [];
}

/** The project of a statistics page: the one in `preferred` when it is listed, else the first in use, else the first. */
export function defaultProjectChoice(
  projects: readonly Pick<EvaluationProject, 'id' | 'status'>[],
  preferred?: number | null,
): number | null {
  if (preferred != null && projects.some((p) => p.id === preferred)) return preferred;
  const inUse = projects.find((p) => projectStatusOf(p.status) === PROJECT_STATUS.inUse);
  return inUse?.id ?? projects[0]?.id ?? null;
}

/** The project named `name` in `year`, or null (GET /ysfyAppraise/getProjectByName). */
export async function fetchProjectByName(
  main: Main,
  name: string,
  year: number,
  signal?: AbortSignal,
): Promise<EvaluationProject | null> {
  const project = await main.GET('/ysfyAppraise/getProjectByName', {
    params: { query: { name: name.trim(), year } },
    signal,
  });
  return project ?? null;
}

/** Changes the state of a project (GET /ysfyAppraise/updateProjectStatus). */
export async function updateProjectStatus(
  main: Main,
  projectId: number,
  status: ProjectStatus,
  signal?: AbortSignal,
): Promise<void> {
  await main.GET('/ysfyAppraise/updateProjectStatus', { params: { query: { projectId, status } }, signal });
}

/** Why a project cannot be started: its period is over, or another project is in use (one at a time). */
export type ProjectStartRefusal =
  | { reason: 'periodOver'; endTime: string }
  | { reason: 'otherInUse'; other: Pick<EvaluationProject, 'id' | 'name'> };

/** A start the SDK refused without asking the backend to change anything ({@link startProject}). */
export class ProjectStartError extends WorkbenchError {
  override readonly name: string = 'ProjectStartError';
  readonly refusal: ProjectStartRefusal;
  constructor(refusal: ProjectStartRefusal) {
    super(
      refusal.reason === 'periodOver'
        ? `The project's period ended at ${refusal.endTime}`
        : `Another evaluation project is in use: ${refusal.other.name ?? refusal.other.id}`,
    );
    this.refusal = refusal;
  }
}

/**
 * Starts a project (its state 0 → 1), when it can be answered: its period not over by the clock's `now`, and no
 * other project in use (users are asked by the one project GET /ysfyAppraise/getUseProject returns, so two in use
 * would leave one of them unanswered). Asks the list of projects in use first; rejects with a
 * {@link ProjectStartError} (nothing changed) when either rule refuses, with the call's error when a call fails.
 */
export async function startProject(
  main: Main,
  project: Pick<EvaluationProject, 'id' | 'endTime'>,
  now: number,
  signal?: AbortSignal,
): Promise<void> {
  const end = normaliseDateTime(project.endTime);
  if (end !== null && end <= systemDateTime(now))
    throw new ProjectStartError({ reason: 'periodOver', endTime: end });
  const inUse = await fetchProjectPage(
    main,
    projectListQuery({ page: 1, pageSize: PROJECT_PICKER_SIZE }, { status: PROJECT_STATUS.inUse }),
    signal,
  );
  const other = (Array.isArray(inUse?.records) ? inUse.records : []).find(
    (p) => p.id !== project.id && projectStatusOf(p.status) === PROJECT_STATUS.inUse,
  );
  if (other) throw new ProjectStartError({ reason: 'otherInUse', other: { id: other.id, name: other.name } });
  await updateProjectStatus(main, project.id, PROJECT_STATUS.inUse, signal);
}

// ---------------------------------------------------------------------------------------------------------------
// The project form

/** The project form as the user fills it in. */
export interface ProjectForm {
  /** The project being changed; null or absent for a new one. */
  id?: number | null;
  name: string;
  year: number | null;
  mode: ProjectMode | null;
  /** Start, 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'); null while empty. */
  startTime: string | null;
  /** End, in the same forms as the start. */
  endTime: string | null;
}

/** A field of the project form. */
export type ProjectField = 'name' | 'year' | 'mode' | 'startTime' | 'endTime';

/** The message key of a project field's problem. */
export type ProjectFieldError =
  | 'validation.required'
  | 'evaluationAdmin.nameTooLong'
  | 'evaluationAdmin.invalidYear'
  | 'evaluationAdmin.invalidTime'
  | 'evaluationAdmin.endNotAfterStart'
  | 'evaluationAdmin.endPassed'
  | 'evaluationAdmin.yearOutsidePeriod'
  | 'evaluationAdmin.duplicateName';

/** Each invalid field with its message key; empty when the form is valid. */
export type ProjectErrors = Partial<Record<ProjectField, ProjectFieldError>>;

/** A save the SDK refused without saving: the form is invalid or the name is taken in that year. */
export class ProjectFormError extends WorkbenchError {
  override readonly name: string = 'ProjectFormError';
  /** The invalid fields. */
  readonly fieldErrors: ProjectErrors;
  constructor(fieldErrors: ProjectErrors) {
    super('The evaluation project form is invalid');
    this.fieldErrors = fieldErrors;
  }
}

/** A new project's form: the system's year at `now`, ignorable, no name and no period. */
export function defaultProjectForm(now: number): ProjectForm {
  return {
    id: null,
    name: '',
    year: systemYear(now),
    mode: PROJECT_MODE.ignorable,
    startTime: null,
    endTime: null,
  };
}

/** True when `value` has the shape of a {@link ProjectForm} (a kept draft, from storage another version may have written). */
export function isProjectForm(value: unknown): value is ProjectForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const textOrNull = (k: string) => v[k] === null || typeof v[k] === 'string';
  return (
    (v.id === null || v.id === undefined || typeof v.id === 'number') &&
    typeof v.name === 'string' &&
    (v.year === null || typeof v.year === 'number') &&
    (v.mode === null || projectModeOf(v.mode) === v.mode) &&
    textOrNull('startTime') &&
    textOrNull('endTime')
  );
}

/** The form of an existing project (to change it). */
export function projectFormOf(project: EvaluationProject): ProjectForm {
  const mode = projectModeOf(project.mode);
  return {
    id: project.id,
    name: project.name ?? '',
    year: Number.isInteger(project.year) ? project.year : null,
    mode,
    startTime: normaliseDateTime(project.startTime),
    endTime: normaliseDateTime(project.endTime),
  };
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A moment as the backend takes it, 'YYYY-MM-DD HH:mm:ss', from 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm' or
 * 'YYYY-MM-DD' (midnight); null when the text is empty or not a real moment.
 */
export function normaliseDateTime(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const day = toDay(`${y}-${mo}-${d}`);
  if (!day || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${day} ${h}:${mi}:${s}`;
}

const blank = (v: string | null | undefined) => typeof v !== 'string' || v.trim() === '';

/** The length of a project name as it is checked and saved: its characters (not UTF-16 units), trimmed. */
export function projectNameLength(name: string | null | undefined): number {
  return typeof name === 'string' ? [...name.trim()].length : 0;
}

/**
 * Checks the project form: name (at most {@link PROJECT_NAME_LIMIT} characters), year (2000-2100), mode, start
 * and end are required; the times must be real moments and the end must come after the start. The year must fall
 * within the period (a period may run across the turn of a year), and, given the clock's `now`, a new project's
 * end must still be ahead on the system's clock (a project whose period is over can never be answered; the period
 * is China's time, as the backend takes it).
 */
export function validateProjectForm(form: ProjectForm, now?: number): ProjectErrors {
  const errors: ProjectErrors = {};
  if (blank(form.name)) errors.name = 'validation.required';
  else if (projectNameLength(form.name) > PROJECT_NAME_LIMIT) errors.name = 'evaluationAdmin.nameTooLong';
  if (form.year === null || form.year === undefined) errors.year = 'validation.required';
  else if (
    !Number.isInteger(form.year) ||
    form.year < PROJECT_YEAR_RANGE.min ||
    form.year > PROJECT_YEAR_RANGE.max
  )
    errors.year = 'evaluationAdmin.invalidYear';
  if (form.mode === null || projectModeOf(form.mode) !== form.mode) errors.mode = 'validation.required';
  const start = normaliseDateTime(form.startTime);
  const end = normaliseDateTime(form.endTime);
  if (blank(form.startTime)) errors.startTime = 'validation.required';
  else if (!start) errors.startTime = 'evaluationAdmin.invalidTime';
  if (blank(form.endTime)) errors.endTime = 'validation.required';
  else if (!end) errors.endTime = 'evaluationAdmin.invalidTime';
  else if (start && end <= start) errors.endTime = 'evaluationAdmin.endNotAfterStart';
  else if (form.id == null && now !== undefined && end <= systemDateTime(now))
    errors.endTime = 'evaluationAdmin.endPassed';
  if (errors.year === undefined && form.year != null && start && end && end > start) {
    if (form.year < Number(start.slice(0, 4)) || form.year > Number(end.slice(0, 4)))
      errors.year = 'evaluationAdmin.yearOutsidePeriod';
  }
  return errors;
}

/** The body of POST /ysfyAppraise/saveProject for a valid form (name trimmed, times normalised). */
export function saveProjectRequest(form: ProjectForm): SaveProjectRequest {
  const body: SaveProjectRequest = {
    name: form.name.trim(),
    year: form.year ?? 0,
    mode: form.mode ?? PROJECT_MODE.ignorable,
    startTime: normaliseDateTime(form.startTime) ?? '',
    endTime: normaliseDateTime(form.endTime) ?? '',
  };
  if (typeof form.id === 'number') body.id = form.id;
  return body;
}

/**
 * Saves a project: checks the form (against the clock's `now` when given, see {@link validateProjectForm}), asks
 * GET /ysfyAppraise/getProjectByName whether another project of the year has the name, then
 * POST /ysfyAppraise/saveProject. Rejects with a {@link ProjectFormError} (nothing saved) when
 * the form is invalid or the name is taken, with a {@link NotSentError} when the name could not be checked (nothing
 * was sent), with the save's error when the save fails.
 */
export async function saveProject(
  main: Main,
  form: ProjectForm,
  signal?: AbortSignal,
  now?: number,
): Promise<EvaluationProject> {
  const errors = validateProjectForm(form, now);
  if (Object.keys(errors).length > 0) throw new ProjectFormError(errors);
  const body = saveProjectRequest(form);
  const same = await beforeChange(fetchProjectByName(main, body.name, body.year, signal));
  if (same && same.id !== body.id) throw new ProjectFormError({ name: 'evaluationAdmin.duplicateName' });
  return main.POST('/ysfyAppraise/saveProject', { body, signal });
}

// ---------------------------------------------------------------------------------------------------------------
// Answers and statistics

/** What the answer list is filtered by. */
export interface AppraiseDetailFilter {
  projectId: number;
  result?: AppraiseResult | null;
  /** Part of the unit name (trimmed; left out when empty). */
  unitName?: string | null;
  /** Submitted between these days (both included; swapped when given backwards). */
  dateRange?: DayRange | null;
}

/**
 * The query of the answer list: the page, the project, the choice, the trimmed unit name, and the days of the range
 * from 00:00:00 of the first to 23:59:59 of the last.
 */
export function appraiseDetailQuery(paging: ListPaging, filter: AppraiseDetailFilter): AppraiseDetailQuery {
  const query: AppraiseDetailQuery = { ...pagingQuery(paging), projectId: filter.projectId };
  const result = appraiseResultOf(filter.result);
  if (result !== null) query.appraiseResult = result;
  const unitName = filter.unitName?.trim();
  if (unitName) query.unitName = unitName;
  let start = toDay(filter.dateRange?.[0]);
  let end = toDay(filter.dateRange?.[1]);
  if (start && end && start > end) [start, end] = [end, start];
  if (start) query.startTime = `${start} 00:00:00`;
  if (end) query.endTime = `${end} 23:59:59`;
  return query;
}

/** One page of answers (GET /ysfyAppraise/getDetailPage). */
export function fetchAppraiseDetailPage(
  main: Main,
  query: AppraiseDetailQuery,
  signal?: AbortSignal,
): Promise<AppraiseDetailPage> {
  return main.GET('/ysfyAppraise/getDetailPage', { params: { query }, signal });
}

/** The statistics of a project (GET /ysfyAppraise/getDetailStats). */
export function fetchAppraiseStats(
  main: Main,
  projectId: number,
  signal?: AbortSignal,
): Promise<AppraiseStats> {
  return main.GET('/ysfyAppraise/getDetailStats', { params: { query: { projectId } }, signal });
}

/** The statistics of each unit of a project, most answers first (GET /ysfyAppraise/getDetailStatsByUnit). */
export async function fetchAppraiseUnitStats(
  main: Main,
  projectId: number,
  signal?: AbortSignal,
): Promise<AppraiseUnitStats[]> {
  const rows = await main.GET('/ysfyAppraise/getDetailStatsByUnit', {
    params: { query: { projectId } },
    signal,
  });
  return Array.isArray(rows) ? sortUnitStats(rows) : [];
}

/** Units with the most answers first; equal counts by unit name, then id. */
export function sortUnitStats(rows: readonly AppraiseUnitStats[]): AppraiseUnitStats[] {
  return [...rows].sort(
    (a, b) => b.total - a.total || a.unitName.localeCompare(b.unitName) || a.unitId - b.unitId,
  );
}

/** The satisfaction rate rounded to one decimal place (0-100); 0 when it is not a number. */
export function satisfactionPercent(rate: unknown): number {
  const n = typeof rate === 'number' && Number.isFinite(rate) ? rate : 0;
  return Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
}

/** One slice of the answers by choice: the choice, its count and its share of all answers (a percentage). */
export interface AppraiseShare {
  result: AppraiseResult;
  count: number;
  percent: number;
}

/** The answers by choice (very satisfied, satisfied, dissatisfied) with their shares, rounded to 0.1 %. */
export function appraiseShares(
  stats: Pick<AppraiseStats, 'verySatisfied' | 'satisfied' | 'dissatisfied'>,
): AppraiseShare[] {
  const counts = [stats.verySatisfied, stats.satisfied, stats.dissatisfied].map((n) =>
    Number.isFinite(n) && n > 0 ? n : 0,
  );
  const total = counts.reduce((a, b) => a + b, 0);
  return APPRAISE_RESULTS.map((result, i) => {
    const count = counts[i] ?? 0;
    return { result, count, percent: total === 0 ? 0 : Math.round((count / total) * 1000) / 10 };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The download

/** The file of a project's answers: the name the backend gave, else 'evaluation-details-<id>' with a fitting extension. */
export async function downloadAppraiseDetails(
  main: Pick<ApiClient<MainPaths>, 'download'>,
  projectId: number,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file: DownloadedFile = await main.download('/v1/file/ysfyAppraiseDetailDown', {
    params: { query: { projectId } },
    signal,
  });
  const given = file.filename?.trim().replace(/[\\/]/g, '_');
  return {
    blob: file.blob,
    filename: given || `evaluation-details-${projectId}${extensionOf(file.blob.type)}`,
  };
}

function extensionOf(type: string): string {
  if (type.includes('csv')) return '.csv';
  if (type.includes('spreadsheetml')) return '.xlsx';
  return '.xls';
}
