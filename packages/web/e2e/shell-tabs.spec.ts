import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, openFromMenu, signIn, tab, tabNames, tabs, test } from './fixtures';

// Room for a loaded machine (several browsers share two cores); no test asserts speed.
test.describe.configure({ timeout: 90_000 });

/** The browser's own history of this tab: each entry's address and the title the browser keeps for it. */
async function historyEntries(page: Page): Promise<{ url: string; title: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as {
    entries: { url: string; title: string }[];
  };
  await cdp.detach();
  return entries.map(({ url, title }) => ({ url: new URL(url).pathname + new URL(url).search, title }));
}

async function contextMenu(page: Page, target: Locator, item: string) {
  await target.click({ button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

test("each entry of the browser's history (its Back menu) is named by its own page", async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await expect(page).toHaveTitle('Login log – MCH Workbench');
  await openFromMenu(page, '业务子系统', '在线考试');
  await expect(page).toHaveTitle('Online exam – MCH Workbench');
  await openFromMenu(page, '业务子系统', '在线培训');
  await expect(page).toHaveTitle('Online training – MCH Workbench');
  await expect
    .poll(async () => (await historyEntries(page)).slice(-4))
    .toEqual([
      { url: '/workbench', title: 'Workbench – MCH Workbench' },
      { url: '/loginLog', title: 'Login log – MCH Workbench' },
      { url: '/out-system-url?system=exam', title: 'Online exam – MCH Workbench' },
      { url: '/out-system-url?system=training', title: 'Online training – MCH Workbench' },
    ]);
});

test('menu items open tabs; opening an open page focuses its tab; the address follows', async ({ page }) => {
  await signIn(page);
  expect(await tabNames(page)).toEqual(['Workbench']);
  await expect(tab(page, 'Workbench')).toHaveAttribute('aria-selected', 'true');
  // The browser's title names the page shown.
  await expect(page).toHaveTitle('Workbench – MCH Workbench');

  await openFromMenu(page, '系统管理', '登录日志');
  await expect(page).toHaveURL(/\/loginLog$/);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Login log – MCH Workbench');
  await openFromMenu(page, '系统管理', '签约机构管理');
  await expect(page).toHaveURL(/\/mahefnq$/);

  await openFromMenu(page, '系统管理', '登录日志');
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Signed-organisation management']);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/loginLog$/);

  await tab(page, 'Workbench').click();
  await expect(page).toHaveURL(/\/workbench$/);
  await page.goBack();
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
});

test('Back and Forward pass over the pages closed and never open them again', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '系统管理', '签约机构管理');
  await tab(page, 'Workbench').click();
  await expect(page).toHaveURL(/\/workbench$/);
  // A tab closed that is not shown: Back passes over its page to the one before it.
  await tab(page, 'Signed-organisation management').locator('[data-tab-close]').click();
  await page.goBack();
  await expect(page).toHaveURL(/\/loginLog$/);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page)).toHaveCount(2);
  // The page shown closed: nothing open is left behind it, so Back stays where it is.
  await tab(page, 'Login log').focus();
  await page.keyboard.press('Delete');
  await expect(page).toHaveURL(/\/workbench$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(tabs(page)).toHaveCount(1);
  // Forward onto a closed page does not open it either.
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(tabs(page)).toHaveCount(1);
  expect(await tabNames(page)).toEqual(['Workbench']);
  // A closed page opened again from the menu is a page like any other.
  await openFromMenu(page, '系统管理', '登录日志');
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
});

test('each press of Back and Forward shows another page: pages opened from the menu, one closed between them', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '系统管理', '签约机构管理');
  await openFromMenu(page, '系统管理', '角色管理');
  // One history entry per page opened.
  expect(await page.evaluate(() => (history.state as { __TSR_index: number }).__TSR_index)).toBe(3);
  await tab(page, 'Signed-organisation management').locator('[data-tab-close]').click();
  await expect(tabs(page)).toHaveCount(3);

  await page.goBack();
  await expect(page).toHaveURL(/\/loginLog$/);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/workbench$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/loginLog$/);
  // Forward passes over the closed page to the one after it.
  await page.goForward();
  await expect(page).toHaveURL(/\/auth-role-manage$/);
  await expect(tab(page, 'Role management')).toHaveAttribute('aria-selected', 'true');
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Role management']);
  // A jump of several entries (as from the browser's history list) onto it passes over it too, in its direction.
  await page.evaluate(() => history.go(-3));
  await expect(page).toHaveURL(/\/workbench$/);
  await page.evaluate(() => history.go(2));
  await expect(page).toHaveURL(/\/auth-role-manage$/);
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Role management']);
});

test('tabs close by their icon, the Delete key and every context-menu action; the workbench stays', async ({
  page,
}) => {
  await signIn(page);
  for (const item of ['登录日志', '签约机构管理', '权限管理', '角色管理'])
    await openFromMenu(page, '系统管理', item);
  expect(await tabNames(page)).toEqual([
    'Workbench',
    'Login log',
    'Signed-organisation management',
    'Authority management',
    'Role management',
  ]);

  // The close icon of the current tab: its left neighbour becomes current.
  await tab(page, 'Role management').locator('[data-tab-close]').click();
  expect(await tabNames(page)).toEqual([
    'Workbench',
    'Login log',
    'Signed-organisation management',
    'Authority management',
  ]);
  await expect(tab(page, 'Authority management')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/authority-manage$/);
  // Back does not open the closed page again: the closed page's address gave way to the one shown, and Back passes
  // over that entry too (the page shown) to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/mahefnq$/);
  await expect(tab(page, 'Signed-organisation management')).toHaveAttribute('aria-selected', 'true');
  expect(await tabNames(page)).toEqual([
    'Workbench',
    'Login log',
    'Signed-organisation management',
    'Authority management',
  ]);
  await tab(page, 'Authority management').click();
  await expect(page).toHaveURL(/\/authority-manage$/);

  // Delete on a focused tab.
  await tab(page, 'Signed-organisation management').focus();
  await page.keyboard.press('Delete');
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Authority management']);
  // The middle mouse button, as in the browser's own tabs; the workbench's tab stays.
  await openFromMenu(page, '系统管理', '签约机构管理');
  await tab(page, 'Signed-organisation management').click({ button: 'middle' });
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Authority management']);
  await tab(page, 'Workbench').click({ button: 'middle' });
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Authority management']);
  await tab(page, 'Authority management').click();

  await openFromMenu(page, '系统管理', '角色管理');
  await contextMenu(page, tab(page, 'Authority management'), 'Close tabs to the right');
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Authority management']);
  await expect(tab(page, 'Authority management')).toHaveAttribute('aria-selected', 'true');

  await contextMenu(page, tab(page, 'Authority management'), 'Close tabs to the left');
  expect(await tabNames(page)).toEqual(['Workbench', 'Authority management']);

  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '系统管理', '角色管理');
  await contextMenu(page, tab(page, 'Login log'), 'Close others');
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log']);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');

  await openFromMenu(page, '系统管理', '角色管理');
  await tab(page, 'Workbench').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Close', exact: true })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  expect(await tabNames(page)).toEqual(['Workbench']);
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(tab(page, 'Workbench').locator('[data-tab-close]')).toHaveCount(0);
});

test('a hidden tab keeps its page alive (a typed filter stays); refresh builds it again and reads its list again', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  const filter = page.getByRole('textbox', { name: 'User name' });
  await filter.fill('zhang');
  await tab(page, 'Workbench').click();
  await expect(filter).toBeHidden();
  await openFromMenu(page, '系统管理', '签约机构管理');
  await tab(page, 'Login log').click();
  await expect(filter).toHaveValue('zhang');

  // Refresh builds the page again and reads its list again, as a reload of the browser does: what was typed stays
  // (kept with the list's view, like a filter).
  const readAgain = page.waitForRequest((request) => request.url().includes('/v1/userLoginLog/queryPage'));
  await contextMenu(page, tab(page, 'Login log'), 'Refresh');
  await readAgain;
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue('zhang');
});

test('each tab keeps where its page was scrolled to; a page opened anew starts at the top', async ({
  page,
}) => {
  await signIn(page);
  const statistics = page.getByRole('heading', { name: 'Statistics', exact: true });
  const lastBlock = page.getByRole('heading', { name: 'Exams and training', exact: true });
  await expect(lastBlock).toBeVisible();
  // The user scrolls the workbench down to its last block (the wheel, over the content).
  await page.getByRole('main').hover();
  while (!(await lastBlock.evaluate((h) => h.getBoundingClientRect().bottom < window.innerHeight)))
    await page.mouse.wheel(0, 200);
  await expect(statistics).not.toBeInViewport();

  await openFromMenu(page, '系统管理', '登录日志');
  const loginLog = page.getByRole('heading', { name: 'Login log', level: 1 });
  await expect(loginLog).toBeInViewport();
  await tab(page, 'Workbench').click();
  await expect(lastBlock).toBeInViewport();
  await expect(statistics).not.toBeInViewport();
  await tab(page, 'Login log').click();
  await expect(loginLog).toBeInViewport();
});

test('the open tabs and the current one are restored after a reload', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '消息中心', '公告列表');
  await tab(page, 'Login log').click();
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
  expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Announcement list']);
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/loginLog$/);
});

test('arrow keys move between tabs (roving focus); Enter shows the focused tab', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '系统管理', '签约机构管理');
  await tab(page, 'Signed-organisation management').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Login log')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Workbench')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Signed-organisation management')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Workbench')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Workbench')).toHaveAttribute('aria-selected', 'true');
  await expect(tabs(page).and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Close all' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('long titles are cut at 150 px with the full title on hover', async ({ page }) => {
  await signIn(page);
  await page.goto('/mahefnq');
  const title = tab(page, 'Signed-organisation management');
  await expect(title).toHaveAttribute('aria-selected', 'true');
  const text = title.locator('span').filter({ hasText: 'Signed-organisation management' }).first();
  const width = await text.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(150);
  await text.hover();
  await expect(page.getByRole('tooltip', { name: 'Signed-organisation management' })).toBeVisible();
});

test('the full title of a very long tab wraps inside the window, and the list of open pages stays narrow', async ({
  page,
}) => {
  await page.goto('/user-notice?token=demo-doctor');
  // The doctor's two invitations (bottom right, above the page) are answered first: they would cover the rows.
  const invitations = page.getByRole('region', { name: 'Invitations' });
  for (const name of ['Consultation invitation', 'Referral live invitation'])
    await invitations.getByRole('group', { name }).getByRole('button', { name: 'Ignore' }).click();
  await expect(invitations).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Title' }).fill('开展业务培训的通知');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: /^View message: 关于湖南省长沙市芙蓉区/ })
    .first()
    .click();
  const opened = page.getByRole('tab', { name: /^关于湖南省长沙市芙蓉区/ });
  await expect(opened).toHaveAttribute('aria-selected', 'true');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await opened.locator('span').first().hover();
  const tooltip = page.getByRole('tooltip', { name: /^关于湖南省长沙市芙蓉区/ });
  await expect(tooltip).toBeVisible();
  // More than 200 characters: several lines of at most 420 px, all of them inside the window.
  const box = await tooltip.boundingBox();
  expect(box && box.width <= 420 && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(box && box.height > 40).toBe(true);
  // Enough pages to overflow the strip: the list of all open pages is at most 360 px wide, its titles cut.
  for (const item of ['登录日志', '签约机构管理', '权限管理', '角色管理'])
    await openFromMenu(page, '系统管理', item);
  for (const item of ['评价管理', '评价统计']) await openFromMenu(page, '满意度评价', item);
  await openFromMenu(page, '居民档案', '患者档案管理');
  await openFromMenu(page, null, '转诊监测');
  await page.getByRole('button', { name: /^All open pages/ }).click();
  const list = page.getByRole('menu');
  await expect(list.getByRole('menuitem', { name: /^关于湖南省长沙市芙蓉区/ })).toBeVisible();
  const listBox = await list.boundingBox();
  expect(listBox && listBox.width <= 360 && listBox.x >= 0).toBe(true);
  // The long title ends in '…' inside the list: nothing runs past its edge, no sideways scroll bar.
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const itemBox = await list.getByRole('menuitem', { name: /^关于湖南省长沙市芙蓉区/ }).boundingBox();
  expect(listBox && itemBox && itemBox.x + itemBox.width <= listBox.x + listBox.width).toBe(true);
});

test('a page that throws shows an error panel inside its own tab; the rest keeps working', async ({
  page,
  allowErrors,
}) => {
  // The page's code is served with its component wrapped in one that throws while rendering until the test says
  // otherwise: a page error like any bug, with no hook in the app.
  allowErrors('Page error injected by the test');
  await page.context().route('**/assets/signed-organisations-*.js', async (route) => {
    const original = await (await route.fetch()).text();
    const exported = /export\s*\{\s*([\w$]+) as default\s*\};?\s*$/.exec(original);
    if (!exported) throw new Error('the signed-organisations chunk exports no default component');
    const broken = `${original.slice(0, exported.index)}
export default function BrokenPage(props) {
  if (!globalThis.__pageRepaired) throw new Error('Page error injected by the test');
  return ${exported[1]}(props);
}`;
    await route.fulfill({ body: broken, contentType: 'text/javascript' });
  });
  await signIn(page);
  await openFromMenu(page, '系统管理', '登录日志');
  await page.getByRole('textbox', { name: 'User name' }).fill('kept');
  await openFromMenu(page, '系统管理', '签约机构管理');
  const broken = page.getByRole('tabpanel', { name: 'Signed-organisation management' });
  await expect(broken.getByText('This page stopped working')).toBeVisible();
  // The failed page still has its one h1 for screen readers: its tab's title.
  await expect(broken.getByRole('heading', { level: 1 })).toHaveText('Signed-organisation management');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await tab(page, 'Login log').click();
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue('kept');
  await tab(page, 'Signed-organisation management').click();
  await page.evaluate(() => {
    (globalThis as { __pageRepaired?: boolean }).__pageRepaired = true;
  });
  await broken.getByRole('button', { name: 'Retry' }).click();
  await expect(broken.getByText('This page stopped working')).toHaveCount(0);
  await expect(broken.getByRole('heading', { name: 'Signed-organisation management' })).toBeVisible();
});

test('when the tabs overflow the strip, a list of all open pages shows any of them', async ({ page }) => {
  await signIn(page);
  const strip = page.getByRole('tablist', { name: 'Open pages' });
  const allPages = page.getByRole('button', { name: /^All open pages/ });
  await openFromMenu(page, '系统管理', '登录日志');
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  // Two tabs fit: no list.
  await expect(allPages).toHaveCount(0);

  for (const item of ['签约机构管理', '权限管理', '角色管理']) await openFromMenu(page, '系统管理', item);
  await openFromMenu(page, '居民档案', '患者档案管理');
  for (const item of ['消息列表', '公告列表']) await openFromMenu(page, '消息中心', item);
  for (const item of ['评价管理', '评价统计']) await openFromMenu(page, '满意度评价', item);
  await openFromMenu(page, null, '转诊监测');
  await expect(allPages).toHaveAccessibleName('All open pages (11)');
  // The workbench tab has scrolled out of the strip's view.
  const workbench = tab(page, 'Workbench');
  const outOfView = async () => {
    const [box, tabBox] = await Promise.all([strip.boundingBox(), workbench.boundingBox()]);
    return !box || !tabBox || tabBox.x + tabBox.width <= box.x + 1;
  };
  expect(await outOfView()).toBe(true);

  // After a reload the restored current tab is in view again.
  await page.reload();
  const current = tab(page, 'Referral monitoring');
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(allPages).toBeVisible();
  const inView = async () => {
    const [box, tabBox] = await Promise.all([strip.boundingBox(), current.boundingBox()]);
    return !!box && !!tabBox && tabBox.x >= box.x - 1 && tabBox.x + tabBox.width <= box.x + box.width + 1;
  };
  await expect.poll(inView).toBe(true);

  await allPages.click();
  const list = page.getByRole('menu');
  await expect(list.getByRole('menuitem')).toHaveCount(11);
  await expect(list.getByRole('menuitem', { name: 'Referral monitoring' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const audit = await new AxeBuilder({ page }).include('[role="menu"]').include('[role="tablist"]').analyze();
  expect(audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  await list.getByRole('menuitem', { name: 'Workbench' }).click();
  await expect(workbench).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/workbench$/);
  await expect.poll(outOfView).toBe(false);

  // Closing tabs until they fit again takes the list away.
  await workbench.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(allPages).toHaveCount(0);
});

// Two open messages (or residents) are two tabs: each is named by what it shows, not both "Message detail".
test('a plain turn of the mouse wheel moves an overflowing strip sideways', async ({ page }) => {
  await signIn(page);
  const strip = page.getByRole('tablist', { name: 'Open pages' });
  for (const item of ['登录日志', '签约机构管理', '权限管理', '角色管理'])
    await openFromMenu(page, '系统管理', item);
  await openFromMenu(page, '居民档案', '患者档案管理');
  for (const item of ['消息列表', '公告列表']) await openFromMenu(page, '消息中心', item);
  for (const item of ['评价管理', '评价统计']) await openFromMenu(page, '满意度评价', item);
  await openFromMenu(page, null, '转诊监测');
  await expect(page.getByRole('button', { name: 'All open pages (11)' })).toBeVisible();
  // The current (last) tab is in view: the strip is scrolled along. The wheel turned away from the user goes back.
  const scrolled = () => strip.evaluate((el) => el.scrollLeft);
  await expect.poll(scrolled).toBeGreaterThan(0);
  const end = await scrolled();
  await strip.hover();
  await page.mouse.wheel(0, -300);
  await expect.poll(scrolled).toBeLessThan(end);
  await page.mouse.wheel(0, -100_000);
  await expect.poll(scrolled).toBe(0);
  await page.mouse.wheel(0, 100_000);
  const farEnd = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
  await expect.poll(scrolled).toBe(farEnd);
});

test('closing a tab by its icon leaves the focus on the tab shown now', async ({ page }) => {
  await signIn(page);
  for (const item of ['登录日志', '角色管理']) await openFromMenu(page, '系统管理', item);
  await tab(page, 'Role management').locator('[data-tab-close]').click();
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Login log')).toBeFocused();
  // Tab moves on from there, not from the top of the page.
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Workbench')).toBeFocused();
});

test('tabs of two opened messages are named by their messages', async ({ page }) => {
  await page.goto('/user-notice?token=demo-doctor');
  const table = page.getByRole('table', { name: 'Messages' });
  const view = table.getByRole('button', { name: /^View message: / });
  await expect(view.first()).toBeVisible({ timeout: 20_000 });
  const titleOf = async (n: number) =>
    ((await view.nth(n).getAttribute('aria-label')) ?? '').replace(/^View message: /, '');
  const [first, second] = [await titleOf(0), await titleOf(1)];
  await view.nth(0).click();
  await expect(tab(page, `${first} – Message detail`)).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await tab(page, 'Message list').click();
  await view.nth(1).click();
  await expect(tab(page, `${second} – Message detail`)).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  expect(await tabNames(page)).toEqual([
    'Workbench',
    'Message list',
    `${first} – Message detail`,
    `${second} – Message detail`,
  ]);
  // In Chinese every tab follows at once, the hidden message's too.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const names = () => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allInnerTexts();
  await expect.poll(names).toEqual(['工作台', '消息列表', `${first} – 消息详情`, `${second} – 消息详情`]);
});

test('a message’s tab, named by the message once it has loaded, is whole in the overflowing strip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  for (const item of ['登录日志', '签约机构管理', '权限管理', '角色管理'])
    await openFromMenu(page, '系统管理', item);
  for (const item of ['评价管理', '评价统计']) await openFromMenu(page, '满意度评价', item);
  await openFromMenu(page, null, '转诊监测');
  await openFromMenu(page, '消息中心', '消息列表');
  const view = page.getByRole('table', { name: 'Messages' }).getByRole('button', { name: /^View message: / });
  await expect(view.first()).toBeVisible({ timeout: 20_000 });
  const title = ((await view.first().getAttribute('aria-label')) ?? '').replace(/^View message: /, '');
  await view.first().click();
  const current = tab(page, `${title} – Message detail`);
  await expect(current).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  // The whole tab, its close button included, is in the strip's view.
  const strip = page.getByRole('tablist', { name: 'Open pages' });
  const close = current.locator('[data-tab-close]');
  await expect
    .poll(async () => {
      const [box, closeBox] = await Promise.all([strip.boundingBox(), close.boundingBox()]);
      return !!box && !!closeBox && closeBox.x + closeBox.width <= box.x + box.width + 1;
    })
    .toBe(true);
});

test('in a window narrower than the page, the current tab is brought into the strip without moving the page sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  for (const item of ['登录日志', '签约机构管理', '权限管理', '角色管理'])
    await openFromMenu(page, '系统管理', item);
  for (const item of ['消息列表', '公告列表']) await openFromMenu(page, '消息中心', item);
  for (const item of ['评价管理', '评价统计']) await openFromMenu(page, '满意度评价', item);
  await openFromMenu(page, null, '转诊监测');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  const current = tab(page, 'Referral monitoring');
  await expect(current).toHaveAttribute('aria-selected', 'true');
  const strip = page.getByRole('tablist', { name: 'Open pages' });
  await expect
    .poll(async () => {
      const [box, tabBox] = await Promise.all([strip.boundingBox(), current.boundingBox()]);
      return !!box && !!tabBox && tabBox.x >= box.x - 1 && tabBox.x + tabBox.width <= box.x + box.width + 1;
    })
    .toBe(true);
  // The page stays where it was: the logo and the side menu are in the window.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('a page brought up from the menu or the bell is told to a screen reader; one reached by its tab is not told twice', async ({
  page,
}) => {
  await signIn(page);
  const announcer = page.locator('[data-page-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Nothing is told for the page shown on arrival.
  await expect(announcer).toHaveText('');
  await openFromMenu(page, '系统管理', '登录日志');
  await expect(announcer).toHaveText('Login log shown');
  // The focus stays on the menu item, so that the next page is a step away.
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: '登录日志', exact: true }),
  ).toBeFocused();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /unread/ })
    .click();
  await expect(tab(page, 'Message list')).toHaveAttribute('aria-selected', 'true');
  await expect(announcer).toHaveText('Message list shown');
  // From the tab strip, the focused tab's name says it: nothing more is told.
  await tab(page, 'Workbench').focus();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Workbench')).toHaveAttribute('aria-selected', 'true');
  await expect(announcer).toHaveText('');
  // In Chinese.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('button', { name: '签约机构管理', exact: true })
    .click();
  await expect(announcer).toHaveText('已显示签约机构管理');
});

test('in a short window the menu scrolls to the entry of the page shown, however it was opened', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 560 });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  /** Whether the menu's entry of the page shown is whole inside the menu's scroll box. */
  const currentInView = () =>
    menu.evaluate((nav) => {
      const entry = nav.querySelector('[aria-current="page"]');
      if (!entry) return 'no current entry';
      const box = nav.getBoundingClientRect();
      const at = entry.getBoundingClientRect();
      return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
    });
  // Opened by its address: its group opens, low in the menu.
  await page.goto('/loginLog?token=demo-doctor');
  await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect.poll(currentInView).toBe(true);
  // The menu scrolled back to its top, the page shown from its tab after another one.
  await tabs(page).first().click();
  await menu.evaluate((nav) => nav.scrollTo({ top: 0 }));
  await tab(page, 'Login log').click();
  await expect.poll(currentInView).toBe(true);
});
