import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/msw-legacy';
import { EVALUATION_TEXT_LIMIT } from '../../domain/evaluation-input';
import { ApiError } from '../../http/errors';
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

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
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

function setup() {
  return testWorkbench({ cookies: { mch_token: 'tok' } }).wb.evaluation;
}

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
    server.use(http.get(`${BASE_URLS.main}/ysfyAppraise/getUseProject`, () => ok(PROJECT)));
    await expect(setup().getActiveProject()).resolves.toEqual(PROJECT);
    server.use(http.get(`${BASE_URLS.main}/ysfyAppraise/getUseProject`, () => ok(null)));
    await expect(setup().getActiveProject()).resolves.toBeNull();
  });

  it('submits trimmed texts and sends the explanation only when dissatisfied', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE_URLS.main}/ysfyAppraise/saveDetail`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(null);
      }),
    );
    const flow = setup();
    await flow.submitEvaluation(5, { appraiseResult: 2, explain: '  太慢了 ', suggest: ' 加快 ' });
    await flow.submitEvaluation(5, { appraiseResult: 1, explain: '不应发送', suggest: '' });
    expect(bodies).toEqual([
      { projectId: 5, appraiseResult: 2, explain: '太慢了', suggest: '加快' },
      { projectId: 5, appraiseResult: 1, suggest: '' },
    ]);
  });

  it('refuses an invalid form without a request', async () => {
    const flow = setup();
    const err = await flow
      .submitEvaluation(5, { appraiseResult: 0, explain: '', suggest: 'x'.repeat(201) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvaluationError);
    expect((err as EvaluationError).messageKey).toBe('evaluation.invalid');
    expect((err as EvaluationError).fieldErrors).toEqual({ suggest: 'evaluation.tooLong' });
  });

  it('a failed submission rejects with the typed error', async () => {
    server.use(http.post(`${BASE_URLS.main}/ysfyAppraise/saveDetail`, () => fail(1, '已评价')));
    await expect(setup().submitEvaluation(5, defaultEvaluationForm())).rejects.toBeInstanceOf(ApiError);
  });

  it('ignores a mode-0 project and refuses any other without a request', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE_URLS.main}/ysfyAppraise/ignoreAppraise`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok(null);
      }),
    );
    const flow = setup();
    await flow.ignoreEvaluation({ id: 5, mode: 0 });
    const err = await flow.ignoreEvaluation({ id: 6, mode: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvaluationError);
    expect((err as EvaluationError).messageKey).toBe('evaluation.cannotIgnore');
    expect(seen).toEqual(['?projectId=5']);
  });

  it('redirects after 2 s, unless cancelled', async () => {
    const flow = setup();
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
