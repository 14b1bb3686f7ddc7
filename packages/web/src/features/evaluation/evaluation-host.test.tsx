import type { TestDemo } from '@mch/mock/testing';
import { EVALUATION_REDIRECT_DELAY_MS, type EvaluationProject } from '@mch/sdk';
import { memoryCookies } from '@mch/sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, demoUser, demoWorkbench, renderPage, testDemo } from '../../test/render-page';
import { openEvaluationAtom } from './evaluation-atoms';
import { EvaluationHost } from './evaluation-host';

const PROJECT: EvaluationProject = {
  id: 31,
  mode: 0,
  name: '2024年度平台使用满意度评价',
  year: 2024,
  status: 1,
  startTime: '2024-01-01 00:00:00',
  endTime: '2024-12-31 23:59:59',
} as EvaluationProject;

/** Lets promises and zero-delay timers run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Makes `project` the only evaluation project of the demo (in use, answered by no one); null: none. */
function offer(demo: TestDemo, project: EvaluationProject | null) {
  demo.db().main.projects = project
    ? [{ ...project, createTime: '2023-12-20 10:00:00', respondedUserIds: [] }]
    : [];
}

/** The evaluation host of demo-doctor, with `project` the one in use on the demo. */
async function renderHost(project: EvaluationProject | null, locale: 'en' | 'zh-CN' = 'en') {
  const demo = testDemo();
  offer(demo, project);
  const view = renderPage(<EvaluationHost />, { demo, locale });
  await flush();
  return view;
}

/** What demo-doctor answered to the project on the demo, if anything. */
const answerOf = (demo: TestDemo) =>
  demo.db().main.answers.find((a) => a.projectId === PROJECT.id && a.userId === demoUser(demo).id);

const dialog = () => screen.getByRole('dialog');

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's auto-sizing textarea listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanNotifications();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('EvaluationHost', () => {
  it('opens at start-up when a project is active, very satisfied by default and not closable', async () => {
    await renderHost(PROJECT);
    within(dialog()).getByText('Satisfaction evaluation');
    within(dialog()).getByText(PROJECT.name);
    expect(within(dialog()).getByRole('radio', { name: 'Very satisfied' })).toHaveProperty('checked', true);
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(
      within(dialog()).queryByPlaceholderText('Please describe in detail why you are dissatisfied'),
    ).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await flush();
    screen.getByRole('dialog');
  });

  it('stays closed when no project is active', async () => {
    await renderHost(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reveals the explanation for dissatisfied and stops each box at 200 characters with a live counter', async () => {
    await renderHost(PROJECT);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Dissatisfied' }));
    const explain = within(dialog()).getByPlaceholderText(
      'Please describe in detail why you are dissatisfied',
    );
    const suggest = within(dialog()).getByPlaceholderText(
      'Any suggestions to improve the platform are welcome',
    );
    /** What a screen reader is told as the user types (the polite live regions' text). */
    const spoken = () =>
      [...dialog().querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent).filter(Boolean);
    fireEvent.change(explain, { target: { value: '慢'.repeat(150) } });
    within(dialog()).getByText('150/200');
    // The count is read with the box in words; nothing is said while far from the limit.
    expect(explain.getAttribute('aria-describedby')).toBeTruthy();
    within(dialog()).getByText('150 of 200 characters used');
    expect(spoken()).toEqual([]);
    fireEvent.change(explain, { target: { value: '慢'.repeat(185) } });
    expect(spoken()).toEqual(['15 characters left']);
    fireEvent.change(explain, { target: { value: '慢'.repeat(300) } });
    expect(explain).toHaveProperty('value', '慢'.repeat(200));
    within(dialog()).getByText('200/200');
    expect(spoken()).toEqual(['You have reached the limit of 200 characters.']);
    fireEvent.change(suggest, { target: { value: 'x'.repeat(1000) } });
    expect(suggest).toHaveProperty('value', 'x'.repeat(200));
    expect(within(dialog()).getAllByText('200/200')).toHaveLength(2);
  });

  it('submits, shows the completion message and goes to the workbench after 2 s', async () => {
    const { demo, openPage } = await renderHost(PROJECT);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Dissatisfied' }));
    fireEvent.change(within(dialog()).getByLabelText('Reason for dissatisfaction'), {
      target: { value: 'Too slow' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Suggestions'), { target: { value: 'Faster pages' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    expect(answerOf(demo)).toMatchObject({ appraiseResult: 2, explain: 'Too slow', suggest: 'Faster pages' });
    within(dialog()).getByText('Thank you for your evaluation! Returning to the workbench…');
    // The focus is on the message (read out), not dropped on the page's body with the button that has gone.
    expect(document.activeElement).toBe(within(dialog()).getByRole('status'));
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS - 1));
    expect(openPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(openPage).toHaveBeenCalledWith('/workbench');
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps everything typed when the submit fails', async () => {
    const { demo, openPage } = await renderHost(PROJECT);
    demo.faults.set({ kind: 'http500', backend: 'main', path: '/ysfyAppraise/saveDetail' });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Dissatisfied' }));
    fireEvent.change(within(dialog()).getByLabelText('Reason for dissatisfaction'), {
      target: { value: 'Too slow' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Suggestions'), { target: { value: 'Faster pages' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    expect(within(dialog()).getByRole('alert').textContent).toContain(
      'The evaluation could not be submitted, please try again.',
    );
    expect(within(dialog()).getByRole('radio', { name: 'Dissatisfied' })).toHaveProperty('checked', true);
    expect(within(dialog()).getByLabelText('Reason for dissatisfaction')).toHaveProperty('value', 'Too slow');
    expect(within(dialog()).getByLabelText('Suggestions')).toHaveProperty('value', 'Faster pages');
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS * 2));
    expect(openPage).not.toHaveBeenCalled();
    expect(answerOf(demo)).toBeUndefined();
  });

  it('says another account signed in, not that the submit failed, when the login changed under the form', async () => {
    const demo = testDemo();
    offer(demo, PROJECT);
    const cookies = memoryCookies();
    const wb = demoWorkbench(demo, 'demo-doctor', undefined, cookies);
    await wb.session.start();
    const { openPage } = renderPage(<EvaluationHost />, { demo, wb });
    await flush();
    fireEvent.change(within(dialog()).getByLabelText('Suggestions'), { target: { value: 'Faster pages' } });
    // Another account signs in on this browser (the shared login cookie changes); the form is submitted.
    cookies.set('mch_token', 'demo-admin');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    // Nothing was sent, and trying again cannot help: the form says why (the account-switch dialog asks to reload).
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Another account has signed in on this browser: reload the page to carry on.',
    );
    expect(within(dialog()).getByLabelText('Suggestions')).toHaveProperty('value', 'Faster pages');
    expect(answerOf(demo)).toBeUndefined();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('names the backend’s reason when it refuses the evaluation, instead of asking to try again', async () => {
    const { demo } = await renderHost(PROJECT);
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/ysfyAppraise/saveDetail',
      message: '不满意原因不能超过200个字',
    });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Dissatisfied' }));
    fireEvent.change(within(dialog()).getByLabelText('Reason for dissatisfaction'), {
      target: { value: 'Too slow' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    const alert = within(dialog()).getByRole('alert').textContent ?? '';
    expect(alert).toBe(
      'The evaluation was not accepted: 不满意原因不能超过200个字. Correct this and submit again.',
    );
    expect(alert).not.toContain('try again');
    expect(within(dialog()).getByLabelText('Reason for dissatisfaction')).toHaveProperty('value', 'Too slow');
    expect(answerOf(demo)).toBeUndefined();
  });

  it('says the evaluation may have been recorded when the answer was lost, and a second submit finishes', async () => {
    const { demo, openPage } = await renderHost(PROJECT);
    // The backend records the answer, then the gateway answers 504; asking for the project again fails the same way.
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'main' });
    fireEvent.change(within(dialog()).getByLabelText('Suggestions'), { target: { value: 'Faster pages' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    expect(within(dialog()).getByRole('alert').textContent).toContain(
      'No answer came back: your evaluation may have been recorded. You can submit it again; it will not be counted twice.',
    );
    expect(within(dialog()).getByLabelText('Suggestions')).toHaveProperty('value', 'Faster pages');
    expect(answerOf(demo)).toMatchObject({ suggest: 'Faster pages' });
    demo.faults.clear();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    within(dialog()).getByText('Thank you for your evaluation! Returning to the workbench…');
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS));
    expect(openPage).toHaveBeenCalledWith('/workbench');
  });

  it('ignores a mode-0 project after a confirmation and goes to the workbench after 2 s', async () => {
    const { demo, openPage } = await renderHost(PROJECT);
    const ignored = () => demo.db().main.projects[0]?.respondedUserIds.includes(demoUser(demo).id);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Ignore' }));
    await flush();
    const confirm = screen.getByRole('dialog', { name: 'Ignore this evaluation' });
    within(confirm).getByText('Are you sure you want to ignore this evaluation?');
    expect(ignored()).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ignore' }));
    await flush();
    expect(ignored()).toBe(true);
    expect(answerOf(demo)).toBeUndefined();
    screen.getByText('The evaluation has been ignored. Returning to the workbench…');
    expect(document.activeElement?.textContent).toBe(
      'The evaluation has been ignored. Returning to the workbench…',
    );
    await act(() => vi.advanceTimersByTimeAsync(EVALUATION_REDIRECT_DELAY_MS));
    expect(openPage).toHaveBeenCalledWith('/workbench');
  });

  it('offers no ignore when the mode is not 0', async () => {
    await renderHost({ ...PROJECT, mode: 1 });
    expect(within(dialog()).queryByRole('button', { name: 'Ignore' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('is closable when opened from elsewhere', async () => {
    const { store, demo } = await renderHost(null);
    offer(demo, PROJECT);
    act(() => store.set(openEvaluationAtom));
    await flush();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when opened from elsewhere with nothing to evaluate', async () => {
    const { store } = await renderHost(null);
    act(() => store.set(openEvaluationAtom));
    await flush();
    screen.getByText('There is no evaluation to fill in right now.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderHost(PROJECT, 'zh-CN');
    within(dialog()).getByText('满意度评价');
    expect(within(dialog()).getByRole('radio', { name: '非常满意' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '不满意' }));
    within(dialog()).getByPlaceholderText('请详细描述您不满意的原因');
    expect(within(dialog()).getByRole('button', { name: '忽略' })).toHaveProperty('disabled', false);
  });

  it('keeps the answer as a draft of the project, offers it back when the dialog opens again, and drops it once submitted', async () => {
    const demo = testDemo();
    offer(demo, PROJECT);
    const wb = demoWorkbench(demo);
    await wb.session.start();
    const first = renderPage(<EvaluationHost />, { demo, wb });
    await flush();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Dissatisfied' }));
    fireEvent.change(within(dialog()).getByLabelText('Reason for dissatisfaction'), {
      target: { value: '视频经常卡顿' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Suggestions'), { target: { value: '请增加夜间回放' } });
    await flush();
    first.unmount();

    // Opened again in the tab (after an expiry and a new sign-in, or a reload): the draft is offered.
    renderPage(<EvaluationHost />, { demo, wb });
    await flush();
    const restore = within(dialog()).getByRole('region', { name: 'Restore what you were typing?' });
    expect(within(dialog()).getByRole('radio', { name: 'Very satisfied' })).toHaveProperty('checked', true);
    fireEvent.click(within(restore).getByRole('button', { name: 'Restore' }));
    await flush();
    expect(within(dialog()).getByRole('radio', { name: 'Dissatisfied' })).toHaveProperty('checked', true);
    expect(within(dialog()).getByLabelText('Reason for dissatisfaction')).toHaveProperty(
      'value',
      '视频经常卡顿',
    );
    expect(within(dialog()).getByLabelText('Suggestions')).toHaveProperty('value', '请增加夜间回放');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await flush();
    within(dialog()).getByText('Thank you for your evaluation! Returning to the workbench…');
    expect(wb.drafts.has(`evaluation:answer:${PROJECT.id}`)).toBe(false);
    expect(answerOf(demo)).toMatchObject({ explain: '视频经常卡顿', suggest: '请增加夜间回放' });
  });
});
