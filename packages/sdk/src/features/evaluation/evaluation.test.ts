import { type DemoToken, MAIN_IDS, type TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { policyMessages, signedIn, testDemo } from '../../../test/helpers';
import { EVALUATION_TEXT_LIMIT } from '../../domain/evaluation-input';
import { ApiError, NetworkError } from '../../http/errors';
import {
  APPRAISE_RESULT,
  canIgnore,
  createEvaluationOffer,
  defaultEvaluationForm,
  EVALUATION_REDIRECT_DELAY_MS,
  EVALUATION_TEXTAREA_ROWS,
  EvaluationError,
  type EvaluationForm,
  isEvaluationForm,
  PROJECT_MODE,
  projectModeOf,
  validateEvaluation,
} from './evaluation';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const PROJECT = {
  id: 5,
  mode: 0 as const,
  name: '2024 年度满意度评价',
  year: 2024,
  status: 1 as const,
  startTime: '2024-01-01 00:00:00',
  endTime: '2024-12-31 23:59:59',
  createTime: '2023-12-20 10:00:00',
};

/** The evaluation flow of a demo user (demo-evaluator, who has not answered the active project yet). */
function setup(token: DemoToken = 'demo-evaluator', demo: TestDemo = testDemo()) {
  const { wb } = signedIn(token, demo);
  return { flow: wb.evaluation, demo, told: policyMessages(wb) };
}

const ACTIVE = MAIN_IDS.activeProject;

describe('the form', () => {
  it('has the constants of the spec and starts very satisfied with empty texts', () => {
    expect(APPRAISE_RESULT).toEqual({ verySatisfied: 0, satisfied: 1, dissatisfied: 2 });
    expect(EVALUATION_TEXT_LIMIT).toBe(200);
    expect(EVALUATION_REDIRECT_DELAY_MS).toBe(2000);
    expect(EVALUATION_TEXTAREA_ROWS).toEqual({ min: 4, max: 8 });
    expect(defaultEvaluationForm()).toEqual({ appraiseResult: 0, explain: '', suggest: '' });
    expect(validateEvaluation(defaultEvaluationForm())).toEqual({});
  });

  it('requires a choice', () => {
    const form = { ...defaultEvaluationForm(), appraiseResult: 7 } as unknown as EvaluationForm;
    expect(validateEvaluation(form)).toEqual({ appraiseResult: 'validation.required' });
  });

  it('limits each text to 200 characters (trimmed, Chinese counts one each)', () => {
    const ok200 = '好'.repeat(200);
    const long = '好'.repeat(201);
    const dissatisfied = {
      appraiseResult: APPRAISE_RESULT.dissatisfied,
      explain: ok200,
      suggest: `  ${ok200}  `,
    };
    expect(validateEvaluation(dissatisfied)).toEqual({});
    expect(validateEvaluation({ ...dissatisfied, explain: long, suggest: long })).toEqual({
      explain: 'evaluation.tooLong',
      suggest: 'evaluation.tooLong',
    });
  });

  it('ignores the explanation unless dissatisfied (it is not sent)', () => {
    const form = { appraiseResult: APPRAISE_RESULT.satisfied, explain: 'x'.repeat(300), suggest: '' };
    expect(validateEvaluation(form)).toEqual({});
  });
});

describe('project modes', () => {
  it('names the codes: 0 ignorable, 1 required', () => {
    expect(PROJECT_MODE).toEqual({ ignorable: 0, required: 1 });
  });

  it('reads a mode from a number or a text of one, and nothing else', () => {
    expect(projectModeOf(0)).toBe(PROJECT_MODE.ignorable);
    expect(projectModeOf('1')).toBe(PROJECT_MODE.required);
    for (const odd of [2, -1, 0.5, '', ' ', 'x', null, undefined, true])
      expect(projectModeOf(odd)).toBeNull();
  });
});

describe('canIgnore', () => {
  it('only mode 0', () => {
    expect(canIgnore({ mode: 0 })).toBe(true);
    expect(canIgnore({ mode: 1 })).toBe(false);
    expect(canIgnore(null)).toBe(false);
  });
});

describe('createEvaluationOffer', () => {
  it('opens the dialog from the home on the first answer when a project is active, and only then', () => {
    const offer = createEvaluationOffer();
    expect(offer.offered()).toBe(false);
    const opened = offer.afterAnswer(null, PROJECT);
    expect(opened).toEqual({ fromHome: true });
    expect(offer.offered()).toBe(true);
    // Closed after a submit, then the project is asked for again: no second offer.
    expect(offer.afterAnswer(null, PROJECT)).toBeNull();
  });

  it('offers nothing when the first answer has no project, not even when a later one has', () => {
    const offer = createEvaluationOffer();
    expect(offer.afterAnswer(null, null)).toBeNull();
    expect(offer.offered()).toBe(true);
    expect(offer.afterAnswer(null, PROJECT)).toBeNull();
  });

  it('leaves a dialog already opened from elsewhere as it is (still closable)', () => {
    const offer = createEvaluationOffer();
    const elsewhere = { fromHome: false };
    expect(offer.afterAnswer(elsewhere, PROJECT)).toBe(elsewhere);
    expect(offer.offered()).toBe(true);
  });

  it('offers again in a new shell', () => {
    createEvaluationOffer().afterAnswer(null, PROJECT);
    expect(createEvaluationOffer().afterAnswer(null, PROJECT)).toEqual({ fromHome: true });
  });
});

describe('calls', () => {
  it('getActiveProject returns the project, or null when none', async () => {
    const { flow, demo } = setup();
    const row = demo.db().main.projects.find((p) => p.id === ACTIVE);
    const { respondedUserIds: _who, ...project } = row ?? { respondedUserIds: [] };
    await expect(flow.getActiveProject()).resolves.toEqual(project);
    await flow.ignoreEvaluation({ id: ACTIVE, mode: PROJECT_MODE.ignorable });
    await expect(flow.getActiveProject()).resolves.toBeNull();
  });

  it('submits trimmed texts and sends the explanation only when dissatisfied', async () => {
    const { flow, demo } = setup();
    demo.db().main.answers = [];
    await flow.submitEvaluation(ACTIVE, { appraiseResult: 2, explain: '  太慢了 ', suggest: ' 加快 ' });
    await setup('demo-doctor', demo).flow.submitEvaluation(ACTIVE, {
      appraiseResult: 1,
      explain: '不应发送',
      suggest: '',
    });
    expect(demo.seen.map((r) => JSON.parse(r.body))).toEqual([
      { projectId: ACTIVE, appraiseResult: 2, explain: '太慢了', suggest: '加快' },
      { projectId: ACTIVE, appraiseResult: 1, suggest: '' },
    ]);
    expect(demo.db().main.answers.map((a) => [a.appraiseResult, a.explain])).toEqual([
      [2, '太慢了'],
      [1, null],
    ]);
  });

  it('refuses an invalid form without a request', async () => {
    const { flow, demo } = setup();
    const err = await flow
      .submitEvaluation(ACTIVE, { appraiseResult: 0, explain: '', suggest: 'x'.repeat(201) })
      .catch((e: unknown) => e);
    expect(demo.seen).toEqual([]);
    expect(err).toBeInstanceOf(EvaluationError);
    expect((err as EvaluationError).messageKey).toBe('evaluation.invalid');
    expect((err as EvaluationError).fieldErrors).toEqual({ suggest: 'evaluation.tooLong' });
  });

  it('a failed submission rejects with the typed error (the project is still to answer), warned once', async () => {
    const { flow, demo, told } = setup();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/ysfyAppraise/saveDetail',
      message: '系统繁忙',
    });
    const err = await flow.submitEvaluation(ACTIVE, defaultEvaluationForm()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('系统繁忙');
    expect(told).toEqual(['warning 系统繁忙']);
  });

  it('a lost answer of a submission that did not stand is reported as the failure it is', async () => {
    const { flow, demo, told } = setup();
    demo.faults.set({ kind: 'network', backend: 'main', path: '/ysfyAppraise/saveDetail', times: 1 });
    await expect(flow.submitEvaluation(ACTIVE, defaultEvaluationForm())).rejects.toBeInstanceOf(NetworkError);
    expect(told).toEqual(['networkError offline']);
  });

  it('a submission whose answer was lost (gateway timeout after saving) is done: the project is no longer to answer', async () => {
    const { flow, demo, told } = setup();
    const answers = () => demo.db().main.answers.filter((a) => a.projectId === ACTIVE).length;
    const before = answers();
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'main', path: '/ysfyAppraise/saveDetail', times: 1 });
    await expect(flow.submitEvaluation(ACTIVE, defaultEvaluationForm())).resolves.toBeUndefined();
    expect(answers()).toBe(before + 1);
    // A repeat the backend refuses as already submitted is done too, not a failure to show.
    await expect(flow.submitEvaluation(ACTIVE, defaultEvaluationForm())).resolves.toBeUndefined();
    expect(answers()).toBe(before + 1);
    // Neither the lost answer's gateway error nor the repeat's refusal is shown beside the success.
    expect(told).toEqual([]);
  });

  it('ignores a mode-0 project and refuses any other without a request', async () => {
    const { flow, demo } = setup();
    await flow.ignoreEvaluation({ id: ACTIVE, mode: 0 });
    const err = await flow.ignoreEvaluation({ id: 6, mode: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvaluationError);
    expect((err as EvaluationError).messageKey).toBe('evaluation.cannotIgnore');
    expect(demo.requests()).toEqual([`GET main /ysfyAppraise/ignoreAppraise?projectId=${ACTIVE}`]);
  });

  it('redirects after 2 s, unless cancelled', async () => {
    const { flow } = setup();
    const go = vi.fn();
    flow.redirectAfterDelay(go);
    await vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    const cancel = flow.redirectAfterDelay(never);
    cancel();
    await vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS * 2);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('isEvaluationForm (a kept draft)', () => {
  it('accepts the form as the app keeps it and refuses anything else', () => {
    const form = defaultEvaluationForm();
    expect(isEvaluationForm({ ...form, suggest: '多一些' })).toBe(true);
    expect(isEvaluationForm({ ...form, appraiseResult: APPRAISE_RESULT.dissatisfied, explain: '慢' })).toBe(
      true,
    );
    expect(isEvaluationForm({ ...form, appraiseResult: 3 })).toBe(false);
    expect(isEvaluationForm({ ...form, explain: null })).toBe(false);
    expect(isEvaluationForm(null)).toBe(false);
    expect(isEvaluationForm('form')).toBe(false);
  });
});
