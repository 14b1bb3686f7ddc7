import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The shell's tooltips, popovers, hover card and menu load after the landing (issue 9's bundle budget): until then
// their triggers are plain. Here the floating code is held back, so the user is faster than it: nothing is lost.

test.describe.configure({ timeout: 90_000 });

/** Holds the floating code back until `release()` is called. */
async function holdFloatingCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route(/\/assets\/floating-parts-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function signIn(page: Page) {
  await page.goto('/?token=demo-doctor');
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
}

test('the app download clicked before its popover has loaded opens it when it arrives, in place and focused', async ({
  page,
}) => {
  const release = await holdFloatingCode(page);
  await signIn(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'App download' });
  const user = page.getByRole('banner').getByRole('button', { name: /^张伟/ });
  const before = { button: await button.boundingBox(), user: await user.boundingBox() };
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  release();
  const qr = page.getByRole('img', { name: 'QR code of the app download page' });
  await expect(qr).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeFocused();
  // The floating versions' triggers sit exactly where the plain ones were.
  expect(await button.boundingBox()).toEqual(before.button);
  expect(await user.boundingBox()).toEqual(before.user);

  await button.click();
  await expect(qr).toHaveCount(0);
});

test('the user panel pointed at before its hover card has loaded shows it when it arrives', async ({
  page,
}) => {
  const release = await holdFloatingCode(page);
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: /^张伟/ }).hover();
  release();
  await expect(page.getByRole('link', { name: 'More' })).toBeVisible();
  await page.mouse.move(5, 400);
  await expect(page.getByRole('link', { name: 'More' })).toBeHidden();
});

test('view more chosen by keyboard before its menu has loaded opens it when it arrives', async ({ page }) => {
  const release = await holdFloatingCode(page);
  await signIn(page);
  const more = page.getByRole('region', { name: 'Quick entries' }).getByRole('button', { name: 'View more' });
  // Overflow is recomputed 3 s after load: wait for it rather than for a clock.
  await expect(more).toBeVisible({ timeout: 10_000 });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // As on a click once loaded, the menu takes the focus; the arrow keys move it to the items.
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
});
