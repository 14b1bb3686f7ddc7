import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Windows' contrast themes: the browser repaints the page in the user's few system colours and drops fills and
// shadows. Every state the app shows by a fill alone must still be seen.
test.use({ forcedColors: 'active', reducedMotion: 'reduce' });

/** The colour the browser gives a system colour keyword in the active contrast theme (as computed styles say it). */
async function systemColour(page: Page, keyword: string): Promise<string> {
  return page.evaluate((k) => {
    const probe = document.createElement('span');
    probe.style.cssText = `forced-color-adjust: none; background-color: ${k}`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, keyword);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, p) => getComputedStyle(element).getPropertyValue(p), property);

test('in a contrast theme checked boxes, the current menu entry, chosen options, chart bars and the focused field are seen', async ({
  page,
}) => {
  await signIn(page);
  const highlight = await systemColour(page, 'Highlight');
  const canvas = await systemColour(page, 'Canvas');

  // The statistics' units control and the language switch show their chosen option.
  const stats = page.getByRole('region', { name: 'Statistics' });
  const chosen = stats.locator('.mantine-SegmentedControl-indicator');
  await expect(chosen).toBeVisible();
  expect(await style(chosen, 'background-color')).toBe(highlight);
  const language = page.getByRole('banner').locator('.mantine-SegmentedControl-indicator');
  expect(await style(language, 'background-color')).toBe(highlight);

  // The current page's menu entry is outlined.
  const current = page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-current="page"]');
  expect(await style(current, 'outline-style')).toBe('solid');
  expect(await style(current, 'outline-color')).toBe(highlight);

  // The chart's bars and its legend's keys keep their colours (they were the page's background: a blank chart).
  const byArea = page.getByRole('region', { name: 'By area' });
  const bar = byArea.locator('[data-chart-mark]').first();
  await expect(bar).toBeVisible({ timeout: 20_000 });
  const barColour = await style(bar, 'background-color');
  expect([canvas, 'rgba(0, 0, 0, 0)']).not.toContain(barColour);

  // An invitation's countdown bar shows how much time is left.
  const countdown = page.getByRole('progressbar').first();
  await expect(countdown).toBeVisible();
  expect(await style(countdown, 'background-color')).toBe(highlight);

  // A checked box is filled, an unchecked one is not.
  await page
    .getByRole('region', { name: 'Quick entries' })
    .getByRole('button', { name: 'Customise quick entries' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Custom quick entries' });
  const box = settings.getByRole('checkbox').first();
  await expect(box).toBeChecked();
  expect(await style(box, 'background-color')).toBe(highlight);
  await box.uncheck();
  expect(await style(box, 'background-color')).not.toBe(highlight);
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // A field with the focus has a ring the theme keeps (its usual ring is a shadow, which is dropped).
  await page.goto('/resident-case');
  const field = page.getByRole('textbox', { name: 'Identity card number' });
  await field.focus();
  expect(await style(field, 'outline-style')).toBe('solid');
  expect(await style(field, 'outline-color')).toBe(highlight);
});

test('with reduced motion the loading placeholders do not pulse', async ({ page }) => {
  // Every call of the demo backend slowed: the workbench's blocks show their placeholders while they load.
  await page.goto('/?token=demo-doctor&mockFault=delay');
  const placeholder = page.locator('.mantine-Skeleton-root').first();
  await expect(placeholder).toBeVisible({ timeout: 20_000 });
  expect(await placeholder.evaluate((element) => getComputedStyle(element, '::after').animationName)).toBe(
    'none',
  );
});
