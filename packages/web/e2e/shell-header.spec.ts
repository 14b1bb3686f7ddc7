import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { faultList, setFault } from './demo-faults';
import { demoPagesOrigin, expect, networkSettled, signIn, test } from './fixtures';

// Room for a loaded machine (several browsers share two cores); no test asserts speed.
test.describe.configure({ timeout: 90_000 });

const quickBar = (page: Page) => page.getByRole('region', { name: 'Quick entries' });

/** The entries shown in the row of the quick-entry bar (not the view-more and settings controls). */
async function rowEntries(page: Page): Promise<string[]> {
  const names = await quickBar(page).getByRole('button').allInnerTexts();
  return names.map((n) => n.trim()).filter((n) => n !== 'View more' && n !== '');
}

test('the header shows the province logo, user, downloads, personal centre and the hover panel', async ({
  page,
}) => {
  await signIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Hunan maternal and child health' })).toBeVisible();
  expect(await header.boundingBox()).toMatchObject({ height: 82 });
  // Everything fits the minimum page width of 1300 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1300);

  await header.getByRole('button', { name: 'App download' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the app download page' })).toBeVisible();
  await header.getByRole('button', { name: 'App download' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the app download page' })).toHaveCount(0);

  // The demo's stand-in download page, on the stand-in pages' origin; it opens in a window of its own.
  const download = header.getByRole('link', { name: 'Client download' });
  await expect(download).toHaveAttribute(
    'href',
    `${demoPagesOrigin(page)}/demo-embedded/client-download.html`,
  );
  const opened = page.waitForEvent('popup');
  await download.click();
  const downloadPage = await opened;
  await expect(downloadPage.getByRole('heading', { name: /Client download/ })).toBeVisible();
  await downloadPage.close();

  await header.getByRole('button', { name: /^张伟/ }).hover();
  await expect(page.getByRole('menuitem', { name: 'More' })).toHaveAttribute(
    'href',
    'https://www.mch-health.example.org/',
  );
  // The panel repeats the app's QR code (drawn; its named copy is the App download button's).
  await expect(page.getByRole('menu').locator('svg rect').first()).toBeVisible();

  await header.getByRole('button', { name: 'Personal centre' }).click();
  await expect(page).toHaveURL(/\/user-center$/);
  await expect(page.getByRole('tab', { name: 'Personal centre' })).toHaveAttribute('aria-selected', 'true');
});

test('the bell shows the unread count and opens the message list', async ({ page }) => {
  await signIn(page);
  const bell = page.getByRole('button', { name: /^Messages, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const count = Number(/(\d+)/.exec(label)?.[1]);
  expect(count).toBeGreaterThan(0);
  const badge = page.getByRole('banner').getByText(String(count), { exact: true });
  await expect(badge).toBeVisible();
  // The button's name says the count; the badge is not read a second time before it.
  await expect(badge).toHaveAttribute('aria-hidden', 'true');
  await bell.click();
  await expect(page).toHaveURL(/\/user-notice$/);
  await expect(page.getByRole('tab', { name: 'Message list' })).toHaveAttribute('aria-selected', 'true');
});

test('the sign-up banner opens the registration dialog', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /Registration/ }).click();
  await expect(page.getByRole('dialog', { name: 'Training, exam, live registration' })).toBeVisible();
});

test('quick-entry settings are saved per user and open their pages', async ({ page }) => {
  await signIn(page);
  await quickBar(page).getByRole('button', { name: 'Customise quick entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom quick entries' });
  await expect(dialog.getByText('Checked features show on top; unchecked ones are hidden.')).toBeVisible();
  // Before any choice every feature of the menu is an entry.
  await expect(dialog.getByRole('checkbox', { name: '登录日志' })).toBeChecked();
  const boxes = dialog.getByRole('checkbox');
  const total = await boxes.count();
  expect(total).toBeGreaterThan(5);
  for (let i = 0; i < total; i += 1) await boxes.nth(i).uncheck();
  await dialog.getByRole('checkbox', { name: '登录日志' }).check();
  await dialog.getByRole('checkbox', { name: '公告列表' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowEntries(page)).toEqual(['公告列表', '登录日志']);
  await expect(quickBar(page).getByRole('button', { name: 'View more' })).toHaveCount(0);

  await quickBar(page).getByRole('button', { name: '登录日志' }).click();
  await expect(page).toHaveURL(/\/loginLog$/);

  await page.reload();
  await expect.poll(() => rowEntries(page)).toEqual(['公告列表', '登录日志']);

  // Another user on the same browser has their own choice (the defaults).
  await networkSettled(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
  await signIn(page, { token: 'demo-admin' });
  await expect.poll(async () => (await rowEntries(page)).length).toBeGreaterThan(2);

  await networkSettled(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await signIn(page);
  await expect.poll(() => rowEntries(page)).toEqual(['公告列表', '登录日志']);
});

test('entries that do not fit go to view more; a resize recomputes 400 ms after it settles', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  // Let the 3 s recomputation after load pass, then stop the clock.
  await page.clock.runFor(3000);
  const view = quickBar(page).getByRole('button', { name: 'View more' });
  await expect(view).toBeVisible();
  const before = (await rowEntries(page)).length;

  await view.click();
  // Wait for the menu's items before reading them.
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  const overflow = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  expect(overflow.length).toBeGreaterThan(0);
  expect(before + overflow.length).toBe(await quickBarTotal(page));
  await page.keyboard.press('Escape');

  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 50);
  const resized = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('resize', () => resolve(), { once: true })),
  );
  await page.setViewportSize({ width: 1900, height: 800 });
  await resized;
  await page.clock.runFor(399);
  expect((await rowEntries(page)).length).toBe(before);
  await page.clock.runFor(1);
  await expect.poll(async () => (await rowEntries(page)).length).toBeGreaterThan(before);
});

test('the view-more menu opened before the bar measures itself again stays open with its entries', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  const view = quickBar(page).getByRole('button', { name: 'View more' });
  await view.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const overflow = await items.allInnerTexts();
  // The recomputation 3 s after load measures the row again.
  await page.clock.runFor(3000);
  await expect(items.first()).toBeVisible();
  expect(await items.allInnerTexts()).toEqual(overflow);
  await expect(view).toHaveAttribute('aria-expanded', 'true');
});

/** How many entries the user has chosen (the checked boxes of the settings dialog). */
async function quickBarTotal(page: Page): Promise<number> {
  await quickBar(page).getByRole('button', { name: 'Customise quick entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom quick entries' });
  await expect(dialog).toBeVisible();
  const checked = await dialog.getByRole('checkbox', { checked: true }).count();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return checked;
}

test('the language switch changes every shell text and is remembered', async ({ page, saveScreenshot }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: '系统管理' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: '登录日志' }).click();
  await page.getByRole('tab', { name: 'Workbench' }).click();
  await page.getByRole('banner').getByRole('button', { name: /^张伟/ }).hover();
  await expect(page.getByRole('menuitem', { name: 'More' })).toBeVisible();
  await saveScreenshot('shell-en');
  await page.mouse.move(600, 600);

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('tab', { name: '工作台', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('region', { name: '快捷入口' })).toBeVisible();
  await expect(page.getByRole('img', { name: '湖南妇幼健康' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await saveScreenshot('shell-zh-CN');

  await page.reload();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
});

test('the demo fault panel switches faults of the demo backend', async ({ page }) => {
  await signIn(page);
  // The workbench has finished loading (its blocks' code and calls too) before a fault goes on.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open the demo fault switches' }).click();
  const drawer = page.getByRole('dialog', { name: 'Demo faults' });
  const box = drawer.getByRole('checkbox', { name: 'Messages: HTTP 500' });
  await box.check();
  expect(await faultList(page)).toEqual([{ backend: 'message', kind: 'http500' }]);
  await box.uncheck();
  expect(await faultList(page)).toEqual([]);
});

test('the shell passes an accessibility audit in both languages', async ({ page }) => {
  // axe is slow on a loaded machine; this is room to finish, not a speed requirement.
  test.setTimeout(120_000);
  await signIn(page);
  const audit = async () => {
    const result = await new AxeBuilder({ page })
      .include('header')
      .include('aside')
      .include('[role="tablist"]')
      .include('section[aria-label]')
      .analyze();
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  };
  expect(await audit()).toEqual([]);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  expect(await audit()).toEqual([]);
});

test('below 1300 px the page keeps its minimum width and scrolls sideways instead of squeezing', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeGreaterThanOrEqual(1300);
  const header = page.getByRole('banner');
  // The header keeps its full width and every control stays reachable at the right end.
  expect((await header.boundingBox())?.width).toBeGreaterThanOrEqual(1300);
  const logout = header.getByRole('button', { name: 'Log out' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('at 1300 px a long unit name in English is shortened, not the province name, and Log out stays in the window', async ({
  page,
}) => {
  // demo-evaluator's unit is 长沙市岳麓区妇幼保健计划生育服务中心; the evaluation dialog opens over the page on arrival.
  const dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
  await signIn(page, { token: 'demo-evaluator', ready: dialog });
  const header = page.getByRole('banner');
  // The unit name gives way: shortened, its whole name on hover (and in the user's menu).
  const unit = header.getByTitle('长沙市岳麓区妇幼保健计划生育服务中心');
  await expect(unit).toBeVisible();
  expect(await unit.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Nothing scrolls sideways, and every control of the header is whole inside the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1300);
  for (const name of ['Personal centre', 'App download', 'Client download', 'Log out']) {
    const box = await header
      .getByRole('button', { name })
      .or(header.getByRole('link', { name }))
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1300, name).toBe(true);
  }
  // The province's name is whole, and clear of the user's name and unit.
  const title = header.getByTitle('Hunan maternal and child health');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [name, panel] = await Promise.all([title.boundingBox(), unit.boundingBox()]);
  expect(name && panel && name.x + name.width < panel.x).toBe(true);
  await expect(header.getByRole('img', { name: 'Hunan maternal and child health' })).toBeVisible();
  await page.screenshot({ path: '/tmp/mch-dialogs/shots/header-long-unit.png' });
});

test('a warning opens below the header, the quick entries and the tab strip, leaving their controls free', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await signIn(page);
  await networkSettled(page);
  await setFault(page, { backend: 'main', path: '/stats/all', kind: 'businessError' });
  await page.getByText('My unit').click();
  const warning = page.getByRole('alert').filter({ hasText: 'Warning' });
  await expect(warning).toBeVisible();
  const [header, box] = await Promise.all([page.getByRole('banner').boundingBox(), warning.boundingBox()]);
  expect(header && box && box.y >= header.y + header.height).toBe(true);
  // Log out, at the header's right end, is what the pointer reaches there.
  const logout = page.getByRole('button', { name: 'Log out' });
  const reached = await logout.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(reached).toBe(true);
  // Nor over the quick entries and the tab strip: the newest tab, its close button and 'View more' stay reachable.
  const strip = await page.getByRole('tablist', { name: 'Open pages' }).boundingBox();
  const entries = await page.getByRole('region', { name: 'Quick entries' }).boundingBox();
  expect(
    strip && entries && box && box.y >= strip.y + strip.height && box.y >= entries.y + entries.height,
  ).toBe(true);
});

test('after a switch of language the quick-entry row is split again: view more stays clear of the settings button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { locale: 'zh-CN' });
  const bar = page.getByRole('region', { name: '快捷入口' });
  await expect(bar.getByRole('button', { name: '查看更多' })).toBeVisible();
  // A new choice of entries, made in Chinese, is measured in Chinese.
  await bar.getByRole('button', { name: '自定义快捷入口' }).click();
  const dialog = page.getByRole('dialog', { name: '自定义快捷入口' });
  await dialog.getByRole('checkbox', { checked: true }).first().uncheck();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('radiogroup').getByText('English', { exact: true }).click();
  const view = quickBar(page).getByRole('button', { name: 'View more' });
  await expect(view).toBeVisible();
  const settings = quickBar(page).getByRole('button', { name: 'Customise quick entries' });
  const [more, gear] = await Promise.all([view.boundingBox(), settings.boundingBox()]);
  expect(more && gear && more.x + more.width <= gear.x).toBe(true);
  // And the row still holds every entry between itself and the menu.
  await view.click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  const overflow = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  expect((await rowEntries(page)).length + overflow.length).toBe(await quickBarTotal(page));
});
