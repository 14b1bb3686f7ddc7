import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { ClockAdapter, FetchAdapter } from '../runtime/adapters';
import type { BackendRules } from './backends';
import { NO_INTERCEPT_HEADER } from './backends';
import {
  ApiError,
  CancelledError,
  isGatewayFailure,
  NetworkError,
  type OperationRef,
  SessionExpiredError,
  TimeoutError,
  WorkbenchError,
} from './errors';
import { type InterceptionPolicy, warningMessageKey } from './policy';

/** Options every call takes besides its parameters. */
export interface CallOptions {
  /** Cancels the call; the promise rejects with a `CancelledError`. */
  signal?: AbortSignal | undefined;
  /** `false` turns the interception policy off: no events, the error goes to the caller alone. */
  intercept?: boolean | undefined;
  /** Overrides the call's time limit (ms). */
  timeoutMs?: number | undefined;
}

type OpOf<Paths, P, M extends HttpMethod> = P extends keyof Paths
  ? Paths[P] extends Record<M, infer O>
    ? O
    : never
  : never;

type EnvelopeOf<O> =
  O extends Record<string | number, unknown>
    ? SuccessResponse<ResponseObjectMap<O>, 'application/json'>
    : never;

/** The `data` of an operation's success envelope: what a call resolves to. */
export type ResponseData<O> = EnvelopeOf<O> extends { data: infer D } ? D : EnvelopeOf<O>;

type InitOf<Paths, P, M extends HttpMethod> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? NonNullable<MaybeOptionalInit<Paths[P], M>>
    : never
  : never;

type InitArgs<I> = RequiredKeysOf<I> extends never ? [init?: I & CallOptions] : [init: I & CallOptions];

type Method<Paths extends object, M extends HttpMethod> = <P extends PathsWithMethod<Paths, M>>(
  path: P,
  ...init: InitArgs<InitOf<Paths, P, M>>
) => Promise<ResponseData<OpOf<Paths, P, M>>>;

/** A file the backend sent (a download). */
export interface DownloadedFile {
  blob: Blob;
  /** The name from Content-Disposition, if any. */
  filename: string | undefined;
}

/** A typed client of one backend: resolves to the envelope's `data`, rejects with a `WorkbenchError`. */
export interface ApiClient<Paths extends object> {
  GET: Method<Paths, 'get'>;
  POST: Method<Paths, 'post'>;
  PUT: Method<Paths, 'put'>;
  DELETE: Method<Paths, 'delete'>;
  /** Calls an operation that answers with a file instead of an envelope. */
  download<P extends PathsWithMethod<Paths, 'get'>>(
    path: P,
    ...init: InitArgs<InitOf<Paths, P, 'get'>>
  ): Promise<DownloadedFile>;
  /** The underlying openapi-fetch client (no envelope handling, no policy). */
  readonly raw: Client<Paths>;
  readonly rules: BackendRules;
}

/** What `createApiClient` needs. */
export interface ApiClientOptions {
  baseUrl: string;
  rules: BackendRules;
  fetch: FetchAdapter;
  clock: ClockAdapter;
  policy: InterceptionPolicy;
  /** The bearer token for the backend's auth kind, if there is one. */
  getToken: (auth: BackendRules['auth']) => string | undefined;
  /**
   * Asked before each call: a reason not to send it at all (the call rejects with it, and the policy is not told).
   * The workbench refuses every call once another account's login is reported ({@link AccountSwitchedError}).
   */
  refuse?: (operation: OperationRef) => WorkbenchError | undefined;
}

type LooseRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function filenameOf(res: Response): string | undefined {
  const cd = res.headers.get('Content-Disposition');
  if (!cd) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain filename */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(cd);
  return plain?.[1]?.trim();
}

/**
 * Tells the interception policy about a failed call, as an intercepted call does: an expiry logs out, a backend's
 * refusal warns, a lost connection or a timeout says so; anything else (a cancelled call) is the caller's alone. For a
 * flow that sends a call with `intercept: false` and reports its failure only once it knows it is one.
 */
export function reportFailure(policy: InterceptionPolicy, err: unknown): void {
  if (err instanceof SessionExpiredError) policy.expire(err.operation);
  // A gateway's 502/503/504 (the backend unreachable behind the deployment's proxy): no answer of the backend's.
  else if (isGatewayFailure(err)) policy.network(err.status === 504 ? 'timeout' : 'offline', err.operation);
  else if (err instanceof ApiError) {
    policy.warn({
      message: err.serverMessage,
      messageKey: warningMessageKey(err),
      code: err.code,
      operation: err.operation,
    });
  } else if (err instanceof NetworkError || err instanceof TimeoutError) {
    policy.network(err instanceof TimeoutError ? 'timeout' : 'offline', err.operation);
  }
}

/** Builds the typed client of one backend with the interception policy, auth headers and time limits. */
export function createApiClient<Paths extends object>(options: ApiClientOptions): ApiClient<Paths> {
  const { rules, clock, policy } = options;
  const raw = createClient<Paths>({
    baseUrl: options.baseUrl,
    // Looked up per request, so fetch mocks installed after creation are honoured.
    fetch: (req) => options.fetch(req),
  });
  const request = raw.request as unknown as LooseRequest;

  async function send(
    method: string,
    path: string,
    init: (Record<string, unknown> & CallOptions) | undefined,
    as: 'text' | 'blob' = 'text',
  ): Promise<{ response: Response; op: OperationRef; intercepting: boolean; text: string; blob?: Blob }> {
    const op: OperationRef = { backend: rules.name, method: method.toUpperCase(), path };
    const { signal: callerSignal, intercept, timeoutMs, headers: extraHeaders, ...rest } = init ?? {};
    const intercepting = intercept !== false;
    const limit = timeoutMs ?? rules.timeoutFor(op.method, path);
    const refusal = options.refuse?.(op);
    if (refusal) throw refusal;

    const headers = new Headers();
    const token = options.getToken(rules.auth);
    if (rules.auth !== 'none' && token) headers.set('Authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(rules.headersFor(op.method, path))) headers.set(k, v);
    if (!intercepting) headers.set(NO_INTERCEPT_HEADER, '1');
    if (extraHeaders && isRecord(extraHeaders)) {
      for (const [k, v] of Object.entries(extraHeaders)) if (v != null) headers.set(k, String(v));
    }

    const controller = new AbortController();
    let why: 'timeout' | 'cancel' | undefined;
    let rejectAbort: (e: unknown) => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      rejectAbort = reject;
    });
    aborted.catch(() => {});
    const abortWith = (reason: 'timeout' | 'cancel') => {
      if (why) return;
      why = reason;
      const err =
        reason === 'timeout' ? new TimeoutError(limit, op) : new CancelledError('Request cancelled', op);
      controller.abort(err);
      rejectAbort(err);
    };
    const timer = clock.setTimeout(() => abortWith('timeout'), limit);
    const onCallerAbort = () => abortWith('cancel');
    if (callerSignal?.aborted) abortWith('cancel');
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const classify = (e: unknown): WorkbenchError => {
      if (why === 'timeout') return new TimeoutError(limit, op);
      if (why === 'cancel') return new CancelledError('Request cancelled', op);
      if (e instanceof WorkbenchError) return e;
      // The call's method, backend and path template in the message (never its address: a query may name a person),
      // so a log of the error alone says which call found no answer; why is in `cause`.
      return new NetworkError(`Network error: ${op.method} ${op.backend} ${op.path}`, op, { cause: e });
    };

    try {
      const out = await Promise.race([
        request(method.toUpperCase(), path, {
          ...rest,
          headers,
          signal: controller.signal,
          parseAs: 'stream',
        }),
        aborted,
      ]);
      let text = '';
      if (out.response.ok) {
        if (as === 'blob') {
          const blob = out.data != null ? await Promise.race([out.response.blob(), aborted]) : new Blob([]);
          return { response: out.response, op, intercepting, text, blob };
        }
        if (out.data != null) text = await Promise.race([out.response.text(), aborted]);
      } else if (typeof out.error === 'string') text = out.error;
      else if (out.error !== undefined) text = JSON.stringify(out.error);
      return { response: out.response, op, intercepting, text };
    } catch (e) {
      const err = classify(e);
      if (intercepting && (err instanceof NetworkError || err instanceof TimeoutError))
        reportFailure(policy, err);
      throw err;
    } finally {
      clock.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function fail(err: WorkbenchError, intercepting: boolean): never {
    if (intercepting) reportFailure(policy, err);
    throw err;
  }

  function expiredError(op: OperationRef) {
    return new SessionExpiredError('The login is no longer valid, please log in again', op);
  }

  async function call(method: string, path: string, init?: Record<string, unknown> & CallOptions) {
    const { response, op, intercepting, text } = await send(method, path, init);
    const status = response.status;
    if (rules.isExpiredStatus(status)) fail(expiredError(op), intercepting);
    const parsed = parseBody(text);
    const body = parsed.ok ? parsed.value : undefined;
    const code = isRecord(body) ? body.code : undefined;
    const msg = isRecord(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined;
    if (code !== undefined && rules.isExpiredCode(code)) fail(expiredError(op), intercepting);
    if (!response.ok) {
      fail(
        new ApiError({
          code: typeof code === 'string' || typeof code === 'number' ? code : `HTTP_${status}`,
          status,
          serverMessage: msg,
          body,
          operation: op,
          message: msg ?? `HTTP ${status}`,
        }),
        intercepting,
      );
    }
    if (!isRecord(body) || !('code' in body)) {
      fail(
        new ApiError({
          code: 'MALFORMED_BODY',
          status,
          body: parsed.ok ? body : text,
          operation: op,
          message: 'The server answered with an unreadable body',
        }),
        intercepting,
      );
    }
    if (!rules.isSuccess(code)) {
      fail(
        new ApiError({
          code: typeof code === 'string' || typeof code === 'number' ? code : 'UNKNOWN',
          status,
          serverMessage: msg,
          body,
          operation: op,
        }),
        intercepting,
      );
    }
    return body.data === undefined ? null : body.data;
  }

  async function download(
    path: string,
    init?: Record<string, unknown> & CallOptions,
  ): Promise<DownloadedFile> {
    const op: OperationRef = { backend: rules.name, method: 'GET', path };
    const intercepting = init?.intercept !== false;
    const out = await sendForBlob(path, init);
    const type = out.response.headers.get('Content-Type') ?? '';
    if (rules.isExpiredStatus(out.response.status)) fail(expiredError(op), intercepting);
    if (!out.response.ok || type.includes('application/json')) {
      const parsed = parseBody(await out.blob.text());
      const body = parsed.ok ? parsed.value : undefined;
      const code = isRecord(body) ? body.code : undefined;
      if (code !== undefined && rules.isExpiredCode(code)) fail(expiredError(op), intercepting);
      const msg = isRecord(body) && typeof body.msg === 'string' ? body.msg : undefined;
      fail(
        new ApiError({
          code: typeof code === 'string' || typeof code === 'number' ? code : `HTTP_${out.response.status}`,
          status: out.response.status,
          serverMessage: msg,
          body,
          operation: op,
        }),
        intercepting,
      );
    }
    return { blob: out.blob, filename: filenameOf(out.response) };
  }

  async function sendForBlob(path: string, init?: Record<string, unknown> & CallOptions) {
    const { response, text, blob } = await send('GET', path, init, 'blob');
    return { response, blob: blob ?? new Blob([text], { type: 'application/json' }) };
  }

  const bind =
    (method: string) =>
    (path: string, init?: Record<string, unknown> & CallOptions): Promise<unknown> =>
      call(method, path, init);

  return {
    GET: bind('GET') as ApiClient<Paths>['GET'],
    POST: bind('POST') as ApiClient<Paths>['POST'],
    PUT: bind('PUT') as ApiClient<Paths>['PUT'],
    DELETE: bind('DELETE') as ApiClient<Paths>['DELETE'],
    download: download as ApiClient<Paths>['download'],
    raw,
    rules,
  };
}
