/** Which backend a call went to. */
export type BackendName = 'main' | 'mainSync' | 'live' | 'message' | 'fds' | 'exam' | 'training';

/** Where a failed call came from: the backend, the method and the path template. */
export interface OperationRef {
  backend: BackendName;
  method: string;
  path: string;
}

/**
 * Marks the SDK's errors across copies of the SDK: an application that loads both the ESM and the CommonJS build
 * (or two bundled copies) gets errors whose classes differ, and `instanceof` fails on them.
 */
const WORKBENCH_ERROR = Symbol.for('@mch/sdk.WorkbenchError');

/** Base class of every error the SDK rejects with. */
export class WorkbenchError extends Error {
  readonly [WORKBENCH_ERROR] = true;
  // A fixed name per class (not `new.target.name`: a minified bundle renames the classes, and logs and
  // `error.name` checks would read 'qn').
  override readonly name: string = 'WorkbenchError';
  /** The call that failed, when the error came from a call. */
  readonly operation: OperationRef | undefined;
  constructor(message: string, operation?: OperationRef, options?: { cause?: unknown }) {
    super(message, options);
    this.operation = operation;
  }
}

/**
 * The backend answered, but not with success: a non-success business code, an HTTP error, or a body that is not
 * the backend's envelope. `code` is the business code (or `HTTP_<status>` / `MALFORMED_BODY`), `message` the
 * server's own message when it sent one (`serverMessage`), otherwise a plain description.
 */
export class ApiError extends WorkbenchError {
  override readonly name: string = 'ApiError';
  readonly code: string | number;
  readonly status: number;
  /** The server's `msg`, when the body carried one. */
  readonly serverMessage: string | undefined;
  /** The full response body as parsed (for callers that need more than the message). */
  readonly body: unknown;
  constructor(init: {
    code: string | number;
    status: number;
    serverMessage?: string | undefined;
    body?: unknown;
    operation?: OperationRef;
    message?: string;
  }) {
    super(
      init.message ?? init.serverMessage ?? `Request failed with code ${String(init.code)}`,
      init.operation,
    );
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }
}

/** The login is no longer valid (token-expired business code, or 401 where the backend uses it). */
export class SessionExpiredError extends WorkbenchError {
  override readonly name: string = 'SessionExpiredError';
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends WorkbenchError {
  override readonly name: string = 'NetworkError';
}

/** The request took longer than its time limit (30 s by default, SPEC.md §9). */
export class TimeoutError extends WorkbenchError {
  override readonly name: string = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, operation?: OperationRef) {
    super(`Request timed out after ${timeoutMs} ms`, operation);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller cancelled the request through its AbortSignal. */
export class CancelledError extends WorkbenchError {
  override readonly name: string = 'CancelledError';
}

/**
 * The call was not sent: another account's login has replaced the one this workbench runs with (SPEC.md §4, the
 * token watch). Nothing is sent for one user under another's login until the switch is acknowledged (the page
 * reloads). A kind of {@link CancelledError}: nothing to retry and nothing to warn about.
 */
export class AccountSwitchedError extends CancelledError {
  override readonly name: string = 'AccountSwitchedError';
}

/**
 * True for any error the SDK rejects with, also one made by another copy of the SDK (the ESM and the CommonJS
 * build in one application), where `instanceof` fails.
 */
export function isWorkbenchError(value: unknown): value is WorkbenchError {
  return (
    value instanceof WorkbenchError ||
    (value instanceof Error &&
      (value as Partial<Record<typeof WORKBENCH_ERROR, unknown>>)[WORKBENCH_ERROR] === true)
  );
}

/**
 * A change was not asked for because a check made before it failed (a read that looks for a duplicate name, say):
 * nothing was changed, whatever became of the check. `cause` is the check's own error (a timeout, a lost answer, a
 * server error), which says why.
 */
export class NotSentError extends WorkbenchError {
  override readonly name: string = 'NotSentError';
  constructor(readonly reason: unknown) {
    super(
      'A check before the change failed: the change was not sent',
      isWorkbenchError(reason) ? reason.operation : undefined,
      { cause: reason },
    );
  }
}

/**
 * Runs a check that comes before a change (a read); its failure becomes a {@link NotSentError}, so a screen says the
 * change was not made rather than that its answer was lost.
 */
export async function beforeChange<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof SessionExpiredError || error instanceof CancelledError) throw error;
    throw new NotSentError(error);
  }
}

/**
 * Whether a failed call that changes something may still have been carried out: its answer was lost on the way (a
 * gateway's 502 or 504, a timeout, a connection that failed after the request left), as opposed to a refusal the
 * backend sent itself. A screen tells the user the change may stand and reads its list again, rather than "not
 * saved" (a second save of a create would make a duplicate). Never for a {@link NotSentError}: the change was not
 * sent.
 */
export function isUncertainFailure(error: unknown): boolean {
  if (error instanceof NotSentError) return false;
  if (error instanceof TimeoutError || error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 502 || error.status === 504);
}

/**
 * An HTTP error that a gateway (a reverse proxy in front of the backend) answered for a backend it could not reach or
 * that did not answer in time: 502, 503 or 504 without a message of the backend's own (its envelope). For the user
 * this is a network failure (SPEC.md §8: 'network error, please retry later'), not a refusal of the server's: the
 * interception policy reports it so (`networkError`, `timeout` for a 504), and a screen words it the same way.
 */
export function isGatewayFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 502 || error.status === 503 || error.status === 504) &&
    (error.serverMessage?.trim() ?? '') === ''
  );
}

/**
 * The backend's own reason for refusing a request, when it refused it with one: a business refusal or a client
 * error (HTTP status below 500) whose message the server wrote, without its closing full stop. A repeat would be
 * refused again, so a screen names the reason instead of asking to try again. Null for anything else (a server
 * error or an unanswered request, which a retry may get past; a refusal without a message).
 */
export function refusalReasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const said = error.serverMessage?.trim() ?? '';
  return said === '' ? null : said.replace(/[。.!！]+$/u, '');
}
