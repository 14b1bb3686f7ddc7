import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clearFaults } from './demo-faults';
import { expect, signIn, test } from './fixtures';

// Each test signs in and drives the whole app; give a busy machine room.
test.describe.configure({ timeout: 60_000 });

/** Serious and critical axe violations inside `scope`, one line per element. */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`));
}

const SHOTS = '/tmp/mch-dialogs/shots';

/** Stops the page's clock (time has flowed naturally while the app loaded): from now on only `runFor` moves it. */
async function pauseClock(page: Page) {
  // The page's clock started at the real time; the margin covers the time the pause takes to reach the page
  // (nothing is due in it).
  await page.clock.pauseAt(Date.now() + 5_000);
}

/** The active evaluation project the demo backend offers the signed-in user now (read with the login cookie). */
async function activeProject(page: Page, token: string): Promise<unknown> {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/main/ysfyAppraise/getUseProject', {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    const body = (await response.json()) as { data: unknown };
    return body.data;
  }, token);
}

/** Signs in as demo-evaluator (who has an active mode-0 project) under Playwright's clock. */
async function signInEvaluator(page: Page, locale: 'en' | 'zh-CN' = 'en', extra = '') {
  await page.clock.install();
  const dialog = page.getByRole('dialog', {
    name: locale === 'en' ? 'Satisfaction evaluation' : '满意度评价',
  });
  // The dialog opens after the session, the shell and the project query.
  await signIn(page, { token: 'demo-evaluator', locale, query: extra, ready: dialog });
  await pauseClock(page);
  return dialog;
}

test('opens at start-up, cannot be dismissed, and a submit goes to the workbench after 2 s', async ({
  page,
}) => {
  const dialog = await signInEvaluator(page);
  await expect(dialog.getByRole('radio', { name: 'Very satisfied' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 790);
  await expect(dialog).toBeVisible();

  await expect(dialog.getByLabel('Reason for dissatisfaction')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Dissatisfied' }).check();
  const explain = dialog.getByLabel('Reason for dissatisfaction');
  await expect(explain).toHaveAttribute('placeholder', 'Please describe in detail why you are dissatisfied');
  await explain.fill('慢'.repeat(260));
  await expect(explain).toHaveValue('慢'.repeat(200));
  await expect(dialog.getByText('200/200')).toBeVisible();
  const suggest = dialog.getByLabel('Suggestions');
  await suggest.fill('Please add monthly exports.');
  await expect(dialog.getByText('27/200')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/evaluation-en.png` });

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for your evaluation! Returning to the workbench…')).toBeVisible();
  // The focus is on that message (read out), not on the page's body with the button that has gone.
  await expect(dialog.getByRole('status')).toBeFocused();
  await page.clock.runFor(1_900);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /Workbench/, selected: true })).toBeVisible();

  // The backend recorded the answer: the dialog does not come back.
  expect(await activeProject(page, 'demo-evaluator')).toBeNull();
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Messages/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Satisfaction evaluation' })).toHaveCount(0);
});

test('a text of characters outside the BMP counts as many characters as it shows and is accepted', async ({
  page,
}) => {
  const dialog = await signInEvaluator(page, 'en');
  await dialog.getByRole('radio', { name: 'Dissatisfied' }).check();
  const text = `${'𠮷'.repeat(120)}${'😀'.repeat(80)}`;
  await dialog.getByLabel('Reason for dissatisfaction').fill(text);
  await expect(dialog.getByText('200/200')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for your evaluation! Returning to the workbench…')).toBeVisible();
  expect(await activeProject(page, 'demo-evaluator')).toBeNull();
});

test('a failed submit keeps everything typed', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  const dialog = await signInEvaluator(page, 'en', '&mockFault=main:/ysfyAppraise/saveDetail:http500');
  await dialog.getByRole('radio', { name: 'Dissatisfied' }).check();
  await dialog.getByLabel('Reason for dissatisfaction').fill('页面加载太慢');
  await dialog.getByLabel('Suggestions').fill('希望增加导出功能');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('The evaluation could not be submitted, please try again.')).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Dissatisfied' })).toBeChecked();
  await expect(dialog.getByLabel('Reason for dissatisfaction')).toHaveValue('页面加载太慢');
  await expect(dialog.getByLabel('Suggestions')).toHaveValue('希望增加导出功能');

  // Once the backend answers again, the same texts are submitted.
  await clearFaults(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for your evaluation! Returning to the workbench…')).toBeVisible();
});

// An answer the backend stored but whose reply was lost (a gateway timeout) is submitted: the user is not kept in a
// dialog that cannot be left and whose every retry the backend refuses as already submitted.
test('a submit whose answer is lost after the backend stored it completes', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const dialog = await signInEvaluator(page, 'en', '&mockFault=main:/ysfyAppraise/saveDetail:gatewayTimeout');
  await dialog.getByRole('radio', { name: 'Dissatisfied' }).check();
  await dialog.getByLabel('Reason for dissatisfaction').fill('页面加载太慢');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you for your evaluation! Returning to the workbench…')).toBeVisible();
  await expect(dialog.getByText('The evaluation could not be submitted, please try again.')).toHaveCount(0);
  // The lost answer's gateway error is not shown beside the thanks.
  await expect(page.getByRole('alert').filter({ hasText: 'Warning' })).toHaveCount(0);
  await page.clock.runFor(3_000);
  await expect(dialog).toBeHidden();
});

test('ignoring a mode-0 project asks first, then goes to the workbench after 2 s', async ({ page }) => {
  const dialog = await signInEvaluator(page);
  await dialog.getByRole('button', { name: 'Ignore' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ignore this evaluation' });
  await expect(confirm.getByText('Are you sure you want to ignore this evaluation?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Ignore' }).click();
  await confirm.getByRole('button', { name: 'Ignore' }).click();
  await expect(
    dialog.getByText('The evaluation has been ignored. Returning to the workbench…'),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toBeFocused();
  await page.clock.runFor(1_900);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(100);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /Workbench/, selected: true })).toBeVisible();
  // The backend no longer offers the project to this user.
  expect(await activeProject(page, 'demo-evaluator')).toBeNull();
});

test('the evaluation in Chinese', async ({ page }) => {
  const dialog = await signInEvaluator(page, 'zh-CN');
  await expect(dialog.getByRole('radio', { name: '非常满意' })).toBeChecked();
  await dialog.getByRole('radio', { name: '不满意' }).check();
  await expect(dialog.getByPlaceholder('请详细描述您不满意的原因')).toBeVisible();
  await dialog.getByLabel('意见建议').fill('希望增加按月导出统计报表的功能');
  await expect(dialog.getByRole('button', { name: '忽略' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/evaluation-zh-CN.png` });
  // axe waits on timers: let time flow again.
  await page.clock.resume();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('users without an active project see no evaluation', async ({ page }) => {
  await signIn(page);
  expect(await activeProject(page, 'demo-doctor')).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Satisfaction evaluation' })).toHaveCount(0);
});

test('the text boxes invite suggestions and grow from 4 to 8 rows, then scroll', async ({ page }) => {
  const dialog = await signInEvaluator(page);
  await page.clock.resume();
  const suggest = dialog.getByLabel('Suggestions');
  await expect(suggest).toHaveAttribute('placeholder', 'Any suggestions to improve the platform are welcome');
  const lineHeight = await suggest.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  const height = async () => (await suggest.boundingBox())?.height ?? 0;
  const empty = await height();
  await suggest.fill('one line');
  expect(await height()).toBe(empty);
  // Six lines: taller than four rows, less than eight.
  await suggest.fill(Array.from({ length: 6 }, (_, i) => `line ${i + 1}`).join('\n'));
  await expect.poll(height).toBeGreaterThan(empty + lineHeight);
  // Twenty lines: eight rows at most, the rest scrolls.
  await suggest.fill(Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n'));
  await expect.poll(async () => Math.abs((await height()) - (empty + 4 * lineHeight))).toBeLessThanOrEqual(2);
  expect(await suggest.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
});
