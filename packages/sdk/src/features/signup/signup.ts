/**
 * The sign-up dialog's flow (SPEC.md §2.4, §4, §5, §7.2, §7.5, §7.6, §8): find an exam, a training or a live
 * broadcast by its code, show it as a card, and register for it.
 */

import { type SignupCodeType, validateSignupCode } from '../../domain/codes';
import type {
  ExamComponents,
  ExamPaths,
  LiveComponents,
  LivePaths,
  TrainingComponents,
  TrainingPaths,
} from '../../generated';
import { type ApiClient, reportFailure } from '../../http/client';
import { CancelledError, SessionExpiredError, WorkbenchError } from '../../http/errors';
import type { InterceptionPolicy } from '../../http/policy';
import { createStore, type ReadableStore } from '../../runtime/store';
import type { UserInfo } from '../session/session';
import { SyncError, type TrainingTokenFlow } from '../subsystems/training-token';

/** The join type of every live sign-up. */
export const LIVE_JOIN_TYPE = 5;

/** A message key the search can return besides its cards. */
export type SignupSearchMessageKey =
  | 'signup.emptyCode'
  | 'signup.codeRuleMismatch'
  | 'error.syncUserInfo'
  | 'signup.noUser'
  | 'signup.searchFailed';

/** The fields every card shows. */
interface SignupCardBase {
  /** The code that was searched for (trimmed). */
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  /** Already registered. */
  signed: boolean;
  /** The unit that holds it. */
  unitName: string;
}

/** A search result card; `ref` is what registering needs. */
export type SignupCard = SignupCardBase &
  (
    | { type: 'exam'; ref: { examId: number; userId: number } }
    | { type: 'training'; ref: { trainingCode: string } }
    | { type: 'live'; ref: { projectUniqueId: string } }
  );

/** The outcome of a search: the cards (empty for not found and on failure) and the message to show, if any. */
export interface SignupSearchResult {
  cards: SignupCard[];
  messageKey: SignupSearchMessageKey | null;
}

/** Message keys of a refused registration. */
export type SignupErrorKey = 'signup.alreadyRegistered' | 'signup.noUser';

/** A registration the SDK refused without asking the backend. */
export class SignupError extends WorkbenchError {
  override readonly name: string = 'SignupError';
  /** The message key the app shows. */
  readonly messageKey: SignupErrorKey;
  constructor(messageKey: SignupErrorKey) {
    super(messageKey === 'signup.alreadyRegistered' ? 'Already registered' : 'No user is signed in');
    this.messageKey = messageKey;
  }
}

/** What the sign-up flow needs. */
export interface SignupDeps {
  exam: ApiClient<ExamPaths>;
  training: ApiClient<TrainingPaths>;
  live: ApiClient<LivePaths>;
  trainingToken: TrainingTokenFlow;
  /** The current user (the live calls need the identity card). */
  getUser: () => UserInfo | null;
  /**
   * The interception policy: the registration itself is sent without it and its failure reported only once the
   * card, read again, shows it is one (a refused repeat of a registration that stands warns nothing).
   */
  policy: InterceptionPolicy;
}

/** Where a card's registration stands in this page: on its way, or made (null: neither). */
export type SignupRegistration = 'registering' | 'registered' | null;

/** The registrations of a page by an opaque key of the user and the card (read them with `registrationOf`). */
export type SignupRegistrations = ReadonlyMap<string, Exclude<SignupRegistration, null>>;

/** The sign-up flow. */
export interface SignupFlow {
  /**
   * Finds what `raw` names. Never rejects, except with a `CancelledError` when `signal` aborted: failures give no
   * cards and a message key.
   */
  searchSignup(raw: string, options?: { signal?: AbortSignal }): Promise<SignupSearchResult>;
  /**
   * Registers for a card and resolves to the card marked signed. Rejects with `SignupError('signup.alreadyRegistered')`
   * without a request when already signed, with a `SyncError` when the exam/training token cannot be had, or with
   * the call's error.
   */
  registerSignup(card: SignupCard): Promise<SignupCard>;
  /**
   * Where the signed-in user's registration of `card` (its type and code) stands in this page, whatever copy of the
   * card asks: `registering` while one is on its way (a second `registerSignup` of it sends nothing and shares that
   * one's outcome), `registered` once one was made (a later `registerSignup` of a card still shown unregistered,
   * a search that answered before the registration did, resolves registered without a request), else null.
   */
  registrationOf(card: Pick<SignupCard, 'type' | 'code'>): SignupRegistration;
  /**
   * Changes whenever a registration starts or ends (read `registrationOf` again): the registrations of this page
   * that are on their way or made, by an opaque key of the user and the card.
   */
  readonly registrations: ReadableStore<SignupRegistrations>;
}

type ExamByCode = ExamComponents['schemas']['ExamByCode'];
type TrainingByCode = TrainingComponents['schemas']['TrainingByCode'];
type LiveProject = LiveComponents['schemas']['LiveProject'];

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const isOne = (v: unknown): boolean => v === 1 || v === '1' || v === true;

/** The card of an exam found by its code. */
export function examCard(code: string, exam: ExamByCode): SignupCard {
  return {
    type: 'exam',
    code,
    name: text(exam.name),
    startTime: text(exam.startDate),
    endTime: text(exam.endDate),
    signed: isOne(exam.isExamUser),
    unitName: text(exam.companyName),
    ref: { examId: Number(exam.id), userId: Number(exam.userId) },
  };
}

/** The card of a training found by its code. */
export function trainingCard(code: string, training: TrainingByCode): SignupCard {
  return {
    type: 'training',
    code,
    name: text(training.trainingName),
    startTime: text(training.beginTime),
    endTime: text(training.endTime),
    signed: isOne(training.isRegister),
    unitName: text(training.createCompanyName),
    ref: { trainingCode: code },
  };
}

/**
 * The card of a live project found by its code: it shows the project's own number (the backend may find it by a code
 * written in other letter cases, `Live0001` for `LIVE0001`), else the code searched for.
 */
export function liveCard(code: string, project: LiveProject, signed: boolean): SignupCard {
  return {
    type: 'live',
    code: text(project.projectNo) || code,
    name: text(project.projectName),
    startTime: text(project.holdStartTime),
    endTime: text(project.holdEndTime),
    signed,
    unitName: text(project.createUnitName),
    ref: { projectUniqueId: text(project.projectUniqueId) },
  };
}

/** Creates the sign-up flow. */
export function createSignup(deps: SignupDeps): SignupFlow {
  async function find(
    type: SignupCodeType,
    code: string,
    signal: AbortSignal | undefined,
  ): Promise<SignupCard[]> {
    if (type === 'exam') {
      const exam = await deps.exam.GET('/user/exam/code/info', { params: { query: { code } }, signal });
      return exam ? [examCard(code, exam)] : [];
    }
    if (type === 'training') {
      const training = await deps.training.GET('/training/simple/info', {
        params: { query: { trainingCode: code } },
        signal,
      });
      return training ? [trainingCard(code, training)] : [];
    }
    const user = deps.getUser();
    if (!user) throw new SignupError('signup.noUser');
    const project = await deps.live.GET('/yunproject/GetLiveInfoByCode', {
      params: { query: { code } },
      signal,
    });
    if (!project) return [];
    const status = await deps.live.GET('/yunproject/GetSignUpStatus', {
      params: { query: { projectUniqueId: text(project.projectUniqueId), sertId: user.identityCard } },
      signal,
    });
    return [liveCard(code, project, status?.signedUp === true)];
  }

  const cancelled = () => new CancelledError('Search cancelled');

  // The registrations of this page by user and card; the ones on their way, to share.
  const registrations = createStore<SignupRegistrations>(new Map());
  const inFlight = new Map<string, Promise<SignupCard>>();
  const keyOf = (card: Pick<SignupCard, 'type' | 'code'>) =>
    `${deps.getUser()?.id ?? ''}|${card.type}:${card.code}`;
  const mark = (key: string, state: 'registering' | 'registered' | null) =>
    registrations.update((current) => {
      const next = new Map(current);
      if (state === null) next.delete(key);
      else next.set(key, state);
      return next;
    });

  /** Registers for `card` (not known registered), reading it again when the answer is a refusal or lost. */
  async function registerOnce(card: SignupCard): Promise<SignupCard> {
    try {
      await register(card);
    } catch (error) {
      // A refused or unanswered registration may still stand: an earlier attempt whose answer was lost (a gateway
      // timeout) or a registration made elsewhere makes the backend refuse this one as a repeat. The card is read
      // again, and when it is registered, so is the user (SPEC.md §4: the card turns registered), without the
      // backend's refusal of the repeat shown beside the success. Otherwise the failure is reported as an
      // intercepted call's would have been.
      if (error instanceof SessionExpiredError) reportFailure(deps.policy, error);
      if (error instanceof SessionExpiredError || error instanceof CancelledError) throw error;
      if (error instanceof SignupError || error instanceof SyncError) throw error;
      const again = await find(card.type, card.code, undefined).catch(() => []);
      const same = again.find((c) => c.type === card.type && c.name === card.name);
      if (same?.signed) return { ...card, signed: true };
      reportFailure(deps.policy, error);
      throw error;
    }
    return { ...card, signed: true };
  }

  return {
    async searchSignup(raw, options = {}) {
      const { signal } = options;
      const checked = validateSignupCode(typeof raw === 'string' ? raw : '');
      if (!checked.ok) return { cards: [], messageKey: checked.messageKey };
      if (signal?.aborted) throw cancelled();
      const { type } = checked;
      if (type === 'exam' || type === 'training') {
        try {
          await deps.trainingToken.ensureTrainingToken(type);
        } catch {
          if (signal?.aborted) throw cancelled();
          return { cards: [], messageKey: 'error.syncUserInfo' };
        }
        if (signal?.aborted) throw cancelled();
      }
      try {
        return { cards: await find(type, checked.code, signal), messageKey: null };
      } catch (e) {
        if (e instanceof CancelledError) throw e;
        if (signal?.aborted) throw cancelled();
        // A live code is looked up with the user's identity card: before the session has a user there is none.
        const noUser = e instanceof SignupError && e.messageKey === 'signup.noUser';
        return { cards: [], messageKey: noUser ? 'signup.noUser' : 'signup.searchFailed' };
      }
    },

    async registerSignup(card) {
      if (card.signed) throw new SignupError('signup.alreadyRegistered');
      const key = keyOf(card);
      const running = inFlight.get(key);
      if (running) return running;
      if (registrations.getSnapshot().get(key) === 'registered') return { ...card, signed: true };
      const attempt = registerOnce(card);
      inFlight.set(key, attempt);
      mark(key, 'registering');
      try {
        const signed = await attempt;
        mark(key, 'registered');
        return signed;
      } catch (error) {
        mark(key, null);
        throw error;
      } finally {
        inFlight.delete(key);
      }
    },

    registrationOf(card) {
      return registrations.getSnapshot().get(keyOf(card)) ?? null;
    },

    registrations,
  };

  async function register(card: SignupCard): Promise<void> {
    switch (card.type) {
      case 'exam':
        await deps.trainingToken.ensureTrainingToken('exam');
        await deps.exam.POST('/user/add/exam', {
          body: { examId: card.ref.examId, userId: card.ref.userId },
          intercept: false,
        });
        break;
      case 'training':
        await deps.trainingToken.ensureTrainingToken('training');
        await deps.training.POST('/reg/training', {
          body: { trainingCode: card.ref.trainingCode },
          intercept: false,
        });
        break;
      case 'live': {
        const user = deps.getUser();
        if (!user) throw new SignupError('signup.noUser');
        await deps.live.POST('/yunproject/PortalSignUp', {
          body: {
            certificateId: user.identityCard,
            // The display name is the person's real name; userName is the login name.
            realName: user.nickName,
            unitName: user.unitName,
            joinType: LIVE_JOIN_TYPE,
            projectUniqueId: card.ref.projectUniqueId,
          },
          intercept: false,
        });
        break;
      }
    }
  }
}
