import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoToken } from '@mch/mock';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

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

const settlers = new WeakMap<Page, () => Promise<void>>();

/**
 * Waits until the page has had no request in flight for 500 ms, as `reload()` and `goto()` do by themselves. Call it
 * before a click that makes the app leave the page (log out, say) while the page may still be loading parts.
 */
export async function networkSettled(page: Page): Promise<void> {
  await settlers.get(page)?.();
}

/** How long a page must make no request before `networkSettler` calls it settled, and how long it waits at most. */
const SETTLED_AFTER_MS = 500;
const SETTLE_AT_MOST_MS = 10_000;

/**
 * A function that resolves once `page` has had no request in flight for 500 ms. A request in flight for 10 s or
 * more (one a test holds on purpose) is not waited for, and it waits 10 s at most. With nothing in flight and nothing
 * recent, it resolves at once.
 */
function networkSettler(page: Page): () => Promise<void> {
  const inFlight = new Map<Request, number>();
  let lastActivity = 0;
  const started = (request: Request) => {
    lastActivity = Date.now();
    inFlight.set(request, lastActivity);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const busy = (now: number) =>
    now - lastActivity < SETTLED_AFTER_MS ||
    [...inFlight.values()].some((since) => now - since < SETTLE_AT_MOST_MS);
  return async () => {
    const giveUpAt = Date.now() + SETTLE_AT_MOST_MS;
    while (Date.now() < giveUpAt && busy(Date.now())) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

function matches(text: string, pattern: RegExp | string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

/**
 * The app's Playwright `test`: like Playwright's own, but a test fails when its page logs a console error or
 * throws an uncaught error that no `allowErrors(...)` pattern covers.
 */
export const test = base.extend<AppFixtures & InternalFixtures>({
  /*
   * The page, whose `reload()` and `goto()` first wait for its requests to settle. The demo backend is a service
   * worker that lets go of a page once the page starts unloading: a call the old page still makes then (a part of the
   * landing loading late, say) reaches the static test server and logs its 405 into this test.
   */
  page: async ({ page }, use) => {
    const reload = page.reload.bind(page);
    const goto = page.goto.bind(page);
    const settle = networkSettler(page);
    settlers.set(page, settle);
    page.reload = async (options) => {
      await settle();
      return reload(options);
    };
    page.goto = async (url, options) => {
      await settle();
      return goto(url, options);
    };
    await use(page);
  },
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
      if (message.type() !== 'error') return;
      // A failed resource's message does not name it; its location does.
      const { url } = message.location();
      const text = message.text();
      problems.push({ kind: 'console', text: url && !text.includes(url) ? `${text} (${url})` : text });
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

/** The languages of the app. */
export type AppLocale = 'en' | 'zh-CN';

/** Options of `signIn`. */
export interface SignInOptions {
  /** The demo user (demo-doctor by default; README: "Demo users"). */
  token?: DemoToken;
  /** The app's language, stored before the page loads (English by default). */
  locale?: AppLocale;
  /** More of the sign-in address after the token, e.g. '&mockFault=main:/stats/all:http500'. */
  query?: string;
  /** What shows the app is ready (the tab strip by default), e.g. the evaluation dialog of demo-evaluator. */
  ready?: Locator;
}

/** The name of the tab strip, by language. */
const OPEN_PAGES: Record<AppLocale, string> = { en: 'Open pages', 'zh-CN': '已打开的页面' };

/**
 * Signs a demo user in the way SSO does (`/?token=…`, the demo sign-in route), optionally in Chinese, and waits
 * until the app is ready: the tab strip (or `ready`) is visible. The first load of the shell is slow on a busy
 * machine, so it waits up to 20 s.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const locale = options.locale ?? 'en';
  if (locale !== 'en') {
    await page.addInitScript((l) => {
      try {
        localStorage.setItem('mch.locale', l);
      } catch {
        /* storage unavailable: the default language */
      }
    }, locale);
  }
  await page.goto(`/?token=${options.token ?? 'demo-doctor'}${options.query ?? ''}`);
  const ready = options.ready ?? page.getByRole('tablist', { name: OPEN_PAGES[locale] });
  await expect(ready).toBeVisible({ timeout: 20_000 });
}

/** Opens a menu item under a group of the side menu (`group` null: a top-level item). */
export async function openFromMenu(page: Page, group: string | null, item: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (group) {
    const groupButton = nav.getByRole('button', { name: group });
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  }
  await nav.getByRole('button', { name: item, exact: true }).click();
}

/** The tabs of the tab strip. */
export const tabs = (page: Page) => page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab');

/** One tab of the tab strip, by its exact title. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The titles of the open tabs, in order. */
export async function tabNames(page: Page): Promise<string[]> {
  return (await tabs(page).allInnerTexts()).map((t) => t.trim());
}

/**
 * Another account signs in elsewhere: once the page has finished loading (its blocks' code and calls too), the
 * login cookie becomes `token`'s, and the tab is hidden and shown again (what makes the shell look at the cookie).
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

/**
 * The origin the demo serves its stand-in exam and training pages from (`pages.localhost` at the test server's
 * port): an origin of their own, which the demo config.json lists, so framing them shows the real frame policy.
 * Give the page (once it shows the app) or the app's address (the test's `baseURL`).
 */
export function demoPagesOrigin(pageOrAppAddress: Page | string): string {
  const address = typeof pageOrAppAddress === 'string' ? pageOrAppAddress : pageOrAppAddress.url();
  const { protocol, port } = new URL(address);
  return `${protocol}//pages.localhost${port ? `:${port}` : ''}`;
}
