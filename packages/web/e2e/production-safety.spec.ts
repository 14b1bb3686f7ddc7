import type { Page } from '@playwright/test';
import { demoPagesOrigin, expect, signIn, tabNames, test } from './fixtures';

// Issue 14 as a user and a reviewer see it: no token where it does not belong, frames only from listed origins,
// a clear screen when the login cookie cannot be kept, and the demo build saying it is one.

/** Opens a subsystem from the side menu's subsystem group and waits for its frame. */
async function openSubsystem(page: Page, entry: '在线考试' | '在线培训', file: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const button = nav.getByRole('button', { name: entry });
  if (!(await button.isVisible())) await nav.getByRole('button', { name: '业务子系统' }).click();
  await button.click();
  const frame = page.locator(`iframe[src*="/demo-embedded/${file}"]`);
  await expect(frame).toHaveAttribute('src', /[?&]token=[^&]+/);
  const src = (await frame.getAttribute('src')) ?? '';
  return new URL(src).searchParams.get('token') ?? '';
}

/**
 * Every place of the app a token must not reach: address, history entries and their titles, storage, titles. The
 * demo backend's own state (`mch.demoBackend.*`, the stand-in for the servers' databases) is not the app's.
 */
async function placesOfTheApp(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = await cdp.send('Page.getNavigationHistory');
  await cdp.detach();
  const inPage = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
        .filter((key) => !key.startsWith('mch.demoBackend.'))
        .map((key) => `${key}: ${storage.getItem(key)}`);
    return [
      location.href,
      JSON.stringify(history.state),
      document.title,
      ...dump(sessionStorage),
      ...dump(localStorage),
      ...[...document.querySelectorAll('[role="tab"], iframe')].map(
        (el) =>
          `${el.textContent ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
      ),
    ];
  });
  return [...entries.map((e) => `${e.url} ${e.title}`), ...inPage, ...(await tabNames(page))].join('\n');
}

test('the SSO token leaves the address at once and no request carries it in a Referer', async ({ page }) => {
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  await signIn(page);
  expect(page.url()).not.toContain('token');
  expect(referers.filter((r) => r.includes('token'))).toEqual([]);
  const places = await placesOfTheApp(page);
  expect(places).not.toContain('token=demo-doctor');
});

test('exam and training tokens live only in their frames, and a reload exchanges new ones', async ({
  page,
}) => {
  await signIn(page);
  const examToken = await openSubsystem(page, '在线考试', 'exam.html');
  await expect(page.getByRole('tab', { name: /Online exam/, selected: true })).toBeVisible();
  const trainingToken = await openSubsystem(page, '在线培训', 'training.html');
  await expect(page.getByRole('tab', { name: /Online training/, selected: true })).toBeVisible();
  expect(examToken).not.toBe('');
  expect(trainingToken).not.toBe('');
  expect(page.url()).toMatch(/\/out-system-url\?system=training$/);

  let places = await placesOfTheApp(page);
  for (const secret of ['token=', examToken, trainingToken]) expect(places).not.toContain(secret);

  // A reload restores the tabs and frames the subsystem again after a new exchange: nothing old is replayed.
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (/\/(user|auth)\/token\/exchange$/.test(request.url())) exchanges.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: /Online training/, selected: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('iframe[src*="/demo-embedded/training.html"]')).toHaveAttribute(
    'src',
    /[?&]token=[^&]+/,
  );
  expect(exchanges.some((url) => url.endsWith('/auth/token/exchange'))).toBe(true);
  places = await placesOfTheApp(page);
  for (const secret of ['token=', examToken, trainingToken]) expect(places).not.toContain(secret);
});

test('only listed origins are framed: the app’s own origin and an unlisted site are refused in the tab', async ({
  page,
}) => {
  await signIn(page);
  const own = new URL('/workbench', page.url()).href;
  await page.goto(`/out-system-url?url=${encodeURIComponent(own)}`);
  await expect(page.getByRole('alert')).toContainText(
    'An address of the workbench itself cannot be shown in a frame',
  );
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto(`/out-system-url?url=${encodeURIComponent('https://evil.example.org/phish')}`);
  await expect(page.getByRole('alert')).toContainText(
    'This address is not among the sites this workbench may show',
  );
  await expect(page.getByRole('alert')).toContainText('https://evil.example.org/phish');
  await expect(page.locator('iframe')).toHaveCount(0);

  // A listed origin is framed in an opaque-origin sandbox, without camera or microphone.
  const listed = `${demoPagesOrigin(page)}/demo-embedded/exam.html`;
  await page.goto(`/out-system-url?url=${encodeURIComponent(listed)}`);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', listed);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  expect(await frame.getAttribute('allow')).toBeNull();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: /Online exam/ })).toBeVisible();
});

test('a room page is framed with the camera, microphone, screen sharing and fullscreen', async ({ page }) => {
  await signIn(page);
  const { protocol, port } = new URL(page.url());
  const room = `${protocol}//rooms.localhost:${port}/demo-embedded/meeting.html?room=HST1`;
  await page.goto(`/out-system-url?url=${encodeURIComponent(room)}`);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', room);
  await expect(frame).toHaveAttribute('allow', 'camera; microphone; display-capture; fullscreen');
  // In the room's own origin (never the app's): a browser gives no camera to a frame in an opaque origin.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin');
});

test('a login cookie the browser refuses for its domain shows why, with no redirect loop', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, cookieDomain: '.example.org' } });
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto('/?token=demo-doctor');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('You could not be signed in');
  await expect(alert).toContainText('The login cookie is set for .example.org');
  await expect(alert).toContainText('this page is served from 127.0.0.1');
  await expect(alert.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  expect(page.url()).not.toContain('token');
  expect(navigations.filter((url) => url.includes('/demo-login'))).toEqual([]);
});

test('cookies blocked by the browser: the screen says so, in Chinese too', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('mch.locale', 'zh-CN');
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {}, configurable: true });
  });
  await page.goto('/?token=demo-doctor');
  await expect(page.getByRole('alert')).toContainText('浏览器没有保存登录 Cookie');
  await expect(page.getByRole('link', { name: '重新登录' })).toBeVisible();
  expect(page.url()).not.toContain('demo-login');
});

test('the demo build says so on every screen', async ({ page, allowNetworkErrors }) => {
  await page.goto('/demo-login');
  const marker = page.getByRole('note', { name: /Demo data/ });
  await expect(marker).toBeVisible();
  await signIn(page);
  await expect(marker).toBeVisible();
  await expect(marker).toHaveText('Demo data');

  // A start-up that fails before any language is known says it in both languages, with the marker too.
  allowNetworkErrors();
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('config.json could not be fetched (HTTP 404)');
  await expect(marker).toHaveText('Demo data / 演示数据');
});
