/**
 * The exam and training subsystems take their own bearer token, exchanged for the single-sign-on token
 * (SPEC.md §7.1, §7.5, §7.7, §8). Before the first exchange the user is synced into the subsystem; the token is then
 * kept in memory only (never in storage, so a reload exchanges a new one rather than replaying an old one) and
 * reused until a call answers expired, or until the login changes.
 */

import type { ExamPaths, MainPaths, TrainingPaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import { CancelledError, type OperationRef, SessionExpiredError, WorkbenchError } from '../../http/errors';
import type { StorageAdapter } from '../../runtime/adapters';

/** The subsystem a token is for. */
export type TrainingTokenKind = 'exam' | 'training';

/**
 * The sessionStorage key where earlier versions kept the exchanged tokens. Nothing is written there any more; a
 * value left by an earlier version is removed when the helper is created.
 */
export const TRAINING_TOKEN_KEY = 'mch.trainingToken';

/**
 * The `userType` sent with `POST /v1/sync/userInfo` before the training token exchange. SPEC.md does not give the
 * value; 1 is this project's assumption (the spec and the demo backend accept any integer).
 */
export const TRAINING_SYNC_USER_TYPE = 1;

/** The message key of a failed sync or token exchange: "syncing user info failed". */
export const SYNC_ERROR_MESSAGE_KEY = 'error.syncUserInfo';

/** Syncing the user into the exam or training subsystem, or exchanging its token, failed. */
export class SyncError extends WorkbenchError {
  override readonly name: string = 'SyncError';
  /** The message key the app shows. */
  readonly messageKey = SYNC_ERROR_MESSAGE_KEY;
  /** The subsystem whose token could not be obtained. */
  readonly kind: TrainingTokenKind;
  constructor(kind: TrainingTokenKind, options?: { cause?: unknown; operation?: OperationRef }) {
    super(`Syncing user info for the ${kind} system failed`, options?.operation, { cause: options?.cause });
    this.kind = kind;
  }
}

/** What the training-token flow needs. */
export interface TrainingTokenDeps {
  /** The second host of the main API (the sync calls). */
  mainSync: ApiClient<MainPaths>;
  exam: ApiClient<ExamPaths>;
  training: ApiClient<TrainingPaths>;
  /** Only to remove tokens an earlier version kept there. */
  sessionStorage: StorageAdapter;
  /** The current single-sign-on token (the login cookie). */
  getSsoToken: () => string | undefined;
  /** Called when a sync or exchange call answered that the login is no longer valid (the policy's expiry). */
  onSessionExpired?: (operation: OperationRef | undefined) => void;
}

/** The exam/training token helper. */
export interface TrainingTokenFlow {
  /**
   * Resolves to the token of `kind`: the kept one, or a new one after syncing the user and exchanging the SSO token.
   * Concurrent calls share one exchange. Rejects with a {@link SyncError} on any failure, except a call not sent: an
   * `AccountSwitchedError` (another account signed in on this browser) or a `CancelledError` rejects as it is.
   */
  ensureTrainingToken(kind: TrainingTokenKind): Promise<string>;
  /** The kept token of `kind` for the current login, without any request. */
  peek(kind: TrainingTokenKind): string | undefined;
  /** Forgets the token of `kind` (a call answered expired), or every token. */
  invalidate(kind?: TrainingTokenKind): void;
}

interface StoredTokens {
  /** The SSO token the tokens were exchanged for. */
  sso: string;
  exam?: string;
  training?: string;
}

/** Creates the helper; nothing is requested until a token is needed. */
export function createTrainingToken(deps: TrainingTokenDeps): TrainingTokenFlow {
  deps.sessionStorage.removeItem(TRAINING_TOKEN_KEY);
  let memory: StoredTokens | null = null;
  const pending = new Map<TrainingTokenKind, { sso: string; promise: Promise<string> }>();

  /** The tokens kept for the current SSO token (tokens of another login are dropped). */
  const current = (): StoredTokens | null => {
    const sso = deps.getSsoToken();
    if (!sso) return null;
    if (memory?.sso !== sso) memory = { sso };
    return memory;
  };

  const save = (next: StoredTokens) => {
    memory = next;
  };

  const fail = (kind: TrainingTokenKind, cause: unknown): SyncError => {
    if (cause instanceof SessionExpiredError) deps.onSessionExpired?.(cause.operation);
    const operation = cause instanceof WorkbenchError ? cause.operation : undefined;
    return new SyncError(kind, operation ? { cause, operation } : { cause });
  };

  async function exchange(kind: TrainingTokenKind, sso: string): Promise<string> {
    // Interception is off: the one message of a failure is "syncing user info failed" (SPEC.md §8).
    try {
      if (kind === 'exam') {
        await deps.mainSync.POST('/v1/sync/examUserInfo', { intercept: false });
        const out = await deps.exam.POST('/user/token/exchange', {
          body: { ssoToken: sso },
          intercept: false,
        });
        return checked(kind, out?.token);
      }
      await deps.mainSync.POST('/v1/sync/userInfo', {
        params: { query: { userType: TRAINING_SYNC_USER_TYPE } },
        intercept: false,
      });
      const out = await deps.training.POST('/auth/token/exchange', {
        body: { ssoToken: sso },
        intercept: false,
      });
      return checked(kind, out?.token);
    } catch (e) {
      // A call not sent (another account signed in on this browser, the caller's abort) is no failed sync: the
      // caller is told so as it is (`AccountSwitchedError`, `CancelledError`).
      throw e instanceof SyncError || e instanceof CancelledError ? e : fail(kind, e);
    }
  }

  function checked(kind: TrainingTokenKind, token: unknown): string {
    if (typeof token !== 'string' || token === '') throw new SyncError(kind);
    return token;
  }

  return {
    ensureTrainingToken(kind) {
      const kept = current();
      if (!kept) return Promise.reject(new SyncError(kind));
      const token = kept[kind];
      if (token) return Promise.resolve(token);
      const running = pending.get(kind);
      if (running?.sso === kept.sso) return running.promise;
      const sso = kept.sso;
      const promise = exchange(kind, sso)
        .then((fresh) => {
          // Keep it only if the login did not change meanwhile.
          const now = current();
          if (now?.sso === sso) save({ ...now, [kind]: fresh });
          return fresh;
        })
        .finally(() => {
          if (pending.get(kind)?.promise === promise) pending.delete(kind);
        });
      pending.set(kind, { sso, promise });
      return promise;
    },
    peek(kind) {
      return current()?.[kind];
    },
    invalidate(kind) {
      if (kind) pending.delete(kind);
      else pending.clear();
      const kept = current();
      if (!kind || !kept) {
        memory = null;
        return;
      }
      const next: StoredTokens = { ...kept };
      delete next[kind];
      save(next);
    },
  };
}
