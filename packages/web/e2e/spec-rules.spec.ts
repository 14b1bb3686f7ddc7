import type { Locator, Page } from '@playwright/test';
import { expect, networkSettled, openFromMenu, signIn, tab, tabNames, test } from './fixtures';

/*
 * SPEC rules that had no browser test of their own: the menu's type-1 rule (§2.3, §6), table paging (§5), the
 * tab rules of the route table (§2.2), the sign-up card's tags and details (§2.4, §4), the sign-up dialog's widths
 * (§2.4, §9), what logging out clears (§4) and the evaluation's ignore action only for mode 0 (§2.5, §4).
 */

// Room for a loaded machine (several browsers share two cores); no test asserts speed.
test.describe.configure({ timeout: 90_000 });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Moves the address inside the app without a page load, the way an in-app link does (the router follows
 * `history.pushState`). Unlike `page.goto`, the session does not take a `token` of such an address as a new login,
 * so the query reaches the tab strip as it is.
 */
async function navigateInApp(page: Page, href: string) {
  await page.evaluate((to) => window.history.pushState(window.history.state, '', to), href);
}

/** The computed colour a CSS colour value (e.g. a Mantine variable) resolves to on this page. */
async function resolvedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = colour;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return rgb;
  }, value);
}

/** The value shown for `label` in a detail table (a description list) inside `scope`. */
function detailValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

const SIGNUP_SUCCESS =
  'You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;';

/** Opens the sign-up dialog from the banner (demo-admin: no work-tip invitations over the dialog). */
async function openSignup(page: Page): Promise<Locator> {
  await signIn(page, { token: 'demo-admin' });
  await page.getByRole('button', { name: /Registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  // The dialog's code loads when it first opens.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function searchCode(dialog: Locator, code: string) {
  const input = dialog.getByRole('textbox', { name: 'Query number' });
  await input.fill(code);
  await input.press('Enter');
}

test.describe('menu (SPEC §2.3, §6)', () => {
  test('only granted functions of type 1 become menu entries; the type-2 function does not', async ({
    page,
  }) => {
    await signIn(page);
    const nav = mainMenu(page);
    // The seeded tree of demo-doctor: its top-level type-1 functions are entries, the type-2 '导出按钮' is not.
    for (const name of [
      '工作台',
      '消息中心',
      '居民档案',
      '转诊监测',
      '满意度评价',
      '系统管理',
      '业务子系统',
    ]) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByText('导出按钮')).toHaveCount(0);

    // The seeded type-2 node has no address, so it would be dropped for that alone: give it (and a type-2 child of
    // 系统管理) an address of the app, next to a type-1 sibling with one, and load the menu again.
    await page.evaluate(() => {
      type Fn = {
        code: string;
        name: string;
        type: number;
        frontActionUrl: string | null;
        treeCode: string;
        children?: Fn[];
      };
      const demo = (
        window as unknown as {
          __mchDemo: { backend: { db(): { users: { token: string; functions: Fn[] }[] }; persist(): void } };
        }
      ).__mchDemo;
      const doctor = demo.backend.db().users.find((u) => u.token === 'demo-doctor');
      const exportButton = doctor?.functions.find((f) => f.code === 'exportButton');
      const system = doctor?.functions.find((f) => f.code === 'systemManage');
      if (!exportButton || !system?.children) throw new Error('demo-doctor has changed');
      exportButton.frontActionUrl = 'loginLog';
      const leaf = (code: string, name: string, type: number, frontActionUrl: string) => ({
        code,
        name,
        type,
        frontActionUrl,
        asideMenu: true,
        closable: true,
        icon: null,
        treeCode: `25.9${type}`,
      });
      system.children.push(leaf('exportLog', '导出日志', 2, 'loginLog'));
      system.children.push(leaf('typeOneSibling', '对照菜单', 1, 'mahefnq'));
      demo.backend.persist();
    });
    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
    await nav.getByRole('button', { name: '系统管理' }).click();
    await expect(nav.getByRole('button', { name: '对照菜单', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: '登录日志', exact: true })).toBeVisible();
    await expect(nav.getByText('导出日志')).toHaveCount(0);
    await expect(nav.getByText('导出按钮')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: '工作台', exact: true })).toBeVisible();
  });
});

test.describe('menu routes (SPEC §2.3, §6)', () => {
  test('a back-office page outside the user’s menu is refused by address, and nothing of it is asked for', async ({
    page,
  }) => {
    const logCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/userLoginLog/')) logCalls.push(request.url());
    });
    // demo-evaluator's menu holds the workbench and the message centre only; the evaluation opens on arrival.
    const dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
    await page.goto('/loginLog?token=demo-evaluator');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await page.goto('/loginLog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No access to this page' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main).toContainText('Your account has not been given this function.');
    await expect(page.getByRole('tab', { name: 'Login log' })).toHaveCount(0);
    for (const path of ['/resident-case', '/evaluationManage', '/auth-role-manage']) {
      await page.goto(path);
      await expect(main.getByRole('heading', { name: 'No access to this page' })).toBeVisible({
        timeout: 20_000,
      });
    }
    // The message centre of the same menu opens; an address of no page at all is still 'not found'.
    await page.goto('/user-notice');
    await expect(page.getByRole('tab', { name: 'Message list' })).toBeVisible({ timeout: 20_000 });
    await page.goto('/nowhere');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
    await main.getByRole('button', { name: 'Back to the workbench' }).click();
    await expect(page).toHaveURL(/\/workbench$/);
    expect(logCalls).toEqual([]);
  });

  test('a tab kept in the browser tab for a page whose function was taken away since is closed on reload', async ({
    page,
  }) => {
    await page.goto('/loginLog?token=demo-admin');
    await expect(page.getByRole('table', { name: 'Login log' }).locator('tbody tr')).toHaveCount(10, {
      timeout: 20_000,
    });
    await page.evaluate(() => {
      type Fn = { code: string; children?: Fn[] };
      const demo = (
        window as unknown as {
          __mchDemo: { backend: { db(): { users: { token: string; functions: Fn[] }[] }; persist(): void } };
        }
      ).__mchDemo;
      const admin = demo.backend.db().users.find((u) => u.token === 'demo-admin');
      const system = admin?.functions.find((f) => f.code === 'systemManage');
      if (!system?.children) throw new Error('demo-admin has changed');
      system.children = system.children.filter((f) => f.code !== 'loginLog');
      demo.backend.persist();
    });
    const logCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/userLoginLog/')) logCalls.push(request.url());
    });
    await page.reload();
    // The tab is closed, and with it the page: the workbench shows.
    await expect(page).toHaveURL(/\/workbench$/, { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Workbench', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login log' })).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('mch.openPages'))).not.toContain(
      '/loginLog',
    );
    expect(logCalls).toEqual([]);
  });
});

test.describe('table paging (SPEC §5)', () => {
  test('the login log offers page sizes 10, 20, 30, 40 and 50 and a quick jumper', async ({ page }) => {
    await page.goto('/loginLog?token=demo-admin');
    const table = page.getByRole('table', { name: 'Login log' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10, { timeout: 20_000 });
    const pager = page.getByRole('navigation', { name: 'Pagination of Login log' });
    const sizes = pager.getByRole('combobox', { name: 'Rows per page' });
    await expect(sizes.locator('option')).toHaveText([
      '10 / page',
      '20 / page',
      '30 / page',
      '40 / page',
      '50 / page',
    ]);
    expect(
      await sizes.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
    ).toEqual(['10', '20', '30', '40', '50']);
    const totalText = (await pager.getByText(/^Total [\d,]+ items?$/).textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);

    await sizes.selectOption('20');
    await expect(rows).toHaveCount(20);
    await sizes.selectOption('10');
    await expect(sizes).toHaveValue('10');
    await expect(rows).toHaveCount(10);
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );
    const firstOfPageOne = (await rows.first().textContent()) ?? '';

    await pager.getByRole('textbox', { name: 'Go to page' }).fill('2');
    await pager.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(rows.first()).not.toHaveText(firstOfPageOne);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await expect(pager.getByText(`Total ${total} items`)).toBeVisible();
  });
});

test.describe('route rules of the tab strip (SPEC §2.2)', () => {
  test('/ReferralMonit opened with two different ids is one tab, showing the latest id', async ({ page }) => {
    await signIn(page);
    await page.goto('/ReferralMonit?id=10001');
    await expect(tab(page, 'Referral monitoring')).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Consultation 10001' })).toBeVisible();

    await page.goto('/ReferralMonit?id=10002');
    await expect(page.getByRole('region', { name: 'Consultation 10002' })).toBeVisible({ timeout: 20_000 });
    await expect(tab(page, 'Referral monitoring')).toHaveAttribute('aria-selected', 'true');
    expect(await tabNames(page)).toEqual(['Workbench', 'Referral monitoring']);
    await expect(page.getByRole('region', { name: 'Consultation 10001' })).toHaveCount(0);
  });

  test('/ReferralMonit is not kept alive: leaving its tab drops what was chosen', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, null, '转诊监测');
    const filter = page.getByRole('group', { name: 'Monitor filter' });
    const reset = filter.getByRole('button', { name: 'Reset filter' });
    await expect(reset).toBeDisabled({ timeout: 20_000 });
    await filter.getByRole('combobox', { name: 'Area: City' }).click();
    await page.getByRole('option', { name: '长沙市' }).click();
    await expect(reset).toBeEnabled();

    await tab(page, 'Workbench').click();
    await expect(filter).toHaveCount(0);
    await tab(page, 'Referral monitoring').click();
    await expect(
      page.getByRole('group', { name: 'Monitor filter' }).getByRole('button', { name: 'Reset filter' }),
    ).toBeDisabled();
  });

  test('/evaluationManage opened with two different tokens is one tab', async ({ page }) => {
    await signIn(page);
    await navigateInApp(page, '/evaluationManage?token=first-token');
    await expect(tab(page, 'Evaluation management')).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('table', { name: 'Evaluation projects' })).toBeVisible();

    await tab(page, 'Workbench').click();
    await expect(page).toHaveURL(/\/workbench$/);
    await navigateInApp(page, '/evaluationManage?token=second-token');
    await expect(tab(page, 'Evaluation management')).toHaveAttribute('aria-selected', 'true');
    expect(await tabNames(page)).toEqual(['Workbench', 'Evaluation management']);
  });

  test('/student-setting is not restored after a reload while the other open tabs are', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '系统管理', '学员配置');
    await expect(tab(page, 'Staff configuration')).toHaveAttribute('aria-selected', 'true');
    await openFromMenu(page, '系统管理', '登录日志');
    await openFromMenu(page, '消息中心', '公告列表');
    await tab(page, 'Login log').click();
    expect(await tabNames(page)).toEqual([
      'Workbench',
      'Staff configuration',
      'Login log',
      'Announcement list',
    ]);

    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
    await expect(tab(page, 'Login log')).toHaveAttribute('aria-selected', 'true');
    expect(await tabNames(page)).toEqual(['Workbench', 'Login log', 'Announcement list']);
    await expect(page).toHaveURL(/\/loginLog$/);
  });
});

test.describe('sign-up dialog (SPEC §2.4, §4, §9)', () => {
  test('a card shows its code and times; registering turns the green tag into an orange one', async ({
    page,
  }) => {
    const dialog = await openSignup(page);
    const exam = await page.evaluate(() => {
      const demo = (
        window as unknown as {
          __mchDemo: {
            backend: { db(): { exam: { exams: { code: string; startDate: string; endDate: string }[] } } };
          };
        }
      ).__mchDemo;
      const found = demo.backend.db().exam.exams.find((e) => e.code === '2024YKS0001');
      // The card writes the times as the app writes every date and time.
      const written = (text: string) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
          new Date(text.replace(' ', 'T')),
        );
      return found ? { startDate: written(found.startDate), endDate: written(found.endDate) } : null;
    });
    expect(exam).not.toBeNull();
    const green = await resolvedColour(page, 'var(--mantine-color-green-filled)');
    const orange = await resolvedColour(page, 'var(--mantine-color-orange-filled)');
    expect(green).not.toBe(orange);

    await searchCode(dialog, '2024YKS0001');
    const card = dialog.getByRole('article', { name: '2024年度妇幼保健专业技术人员岗位能力考试' });
    await expect(detailValue(card, 'Code')).toHaveText('2024YKS0001');
    await expect(detailValue(card, 'Start time')).toHaveText(exam?.startDate ?? '');
    await expect(detailValue(card, 'End time')).toHaveText(exam?.endDate ?? '');

    // The tag is a badge: its text sits in a label inside the coloured badge.
    const notRegistered = card.getByText('Not registered', { exact: true }).locator('xpath=..');
    await expect(notRegistered).toHaveCSS('background-color', green);
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(SIGNUP_SUCCESS)).toBeVisible();
    const registered = card.getByText('Registered', { exact: true }).locator('xpath=..');
    await expect(registered).toHaveCSS('background-color', orange);
    await expect(notRegistered).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  test('the dialog is 780 px wide and its code input 340 px', async ({ page }) => {
    const dialog = await openSignup(page);
    expect((await dialog.boundingBox())?.width).toBe(780);
    expect((await dialog.getByRole('textbox', { name: 'Query number' }).boundingBox())?.width).toBe(340);
  });
});

test.describe('logout (SPEC §4)', () => {
  test('logging out clears the login cookie and the session data, then goes to the sign-in site', async ({
    page,
    context,
  }) => {
    const KEYS = ['mch.token', 'mch.openPages', 'mch.currentPage'];
    const stored = () =>
      page.evaluate(
        (keys) => keys.filter((key) => window.sessionStorage.getItem(key) !== null),
        [...KEYS, 'mch.trainingToken'],
      );

    await signIn(page);
    await openFromMenu(page, '系统管理', '登录日志');
    // The exam entry exchanges the subsystem token and keeps it in memory only: never in storage.
    await openFromMenu(page, '业务子系统', '在线考试');
    await expect(page.getByRole('tab', { name: /Online exam/ })).toBeVisible();
    await expect.poll(stored).toEqual(KEYS);
    expect(await page.evaluate(() => window.sessionStorage.getItem('mch.openPages'))).toContain('/loginLog');
    // The login token itself is only in the cookie: the tab keeps a fingerprint of it for the token watch.
    expect(await page.evaluate(() => window.sessionStorage.getItem('mch.token'))).toMatch(/^fp1:[0-9a-z]+$/);
    const storedValues = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage].flatMap((storage) =>
        Object.keys(storage)
          // The demo backend's own state (its users and their tokens) is the stand-in server's, not the app's.
          .filter((key) => !key.startsWith('mch.demoBackend'))
          .map((key) => storage.getItem(key) ?? ''),
      ),
    );
    expect(storedValues.filter((value) => value.includes('demo-doctor'))).toEqual([]);
    expect((await context.cookies()).some((c) => c.name === 'mch_token')).toBe(true);

    await networkSettled(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Demo sign-in' })).toBeVisible();
    expect(await stored()).toEqual([]);
    expect((await context.cookies()).some((c) => c.name === 'mch_token')).toBe(false);

    // Nothing of the user is left: the workbench sends back to the sign-in site, and no tab comes back.
    await page.goto('/workbench');
    await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
    await expect(page.getByRole('button', { name: /^张伟/ })).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toHaveCount(0);
  });
});

/**
 * demo-admin starts the not-yet-started project of mode 1 ('Required') in evaluation management, once the shell
 * has asked whether demo-admin has a project to evaluate (none yet: it asks once, when it starts). Returns the
 * project's name.
 */
async function startRequiredProject(page: Page): Promise<string> {
  const asked = page.waitForResponse((r) => r.url().includes('/ysfyAppraise/getUseProject'));
  await page.goto('/evaluationManage?token=demo-admin');
  await asked;
  const table = page.getByRole('table', { name: 'Evaluation projects' });
  const required = table
    .locator('tbody tr')
    .filter({ hasText: 'Required' })
    .filter({ hasText: 'Not started' });
  await expect(required).toHaveCount(1, { timeout: 20_000 });
  // One evaluation at a time: the project in use is ended first.
  const inUse = table.locator('tbody tr').filter({ hasText: 'In use' });
  await inUse.getByRole('button', { name: /^End / }).click();
  await page
    .getByRole('dialog', { name: 'End this evaluation?' })
    .getByRole('button', { name: 'End' })
    .click();
  await expect(inUse).toHaveCount(0);
  const ended = page.getByRole('alert').filter({ hasText: 'has ended.' });
  await ended.getByRole('button', { name: 'Close' }).click();
  await expect(ended).toHaveCount(0);
  const start = required.getByRole('button', { name: /^Start / });
  const name = ((await start.getAttribute('aria-label')) ?? '').replace(/^Start /, '');
  expect(name).toContain('基层医疗机构服务满意度评价');
  await start.click();
  await page
    .getByRole('dialog', { name: 'Start this evaluation?' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(required).toHaveCount(0);
  const changed = page.getByRole('alert').filter({ hasText: `“${name}” has started: it is now in use.` });
  await changed.getByRole('button', { name: 'Close' }).click();
  await expect(changed).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Satisfaction evaluation' })).toHaveCount(0);
  return name;
}

/** Opens the satisfaction evaluation from the user panel of the header (not from the home). */
async function rateFromUserPanel(page: Page, nickName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${nickName}`) })
    .hover();
  await page.getByRole('menuitem', { name: 'Rate the platform' }).click();
}

test.describe('evaluation (SPEC §2.5, §4)', () => {
  test('a project whose mode is not 0 offers no ignore action', async ({ page }) => {
    const name = await startRequiredProject(page);
    await networkSettled(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);

    // demo-evaluator is now asked about it (the newest project in use): submit only, no ignore.
    const dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
    await signIn(page, { token: 'demo-evaluator', ready: dialog });
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ignore' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  });

  test('opened from the user panel it can be closed, by its close button only', async ({ page }) => {
    const name = await startRequiredProject(page);
    await rateFromUserPanel(page, '李强');
    const dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    // Neither the keyboard nor a click beside it closes it; its close button does.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 780);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Evaluation projects' })).toBeVisible();
  });

  test('asked from the user panel with nothing to evaluate, it says so and opens nothing', async ({
    page,
  }) => {
    await signIn(page);
    await rateFromUserPanel(page, '张伟');
    await expect(page.getByText('There is no evaluation to fill in right now.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog', { name: 'Satisfaction evaluation' })).toHaveCount(0);
  });
});

test.describe('table cells (SPEC §2.6)', () => {
  test('a long cell text is cut with an ellipsis and its tooltip shows the whole text', async ({ page }) => {
    await page.goto('/resident-case?token=demo-doctor');
    const table = page.getByRole('table', { name: 'Medical records' });
    await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
    // The first cut text of the table (a diagnosis or a hospital name): focusable, with the whole text on focus.
    const cut = table
      .locator('tbody td [tabindex="0"]')
      .filter({ hasText: /\.\.\.$/ })
      .first();
    await expect(cut).toBeVisible();
    const shown = ((await cut.textContent()) ?? '').trim();
    const start = shown.slice(0, -3);
    expect(start.length).toBeGreaterThan(0);
    await cut.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible({ timeout: 10_000 });
    const whole = ((await tooltip.textContent()) ?? '').trim();
    expect(whole.startsWith(start)).toBe(true);
    expect(whole.length).toBeGreaterThan(start.length);
    expect(whole.endsWith('...')).toBe(false);
    // A screen reader is given the whole text too, as the cut text's description.
    await expect(cut).toHaveAccessibleDescription(whole);
    await cut.blur();
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe('area cascader (SPEC §5)', () => {
  /** Picks `name` in the area column `level` of the statistics filter. */
  async function pick(page: Page, level: string, name: string) {
    const field = page
      .getByRole('region', { name: 'Statistics' })
      .getByRole('combobox', { name: `Area: ${level}` });
    await expect(field).toBeVisible({ timeout: 15_000 });
    await field.focus();
    await field.press('ArrowDown');
    await page.getByRole('option', { name, exact: true }).click();
    await expect(field).toHaveValue(name);
  }

  test('it goes down to the fifth level, whose areas are leaves', async ({ page }) => {
    await signIn(page);
    const stats = page.getByRole('region', { name: 'Statistics' });
    await pick(page, 'City', '长沙市');
    await pick(page, 'County', '芙蓉区');
    await pick(page, 'Township', '文艺路街道');
    await pick(page, 'Village', '识字岭社区');
    // A village is a leaf: no sixth column opens, and the choice stays.
    await expect(stats.getByRole('combobox', { name: /^Area: / })).toHaveCount(4);
    await expect(stats.getByRole('combobox', { name: 'Area: Village' })).toHaveValue('识字岭社区');
  });

  test('a user of Yunnan (53) gets the tree rooted at Yunnan', async ({ page }) => {
    await signIn(page, { token: 'demo-admin' });
    const city = page
      .getByRole('region', { name: 'Statistics' })
      .getByRole('combobox', { name: 'Area: City' });
    await expect(city).toBeVisible({ timeout: 15_000 });
    await city.focus();
    await city.press('ArrowDown');
    await expect(page.getByRole('option', { name: '昆明市', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: '长沙市', exact: true })).toHaveCount(0);
  });
});

test.describe('layout (SPEC §2.1, §9)', () => {
  const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width;

  test('the side menu is 250 wide; the records and consultation dialogs 960 and 961', async ({ page }) => {
    await signIn(page);
    expect(await widthOf(page.getByRole('complementary').first())).toBe(250);

    await page
      .getByRole('region', { name: 'Teleconsultation' })
      .getByRole('button', { name: 'Medical records' })
      .click();
    const records = page.getByRole('dialog', { name: 'Consultation medical records' });
    await expect(records).toBeVisible({ timeout: 15_000 });
    expect(await widthOf(records)).toBe(960);

    await records
      .getByRole('button', { name: /^Details of the consultation of / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Consultation details' });
    await expect(detail).toBeVisible({ timeout: 15_000 });
    expect(await widthOf(detail)).toBe(961);
  });

  test('the evaluation dialog is 960 wide', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
    await signIn(page, { token: 'demo-evaluator', ready: dialog });
    expect(await widthOf(dialog)).toBe(960);
  });
});
