import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** Where `saveScreenshot()` writes its images. */
export const SCREENSHOT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** A console error or uncaught page error seen during a test. */
export interface PageProblem {
  kind: 'console' | 'pageerror';
  text: string;
}

/** Console messages Chromium prints for a failed HTTP request; allow them with `allowNetworkErrors()`. */
export const NETWORK_ERROR_PATTERNS: readonly RegExp[] = [
  /Failed to load resource/i,
  /net::ERR_/i,
  /the server responded with a status of/i,
];

/** The fixtures the app's browser tests get on top of Playwright's. */
export interface AppFixtures {
  /** Lets the current test pass despite console or page errors matching any of `patterns`. */
  allowErrors: (...patterns: (RegExp | string)[]) => void;
  /** Allows the console errors Chromium prints for failed requests (for tests that inject network faults). */
  allowNetworkErrors: () => void;
  /** Takes a full-page screenshot into test-results/screenshots/<name>.png and returns its path. */
  saveScreenshot: (name: string, page?: Page) => Promise<string>;
  /** Every console error and uncaught page error of this test so far (allowed or not). */
  pageProblems: PageProblem[];
}

interface InternalFixtures {
  errorAllowList: (RegExp | string)[];
  failOnPageErrors: undefined;
}

function matches(text: string, pattern: RegExp | string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

/**
 * The app's Playwright `test`: like Playwright's own, but a test fails when its page logs a console error or
 * throws an uncaught error that no `allowErrors(...)` pattern covers.
 */
export const test = base.extend<AppFixtures & InternalFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  errorAllowList: async ({}, use) => {
    await use([]);
  },
  allowErrors: async ({ errorAllowList }, use) => {
    await use((...patterns) => {
      errorAllowList.push(...patterns);
    });
  },
  allowNetworkErrors: async ({ allowErrors }, use) => {
    await use(() => allowErrors(...NETWORK_ERROR_PATTERNS));
  },
  pageProblems: async ({ page }, use) => {
    const problems: PageProblem[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push({ kind: 'console', text: message.text() });
    });
    page.on('pageerror', (error) => {
      problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` });
    });
    await use(problems);
  },
  failOnPageErrors: [
    async ({ pageProblems, errorAllowList }, use) => {
      await use(undefined);
      const unexpected = pageProblems.filter(
        (p) => !errorAllowList.some((pattern) => matches(p.text, pattern)),
      );
      const report = unexpected.map((p) => `[${p.kind}] ${p.text}`).join('\n');
      expect(unexpected, `The page reported errors:\n${report}`).toEqual([]);
    },
    { auto: true },
  ],
  saveScreenshot: async ({ page }, use) => {
    await use(async (name, target = page) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
      await target.screenshot({ path, fullPage: true });
      return path;
    });
  },
});

export { expect };

/**
 * Another account signs in elsewhere: once the page has finished loading (deferred parts included), the login
 * cookie becomes `token`'s, and the tab is hidden and shown again (what makes the shell look at the cookie).
 */
export async function signInElsewhere(page: Page, token: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.context().addCookies([{ name: 'mch_token', value: token, url: page.url() }]);
  await page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}
