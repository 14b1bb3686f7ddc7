import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, tabNames, test } from './fixtures';

// The side menu's exam and training entries go the way of the workbench's subsystems card: the user is synced and
// the subsystem token exchanged first, then the subsystem is framed with its token (SPEC.md §4, §7); a failed
// exchange says so and opens nothing.

const SHOTS = '/tmp/mch-a11y/shots';

type Locale = 'en' | 'zh-CN';

/** The subsystem group of the demo menu, opened. */
async function openSubsystemGroup(page: Page, locale: Locale) {
  const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main menu' : '主菜单' });
  await nav.getByRole('button', { name: '业务子系统' }).click();
  return nav;
}

test('the exam entry of the side menu opens the exam framed with its exchanged token', async ({ page }) => {
  await signIn(page);
  const nav = await openSubsystemGroup(page, 'en');
  await nav.getByRole('button', { name: '在线考试' }).click();
  await expect(page.getByRole('tab', { name: /Online exam/ })).toBeVisible();
  await expect(page.locator('iframe[src*="demo-embedded/exam.html"][src*="token="]')).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/side-menu-exam-en.png` });
});

test('the exam entry is one tab whether opened from the side menu or the quick-entry bar, and the menu marks it', async ({
  page,
}) => {
  await signIn(page);
  const nav = await openSubsystemGroup(page, 'en');
  const entry = nav.getByRole('button', { name: '在线考试' });
  await entry.click();
  await expect(page.getByRole('tab', { name: /Online exam/ })).toBeVisible();
  await expect(entry).toHaveAttribute('aria-current', 'page');
  const frame = page.locator('iframe[src*="demo-embedded/exam.html"]');
  await expect(frame).toHaveAttribute('src', /token=/);

  await page.getByRole('tab', { name: /Workbench/ }).click();
  await expect(entry).not.toHaveAttribute('aria-current', 'page');
  // The same entry from the quick-entry bar (at 1300 px it is in 'View more'): the same tab again, with its token.
  const bar = page.getByRole('region', { name: 'Quick entries' });
  await bar.getByRole('button', { name: 'View more' }).click();
  await page.getByRole('menuitem', { name: '在线考试' }).click();
  await expect(page.getByRole('tab', { name: /Online exam/ })).toHaveAttribute('aria-selected', 'true');
  expect(await tabNames(page)).toEqual(['Workbench', 'Online exam']);
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /token=/);
  await expect(page).toHaveURL(/\/out-system-url\?system=exam$/);
});

for (const locale of ['en', 'zh-CN'] as const) {
  test(`a failed training exchange from the side menu says syncing user info failed and opens nothing (${locale})`, async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await signIn(page, { locale, query: '&mockFault=mainSync:/v1/sync/userInfo:http500' });
    const nav = await openSubsystemGroup(page, locale);
    await nav.getByRole('button', { name: '在线培训' }).click();
    const title = locale === 'en' ? 'Online training could not be opened' : '在线培训无法打开';
    const failure = page.getByRole('alert').filter({ hasText: title });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(
      locale === 'en' ? 'Syncing user information failed.' : '同步用户信息失败。',
    );
    await expect(
      page.getByRole('tab', { name: locale === 'en' ? /Online training/ : /在线培训/ }),
    ).toHaveCount(0);
    // The notification itself is accessible: a named close button, a description with enough contrast.
    await expect(failure.getByRole('button', { name: locale === 'en' ? 'Close' : '关闭' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[role="alert"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/side-menu-training-failed-${locale}.png` });
  });
}
