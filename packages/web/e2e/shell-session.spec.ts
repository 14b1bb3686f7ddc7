import { setFault } from './demo-faults';
import { expect, networkSettled, openFromMenu, signIn, signInElsewhere, test } from './fixtures';

// Room for a loaded machine (several browsers share two cores); no test asserts speed.
test.describe.configure({ timeout: 90_000 });

test('a token in the address becomes the login cookie and leaves the address bar', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/workbench$/);
  expect(page.url()).not.toContain('token');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'mch_token')?.value).toBe('demo-doctor');
  await expect(page.getByRole('button', { name: /^张伟/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText('长沙市芙蓉区妇幼保健院')).toBeVisible();
  // The token never stays in the history either: going back does not return to it.
  const history = await page.evaluate(() => window.history.length);
  expect(history).toBeLessThanOrEqual(2);
});

test('without a login cookie the app goes to the sign-in page, whose users sign in and come back to the page asked for', async ({
  page,
}) => {
  await page.goto('/loginLog');
  await expect(page).toHaveURL(/\/demo-login\?redirect=[^&]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Demo sign-in' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in as 李强' }).click();
  await expect(page.getByRole('button', { name: /^李强/ })).toBeVisible();
  await expect(page).toHaveURL(/\/loginLog$/);
  await expect(page.getByRole('tab', { name: 'Login log', selected: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Yunnan maternal and child health' })).toBeVisible();
});

test('a remembered target route opens after the user is loaded', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'mch_token', value: 'demo-doctor', url: baseURL ?? '' }]);
  await page.goto('/loginLog');
  await expect(page.getByRole('tab', { name: 'Login log', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
});

test('a user without any accessible function gets the blocking Tip dialog, then the sign-in page', async ({
  page,
  context,
}) => {
  const dialog = page.getByRole('dialog', { name: 'Tip' });
  await signIn(page, { token: 'demo-noaccess', ready: dialog });
  await expect(
    dialog.getByText('This login account has no accessible permission, please contact the administrator!'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
  expect((await context.cookies()).some((c) => c.name === 'mch_token')).toBe(false);
});

test('another account signing in elsewhere shows the account-switched dialog; confirming reloads', async ({
  page,
  allowNetworkErrors,
}) => {
  // Calls already in flight when the cookie changes carry tokens of the other account and may be refused (401):
  // that is what the dialog is about.
  allowNetworkErrors();
  await signIn(page);
  // The first account's pages: open on this tab when the other account signs in.
  await openFromMenu(page, '系统管理', '登录日志');
  await openFromMenu(page, '居民档案', '患者档案管理');
  await expect(page.getByRole('tab', { name: 'Patient record management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('group', { name: 'Consultation invitation' })).toBeVisible();
  const marked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mark-read')) marked.push(request.url());
  });
  await signInElsewhere(page, 'demo-admin');
  const dialog = page.getByRole('dialog', { name: 'Account switched' });
  await expect(dialog).toBeVisible();
  // The first account's invitations leave with it: none is answered, expired or marked read under the other login.
  await expect(invitations).toHaveCount(0);
  expect(marked).toEqual([]);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: /^李强/ })).toBeVisible();
  // None of the first account's pages is reopened for the second: the tabs are the workbench and the address.
  const tabs = page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('Workbench');
  await expect(page.getByRole('tab', { name: '登录日志' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Login log/ })).toHaveCount(0);
});

test('a hidden tab sends nothing for its user under the login of an account that signed in elsewhere', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.clock.install();
  await signIn(page);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('group', { name: 'Consultation invitation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const underOtherLogin: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization === 'Bearer demo-admin') underOtherLogin.push(request.url());
  });
  // The tab goes to the background; another account signs in on the browser meanwhile.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.context().addCookies([{ name: 'mch_token', value: 'demo-admin', url: page.url() }]);
  // The unread poll (every 10 s) and the invitations' 30 s countdown come due while the tab is hidden: none of it
  // is sent for 张伟 under 李强's login (no pull, no invitation marked read); the invitations leave with 张伟.
  await page.clock.runFor(35_000);
  await expect(invitations).toHaveCount(0);
  expect(underOtherLogin).toEqual([]);
  // Shown again, the tab asks to reload, and then runs as the account now signed in.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const dialog = page.getByRole('dialog', { name: 'Account switched' });
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: /^李强/ })).toBeVisible();
});

test('log out clears the login cookie and returns to the sign-in page', async ({ page, context }) => {
  await signIn(page);
  await networkSettled(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
  expect((await context.cookies()).some((c) => c.name === 'mch_token')).toBe(false);
});

test('an expired login shows the message and logs out', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  await signIn(page);
  await setFault(page, { backend: 'main', kind: 'tokenExpired' });
  // Every call of the main API now answers 'token expired' (the switch survives the reload).
  await page.reload();
  // One notification (the page's own panel may say the same inside the tab).
  const notice = page.getByRole('alert').filter({ hasText: 'Tip' });
  await expect(notice.filter({ hasText: 'Your login is no longer valid, please log in again.' })).toHaveCount(
    1,
  );
  await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
});

test('the theme parameter sets the primary colour; anything but a colour is ignored', async ({ page }) => {
  await signIn(page, { query: '&theme=%23c2255c' });
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('background-color', 'rgb(194, 37, 92)');
  await page.goto('/workbench?theme=javascript:alert(1)');
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
  await expect(header).not.toHaveCSS('background-color', 'rgb(194, 37, 92)');
});

test('partner demo mode hides the logo, downloads, quick entries and sign-up banner, and opens the first item', async ({
  page,
  saveScreenshot,
}) => {
  await signIn(page, { query: '&sourceType=CXYGT' });
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(page.getByRole('tab', { name: 'Workbench', selected: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hunan maternal and child health' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'App download' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Client download' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Quick entries' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Registration/ })).toHaveCount(0);
  // The flag is kept for the session: a reload stays in demo mode.
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'App download' })).toHaveCount(0);
  await saveScreenshot('shell-demo-mode');
});

test('partner demo mode opens the first menu item when it is not the workbench', async ({ page }) => {
  await signIn(page);
  // demo-doctor's menu starts with the workbench: move it to the end, so the first item is 消息中心 › 消息列表.
  await page.evaluate(() => {
    type Fn = { code: string };
    const demo = (
      window as unknown as {
        __mchDemo: { backend: { db(): { users: { token: string; functions: Fn[] }[] }; persist(): void } };
      }
    ).__mchDemo;
    const doctor = demo.backend.db().users.find((u) => u.token === 'demo-doctor');
    const at = doctor?.functions.findIndex((f) => f.code === 'workbench') ?? -1;
    if (!doctor || at < 0) throw new Error('demo-doctor has changed');
    doctor.functions.push(...doctor.functions.splice(at, 1));
    demo.backend.persist();
  });
  await page.evaluate(() => sessionStorage.removeItem('mch.openPages'));
  await signIn(page, { query: '&sourceType=CXYGT' });
  await expect(page).toHaveURL(/\/user-notice$/);
  await expect(page.getByRole('tab', { name: 'Message list', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'App download' })).toHaveCount(0);
});

test('an unknown address shows the not-found panel inside the shell', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the workbench' }).click();
  await expect(page).toHaveURL(/\/workbench$/);
});

test('a page with the hideMenu query shows without the shell', async ({ page }) => {
  await signIn(page);
  await page.goto('/loginLog?hideMenu=1');
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test("the shell's outline shows before the app's code has run, says in the user's language that the workbench is loading, and goes once it is there", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('mch.locale', 'zh-CN'));
  // The app's code is held back: what the user sees then is the page as it came.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The user call answers late (the demo's delay fault), so the session stays loading for a while.
  await page.goto('/?token=demo-doctor&mockFault=main:/v1/user/getUser:delay', { waitUntil: 'commit' });
  const outline = page.locator('#boot-skeleton');
  await expect(outline).toBeVisible();
  // Measured once its style sheet is there (the browser paints nothing before it: a render-blocking sheet).
  const header = outline.locator('.boot-skeleton-header');
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(82);
  expect((await header.boundingBox())?.width).toBeGreaterThanOrEqual(1300);
  await expect(page.getByRole('status')).toHaveText('');
  release();
  // The app has run: the outline says why the user waits, in their language, once (no second skeleton).
  await expect(page.getByRole('status')).toHaveText('正在加载工作台…');
  await expect(outline).toBeVisible();
  await expect(page.getByText('正在加载工作台…')).toHaveCount(1);
  // The workbench is there: the outline has gone.
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible({ timeout: 20_000 });
  await expect(outline).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '正在加载工作台…' })).toHaveCount(0);
});

test("a session that cannot load shows its error screen in place of the shell's outline", async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/?token=demo-doctor&mockFault=main:/v1/user/getUser:http500');
  await expect(page.getByRole('heading', { name: 'The workbench could not load your account' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('#boot-skeleton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
