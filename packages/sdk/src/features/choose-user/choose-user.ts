/**
 * Staff configuration (SPEC.md §2.2 /student-setting, §3 "Chosen-user preselection", §7.1 "User, permission and
 * sync" and "Logs, systems, organisation and doctors"): the users preselected for an exam or training project.
 *
 * - the project and target system a page works on (from its query or the form),
 * - the paged preselection, deleting one row or the whole project,
 * - the offices and doctors of a unit,
 * - saving a choice of units and doctors, committing the preselection and adding every user of matching units —
 *   the three long calls (10 minutes) — and importing users from a spreadsheet,
 * - a job store that runs those calls apart from any screen: they keep running when the page is hidden or closed,
 *   report their elapsed time while they run, are remembered across reloads (choose-user-journal.ts), and are
 *   not sent twice while the server may still be carrying them out.
 *
 * The organisation tree the units are picked from is read with `fetchBusinessLines`, `fetchLobRootNodes` and
 * `fetchLobChildNodes` (features/org-tree).
 */

import { parsePositiveId } from '../../domain/ids';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import type { MainComponents, MainPaths } from '../../generated';
import { TIMEOUTS } from '../../http/backends';
import type { ApiClient } from '../../http/client';
import { ApiError, TimeoutError } from '../../http/errors';
import type { ClockAdapter } from '../../runtime/adapters';
import { createElapsedTicker, elapsedPercent } from '../../runtime/elapsed';
import { createStore, type ReadableStore } from '../../runtime/store';
import {
  createJobJournal,
  type JobJournalOptions,
  revivedJobError,
  type StoredJob,
  storableJobError,
} from './choose-user-journal';
import {
  IMPORT_REPORT_ROW_LIMIT,
  type ImportRejections,
  type ImportReport,
  importReportOf,
} from './import-report';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

// ---------------------------------------------------------------------------------------------------------------
// The project

/** The target systems of a preselection and their `systemType` codes. */
export const SYSTEM_TYPES = /* @__PURE__ */ Object.freeze({ exam: 1, training: 2 } as const);

/** The name of a target system. */
export type SystemTypeName = keyof typeof SYSTEM_TYPES;

/** The target systems in the order a form offers them. */
export const SYSTEM_TYPE_NAMES: readonly SystemTypeName[] = /* @__PURE__ */ Object.freeze([
  'exam',
  'training',
] as const);

/** The name of a `systemType` code, or of a name ('exam', 'training'); null for anything else. */
export function systemTypeName(raw: unknown): SystemTypeName | null {
  if (raw === 'exam' || raw === 'training') return raw;
  const code = parsePositiveId(raw);
  return SYSTEM_TYPE_NAMES.find((name) => SYSTEM_TYPES[name] === code) ?? null;
}

/** The project a preselection belongs to. */
export interface ProjectSelection {
  /** The exam or training project. */
  projectId: number;
  /** The target system (`SYSTEM_TYPES`). */
  systemType: number;
}

/**
 * The project of a form or a page query (`projectId`, `systemType` as a code or a name): null unless the project
 * is a positive whole number and the system a known one.
 */
export function projectSelectionOf(input: {
  projectId?: unknown;
  systemType?: unknown;
}): ProjectSelection | null {
  const projectId = parsePositiveId(input.projectId);
  const name = systemTypeName(input.systemType);
  if (projectId === null || name === null) return null;
  return { projectId, systemType: SYSTEM_TYPES[name] };
}

/** True when both name the same project of the same system. */
export function sameProject(a: ProjectSelection | null, b: ProjectSelection | null): boolean {
  return a !== null && b !== null && a.projectId === b.projectId && a.systemType === b.systemType;
}

// ---------------------------------------------------------------------------------------------------------------
// The preselection list

/** One preselected unit (no doctor) or doctor. */
export type ChooseUserPreRow = Schemas['ChooseUserPreRow'];

/** One page of the preselection. */
export type ChooseUserPrePage = Schemas['ChooseUserPreRowPage'];

/** The query of GET v1/sync/queryChooseUserPre. */
export type ChooseUserPreQuery = MainPaths['/v1/sync/queryChooseUserPre']['get']['parameters']['query'];

/** The query of the preselection of a project: the page, the project and its system. */
export function chooseUserPreQuery(paging: ListPaging, project: ProjectSelection): ChooseUserPreQuery {
  return { ...pagingQuery(paging), projectId: project.projectId, systemType: project.systemType };
}

/** One page of a project's preselection (GET v1/sync/queryChooseUserPre). */
export function fetchChooseUserPrePage(
  main: Main,
  query: ChooseUserPreQuery,
  signal?: AbortSignal,
): Promise<ChooseUserPrePage> {
  return main.GET('/v1/sync/queryChooseUserPre', { params: { query }, signal });
}

/** Deletes one preselection row (POST v1/sync/delChooseUserPreById). */
export function deleteChooseUserPreRow(main: Main, id: number, signal?: AbortSignal): Promise<null> {
  return main.POST('/v1/sync/delChooseUserPreById', { params: { query: { id } }, signal });
}

/**
 * The projects of the other systems with the same id as `project`: the backend deletes a whole preselection by the
 * project's id alone (SPEC.md §7.1: `delChooseUserPreByProjectId` takes `projectId`, no `systemType`), so clearing
 * exam project 101 clears training project 101's preselection too. A front end asks how many rows they have
 * (`chooseUserPreQuery`) and says so before the user confirms.
 */
export function projectsSharingId(project: ProjectSelection): ProjectSelection[] {
  return SYSTEM_TYPE_NAMES.map((name) => SYSTEM_TYPES[name])
    .filter((systemType) => systemType !== project.systemType)
    .map((systemType) => ({ projectId: project.projectId, systemType }));
}

/**
 * Deletes the whole preselection of a project (POST v1/sync/delChooseUserPreByProjectId): by its id, in every system
 * (see {@link projectsSharingId}).
 */
export function deleteChooseUserPreOfProject(
  main: Main,
  projectId: number,
  signal?: AbortSignal,
): Promise<null> {
  return main.POST('/v1/sync/delChooseUserPreByProjectId', { params: { query: { projectId } }, signal });
}

// ---------------------------------------------------------------------------------------------------------------
// Offices and doctors

/** An office (department) of a unit. */
export type UnitOffice = Schemas['Office'];

/** A doctor of a unit. */
export type UnitDoctor = Schemas['Doctor'];

/** The offices of a unit (GET v1/doctorUser/queryOrgOfficeByUnitId). */
export function fetchUnitOffices(main: Main, unitId: number, signal?: AbortSignal): Promise<UnitOffice[]> {
  return main.GET('/v1/doctorUser/queryOrgOfficeByUnitId', { params: { query: { unitId } }, signal });
}

/** The doctors of a unit, of one office when given (POST v1/doctorUser/queryDoctorByUnitAndOffice). */
export function fetchUnitDoctors(
  main: Main,
  unitId: number,
  officeId?: number | null,
  signal?: AbortSignal,
): Promise<UnitDoctor[]> {
  const query: { unitId: number; officeId?: number } = { unitId };
  if (typeof officeId === 'number') query.officeId = officeId;
  return main.POST('/v1/doctorUser/queryDoctorByUnitAndOffice', { params: { query }, signal });
}

// ---------------------------------------------------------------------------------------------------------------
// Saving, committing, adding all, importing

/** The body of v1/sync/saveChooseUserPre. */
export type ChooseUserPre = Schemas['ChooseUserPre'];

/** Why a choice cannot be saved. */
export type ChoiceProblem = 'empty';

/**
 * The body that saves a choice of units and doctors for a project: the ids without duplicates, in the order
 * given; `{ problem: 'empty' }` when nothing is chosen.
 */
export function chooseUserPrePayload(
  project: ProjectSelection,
  unitIds: readonly number[],
  doctorIds: readonly number[],
): { payload: ChooseUserPre } | { problem: ChoiceProblem } {
  const unique = (ids: readonly number[]) => [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  const unitList = unique(unitIds);
  const doctors = unique(doctorIds);
  if (unitList.length === 0 && doctors.length === 0) return { problem: 'empty' };
  return {
    payload: { projectId: project.projectId, systemType: project.systemType, unitList, doctorIds: doctors },
  };
}

/** Saves a choice of units and doctors (POST v1/sync/saveChooseUserPre, up to 10 minutes). */
export function saveChooseUserPre(main: Main, payload: ChooseUserPre, signal?: AbortSignal): Promise<null> {
  return main.POST('/v1/sync/saveChooseUserPre', { body: payload, signal });
}

/** Commits a project's preselection to its system (POST v1/sync/commitChooseUserPre, up to 10 minutes). */
export function commitChooseUserPre(
  main: Main,
  project: ProjectSelection,
  signal?: AbortSignal,
): Promise<null> {
  return main.POST('/v1/sync/commitChooseUserPre', {
    params: { query: { projectId: project.projectId, systemType: project.systemType } },
    signal,
  });
}

/** Which units "add all" takes every user of. */
export interface AddAllFilter {
  /** The tree code of an organisation subtree; none for every unit. */
  treeCode?: string | null | undefined;
  /** Unit type codes; none (or empty) for every type. */
  unitTypes?: readonly number[] | null | undefined;
  /** Part of the unit name (trimmed; empty means no filter). */
  unitName?: string | null | undefined;
}

/** The query of v1/sync/addAllUserPre. */
export type AddAllUserPreQuery = MainPaths['/v1/sync/addAllUserPre']['post']['parameters']['query'];

/**
 * The query of "add all": the project, the trimmed tree code and unit name when not empty, and the unit types
 * without duplicates, sorted, when any.
 */
export function addAllUserPreQuery(project: ProjectSelection, filter: AddAllFilter = {}): AddAllUserPreQuery {
  const query: AddAllUserPreQuery = { projectId: project.projectId, systemType: project.systemType };
  const treeCode = filter.treeCode?.trim();
  if (treeCode) query.treeCode = treeCode;
  const types = [...new Set((filter.unitTypes ?? []).filter((t) => Number.isSafeInteger(t)))].sort(
    (a, b) => a - b,
  );
  if (types.length > 0) query.unitTypes = types;
  const unitName = filter.unitName?.trim();
  if (unitName) query.unitName = unitName;
  return query;
}

/** Preselects every user of the matching units (POST v1/sync/addAllUserPre, up to 10 minutes). */
export function addAllUserPre(main: Main, query: AddAllUserPreQuery, signal?: AbortSignal): Promise<null> {
  return main.POST('/v1/sync/addAllUserPre', { params: { query }, signal });
}

/** The file types the import accepts, for a file input's `accept`. */
export const IMPORT_FILE_ACCEPT = '.xlsx,.xls,.csv';

/** The file name endings the import accepts. */
export const IMPORT_FILE_EXTENSIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  '.xlsx',
  '.xls',
  '.csv',
]);

/** True when a file name ends with one of {@link IMPORT_FILE_EXTENSIONS} (ignoring case). */
export function isImportFileName(name: string | null | undefined): boolean {
  const lower = (name ?? '').trim().toLowerCase();
  return IMPORT_FILE_EXTENSIONS.some((ext) => lower.length > ext.length && lower.endsWith(ext));
}

/** Why a chosen file cannot be imported: none chosen, not a spreadsheet by its name, or empty (no row to import). */
export type ImportFileProblem = 'missing' | 'invalid' | 'empty';

/**
 * What is wrong with the file chosen for an import before any call is made (null when it can go): no file, a name
 * that is not one of {@link IMPORT_FILE_EXTENSIONS}, or a file of 0 bytes (which the backend would refuse after a
 * job was started for it).
 */
export function importFileProblem(
  file: { name: string; size: number } | null | undefined,
): ImportFileProblem | null {
  if (!file) return 'missing';
  if (!isImportFileName(file.name)) return 'invalid';
  if (file.size === 0) return 'empty';
  return null;
}

/** What an import reports. */
export type ImportResult = Schemas['ImportResult'];

/** A file to import: a browser File or any Blob with a name. */
export interface ImportFile {
  blob: Blob;
  name: string;
}

/**
 * Imports users from a spreadsheet into a project's preselection (POST v1/sync/importExcelUser, multipart with
 * the file in the `file` field): how many rows were imported and which were not, and why (see import-report.ts).
 */
export async function importChooseUsers(
  main: Main,
  project: ProjectSelection,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<ImportReport> {
  const result: ImportResult | null = await main.POST('/v1/sync/importExcelUser', {
    params: { query: { projectId: project.projectId, systemType: project.systemType } },
    // The typed body only names the field; the serializer sends the file itself as multipart form data.
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file.blob, file.name);
      return form;
    },
    signal,
  });
  return importReportOf(result);
}

// ---------------------------------------------------------------------------------------------------------------
// Jobs: the long calls, run apart from any screen

/** The kinds of long-running preselection work. */
export type ChooseUserJobKind = 'save' | 'commit' | 'addAll' | 'import';

/** How long each kind may take (SPEC.md §9: 10 minutes for the sync calls; the import has the usual 30 s). */
export const CHOOSE_USER_JOB_LIMITS_MS: Readonly<Record<ChooseUserJobKind, number>> =
  /* @__PURE__ */ Object.freeze({
    save: TIMEOUTS.longSyncMs,
    commit: TIMEOUTS.longSyncMs,
    addAll: TIMEOUTS.longSyncMs,
    import: TIMEOUTS.defaultMs,
  });

/** What every job has, whatever its state. */
export interface ChooseUserJobBase {
  /** Unique within the store (and the tab's journal). */
  id: number;
  kind: ChooseUserJobKind;
  project: ProjectSelection;
  /** The file name of an import. */
  fileName?: string | undefined;
  /** When the job started (the clock's time, milliseconds since the epoch). */
  startedAt: number;
  /** What the job was started with: the same work (kind, project and input) has the same key. */
  inputKey: string;
  /** Time since the job started (updated every second while it runs). */
  elapsedMs: number;
  /** The most the call may take. */
  limitMs: number;
}

/**
 * Why nobody on this side knows how a job ended: a gateway answered its timeout (HTTP 504) or the client's own
 * time limit passed while the server may still be working, or the page was reloaded while the job ran.
 */
export type UnconfirmedReason = 'gatewayTimeout' | 'reload';

/**
 * One job as a screen shows it: running, done (for an import, with the rows imported and the rows not imported,
 * when there were any), failed, or unconfirmed: the server may still be carrying it out, and the same work is not
 * started again before its time limit passes.
 */
export type ChooseUserJob = ChooseUserJobBase &
  (
    | { status: 'running' }
    | { status: 'done'; imported?: number | undefined; rejected?: ImportRejections | undefined }
    | { status: 'failed'; error: unknown }
    | { status: 'unconfirmed'; reason: UnconfirmedReason; error?: unknown }
  );

/** The part of the time limit a running job has used, 0-99; 100 once it is done. */
export function jobProgressPercent(job: ChooseUserJob): number {
  if (job.status === 'done') return 100;
  return job.status === 'running' ? elapsedPercent(job.elapsedMs, job.limitMs) : 0;
}

/** An action on a whole project that must not overlap the jobs still changing its preselection. */
export type ProjectWideAction = 'commit' | 'deleteAll';

/**
 * The running jobs `action` on `project` waits for. A commit commits what is preselected when it runs: a save, an
 * add-all or an import of the same project still running would be left out of it, though both say they succeeded.
 * Deleting all goes by the project's id in every system ({@link projectsSharingId}): any job of a project of that
 * id still running (a commit too) would bring its users back into the project just emptied, or commit nothing.
 * Given the time `now`, an unconfirmed job the server may still be carrying out (cut off by a reload or a gateway,
 * within its time limit: {@link jobHoldsUntil}) is waited for too; the job store tells its listeners when such a
 * hold ends.
 */
export function jobsBlocking(
  jobs: readonly ChooseUserJob[],
  action: ProjectWideAction,
  project: ProjectSelection,
  now?: number,
): ChooseUserJob[] {
  return jobs.filter(
    (job) =>
      (job.status === 'running' ||
        (now !== undefined && job.status === 'unconfirmed' && jobHoldsUntil(job, now) !== null)) &&
      job.project.projectId === project.projectId &&
      (action === 'deleteAll' || (job.project.systemType === project.systemType && job.kind !== 'commit')),
  );
}

/**
 * Until when the same work is held back because the server may still be carrying this job out (its start plus its
 * time limit), or null when it is not: the job is done, failed, or its time limit has passed.
 */
export function jobHoldsUntil(job: ChooseUserJob, now: number): number | null {
  if (job.status !== 'running' && job.status !== 'unconfirmed') return null;
  const until = job.startedAt + job.limitMs;
  return job.status === 'running' || now < until ? until : null;
}

/**
 * True for a failure after which the server may still be carrying the call out: a gateway that stopped waiting
 * (HTTP 504) or the client's own time limit. Sending the same work again then could do it twice.
 */
export function leavesOutcomeUnknown(error: unknown): boolean {
  return error instanceof TimeoutError || (error instanceof ApiError && error.status === 504);
}

/** The key of a job's work: its kind, its project and what it was started with. */
function workKey(kind: ChooseUserJobKind, project: ProjectSelection, input: unknown): string {
  return JSON.stringify([kind, project.projectId, project.systemType, input]);
}

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Runs the preselection's long calls and keeps their state; one store serves the whole app. */
export interface ChooseUserJobs extends ReadableStore<readonly ChooseUserJob[]> {
  /**
   * Saves a choice (see {@link chooseUserPrePayload}). Resolves with the finished job, never rejects. While the same
   * work is running, or unconfirmed within its time limit, nothing is sent: it resolves with that job.
   */
  save(payload: ChooseUserPre): Promise<ChooseUserJob>;
  /** Commits a project's preselection. */
  commit(project: ProjectSelection): Promise<ChooseUserJob>;
  /** Adds every user of the matching units. */
  addAll(project: ProjectSelection, filter?: AddAllFilter): Promise<ChooseUserJob>;
  /** Imports users from a spreadsheet. */
  importFile(project: ProjectSelection, file: ImportFile): Promise<ChooseUserJob>;
  /** The running job of this kind for the project, if any (a second one is not started while it runs). */
  runningJob(kind: ChooseUserJobKind, project: ProjectSelection): ChooseUserJob | undefined;
  /**
   * An unconfirmed job of this kind for the project that the server may still be carrying out (cut off by a reload
   * or a gateway, within its time limit: {@link jobHoldsUntil}), if any: the same work is not sent again until then.
   * The store tells its listeners when such a hold ends.
   */
  unconfirmedJob(kind: ChooseUserJobKind, project: ProjectSelection): ChooseUserJob | undefined;
  /** Removes a finished, failed or unconfirmed job from the list (a running job stays). */
  dismiss(id: number): void;
  /**
   * The page may be going away (call it on `beforeunload` and `pagehide`): calls cut off from now on end with the
   * page, not with the server's answer, so the journal keeps the jobs as they were; the next page shows a running
   * one as unconfirmed. `resumeJournal` undoes it when the page turns out to stay.
   */
  suspendJournal(): void;
  /** Keeps the journal again after {@link ChooseUserJobs.suspendJournal}, writing the jobs as they are now. */
  resumeJournal(): void;
  /** Stops the elapsed-time updates (the app is gone); running calls are left to finish. */
  dispose(): void;
}

/** What the job store needs. */
export interface ChooseUserJobsDeps {
  main: Main;
  clock: ClockAdapter;
  /**
   * Where the jobs are remembered across reloads (the tab's session storage, per user). Without it, jobs live as
   * long as the store.
   */
  journal?: JobJournalOptions | undefined;
}

function toStored(job: ChooseUserJob): StoredJob {
  return {
    id: job.id,
    kind: job.kind,
    projectId: job.project.projectId,
    systemType: job.project.systemType,
    inputKey: job.inputKey,
    fileName: job.fileName,
    startedAt: job.startedAt,
    elapsedMs: job.elapsedMs,
    limitMs: job.limitMs,
    status: job.status,
    imported: job.status === 'done' ? job.imported : undefined,
    rejected:
      job.status === 'done' && job.rejected
        ? { rows: job.rejected.rows.slice(0, IMPORT_REPORT_ROW_LIMIT), total: job.rejected.total }
        : undefined,
    reason: job.status === 'unconfirmed' ? job.reason : undefined,
    error:
      job.status === 'failed' || (job.status === 'unconfirmed' && job.error !== undefined)
        ? storableJobError(job.error)
        : undefined,
  };
}

/**
 * A stored job as this page shows it. A job that was running when the page went away is unconfirmed: the server
 * may have carried it out, or may still be doing so.
 */
function fromStored(stored: StoredJob, now: number): ChooseUserJob {
  const base: ChooseUserJobBase = {
    id: stored.id,
    kind: stored.kind,
    project: { projectId: stored.projectId, systemType: stored.systemType },
    fileName: stored.fileName,
    startedAt: stored.startedAt,
    inputKey: stored.inputKey,
    elapsedMs: stored.elapsedMs,
    limitMs: stored.limitMs,
  };
  const error = stored.error ? revivedJobError(stored.error) : undefined;
  switch (stored.status) {
    case 'done':
      return { ...base, status: 'done', imported: stored.imported, rejected: stored.rejected };
    case 'failed':
      return { ...base, status: 'failed', error: error ?? new Error('The job failed') };
    case 'unconfirmed':
      return { ...base, status: 'unconfirmed', reason: stored.reason ?? 'reload', error };
    case 'running':
      return {
        ...base,
        elapsedMs: Math.min(stored.limitMs, Math.max(0, now - stored.startedAt)),
        status: 'unconfirmed',
        reason: 'reload',
      };
  }
}

/**
 * Creates a {@link ChooseUserJobs} store. Nothing runs until a job is started. A job whose kind is already running
 * for the same project is not started again: the call resolves with the running job's outcome. With a journal,
 * the jobs of the signed-in user are read back from the tab's session storage (once the user is known) and kept
 * there whenever a job starts, ends or is dismissed.
 */
export function createChooseUserJobs({ main, clock, journal }: ChooseUserJobsDeps): ChooseUserJobs {
  const store = createStore<readonly ChooseUserJob[]>([]);
  const pending = new Map<number, Promise<ChooseUserJob>>();
  const kept = journal ? createJobJournal(journal) : null;
  let nextId = 1;
  let disposed = false;
  let restored = kept === null;
  let suspended = false;

  // When an unconfirmed job's hold ends (the server can no longer be carrying it out), the listeners are told, so
  // what waited for it (a commit, the same work again) shows as free without anything else happening first.
  const holdTimers = new Map<number, unknown>();
  const watchHold = (job: ChooseUserJob) => {
    if (job.status !== 'unconfirmed' || holdTimers.has(job.id) || disposed) return;
    const until = jobHoldsUntil(job, clock.now());
    if (until === null) return;
    holdTimers.set(
      job.id,
      clock.setTimeout(
        () => {
          holdTimers.delete(job.id);
          if (!disposed) store.update((jobs) => [...jobs]);
        },
        Math.max(0, until - clock.now()),
      ),
    );
  };

  /** Reads the journal back once the user is known (before that, nothing is shown or kept). */
  const restore = () => {
    if (restored || !kept || journal?.userKey() === null) return;
    restored = true;
    const now = clock.now();
    const jobs = kept.load(now).map((job) => fromStored(job, now));
    nextId = Math.max(nextId, ...jobs.map((job) => job.id + 1));
    if (jobs.length > 0) {
      store.update((current) => [...jobs, ...current]);
      persist();
      for (const job of jobs) watchHold(job);
    }
  };
  const persist = () => {
    if (restored && !suspended) kept?.save(store.getSnapshot().map(toStored));
  };

  const update = (id: number, change: (job: ChooseUserJob) => ChooseUserJob) => {
    store.update((jobs) => jobs.map((job) => (job.id === id ? change(job) : job)));
  };
  const anyRunning = () => store.getSnapshot().some((job) => job.status === 'running');
  const ticker = createElapsedTicker(clock, (now) =>
    store.update((jobs) =>
      jobs.map((job) => (job.status === 'running' ? { ...job, elapsedMs: now - job.startedAt } : job)),
    ),
  );
  const stopTickerWhenIdle = () => {
    if (ticker.running() && !anyRunning()) ticker.stop();
  };
  const startTicker = () => {
    if (!disposed) ticker.start();
  };

  const runningJob = (kind: ChooseUserJobKind, project: ProjectSelection) =>
    store
      .getSnapshot()
      .find(
        (job) =>
          job.status === 'running' &&
          job.kind === kind &&
          job.project.projectId === project.projectId &&
          job.project.systemType === project.systemType,
      );
  const unconfirmedJob = (kind: ChooseUserJobKind, project: ProjectSelection) => {
    const now = clock.now();
    return store
      .getSnapshot()
      .find(
        (job) =>
          job.status === 'unconfirmed' &&
          job.kind === kind &&
          job.project.projectId === project.projectId &&
          job.project.systemType === project.systemType &&
          jobHoldsUntil(job, now) !== null,
      );
  };

  const run = (
    kind: ChooseUserJobKind,
    project: ProjectSelection,
    input: unknown,
    call: () => Promise<{ imported?: number; rejected?: ImportRejections }>,
    fileName?: string,
  ): Promise<ChooseUserJob> => {
    restore();
    const running = runningJob(kind, project);
    if (running) return pending.get(running.id) ?? Promise.resolve(running);
    const inputKey = workKey(kind, project, input);
    const now = clock.now();
    const held = store
      .getSnapshot()
      .find((job) => job.inputKey === inputKey && jobHoldsUntil(job, now) !== null);
    if (held) return Promise.resolve(held);

    const id = nextId++;
    const job: ChooseUserJob = {
      id,
      kind,
      project: { projectId: project.projectId, systemType: project.systemType },
      fileName,
      startedAt: now,
      inputKey,
      elapsedMs: 0,
      limitMs: CHOOSE_USER_JOB_LIMITS_MS[kind],
      status: 'running',
    };
    store.update((jobs) => [...jobs, job]);
    persist();
    startTicker();
    const finish = (change: (job: ChooseUserJob) => ChooseUserJob): ChooseUserJob => {
      update(id, change);
      pending.delete(id);
      stopTickerWhenIdle();
      persist();
      const finished = store.getSnapshot().find((j) => j.id === id) ?? change(job);
      watchHold(finished);
      return finished;
    };
    const base = (current: ChooseUserJob): ChooseUserJobBase => ({
      id: current.id,
      kind: current.kind,
      project: current.project,
      fileName: current.fileName,
      startedAt: current.startedAt,
      inputKey: current.inputKey,
      limitMs: current.limitMs,
      elapsedMs: clock.now() - current.startedAt,
    });
    const promise = call().then(
      (result) =>
        finish((current) => ({
          ...base(current),
          status: 'done',
          imported: result.imported,
          rejected: result.rejected,
        })),
      (error: unknown) =>
        finish((current) =>
          leavesOutcomeUnknown(error)
            ? { ...base(current), status: 'unconfirmed', reason: 'gatewayTimeout', error }
            : { ...base(current), status: 'failed', error: error ?? new Error('The job failed') },
        ),
    );
    pending.set(id, promise);
    return promise;
  };

  restore();

  return {
    subscribe: (listener) => {
      const unsubscribe = store.subscribe(listener);
      restore();
      return unsubscribe;
    },
    getSnapshot: store.getSnapshot,
    save: (payload) =>
      run('save', payload, [sortedIds(payload.unitList), sortedIds(payload.doctorIds)], async () => {
        await saveChooseUserPre(main, payload);
        return {};
      }),
    commit: (project) =>
      run('commit', project, null, async () => {
        await commitChooseUserPre(main, project);
        return {};
      }),
    addAll: (project, filter) => {
      const query = addAllUserPreQuery(project, filter);
      return run('addAll', project, query, async () => {
        await addAllUserPre(main, query);
        return {};
      });
    },
    importFile: (project, file) =>
      run(
        'import',
        project,
        [file.name, file.blob.size],
        async () => {
          const { imported, rejected } = await importChooseUsers(main, project, file);
          return { imported, rejected };
        },
        file.name,
      ),
    runningJob,
    unconfirmedJob,
    dismiss: (id) => {
      store.update((jobs) => jobs.filter((job) => job.id !== id || job.status === 'running'));
      persist();
    },
    suspendJournal: () => {
      suspended = true;
    },
    resumeJournal: () => {
      if (!suspended) return;
      suspended = false;
      persist();
    },
    dispose: () => {
      disposed = true;
      ticker.stop();
      for (const timer of holdTimers.values()) clock.clearTimeout(timer);
      holdTimers.clear();
    },
  };
}
