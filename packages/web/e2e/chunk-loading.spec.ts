import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// SPEC.md §8: "Script chunk loading | Fails with a timeout after 120 seconds". A page or part whose code does not
// arrive says so in its own place (the rest of the workbench keeps working) and offers a reload; never a blank page.

test.describe.configure({ timeout: 90_000 });

/** Holds every request for the chunks matching `file` until `release()`; then they load normally. */
async function holdChunk(
  page: Page,
  file: RegExp,
): Promise<{ requested: () => boolean; release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.context().route(file, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    // The held requests are left unanswered: their page is reloaded (or they already timed out).
    release: () => {
      released = true;
    },
  };
}

test('a page whose code has not arrived after 120 s says it could not be loaded, and Reload loads it', async ({
  page,
  allowErrors,
  saveScreenshot,
}) => {
  // React reports the error its boundary caught on the console; the panel is what the user sees.
  allowErrors('ChunkLoadError', 'did not arrive');
  await page.clock.install();
  const chunk = await holdChunk(page, /\/assets\/login-log-[^/]+\.js$/);
  await signIn(page, { token: 'demo-admin' });
  const tabs = page.getByRole('tablist', { name: 'Open pages' });
  // From here on the page's time only moves when the test says so; the page is opened in the app (its code is
  // asked for now, under the stopped clock).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.evaluate(() => window.history.pushState(window.history.state, '', '/loginLog'));
  await expect(tabs.getByRole('tab', { name: /登录日志|Login log/ })).toBeVisible();
  // The page asks for its code when it first renders (its placeholder shows then), a few frames of page time on.
  const placeholder = page
    .getByRole('tabpanel', { name: 'Login log' })
    .locator('.mantine-Skeleton-root')
    .first();
  for (let frames = 0; !(chunk.requested() && (await placeholder.isVisible())); frames += 1) {
    expect(frames, 'the page asks for its code').toBeLessThan(40);
    await page.clock.runFor(16);
  }

  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  // React shows what a settled load changed a few frames later: let page time run in frames after each jump.
  await page.clock.fastForward(119_000);
  await page.clock.runFor(500);
  await expect(page.getByRole('table', { name: 'Login log' })).toHaveCount(0);
  await expect(failure).toHaveCount(0);
  await page.clock.fastForward(500);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return failure.isVisible();
    })
    .toBe(true);
  await expect(failure).toContainText('did not answer within 2 minutes');
  await saveScreenshot('chunk-page-timeout');

  // Only that page failed: the workbench tab still works.
  await tabs.getByRole('tab', { name: /工作台|Workbench/ }).click();
  await expect(page.getByRole('region', { name: 'Quick entries' })).toBeVisible();
  await tabs.getByRole('tab', { name: /登录日志|Login log/ }).click();

  chunk.release();
  await page.clock.resume();
  await failure.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('table', { name: 'Login log' })).toBeVisible({ timeout: 20_000 });
  await expect(failure).toHaveCount(0);
});

test('a page opened is shown as soon as its code and its first list are there, with no time passing', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, { token: 'demo-admin' });
  // From here on the page's time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const code = page.waitForResponse((response) => /\/assets\/login-log-[^/]+\.js$/.test(response.url()));
  const list = page.waitForResponse((response) => response.url().includes('/userLoginLog/queryPage'));
  await page.evaluate(() => window.history.pushState(window.history.state, '', '/loginLog'));
  await Promise.all([code, list]);
  // A tenth of a second of page time for the answers to be read and drawn: nothing waits on a timer (the page was
  // held behind its skeleton for 300 ms of page time when it loaded through React's Suspense).
  await page.clock.runFor(100);
  await expect(page.getByRole('table', { name: 'Login log' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Login log' }).locator('.mantine-Skeleton-root'),
  ).toHaveCount(0);
});

test('a part of the workbench whose code fails shows it in place and the statistics stay', async ({
  page,
  allowErrors,
  allowNetworkErrors,
  saveScreenshot,
}) => {
  allowNetworkErrors();
  allowErrors('ChunkLoadError', 'could not be loaded', 'dynamically imported module');
  // The chart code: the blocks under the statistics draw their charts with it.
  await page.context().route(/\/assets\/charts-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/?token=demo-doctor');

  const area = page.getByRole('region', { name: 'By area' });
  // The chart's place in its block says it failed; the statistics are still there.
  const failure = area
    .getByRole('alert')
    .filter({ hasText: 'This part of the workbench could not be loaded' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Remote consultations')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick entries' })).toBeVisible();
  await saveScreenshot('chunk-part-failed');
});

test('a dialog whose code fails is told in a notification, and the page keeps working', async ({
  page,
  allowErrors,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  allowErrors('ChunkLoadError', 'could not be loaded', 'dynamically imported module');
  await page.context().route(/\/assets\/signup-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/?token=demo-admin');
  await page.getByRole('button', { name: /Registration/ }).click();

  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the workbench could not be loaded' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Reload the page to try again');
  await expect(page.getByRole('dialog', { name: 'Training, exam, live registration' })).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible();
});

test('when the app’s own script never arrives, the page outline says after a while to check the network and reload', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  // A half-done deployment: the entry script is missing.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await page.goto('/?token=demo-doctor');
  const note = page.getByRole('alert').filter({ hasText: 'taking unusually long to start' });
  await expect(page.locator('#boot-skeleton')).toBeVisible();
  await expect(note).toBeHidden();
  // The page's own timeline (CSS animations) runs 1000 times as fast: the 30 s pass at once.
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Check the network connection and reload the page');
  await expect(note).toContainText('工作台启动时间过长');
});

test('a running app never shows that note, however long its session takes to load', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  // The user's account does not come: the outline stays, with the app's status in it.
  await page.goto('/?token=demo-doctor&mockFault=main:/v1/user/getUser:timeout');
  await expect(page.locator('#boot-skeleton')).toHaveAttribute('data-started', '');
  await expect(page.locator('[data-boot-status]')).not.toBeEmpty();
  // Taken out of the page's layout: no time shows it.
  const note = page.locator('.boot-skeleton-stalled');
  expect(await note.evaluate((el) => getComputedStyle(el).display)).toBe('none');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  await expect(note).toBeHidden();
});
