/**
 * The journal of the preselection's long jobs (issue 17 point 4): the jobs of the signed-in user, kept in the tab's
 * session storage so that a reload still shows them and their outcome, and so that work the server may still be
 * carrying out (the page was reloaded while it ran, or a gateway gave up waiting) is not started a second time.
 *
 * The backend has no call that reports a job's state: a call cut off by a reload or answered by a gateway's
 * timeout has an outcome nobody on this side can know. Such a job is kept as `unconfirmed` until its time limit
 * has passed; the same work (same kind, project and input) is not sent again before then.
 */
import { ApiError, NetworkError, SessionExpiredError, TimeoutError, WorkbenchError } from '../../http/errors';
import type { StorageAdapter } from '../../runtime/adapters';
import { IMPORT_REPORT_ROW_LIMIT, type ImportRejectedRow, importRejectReason } from './import-report';

/** The session-storage key of the journal. */
export const JOBS_STORAGE_KEY = 'mch.jobs';

/** Jobs older than a long shift are not shown again after a reload. */
export const JOB_JOURNAL_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A job's error as stored: enough to say the same thing again after a reload. */
export interface StoredJobError {
  name: string;
  message: string;
  code?: string | number | undefined;
  status?: number | undefined;
  serverMessage?: string | undefined;
  timeoutMs?: number | undefined;
}

/** The rows an import did not take, as stored (the shape of `ImportRejections`). */
export interface StoredRejections {
  rows: ImportRejectedRow[];
  total: number;
}

/**
 * One job as stored (the shape of `ChooseUserJob` with a storable error and its start time). `rejected` came later:
 * an entry without it is a job without rows not imported, as before.
 */
export interface StoredJob {
  id: number;
  kind: 'save' | 'commit' | 'addAll' | 'import';
  projectId: number;
  systemType: number;
  inputKey: string;
  fileName?: string | undefined;
  startedAt: number;
  elapsedMs: number;
  limitMs: number;
  status: 'running' | 'done' | 'failed' | 'unconfirmed';
  imported?: number | undefined;
  rejected?: StoredRejections | undefined;
  reason?: 'gatewayTimeout' | 'reload' | undefined;
  error?: StoredJobError | undefined;
}

interface StoredJournal {
  v: 1;
  user: string;
  jobs: readonly StoredJob[];
}

/** Where the journal lives and whose it is. */
export interface JobJournalOptions {
  storage: StorageAdapter;
  /** The signed-in user's key (their id), or null before the session is loaded: nothing is kept then. */
  userKey: () => string | null;
}

const KINDS = /* @__PURE__ */ new Set(['save', 'commit', 'addAll', 'import']);
const STATUSES = /* @__PURE__ */ new Set(['running', 'done', 'failed', 'unconfirmed']);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optional = <T>(v: unknown, is: (x: unknown) => x is T): T | undefined => (is(v) ? v : undefined);
const str = (v: unknown): v is string => typeof v === 'string';
const codeOf = (v: unknown): v is string | number => str(v) || num(v);

function parseError(raw: unknown): StoredJobError | undefined {
  if (!isRecord(raw) || !str(raw.name) || !str(raw.message)) return undefined;
  return {
    name: raw.name,
    message: raw.message,
    code: optional(raw.code, codeOf),
    status: optional(raw.status, num),
    serverMessage: optional(raw.serverMessage, str),
    timeoutMs: optional(raw.timeoutMs, num),
  };
}

const count = (v: unknown): v is number => num(v) && Number.isSafeInteger(v) && v >= 0;

/** A stored row not imported, or null when it is not one. */
function parseRejectedRow(raw: unknown): ImportRejectedRow | null {
  if (!isRecord(raw) || !count(raw.row) || raw.row < 1) return null;
  if (raw.name !== null && !str(raw.name)) return null;
  if (!str(raw.reason)) return null;
  // A reason a later version wrote reads as 'other'.
  return { row: raw.row, name: raw.name, reason: importRejectReason(raw.reason) };
}

/** The stored rows not imported: undefined when there are none, null when they cannot be read. */
function parseRejections(raw: unknown): StoredRejections | undefined | null {
  if (raw === undefined) return undefined;
  if (!isRecord(raw) || !count(raw.total) || !Array.isArray(raw.rows)) return null;
  if (raw.rows.length > raw.total || raw.rows.length > IMPORT_REPORT_ROW_LIMIT) return null;
  const rows: ImportRejectedRow[] = [];
  for (const entry of raw.rows) {
    const row = parseRejectedRow(entry);
    if (row === null) return null;
    rows.push(row);
  }
  return { rows, total: raw.total };
}

function parseJob(raw: unknown): StoredJob | null {
  if (!isRecord(raw)) return null;
  const { id, kind, projectId, systemType, inputKey, startedAt, elapsedMs, limitMs, status } = raw;
  if (!num(id) || !str(kind) || !KINDS.has(kind) || !num(projectId) || !num(systemType)) return null;
  if (!str(inputKey) || !num(startedAt) || !num(elapsedMs) || !num(limitMs)) return null;
  if (!str(status) || !STATUSES.has(status)) return null;
  const reason = raw.reason === 'gatewayTimeout' || raw.reason === 'reload' ? raw.reason : undefined;
  // A report that cannot be read drops its job: shown without it, a partial import would look whole.
  const rejected = parseRejections(raw.rejected);
  if (rejected === null) return null;
  return {
    id,
    kind: kind as StoredJob['kind'],
    projectId,
    systemType,
    inputKey,
    fileName: optional(raw.fileName, str),
    startedAt,
    elapsedMs,
    limitMs,
    status: status as StoredJob['status'],
    imported: optional(raw.imported, num),
    rejected,
    reason,
    error: parseError(raw.error),
  };
}

/** The stored journal, or null when there is none or it cannot be read (corrupt data is dropped quietly). */
function parse(raw: string | null): StoredJournal | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== 1 || typeof data.user !== 'string' || !Array.isArray(data.jobs))
    return null;
  const jobs = data.jobs.map(parseJob).filter((job): job is StoredJob => job !== null);
  return { v: 1, user: data.user, jobs };
}

/** An error as the journal keeps it. */
export function storableJobError(error: unknown): StoredJobError {
  if (error instanceof ApiError) {
    return {
      name: 'ApiError',
      message: error.message,
      code: error.code,
      status: error.status,
      serverMessage: error.serverMessage,
    };
  }
  if (error instanceof TimeoutError) {
    return { name: 'TimeoutError', message: error.message, timeoutMs: error.timeoutMs };
  }
  // Named here, not from `error.name`: a minified build renames the classes.
  if (error instanceof NetworkError) return { name: 'NetworkError', message: error.message };
  if (error instanceof SessionExpiredError) return { name: 'SessionExpiredError', message: error.message };
  if (error instanceof Error) return { name: 'Error', message: error.message };
  return { name: 'Error', message: typeof error === 'string' ? error : 'The job failed' };
}

/** The error a stored one stands for: the SDK's own class where it was one, so it reads the same. */
export function revivedJobError(stored: StoredJobError): Error {
  switch (stored.name) {
    case 'ApiError':
      return new ApiError({
        code: stored.code ?? 'UNKNOWN',
        status: stored.status ?? 0,
        serverMessage: stored.serverMessage,
        message: stored.message,
      });
    case 'TimeoutError':
      return new TimeoutError(stored.timeoutMs ?? 0);
    case 'NetworkError':
      return new NetworkError(stored.message);
    case 'SessionExpiredError':
      return new SessionExpiredError(stored.message);
    default:
      return new WorkbenchError(stored.message);
  }
}

/** The journal of one tab: reads the user's jobs, writes them back. */
export interface JobJournal {
  /** The user's stored jobs (none for another user's journal, which is dropped, or before sign-in). */
  load(now: number): StoredJob[];
  /** Keeps the user's jobs (nothing before sign-in). */
  save(jobs: readonly StoredJob[]): void;
}

/** Creates the journal over the tab's session storage. */
export function createJobJournal({ storage, userKey }: JobJournalOptions): JobJournal {
  const remove = () => {
    try {
      storage.removeItem(JOBS_STORAGE_KEY);
    } catch {
      /* nothing to drop */
    }
  };
  return {
    load(now) {
      const user = userKey();
      if (user === null) return [];
      let raw: string | null;
      try {
        raw = storage.getItem(JOBS_STORAGE_KEY);
      } catch {
        return [];
      }
      const stored = parse(raw);
      if (!stored || stored.user !== user) {
        if (raw !== null) remove();
        return [];
      }
      return stored.jobs.filter((job) => now - job.startedAt <= JOB_JOURNAL_MAX_AGE_MS);
    },
    save(jobs) {
      const user = userKey();
      if (user === null) return;
      try {
        if (jobs.length === 0) storage.removeItem(JOBS_STORAGE_KEY);
        else storage.setItem(JOBS_STORAGE_KEY, JSON.stringify({ v: 1, user, jobs } satisfies StoredJournal));
      } catch {
        /* storage full or blocked: the jobs are simply not remembered */
      }
    },
  };
}
