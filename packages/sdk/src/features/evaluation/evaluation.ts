/**
 * The satisfaction evaluation of SPEC.md §2.5, §3, §4 and §5: the active project, the form and its rules,
 * submitting, ignoring (mode 0 only) and the 2-second redirect afterwards.
 */

import { EVALUATION_TEXT_LIMIT, evaluationTextLength } from '../../domain/evaluation-input';
import type { MainComponents, MainPaths } from '../../generated';
import { type ApiClient, reportFailure } from '../../http/client';
import { CancelledError, SessionExpiredError, WorkbenchError } from '../../http/errors';
import type { InterceptionPolicy } from '../../http/policy';
import type { ClockAdapter } from '../../runtime/adapters';

/** The satisfaction choices and the values the backend takes. */
export const APPRAISE_RESULT = { verySatisfied: 0, satisfied: 1, dissatisfied: 2 } as const;

/** A satisfaction choice. */
export type AppraiseResult = (typeof APPRAISE_RESULT)[keyof typeof APPRAISE_RESULT];

/** The app goes to the workbench this long after submitting or ignoring. */
export const EVALUATION_REDIRECT_DELAY_MS = 2000;

/** The text boxes auto-size between these row counts. */
export const EVALUATION_TEXTAREA_ROWS = { min: 4, max: 8 } as const;

/** An evaluation project (SPEC.md §3); `mode` 0 allows ignoring. */
export type EvaluationProject = MainComponents['schemas']['EvaluationProject'];

/** The modes of a project (SPEC.md §3): 0 lets the user ignore the evaluation, 1 does not. */
export const PROJECT_MODE = { ignorable: 0, required: 1 } as const;

/** A project mode. */
export type ProjectMode = (typeof PROJECT_MODE)[keyof typeof PROJECT_MODE];

/** The mode of a project as a known value (from a number or a text of one, '1'), or null for anything else. */
export function projectModeOf(raw: unknown): ProjectMode | null {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return n === PROJECT_MODE.ignorable || n === PROJECT_MODE.required ? n : null;
}

/** The evaluation form as the user fills it in. */
export interface EvaluationForm {
  appraiseResult: AppraiseResult;
  /** The reason for dissatisfaction (sent only with the dissatisfied choice). */
  explain: string;
  suggest: string;
}

/** A field of the form. */
export type EvaluationField = keyof EvaluationForm;

/** The message key of a field's problem. */
export type EvaluationFieldError = 'validation.required' | 'evaluation.tooLong';

/** Each invalid field with the message key to show; empty when the form is valid. */
export type EvaluationErrors = Partial<Record<EvaluationField, EvaluationFieldError>>;

/** Message keys of a refused evaluation action. */
export type EvaluationErrorKey = 'evaluation.invalid' | 'evaluation.cannotIgnore';

/** An evaluation action the SDK refused without asking the backend. */
export class EvaluationError extends WorkbenchError {
  override readonly name: string = 'EvaluationError';
  /** The message key the app shows. */
  readonly messageKey: EvaluationErrorKey;
  /** The invalid fields (for 'evaluation.invalid'). */
  readonly fieldErrors: EvaluationErrors;
  constructor(messageKey: EvaluationErrorKey, fieldErrors: EvaluationErrors = {}) {
    super(
      messageKey === 'evaluation.invalid'
        ? 'The evaluation form is invalid'
        : 'This evaluation cannot be ignored',
    );
    this.messageKey = messageKey;
    this.fieldErrors = fieldErrors;
  }
}

/** A fresh form: very satisfied, empty texts. */
export function defaultEvaluationForm(): EvaluationForm {
  return { appraiseResult: APPRAISE_RESULT.verySatisfied, explain: '', suggest: '' };
}

/** True when `value` has the shape of an {@link EvaluationForm} (a kept draft, from storage another version may have written). */
export function isEvaluationForm(value: unknown): value is EvaluationForm {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.appraiseResult === 0 || v.appraiseResult === 1 || v.appraiseResult === 2) &&
    typeof v.explain === 'string' &&
    typeof v.suggest === 'string'
  );
}

const isChoice = (v: unknown): v is AppraiseResult => v === 0 || v === 1 || v === 2;

/** Checks the form: the choice is required, each text at most {@link EVALUATION_TEXT_LIMIT} characters. */
export function validateEvaluation(form: EvaluationForm): EvaluationErrors {
  const errors: EvaluationErrors = {};
  if (!isChoice(form.appraiseResult)) errors.appraiseResult = 'validation.required';
  const tooLong = (v: unknown) => typeof v === 'string' && evaluationTextLength(v) > EVALUATION_TEXT_LIMIT;
  // The explanation only counts when it is sent.
  if (form.appraiseResult === APPRAISE_RESULT.dissatisfied && tooLong(form.explain))
    errors.explain = 'evaluation.tooLong';
  if (tooLong(form.suggest)) errors.suggest = 'evaluation.tooLong';
  return errors;
}

/** True when the user may ignore the project (mode 0, {@link PROJECT_MODE}.ignorable). */
export function canIgnore(project: Pick<EvaluationProject, 'mode'> | null | undefined): boolean {
  return project != null && projectModeOf(project.mode) === PROJECT_MODE.ignorable;
}

/**
 * How the evaluation dialog is open (SPEC.md §4): offered at start-up, from the home (`fromHome`: the user cannot
 * close it), or opened from elsewhere (closable).
 */
export interface EvaluationOpening {
  fromHome: boolean;
}

/**
 * The start-up offer of the evaluation (SPEC.md §2.5: the dialog appears when an active project exists): the first
 * answer to "which project is active" opens the dialog from the home when there is one. It is offered once per
 * offer (one per shell); later answers (asked again when the dialog is opened from elsewhere, or refetched) do not
 * open it.
 */
export interface EvaluationOffer {
  /**
   * The dialog after an answer (the active project, or null): the first answer opens it from the home when a project
   * is active and the dialog is not open already; otherwise, and for every later answer, `current` as it is.
   */
  afterAnswer(current: EvaluationOpening | null, project: EvaluationProject | null): EvaluationOpening | null;
  /** True once the first answer came (the offer was made, or there was nothing to offer). */
  offered(): boolean;
}

/** Creates an {@link EvaluationOffer}; create one per shell (a new shell offers again). */
export function createEvaluationOffer(): EvaluationOffer {
  let offered = false;
  return {
    afterAnswer(current, project) {
      if (offered) return current;
      offered = true;
      return project !== null && current === null ? { fromHome: true } : current;
    },
    offered: () => offered,
  };
}

/** What the evaluation flow needs. */
export interface EvaluationDeps {
  main: ApiClient<MainPaths>;
  clock: ClockAdapter;
  /**
   * The interception policy: the submit itself is sent without it and its failure reported only once the project,
   * asked for again, shows it is one (a refused repeat of a submit that stands warns nothing).
   */
  policy: InterceptionPolicy;
}

/** The evaluation flow. */
export interface EvaluationFlow {
  /** The project to evaluate now, or null when there is none. */
  getActiveProject(options?: { signal?: AbortSignal }): Promise<EvaluationProject | null>;
  /** Submits the form (texts trimmed; explain only when dissatisfied); invalid forms reject with an EvaluationError. */
  submitEvaluation(projectId: number, form: EvaluationForm): Promise<void>;
  /** Ignores the project; rejects with EvaluationError('evaluation.cannotIgnore') unless its mode is 0. */
  ignoreEvaluation(project: Pick<EvaluationProject, 'id' | 'mode'>): Promise<void>;
  /** Calls `go` after {@link EVALUATION_REDIRECT_DELAY_MS}; returns the function that cancels it. */
  redirectAfterDelay(go: () => void): () => void;
}

/** Creates the evaluation flow. */
export function createEvaluation(deps: EvaluationDeps): EvaluationFlow {
  return {
    async getActiveProject(options = {}) {
      const project = await deps.main.GET('/ysfyAppraise/getUseProject', { signal: options.signal });
      return project ?? null;
    },
    async submitEvaluation(projectId, form) {
      const errors = validateEvaluation(form);
      if (Object.keys(errors).length > 0) throw new EvaluationError('evaluation.invalid', errors);
      const body: MainComponents['schemas']['EvaluationSubmission'] = {
        projectId,
        appraiseResult: form.appraiseResult,
        suggest: form.suggest.trim(),
      };
      if (form.appraiseResult === APPRAISE_RESULT.dissatisfied) body.explain = form.explain.trim();
      try {
        await deps.main.POST('/ysfyAppraise/saveDetail', { body, intercept: false });
      } catch (error) {
        // A refused or unanswered submit may still stand: an earlier attempt whose answer was lost (a gateway
        // timeout) makes the backend refuse this one as already submitted. The project to answer is asked for
        // again: when it is no longer this one, the answer is recorded and the submit is done, without the
        // backend's refusal of the repeat shown beside the success. Otherwise the failure is reported as an
        // intercepted call's would have been.
        if (error instanceof SessionExpiredError) reportFailure(deps.policy, error);
        if (error instanceof SessionExpiredError || error instanceof CancelledError) throw error;
        const active = await deps.main
          .GET('/ysfyAppraise/getUseProject')
          .then((project) => project ?? null)
          .catch(() => undefined);
        if (active === undefined || active?.id === projectId) {
          reportFailure(deps.policy, error);
          throw error;
        }
      }
    },
    async ignoreEvaluation(project) {
      if (!canIgnore(project)) throw new EvaluationError('evaluation.cannotIgnore');
      await deps.main.GET('/ysfyAppraise/ignoreAppraise', { params: { query: { projectId: project.id } } });
    },
    redirectAfterDelay(go) {
      let handle: unknown = deps.clock.setTimeout(() => {
        handle = undefined;
        go();
      }, EVALUATION_REDIRECT_DELAY_MS);
      return () => {
        if (handle !== undefined) deps.clock.clearTimeout(handle);
        handle = undefined;
      };
    },
  };
}
