import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_DEFINITIONS } from '@mch/sdk';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { addressOf } from '../e2e/route-addresses';

/*
 * Issue 14, point 5: the deployable build served by nginx as deploy/nginx-site.mjs configures it, with the demo
 * HTTP backend behind its /api/<backend>/ proxy. The CSP is enforced: no violation and no page error on the
 * workbench and three back-office screens, on a dialog, and on every route of the route table.
 */

test.describe.configure({ timeout: 90_000 });

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('nginx sends the security headers and the cache rules of a deployment', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const csp = home.headers()['content-security-policy'] ?? '';
  // The app's own files only: no inline script, so no hash, no 'unsafe-inline' and no 'unsafe-eval'.
  const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts.trim()).toBe("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain('frame-src https://sso.example.org https://exam.example.org');
  expect(csp).toContain("object-src 'none'");
  expect(home.headers()['referrer-policy']).toBe('no-referrer');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  // The page holds the capture features only to pass them on to the rooms (a frame gets only what its page has).
  expect(home.headers()['permissions-policy']).toContain('camera=(self "https://rooms.example.org")');
  expect(home.headers()['permissions-policy']).toContain('microphone=(self "https://rooms.example.org")');
  expect(home.headers()['cache-control']).toBe('no-store');

  // A fresh nonce on every answer, and it is the one the page carries for its styles.
  const again = await request.get('/');
  const nonce = (h: string) => /'nonce-([0-9a-f]+)'/.exec(h)?.[1];
  expect(nonce(again.headers()['content-security-policy'] ?? '')).not.toBe(nonce(csp));
  expect(await home.text()).toContain(`<meta name="csp-nonce" content="${nonce(csp)}" />`);

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(await config.json()).toMatchObject({ demo: false });

  const assetPath = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(assetPath).toBeDefined();
  const asset = await request.get(assetPath ?? '/');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A chunk that is not there (yet: a deployment half copied) is a 404 no browser keeps.
  const late = await request.get('/assets/no-such-chunk.js');
  expect(late.status()).toBe(404);
  expect(late.headers()['cache-control']).toBe('no-store');
  // A file the build does not have is a 404 (the demo's worker, a crawler's robots.txt), not the app with 200.
  for (const path of ['/mockServiceWorker.js', '/robots.txt'])
    expect((await request.get(path)).status()).toBe(404);

  // Every route of the app answers with the app.
  for (const route of ['/auth-role-manage', '/mahefnq', '/resident-case', '/out-system-url']) {
    const res = await request.get(route);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  }

  // The API is proxied: the demo backend answers through nginx, on this origin.
  const api = await request.get('/api/main/stats/all');
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toHaveProperty('code');
  // A path of the API folder that names no backend (a misspelt base URL) is a 404, not the app with 200.
  const noBackend = await request.get('/api/mainsync/v1/sync/userInfo');
  expect(noBackend.status()).toBe(404);
  expect(noBackend.headers()['content-type']).toContain('application/json');
});

test('the deployable build holds no demo code: no demo backend, fault switch, sign-in page or marker', () => {
  const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((file) => {
    const text = readFileSync(join(assets, file), 'utf8');
    return [
      'mockServiceWorker',
      '__mchDemo',
      'mockFault',
      'demo-embedded',
      '/demo-login',
      'Demo data',
      '演示数据',
    ]
      .filter((mark) => text.includes(mark))
      .map((mark) => `${file}: ${mark}`);
  });
  expect(found).toEqual([]);
});

test('the workbench and three back-office screens run under the CSP with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  // The headers themselves are understood: the browser reports no unknown feature or directive.
  const headerComplaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy|Content-Security-Policy/i.test(message.text()))
      headerComplaints.push(message.text());
  });

  await page.goto('/?token=demo-doctor');
  await expect(page.getByRole('button', { name: '张伟 长沙市芙蓉区妇幼保健院' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  // Mantine's <style> elements carry the nonce and apply: its CSS variables are defined.
  const bodyVar = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body').trim(),
  );
  expect(bodyVar).not.toBe('');
  await expect(page.getByRole('note').filter({ hasText: 'Demo data' })).toHaveCount(0);

  await page.goto('/auth-role-manage');
  const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 孕产妇健康管理' });
  await expect(tree.getByRole('treeitem', { name: /湖南省妇幼保健院/ }).first()).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/resident-case');
  await expect(page.getByRole('table', { name: 'Medical records' }).locator('tbody tr').first()).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/user-notice');
  await expect(page.getByRole('table', { name: 'Messages' }).locator('tbody tr')).toHaveCount(10, {
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/screenshots/prod-nginx-messages.png' });

  expect(await violations()).toEqual([]);
  expect(headerComplaints).toEqual([]);
});

test("a dialog under the CSP holds the page behind it still: its scroll lock's style is let through", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/?token=demo-doctor');
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  await page.getByRole('button', { name: /Registration/ }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await expect(dialog).toBeVisible();
  // Mantine's modal locks the body's scrolling with a <style> of its own (react-remove-scroll-bar), which the CSP
  // lets through only with the page's nonce.
  await expect.poll(overflow).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(overflow).not.toBe('hidden');
  expect(await violations()).toEqual([]);
});

test('the organisation tree works for an administrator under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/mahefnq?token=demo-admin');
  await expect(page.getByRole('button', { name: 'Sub-units of 湖南省妇幼保健院' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Sub-units of 湖南省妇幼保健院' }).click();
  await expect(page.getByRole('button', { name: 'Sub-units of 长沙市妇幼保健院' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await violations()).toEqual([]);
});

test('an announcement whose HTML carries event handlers shows under the CSP with no violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // The demo's hostile announcement (id 59): an <img onerror> in its title and body, a <p onclick>.
  await page.goto('/system-notice-info?id=59&token=demo-doctor');
  const article = page.getByRole('article');
  await expect(article).toContainText('本公告用于验证页面对不安全内容的处理。', { timeout: 20_000 });
  await expect(article).toContainText('请勿点击此段落。');
  expect(await article.locator('[onclick], [onerror]').count()).toBe(0);
  expect(await violations()).toEqual([]);
});

test('a crafted announcement stays inside its card, keeps its text formatting and raises no CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // The announcement's body as a hostile or careless editor could send it: a base address, a picture over plain
  // http (which the CSP does not load), a link blown up to thousands of pixels, a table wider than any window, and
  // the ordinary formatting of a notice written in a Chinese editor.
  const content =
    '<base href="https://evil.example.org/" target="_top">' +
    '<p style="font-family: \'Microsoft YaHei\', sans-serif; text-decoration: line-through; white-space: pre-wrap">格式正常的段落</p>' +
    '<img src="http://insecure.example.org/chart.png" alt="统计图">' +
    '<a href="https://evil.example.org/big"><p style="font-size:3000px;line-height:3000px;padding:2000px;border:2000px solid red">BIG</p></a>' +
    `<table width="5000" border="1"><tr><td>很宽的表格</td></tr></table><p style="white-space: nowrap">${'不换行的长句'.repeat(80)}</p>`;
  await page.route('**/api/main/v1/systemNotice/getById?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, content } } });
  });
  await page.goto('/system-notice-info?id=57&token=demo-doctor');
  const article = page.getByRole('article');
  await expect(article).toContainText('很宽的表格', { timeout: 20_000 });

  const formatted = article.getByText('格式正常的段落');
  await expect(formatted).toHaveCSS('text-decoration-line', 'line-through');
  await expect(formatted).toHaveCSS('white-space', 'pre-wrap');
  expect(await formatted.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('sans-serif');
  // The picture that cannot load shows its alternative text, and no base address is taken.
  await expect(article.getByRole('img', { name: '统计图' })).not.toHaveAttribute('src', /.*/);
  expect(await page.evaluate(() => document.baseURI)).toMatch(/^http:\/\/127\.0\.0\.1:/);
  // The link is of a notice's size, and nothing of the notice reaches past its card.
  const link = article.getByRole('link', { name: 'BIG' });
  const linkBox = await link.boundingBox();
  const card = await article.boundingBox();
  if (!linkBox || !card) throw new Error('the announcement is not laid out');
  expect(linkBox.height).toBeLessThan(200);
  const body = article.locator('.mantine-Typography-root');
  const bodyBox = await body.boundingBox();
  if (!bodyBox) throw new Error('the announcement has no body');
  expect(bodyBox.x + bodyBox.width).toBeLessThanOrEqual(card.x + card.width);
  // What is wider than the notice (a line that may not wrap) scrolls inside it.
  expect(await body.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('crafted-announcement.png') });
  expect(await violations()).toEqual([]);
});

test('every route of the route table runs under the CSP with no violation and no page error', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  const blocked: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const origin = baseURL ?? 'http://127.0.0.1:4327';
  await context.addCookies([{ name: 'mch_token', value: 'demo-doctor', url: origin }]);
  await page.goto('/workbench');
  await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  for (const definition of PAGE_DEFINITIONS) {
    const address = await addressOf(page, definition, origin);
    // Only this page is open: the address opens it as the current tab.
    await page.evaluate(() => sessionStorage.removeItem('mch.openPages'));
    await page.goto(address);
    const panel = page.locator('[role="tabpanel"]:visible').first();
    await expect(panel, `${address} shows its page`).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(panel.locator('[aria-busy="true"]'), `${address} has settled`).toHaveCount(0);
    // Each address is a new document, whose violations start afresh.
    blocked.push(...(await violations()).map((violation) => `${address}: ${violation}`));
  }
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);
});
