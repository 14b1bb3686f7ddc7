import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { setFault } from './demo-faults';
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
const SUCCESS_BODY =
  'You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;';

/**
 * Signs in as demo-admin (optionally in Chinese) and opens the sign-up dialog from the banner. (demo-doctor would do
 * as well, but its work-tip invitations sit over the dialog's right edge until answered.)
 */
async function openSignup(page: Page, locale: 'en' | 'zh-CN' = 'en') {
  await signIn(page, { token: 'demo-admin', locale });
  await page.getByRole('button', { name: locale === 'en' ? /Registration/ : /报名入口/ }).click();
  const dialog = page.getByRole('dialog', {
    name: locale === 'en' ? 'Training, exam, live registration' : '培训、考试、直播报名',
  });
  // The dialog's code loads when it first opens.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The next training registration fails with `kind` (a gateway timeout: after the backend registered). */
async function failNextRegistration(page: Page, kind: 'businessError' | 'gatewayTimeout') {
  await setFault(page, { backend: 'training', path: '/reg/training', kind, times: 1 });
}

async function search(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'Query number' });
  await input.fill(code);
  await input.press('Enter');
}

test('an exam found by its code registers, turns orange and stays registered', async ({ page }) => {
  const dialog = await openSignup(page);
  await search(page, '  2024YKS0001  ');
  await expect(dialog.getByText('Found 1 item')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Query number' })).toHaveValue('2024YKS0001');
  const card = dialog.getByRole('article', { name: '2024年度妇幼保健专业技术人员岗位能力考试' });
  await expect(card.getByText('Not registered')).toBeVisible();
  await expect(card.getByText('Exam', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('湖南省妇幼保健院')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signup-found-en.png` });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await card.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(SUCCESS_BODY)).toBeVisible();
  // §8: 'Success: You have registered successfully, …' — the title and the text in one notification.
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS_BODY })).toContainText('Success');
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await expect(card.getByText('Not registered')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Register' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/signup-registered-en.png` });

  // Closing and opening again starts empty; the registration is read back from the backend.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Registration/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Query number' })).toHaveValue('');
  await expect(dialog.getByRole('article')).toHaveCount(0);
  await search(page, '2024YKS0001');
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Register' })).toBeDisabled();
});

test('a training already registered cannot register again; a live broadcast registers', async ({ page }) => {
  const dialog = await openSignup(page);
  await search(page, '2024YKC0002');
  const training = dialog.getByRole('article');
  await expect(training.getByText('Training', { exact: true }).first()).toBeVisible();
  await expect(training.getByText('Registered', { exact: true })).toBeVisible();
  await expect(training.getByRole('button', { name: 'Register' })).toBeDisabled();

  await search(page, 'LIVE0001');
  const live = dialog.getByRole('article');
  await expect(live.getByText('Live', { exact: true }).first()).toBeVisible();
  await expect(live.getByText('Not registered')).toBeVisible();
  await live.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(SUCCESS_BODY)).toBeVisible();
  await expect(live.getByText('Registered', { exact: true })).toBeVisible();
  await search(page, 'LIVE0001');
  await expect(live.getByText('Registered', { exact: true })).toBeVisible();
  await expect(live.getByRole('button', { name: 'Register' })).toBeDisabled();
});

/** A figure of a workbench block (the `dd` after the `dt` named `label`), as a number. */
async function figureOf(block: Locator, label: string): Promise<Locator> {
  const value = block
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/\d/);
  return value;
}
const numberIn = async (value: Locator) => Number(((await value.textContent()) ?? '').replace(/\D/g, ''));

test('a registration shows on the workbench behind the dialog: its training and live figures are read again', async ({
  page,
}) => {
  await signIn(page, { token: 'demo-admin' });
  const training = await figureOf(
    page.getByRole('region', { name: 'Online training' }),
    'Trainings in progress',
  );
  const live = await figureOf(page.getByRole('region', { name: 'Live training' }), 'Signed up');
  const before = { training: await numberIn(training), live: await numberIn(live) };

  await page.getByRole('button', { name: /Registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  for (const code of ['2024YKC0001', 'LIVE0001']) {
    await search(page, code);
    await dialog.getByRole('article').getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('article').getByText('Registered', { exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // No reload: the workbench already counts the new training and the new broadcast.
  await expect.poll(() => numberIn(training)).toBe(before.training + 1);
  await expect.poll(() => numberIn(live)).toBe(before.live + 1);
});

test('a blank code warns; long and unicode codes find nothing and say so', async ({ page }) => {
  const dialog = await openSignup(page);
  await search(page, '   ');
  await expect(dialog.getByText('Please enter the query number!')).toBeVisible();

  await search(page, `${'9'.repeat(500)}YKS${'1'.repeat(497)}`);
  await expect(dialog.getByText('No data, please check the number')).toBeVisible();
  await expect(dialog.getByText('Found 0 items')).toBeVisible();
  await expect(dialog.getByText('Please enter the query number!')).toHaveCount(0);
  // The dialog keeps its width: the long code stays inside the input.
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(780);

  await search(page, 'x'.repeat(1000));
  await expect(dialog.getByText('No data, please check the number')).toBeVisible();

  await search(page, '直播编号🎥２０２４');
  await expect(dialog.getByText('No data, please check the number')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signup-empty-en.png` });
});

test('a failed search clears the results; retry finds them again', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  const dialog = await openSignup(page);
  await search(page, '2024YKS0001');
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await setFault(page, { backend: 'exam', path: '/user/exam/code/info', kind: 'http500', times: 1 });
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('The search failed, please try again later.')).toBeVisible();
  await expect(dialog.getByRole('article')).toHaveCount(0);
  await expect(dialog.getByText('Found 1 item')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('article')).toHaveCount(1);
});

test('a failed registration keeps the card unregistered', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  const dialog = await openSignup(page);
  await search(page, '2024YKC0001');
  const card = dialog.getByRole('article');
  await expect(card.getByText('Not registered')).toBeVisible();
  await failNextRegistration(page, 'businessError');
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('The registration failed, please try again.')).toBeVisible();
  // The backend's refusal is told, as every refused call's is.
  await expect(page.getByRole('alert').filter({ hasText: '业务处理失败' })).toContainText('Warning');
  await expect(card.getByText('Not registered')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Register' })).toBeEnabled();
  await expect(page.getByText(SUCCESS_BODY)).toHaveCount(0);
  // The backend agrees: searching again still shows it unregistered, and registering now works.
  await search(page, '2024YKC0001');
  await expect(card.getByText('Not registered')).toBeVisible();
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
});

// SPEC.md §4 and §8: a registration the backend made but whose answer was lost (a gateway timeout) is a
// registration: the card is read again and turns registered; it is not offered again to be refused as a repeat.
test('a registration whose answer is lost shows the card registered, as the backend has it', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const dialog = await openSignup(page);
  await search(page, '2024YKC0001');
  const card = dialog.getByRole('article');
  await expect(card.getByText('Not registered')).toBeVisible();
  await failNextRegistration(page, 'gatewayTimeout');
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(card.getByText('The registration failed, please try again.')).toHaveCount(0);
  // One message, the success: the lost answer's gateway error is not shown beside it.
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS_BODY })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  // The backend agrees.
  await search(page, '2024YKC0001');
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
});

test('the dialog in Chinese', async ({ page }) => {
  const dialog = await openSignup(page, 'zh-CN');
  const input = dialog.getByRole('textbox', { name: '查询编号' });
  await input.fill('');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.getByText('请输入查询编号！')).toBeVisible();
  await input.fill('2024YKS0002');
  await input.press('Enter');
  await expect(dialog.getByText('共查询到 1 条')).toBeVisible();
  await expect(dialog.getByRole('article').getByText('已报名')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signup-found-zh-CN.png` });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await input.fill('无此编号');
  await input.press('Enter');
  await expect(dialog.getByText('暂无数据，请检查编号')).toBeVisible();
});

test('a registration on its way keeps Register busy on every copy of its card: searched again or the dialog reopened', async ({
  page,
}) => {
  let dialog = await openSignup(page);
  await search(page, '2024YKC0001');
  // The registration takes a while (a slow network).
  await setFault(page, {
    backend: 'training',
    path: '/reg/training',
    kind: 'delay',
    delayMs: 12_000,
    times: 1,
  });
  await dialog.getByRole('article').getByRole('button', { name: 'Register' }).click();
  // The user searches the same code again while it is on its way: the card drawn again is still registering.
  await page.getByRole('textbox', { name: 'Query number' }).press('Enter');
  await expect(dialog.getByText('Found 1 item')).toBeVisible();
  const again = dialog.getByRole('article');
  // (Mantine marks a busy button data-loading; it is disabled too.)
  await expect(again.getByRole('button', { name: 'Register' })).toHaveAttribute('data-loading', 'true');
  await expect(again.getByRole('button', { name: 'Register' })).toBeDisabled();
  // Closed and opened again, and searched: the same.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Registration/ }).click();
  dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await search(page, '2024YKC0001');
  const reopened = dialog.getByRole('article');
  await expect(reopened.getByRole('button', { name: 'Register' })).toHaveAttribute('data-loading', 'true');
  // Once it is made: registered, announced once.
  await expect(reopened.getByText('Registered', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(reopened.getByRole('button', { name: 'Register' })).toBeDisabled();
  await expect(page.getByText(SUCCESS_BODY)).toHaveCount(1);
});
