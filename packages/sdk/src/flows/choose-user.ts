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
 *   and report their elapsed time while they run.
 *
 * The organisation tree the units are picked from is read with `fetchBusinessLines`, `fetchLobRootNodes` and
 * `fetchLobChildNodes` (flows/org-tree).
 */

import type { MainComponents, MainPaths } from '../generated';
import { TIMEOUTS } from '../http/backends';
import type { ApiClient } from '../http/client';
import type { ClockAdapter } from '../runtime/adapters';
import { createStore, type ReadableStore } from '../runtime/store';
import { type ListPaging, pagingQuery } from './notices-inbox';
import { parsePositiveId } from './org-tree';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

// ---------------------------------------------------------------------------------------------------------------
// The project

/** The target systems of a preselection and their `systemType` codes. */
export const SYSTEM_TYPES = Object.freeze({ exam: 1, training: 2 } as const);

/** The name of a target system. */
export type SystemTypeName = keyof typeof SYSTEM_TYPES;

/** The target systems in the order a form offers them. */
export const SYSTEM_TYPE_NAMES: readonly SystemTypeName[] = Object.freeze(['exam', 'training'] as const);

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

/** Deletes the whole preselection of a project (POST v1/sync/delChooseUserPreByProjectId). */
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

/** The unit types "add all" offers, by code: 1 province, 2 city, 3 county, 4 community or township, 5 station. */
export const UNIT_TYPE_CODES: readonly number[] = Object.freeze([1, 2, 3, 4, 5]);

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
export const IMPORT_FILE_EXTENSIONS: readonly string[] = Object.freeze(['.xlsx', '.xls', '.csv']);

/** True when a file name ends with one of {@link IMPORT_FILE_EXTENSIONS} (ignoring case). */
export function isImportFileName(name: string | null | undefined): boolean {
  const lower = (name ?? '').trim().toLowerCase();
  return IMPORT_FILE_EXTENSIONS.some((ext) => lower.length > ext.length && lower.endsWith(ext));
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
 * the file in the `file` field).
 */
export function importChooseUsers(
  main: Main,
  project: ProjectSelection,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<ImportResult> {
  return main.POST('/v1/sync/importExcelUser', {
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
}

// ---------------------------------------------------------------------------------------------------------------
// Jobs: the long calls, run apart from any screen

/** The kinds of long-running preselection work. */
export type ChooseUserJobKind = 'save' | 'commit' | 'addAll' | 'import';

/** How long each kind may take (SPEC.md §9: 10 minutes for the sync calls; the import has the usual 30 s). */
export const CHOOSE_USER_JOB_LIMITS_MS: Readonly<Record<ChooseUserJobKind, number>> = Object.freeze({
  save: TIMEOUTS.longSyncMs,
  commit: TIMEOUTS.longSyncMs,
  addAll: TIMEOUTS.longSyncMs,
  import: TIMEOUTS.defaultMs,
});

/** How often the elapsed time of running jobs is updated. */
export const CHOOSE_USER_JOB_TICK_MS = 1000;

/** What every job has, whatever its state. */
export interface ChooseUserJobBase {
  /** Unique within the store. */
  id: number;
  kind: ChooseUserJobKind;
  project: ProjectSelection;
  /** The file name of an import. */
  fileName?: string | undefined;
  /** Time since the job started (updated every second while it runs). */
  elapsedMs: number;
  /** The most the call may take. */
  limitMs: number;
}

/** One job as a screen shows it: running, done (with the rows imported, for an import) or failed. */
export type ChooseUserJob = ChooseUserJobBase &
  (
    | { status: 'running' }
    | { status: 'done'; imported?: number | undefined }
    | { status: 'failed'; error: unknown }
  );

/** The part of the time limit a running job has used, 0-99; 100 once it is done. */
export function jobProgressPercent(job: ChooseUserJob): number {
  if (job.status === 'done') return 100;
  if (job.status !== 'running' || job.limitMs <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((job.elapsedMs / job.limitMs) * 100)));
}

/** Runs the preselection's long calls and keeps their state; one store serves the whole app. */
export interface ChooseUserJobs extends ReadableStore<readonly ChooseUserJob[]> {
  /** Saves a choice (see {@link chooseUserPrePayload}). Resolves with the finished job, never rejects. */
  save(payload: ChooseUserPre): Promise<ChooseUserJob>;
  /** Commits a project's preselection. */
  commit(project: ProjectSelection): Promise<ChooseUserJob>;
  /** Adds every user of the matching units. */
  addAll(project: ProjectSelection, filter?: AddAllFilter): Promise<ChooseUserJob>;
  /** Imports users from a spreadsheet. */
  importFile(project: ProjectSelection, file: ImportFile): Promise<ChooseUserJob>;
  /** The running job of this kind for the project, if any (a second one is not started while it runs). */
  runningJob(kind: ChooseUserJobKind, project: ProjectSelection): ChooseUserJob | undefined;
  /** Removes a finished or failed job from the list (a running job stays). */
  dismiss(id: number): void;
  /** Stops the elapsed-time updates (the app is gone); running calls are left to finish. */
  dispose(): void;
}

/** What the job store needs. */
export interface ChooseUserJobsDeps {
  main: Main;
  clock: ClockAdapter;
}

/**
 * Creates a {@link ChooseUserJobs} store. Nothing runs until a job is started. A job whose kind is already
 * running for the same project is not started again: the call resolves with the running job's outcome.
 */
export function createChooseUserJobs({ main, clock }: ChooseUserJobsDeps): ChooseUserJobs {
  const store = createStore<readonly ChooseUserJob[]>([]);
  const started = new Map<number, number>();
  const pending = new Map<number, Promise<ChooseUserJob>>();
  let nextId = 1;
  let ticker: unknown = null;
  let disposed = false;

  const update = (id: number, change: (job: ChooseUserJob) => ChooseUserJob) => {
    store.update((jobs) => jobs.map((job) => (job.id === id ? change(job) : job)));
  };
  const anyRunning = () => store.getSnapshot().some((job) => job.status === 'running');
  const stopTickerWhenIdle = () => {
    if (ticker !== null && !anyRunning()) {
      clock.clearInterval(ticker);
      ticker = null;
    }
  };
  const startTicker = () => {
    if (ticker !== null || disposed) return;
    ticker = clock.setInterval(() => {
      const now = clock.now();
      store.update((jobs) =>
        jobs.map((job) =>
          job.status === 'running' ? { ...job, elapsedMs: now - (started.get(job.id) ?? now) } : job,
        ),
      );
    }, CHOOSE_USER_JOB_TICK_MS);
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

  const run = (
    kind: ChooseUserJobKind,
    project: ProjectSelection,
    call: () => Promise<{ imported?: number }>,
    fileName?: string,
  ): Promise<ChooseUserJob> => {
    const running = runningJob(kind, project);
    if (running) return pending.get(running.id) ?? Promise.resolve(running);
    const id = nextId++;
    started.set(id, clock.now());
    const job: ChooseUserJob = {
      id,
      kind,
      project: { projectId: project.projectId, systemType: project.systemType },
      fileName,
      elapsedMs: 0,
      limitMs: CHOOSE_USER_JOB_LIMITS_MS[kind],
      status: 'running',
    };
    store.update((jobs) => [...jobs, job]);
    startTicker();
    const elapsed = () => clock.now() - (started.get(id) ?? clock.now());
    const finish = (change: (job: ChooseUserJob) => ChooseUserJob): ChooseUserJob => {
      update(id, change);
      started.delete(id);
      pending.delete(id);
      stopTickerWhenIdle();
      return store.getSnapshot().find((j) => j.id === id) ?? change(job);
    };
    const base = (current: ChooseUserJob): ChooseUserJobBase => ({
      id: current.id,
      kind: current.kind,
      project: current.project,
      fileName: current.fileName,
      limitMs: current.limitMs,
      elapsedMs: elapsed(),
    });
    const promise = call().then(
      (result) => finish((current) => ({ ...base(current), status: 'done', imported: result.imported })),
      (error: unknown) =>
        finish((current) => ({
          ...base(current),
          status: 'failed',
          error: error ?? new Error('The job failed'),
        })),
    );
    pending.set(id, promise);
    return promise;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    save: (payload) =>
      run('save', payload, async () => {
        await saveChooseUserPre(main, payload);
        return {};
      }),
    commit: (project) =>
      run('commit', project, async () => {
        await commitChooseUserPre(main, project);
        return {};
      }),
    addAll: (project, filter) =>
      run('addAll', project, async () => {
        await addAllUserPre(main, addAllUserPreQuery(project, filter));
        return {};
      }),
    importFile: (project, file) =>
      run(
        'import',
        project,
        async () => {
          const result = await importChooseUsers(main, project, file);
          return typeof result?.imported === 'number' ? { imported: result.imported } : {};
        },
        file.name,
      ),
    runningJob,
    dismiss: (id) => {
      store.update((jobs) => jobs.filter((job) => job.id !== id || job.status === 'running'));
    },
    dispose: () => {
      disposed = true;
      if (ticker !== null) clock.clearInterval(ticker);
      ticker = null;
    },
  };
}
