/**
 * The contract probe: calls every read-only operation of every backend of a deployment through the SDK's own
 * clients (its auth, headers, time limits and token exchange), and validates each raw answer against the specs.
 * It never calls a write: only GETs not marked `x-safe-read: false` and POSTs marked `x-safe-read: true`.
 */

import {
  ApiError,
  createWorkbench,
  type FetchAdapter,
  SessionExpiredError,
  SyncError,
  TimeoutError,
  type Workbench,
  WorkbenchError,
} from '@mch/sdk';
import type { ProbeConfig } from './config';
import {
  BACKEND_SPECS,
  type BackendSpec,
  isJson,
  isSafeRead,
  type Operation,
  operationsOf,
  responseSchemaRef,
  type Specs,
} from './specs';
import { createSpecValidator, type SpecValidator } from './validate';

/** The outcome of one operation. */
export interface ProbeResult {
  backend: BackendSpec;
  operationId: string;
  method: string;
  path: string;
  /** HTTP status of the answer; undefined when there was none. */
  status: number | undefined;
  /** The envelope's business `code`, when the body had one. */
  code: string | number | undefined;
  /** passed: a success answer valid against the spec; failed: anything else; skipped: not called (no example). */
  outcome: 'passed' | 'failed' | 'skipped';
  /** `valid`, or the first problem. */
  detail: string;
  /** Milliseconds from the request to the settled answer; undefined when not called. */
  ms: number | undefined;
}

/** One backend's results, with what was left out on purpose. */
export interface BackendReport {
  backend: BackendSpec;
  baseUrl: string;
  results: ProbeResult[];
  /** Operations never called because they write (operationIds). */
  writes: string[];
}

export interface ProbeOptions {
  specs: Specs;
  config: ProbeConfig;
  /** The single-sign-on token of a user of the deployment. */
  token: string;
  /** Parameter values replacing the specs' examples: `name` or `operationId.name` → value. */
  params?: Readonly<Record<string, string>> | undefined;
  /** The fetch to use (default: the global one). */
  fetch?: FetchAdapter | undefined;
  /** Only these backends (default: all six). */
  backends?: readonly BackendSpec[] | undefined;
}

interface RawAnswer {
  status: number;
  contentType: string;
  text: Promise<string>;
}

type LooseCall = (path: string, init: Record<string, unknown>) => Promise<unknown>;

const oneLine = (text: string, max = 60) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The request of `op`: its parameters and body, or why it cannot be made. */
function requestOf(
  op: Operation,
  overrides: Readonly<Record<string, string>>,
): { init: Record<string, unknown> } | { missing: string } {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in !== 'query' && p.in !== 'path') continue; // headers are the SDK's
    const given = overrides[`${op.operationId}.${p.name}`] ?? overrides[p.name];
    const value = given !== undefined ? given : p.hasExample ? p.example : undefined;
    if (value === undefined) {
      if (p.required) return { missing: `no example for the required ${p.in} parameter ${p.name}` };
      continue;
    }
    (p.in === 'query' ? query : path)[p.name] = value;
  }
  const init: Record<string, unknown> = { params: { query, path }, intercept: false };
  if (op.body) {
    if (op.body.json && op.body.hasExample) init.body = op.body.example;
    else if (op.body.required) return { missing: 'no example of the JSON request body' };
  }
  return { init };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const describeError = (e: unknown): string => {
  if (e instanceof ApiError) return `${e.code}${e.serverMessage ? ` ${e.serverMessage}` : ''}`;
  if (e instanceof WorkbenchError) {
    const cause = e.cause instanceof Error ? `: ${describeError(e.cause)}` : '';
    return `${e.name}${cause}`;
  }
  if (e instanceof Error) {
    const cause = e.cause instanceof Error ? ` (${e.cause.message})` : '';
    return `${e.message}${cause}`;
  }
  return String(e);
};

/** Judges one settled call: the SDK's outcome, the raw answer and the spec. */
async function judge(
  specs: Specs,
  validator: SpecValidator,
  op: Operation,
  outcome: { ok: true } | { ok: false; error: unknown },
  raw: RawAnswer | undefined,
): Promise<Pick<ProbeResult, 'status' | 'code' | 'outcome' | 'detail'>> {
  const failed = (detail: string, status?: number, code?: string | number) => ({
    status,
    code,
    outcome: 'failed' as const,
    detail,
  });
  if (!raw) {
    if (!outcome.ok && outcome.error instanceof TimeoutError)
      return failed(`no answer within ${outcome.error.timeoutMs} ms`);
    return failed(`no answer: ${outcome.ok ? 'unknown' : describeError(outcome.error)}`);
  }
  const text = await raw.text.catch(() => '');
  const isJsonAnswer = /json/i.test(raw.contentType);
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : undefined;
  const code =
    isJson(body) && (typeof body.code === 'string' || typeof body.code === 'number') ? body.code : undefined;
  const fileOperation = op.successMediaTypes.length > 0 && !op.successMediaTypes.includes('application/json');
  if (!outcome.ok) {
    const e = outcome.error;
    if (e instanceof TimeoutError) return failed(`no complete answer within ${e.timeoutMs} ms`, raw.status);
    if (e instanceof SessionExpiredError)
      return failed('the login is no longer valid (expired answer): check the token', raw.status, code);
    if (e instanceof ApiError && e.code === 'MALFORMED_BODY')
      return failed(
        `not a JSON envelope (${raw.contentType || 'no Content-Type'}): ${oneLine(text, 40)}`,
        raw.status,
      );
    if (e instanceof ApiError) {
      const msg =
        isJson(body) && typeof body.msg === 'string' && body.msg !== '' ? ` “${oneLine(body.msg)}”` : '';
      return failed(
        raw.status >= 200 && raw.status < 300 ? `not a success code${msg}` : `HTTP ${raw.status}${msg}`,
        raw.status,
        code,
      );
    }
    return failed(describeError(e), raw.status, code);
  }
  if (fileOperation) {
    return isJsonAnswer
      ? failed('a JSON answer where the spec has a file', raw.status, code)
      : {
          status: raw.status,
          code,
          outcome: 'passed',
          detail: `valid (a file, ${raw.contentType || 'no type'})`,
        };
  }
  if (!parsed.ok) return failed(`not JSON (${raw.contentType || 'no Content-Type'})`, raw.status);
  const ref = responseSchemaRef(specs, op, String(raw.status)) ?? responseSchemaRef(specs, op, '200');
  if (!ref) return failed('the spec documents no 200 answer', raw.status, code);
  const errors = validator.errors(ref, body, 1);
  return errors[0] === undefined
    ? { status: raw.status, code, outcome: 'passed', detail: 'valid' }
    : failed(errors[0], raw.status, code);
}

const CONFIG_KEY: Record<BackendSpec, 'main' | 'live' | 'message' | 'fds' | 'exam' | 'training'> = {
  main: 'main',
  live: 'live',
  message: 'message',
  fds: 'fds',
  exam: 'exam',
  training: 'training',
};

function workbenchFor(options: ProbeOptions, recorder: FetchAdapter): Workbench {
  const { config } = options;
  const { systemTag, clientSystem } = config.headers;
  return createWorkbench({
    baseUrls: config.baseUrls,
    signInUrl: config.signInUrl,
    token: options.token,
    ...(systemTag?.name !== undefined ? { systemTagHeader: systemTag.name } : {}),
    ...(systemTag?.value !== undefined ? { systemTag: systemTag.value } : {}),
    ...(clientSystem?.name !== undefined ? { clientSystemHeader: clientSystem.name } : {}),
    ...(clientSystem?.value !== undefined ? { clientSystem: clientSystem.value } : {}),
    ...(config.expiry !== undefined ? { expiry: config.expiry } : {}),
    adapters: { fetch: recorder },
  });
}

/** Probes one backend: its read-only operations one after the other. */
async function probeBackend(
  options: ProbeOptions,
  validator: SpecValidator,
  backend: BackendSpec,
): Promise<BackendReport> {
  const { specs } = options;
  const baseFetch: FetchAdapter = options.fetch ?? ((req) => globalThis.fetch(req));
  let last: RawAnswer | undefined;
  const recorder: FetchAdapter = async (req) => {
    last = undefined;
    const response = await baseFetch(req);
    last = {
      status: response.status,
      contentType: response.headers.get('Content-Type') ?? '',
      text: response.clone().text(),
    };
    last.text.catch(() => {});
    return response;
  };
  const wb = workbenchFor(options, recorder);
  const all = operationsOf(specs, backend);
  const reads = all.filter(isSafeRead);
  const report: BackendReport = {
    backend,
    baseUrl: options.config.baseUrls[CONFIG_KEY[backend]],
    results: [],
    writes: all.filter((op) => !isSafeRead(op)).map((op) => op.operationId),
  };
  const base = (op: Operation) => ({
    backend,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
  });

  // The exam and training backends take their own token, exchanged through the main backend (SDK flow).
  let notCalled: string | undefined;
  if (backend === 'exam' || backend === 'training') {
    try {
      await wb.trainingToken.ensureTrainingToken(backend);
    } catch (e) {
      const why = e instanceof SyncError && e.cause !== undefined ? describeError(e.cause) : describeError(e);
      notCalled = `not called: the ${backend} token exchange failed (${why})`;
    }
  }

  const client = wb[backend] as unknown as Record<string, LooseCall | undefined>;
  for (const op of reads) {
    if (notCalled !== undefined) {
      report.results.push({
        ...base(op),
        status: undefined,
        code: undefined,
        outcome: 'failed',
        detail: notCalled,
        ms: undefined,
      });
      continue;
    }
    const request = requestOf(op, options.params ?? {});
    if ('missing' in request) {
      report.results.push({
        ...base(op),
        status: undefined,
        code: undefined,
        outcome: 'skipped',
        detail: `not called: ${request.missing} (pass --param)`,
        ms: undefined,
      });
      continue;
    }
    const fileOperation =
      op.successMediaTypes.length > 0 && !op.successMediaTypes.includes('application/json');
    const call = fileOperation ? client.download : client[op.method.toUpperCase()];
    if (!call) throw new Error(`the SDK client has no ${op.method}`);
    last = undefined;
    const started = performance.now();
    const outcome = await call(op.path, request.init).then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const ms = Math.round(performance.now() - started);
    const verdict = await judge(specs, validator, op, outcome, last);
    report.results.push({ ...base(op), ...verdict, ms });
    // A backend that does not answer at all is down: the rest of its operations are reported, not called.
    if (verdict.status === undefined) notCalled = `not called: ${backend} did not answer (${verdict.detail})`;
  }
  return report;
}

/** Probes every backend (in parallel; each backend's operations one after the other). */
export async function runProbe(options: ProbeOptions): Promise<BackendReport[]> {
  const validator = createSpecValidator(options.specs);
  const backends = options.backends ?? BACKEND_SPECS;
  return Promise.all(backends.map((b) => probeBackend(options, validator, b)));
}

/** The counts of the summary line. */
export function summarise(reports: readonly BackendReport[]): {
  passed: number;
  failed: number;
  skipped: number;
} {
  const results = reports.flatMap((r) => r.results);
  return {
    passed: results.filter((r) => r.outcome === 'passed').length,
    failed: results.filter((r) => r.outcome === 'failed').length,
    skipped: results.filter((r) => r.outcome === 'skipped').length,
  };
}
