import AxeBuilder from '@axe-core/playwright';
import { setFault } from './demo-faults';
import { expect, networkSettled, signIn, test } from './fixtures';

// Room for a loaded machine (several browsers share two cores); no test asserts speed.
test.describe.configure({ timeout: 90_000 });

/** A message the demo backend sends with its refusal: the server's own words, which no language switch changes. */
const SERVER_SAYS = 'Statistics are being rebuilt, try again at 18:00';

test('notifications on screen follow the language switch; a server’s message stays as it came', async ({
  page,
  allowNetworkErrors,
  saveScreenshot,
}) => {
  allowNetworkErrors();
  await signIn(page);
  await networkSettled(page);
  const stats = page.getByRole('region', { name: 'Statistics' });

  // Choosing a city asks for its figures (no answer: a network failure) and its areas (refused by the server).
  await setFault(page, { backend: 'main', path: '/stats/all', kind: 'network' });
  await setFault(page, {
    backend: 'main',
    path: '/stats/areaStats',
    kind: 'businessError',
    message: SERVER_SAYS,
  });
  await stats.getByRole('combobox', { name: 'Area: City' }).click();
  await page.getByRole('option', { name: '长沙市' }).click();

  // The two notifications (the statistics' panels say in place what failed, too, also as alerts).
  const alerts = page.getByRole('alert');
  const failed = alerts
    .filter({ hasText: 'Failed' })
    .filter({ hasText: 'Network error, please retry later.' });
  const warning = alerts.filter({ hasText: 'Warning' }).filter({ hasText: SERVER_SAYS });
  await expect(failed).toBeVisible();
  await expect(warning).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Close' })).toBeVisible();
  // The pointer rests on a notification: none of them closes by itself meanwhile (Mantine pauses them all).
  await failed.hover();
  await saveScreenshot('notifications-before-language-switch-en');
  // The same two elements are looked at after the switch.
  const failedId = await failed.getAttribute('id');
  const warningId = await warning.getAttribute('id');
  if (!failedId || !warningId) throw new Error('the notifications have no id');
  const sameFailed = page.locator(`[id="${failedId}"]`);
  const sameWarning = page.locator(`[id="${warningId}"]`);

  // The language is switched with the keyboard (the pointer stays where it is).
  await page.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // The same notifications, still announced as alerts, now read in Chinese; the server's words are unchanged.
  await expect(sameFailed).toHaveRole('alert');
  await expect(sameFailed).toContainText('失败');
  await expect(sameFailed).toContainText('网络异常，请稍后重试。');
  await expect(sameFailed).not.toContainText('Network error');
  await expect(sameFailed.getByRole('button', { name: '关闭' })).toBeVisible();
  await expect(sameWarning).toHaveRole('alert');
  await expect(sameWarning).toContainText('警告');
  await expect(sameWarning).toContainText(SERVER_SAYS);
  await expect(sameWarning).not.toContainText('Warning');
  await saveScreenshot('notifications-after-language-switch-zh-CN');
  // Nothing for assistive technologies to trip on in the switched notifications.
  const audit = await new AxeBuilder({ page })
    .include(`[id="${failedId}"]`)
    .include(`[id="${warningId}"]`)
    .analyze();
  expect(audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
});
