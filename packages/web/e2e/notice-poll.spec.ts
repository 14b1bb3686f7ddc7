import { expect, signIn, test } from './fixtures';

// SPEC.md §4 and §9: a system-message poll runs every 10 seconds; when it returns something, the unread counts are
// read again. The demo backend queues a message for the next pull when a registration succeeds.

test.describe.configure({ timeout: 90_000 });

test('the bell pulls every 10 s and shows a new message at the pull after it arrives', async ({ page }) => {
  let pulls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v1/message/pull')) pulls += 1;
  });
  await page.clock.install();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Messages, \d+ unread$/ });
  await signIn(page, { token: 'demo-admin', ready: bell });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);

  // Find the exam to register for (time flows naturally while the dialog opens).
  await page.getByRole('button', { name: /Registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const input = dialog.getByRole('textbox', { name: 'Query number' });
  await input.fill('2024YKS0001');
  await input.press('Enter');
  const card = dialog.getByRole('article', { name: '2024年度妇幼保健专业技术人员岗位能力考试' });
  const register = card.getByRole('button', { name: 'Register' });
  await expect(register).toBeEnabled();

  // From here on the page's time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await register.click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  // The message waits in the backend for the next pull: the bell is as it was.
  await expect(bell).toHaveAccessibleName(`Messages, ${before} unread`);

  // The next pull (at most 10 s away) finds it, and the counts are read again.
  const pulled = pulls;
  let waited = 0;
  while (pulls === pulled) {
    expect(waited, 'a pull within 10 s').toBeLessThanOrEqual(10_000);
    await page.clock.runFor(250);
    waited += 250;
  }
  await expect(bell).toHaveAccessibleName(`Messages, ${before + 1} unread`);

  // The pull after that comes 10 s later, not sooner.
  await page.clock.runFor(9_000);
  expect(pulls).toBe(pulled + 1);
  await page.clock.runFor(2_500);
  await expect.poll(() => pulls).toBe(pulled + 2);
  await page.clock.resume();
});
