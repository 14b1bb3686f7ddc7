import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, test } from './fixtures';

// The sanitiser needs a real DOM (happy-dom's parser hides attributes from DOMPurify), so it is bundled on the fly
// and run in Chromium on a blank page.
const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'ui', 'sanitize-html.ts');
let bundle: Promise<string> | undefined;

function sanitiserBundle(): Promise<string> {
  bundle ??= (async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'MchSanitize' } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('the sanitiser did not bundle');
    return chunk.code;
  })();
  return bundle;
}

const sanitize = (page: import('@playwright/test').Page, html: string) =>
  page.evaluate(
    (dirty) =>
      (window as unknown as { MchSanitize: { sanitizeHtml(h: string): string } }).MchSanitize.sanitizeHtml(
        dirty,
      ),
    html,
  );

test.describe('sanitizeHtml in Chromium', () => {
  test.beforeEach(async ({ page }) => {
    // A blank page of the app's origin, as a notice is shown on (its relative pictures are the app's own).
    await page.route('**/blank-notice-page', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head><link rel="icon" href="data:,"></head><body></body></html>',
      }),
    );
    await page.goto('/blank-notice-page');
    await page.addScriptTag({ content: await sanitiserBundle() });
  });

  test('keeps formatting and removes scripts, handlers, frames, forms and script URLs', async ({ page }) => {
    const clean = await sanitize(
      page,
      '<p style="color:red">Hi <b>there</b><img src="x.png" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">bad</a><iframe src="https://example.org"></iframe><form><input></form>' +
        '<svg><script>alert(4)</script></svg><style>body{display:none}</style></p>',
    );
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('style="color:red"');
    expect(clean).not.toMatch(/onerror|<script|javascript:|<iframe|<form|<input|<style/i);
  });

  test('keeps nothing that is drawn over the page: an open dialog, a popover', async ({ page }) => {
    const clean = await sanitize(
      page,
      '<p>Notice</p><dialog open><p>Your session has expired. Sign in again.</p></dialog>' +
        '<div popover="manual" id="p">over the app</div><a popovertarget="p" href="https://example.org">x</a>',
    );
    expect(clean).not.toMatch(/<dialog|popover/i);
    // The text stays, as text of the notice.
    expect(clean).toContain('over the app');
  });

  test('opens links in a new tab without giving the new page access to this one', async ({ page }) => {
    const clean = await sanitize(page, '<a href="https://example.org/notice">notice</a>');
    expect(clean).toBe(
      '<a href="https://example.org/notice" target="_blank" rel="noopener noreferrer">notice</a>',
    );
  });

  test('a notice cannot lay a fixed, full-window layer over the app or borrow its styles', async ({
    page,
  }) => {
    const clean = await sanitize(
      page,
      '<a href="https://evil.example.org/" style="position:fixed;inset:0;z-index:99999;display:block;color:red">' +
        'win</a><div class="mantine-Overlay-root" id="root" style="position:absolute;top:0;left:0;transform:scale(40)">x</div>',
    );
    expect(clean).toBe(
      '<a href="https://evil.example.org/" style="color:red" target="_blank" rel="noopener noreferrer">win</a><div>x</div>',
    );
    // Rendered into a page, the link stays in the flow of the text.
    await page.evaluate((html) => {
      document.body.innerHTML = `<main>${html}</main>`;
    }, clean);
    const link = page.getByRole('link', { name: 'win' });
    expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  });

  test('a picture the CSP would not load shows its alternative text; a base address is dropped before parsing', async ({
    page,
  }) => {
    const clean = await sanitize(
      page,
      '<base href="https://evil.example.org/"><img src="http://insecure.example.org/x.png" alt="chart">' +
        '<img src="https://cdn.example.org/y.png" alt="map"><img src="/logo.png" alt="logo">',
    );
    expect(clean).toBe(
      '<img alt="chart"><img src="https://cdn.example.org/y.png" alt="map"><img src="/logo.png" alt="logo">',
    );
  });

  test('image-map areas open in a new window without access to this page too', async ({ page }) => {
    const clean = await sanitize(
      page,
      '<map name="m"><area shape="rect" coords="0,0,10,10" href="https://example.org/a" alt="a"></map>',
    );
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
