import type { BrowserContext, Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, networkSettled, signIn, test } from './fixtures';

// The fault matrix (issue 9): every backend, driven through a screen that calls it, answers with every fault of the
// demo backend. Each time the user sees the behaviour of SPEC.md §8, the login ends at most once, the network
// message shows at most once per 2 s, the page never goes blank, no uncaught error or unhandled rejection reaches
// the console (the fixture fails the test on those) and the text the user typed is still there. A slow backend
// (the `delay` fault, issue 17) answers late: nothing is said, nobody is logged out and nothing typed is lost.

test.describe.configure({ timeout: 90_000 });

type Backend = 'main' | 'mainSync' | 'live' | 'message' | 'fds' | 'exam' | 'training';
type Kind = 'http500' | 'network' | 'delay' | 'timeout' | 'tokenExpired' | 'malformed' | 'businessError';

const KINDS: readonly Kind[] = [
  'http500',
  'delay',
  'network',
  'timeout',
  'tokenExpired',
  'malformed',
  'businessError',
];

/** The messages of SPEC.md §8 as the app shows them (English), and the demo backend's server messages. */
const MESSAGE = {
  serverError: '服务器内部错误',
  businessError: '业务处理失败',
  unauthorised: '未授权',
  network: 'Network error, please retry later.',
  timeout: 'The request timed out, please retry later.',
  expired: 'Your login is no longer valid, please log in again.',
  malformed: 'The server sent an answer the workbench cannot read.',
  syncFailed: 'Syncing user information failed.',
} as const;

/** What the user must see for a fault of a backend (no message for a late answer). */
type Outcome = { message: string; logout: boolean };

/** How late the `delay` fault answers (page time): well within the client's 30 s limit. */
const DELAY_MS = 5_000;

function outcomeOf(backend: Backend, kind: Kind): Outcome {
  if (kind === 'delay') return { message: '', logout: false };
  // The token exchanges call the sync host without interception: every failure is 'syncing failed' (§8), except
  // an expired login, which ends the session.
  if (backend === 'mainSync') {
    return kind === 'tokenExpired'
      ? { message: MESSAGE.expired, logout: true }
      : { message: MESSAGE.syncFailed, logout: false };
  }
  switch (kind) {
    case 'http500':
      return { message: MESSAGE.serverError, logout: false };
    case 'network':
      return { message: MESSAGE.network, logout: false };
    case 'timeout':
      return { message: MESSAGE.timeout, logout: false };
    case 'malformed':
      return { message: MESSAGE.malformed, logout: false };
    case 'businessError':
      return { message: MESSAGE.businessError, logout: false };
    case 'tokenExpired':
      // The live-training API adds no login and knows no expiry (§7.2): its 401 is a plain refusal.
      return backend === 'live'
        ? { message: MESSAGE.unauthorised, logout: false }
        : { message: MESSAGE.expired, logout: true };
  }
}

/** Reports every notification the page shows, with the page time it appeared (Playwright's clock included). */
const NOTIFICATION_LOG = `(() => {
  const seen = new WeakSet();
  const scan = () => {
    for (const el of document.querySelectorAll('.mantine-Notification-root')) {
      if (seen.has(el)) continue;
      seen.add(el);
      window.__recordNotification?.(el.textContent || '', performance.now());
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Puts the page under Playwright's clock (its time moves only when a test says so or it resumes) and signs in as
 * `token` with the login cookie, before the test's first page load.
 */
async function signInUnderClock(
  page: Page,
  context: BrowserContext,
  token: string,
  baseURL: string | undefined,
): Promise<void> {
  await page.clock.install();
  await context.addCookies([{ name: 'mch_token', value: token, url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

/** The notifications a page showed, kept on the test's side so that they survive a logout's page load. */
async function recordNotifications(page: Page): Promise<(text: string) => number[]> {
  const shown: { text: string; at: number }[] = [];
  await page.exposeBinding('__recordNotification', (_source, text: string, at: number) => {
    shown.push({ text, at });
  });
  await page.addInitScript(NOTIFICATION_LOG);
  return (text) => shown.filter((n) => n.text.includes(text)).map((n) => n.at);
}

/** Every call of `backend` fails with `kind` (a delay of `DELAY_MS`). */
async function failBackend(page: Page, backend: Backend, kind: Kind) {
  await setFault(page, { backend, kind, ...(kind === 'delay' ? { delayMs: DELAY_MS } : {}) });
}

/** The number of the page's calls to the demo backends that have not answered yet. */
type CallsInFlight = () => number;

/** Watches the page's calls to the demo backends. */
function callsInFlight(page: Page): CallsInFlight {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Moves page time on until every call has answered (a slow backend answers each call late). */
async function letSlowCallsAnswer(page: Page, inFlight: CallsInFlight): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return inFlight();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** A screen that calls a backend: how to open it, what the user types there, and how to make the call. */
interface Driver {
  token: string;
  /** The screen's address (the app opens it right after the login is checked). */
  path: string;
  /** The fault is switched on with the page load (the call happens before the user can type). */
  faultAtLoad?: boolean;
  /** Opens the screen and types; returns the field whose text must survive. */
  prepare(page: Page): Promise<{ field: Locator; typed: string }>;
  /** Makes the call again (the user presses Enter or Search). */
  trigger(page: Page, field: Locator): Promise<void>;
  /** Where the field is after the call (a screen may move on, the field stays in its kept-alive tab). */
  revisit?(page: Page): Promise<void>;
}

/**
 * Opens the sign-up dialog and types `code`. Unless the fault is on from the start, the landing's exam and training
 * blocks first show their figures: they exchange the subsystem tokens the search then uses, and a fault switched on
 * before that would fail the exchange ("syncing user information failed") instead of the search.
 */
async function openSignup(page: Page, code: string, { faultAtLoad = false } = {}) {
  for (const name of faultAtLoad ? [] : ['Online exams', 'Online training']) {
    await expect(page.getByRole('region', { name }).getByRole('term').first()).toBeVisible({
      timeout: 15_000,
    });
  }
  await page.getByRole('button', { name: /Registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Query number' });
  await field.fill(code);
  return { field, typed: code };
}

const pressEnter = (_page: Page, field: Locator) => field.press('Enter');

const DRIVERS: Record<Backend, Driver> = {
  // The login log (GET /v1/userLoginLog/queryPage) with a user name typed in its filter.
  main: {
    token: 'demo-doctor',
    path: '/loginLog',
    async prepare(page) {
      const field = page.getByRole('textbox', { name: 'User name' });
      await field.fill('zhang');
      return { field, typed: 'zhang' };
    },
    trigger: pressEnter,
  },
  // The token exchange of the exam subsystem (POST /v1/sync/examUserInfo on the second host), from the sign-up
  // search of an exam code. The workbench exchanges the token as it loads, so the fault is on from the start.
  mainSync: {
    token: 'demo-admin',
    path: '/workbench',
    faultAtLoad: true,
    prepare: (page) => openSignup(page, '2024YKS0001', { faultAtLoad: true }),
    trigger: pressEnter,
  },
  // The sign-up search of a live code (GET /yunproject/GetProjectInfo).
  live: {
    token: 'demo-admin',
    path: '/workbench',
    prepare: (page) => openSignup(page, 'LIVE0001'),
    trigger: pressEnter,
  },
  // The message list (GET /v1/notice/user-notice) with a title typed in its filter.
  message: {
    token: 'demo-doctor',
    path: '/user-notice',
    async prepare(page) {
      const field = page.getByRole('textbox', { name: 'Title', exact: true });
      await field.fill('培训');
      return { field, typed: '培训' };
    },
    trigger: pressEnter,
  },
  // The resident look-up by identity card, which opens the resident record (the health-service API).
  fds: {
    token: 'demo-doctor',
    path: '/resident-case',
    async prepare(page) {
      const field = page.getByRole('textbox', { name: 'Identity card number' });
      await field.fill('11010519491231002X');
      return { field, typed: '11010519491231002X' };
    },
    trigger: pressEnter,
    async revisit(page) {
      const tab = page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab').nth(1);
      await tab.click();
    },
  },
  // The sign-up search of an exam code (GET /user/exam/code/info).
  exam: {
    token: 'demo-admin',
    path: '/workbench',
    prepare: (page) => openSignup(page, '2024YKS0001'),
    trigger: pressEnter,
  },
  // The sign-up search of a training code (GET /training/simple/info).
  training: {
    token: 'demo-admin',
    path: '/workbench',
    prepare: (page) => openSignup(page, '2024YKC0001'),
    trigger: pressEnter,
  },
};

for (const backend of Object.keys(DRIVERS) as Backend[]) {
  for (const kind of KINDS) {
    const outcome = outcomeOf(backend, kind);
    const seen =
      kind === 'delay' ? 'a late answer, no message' : outcome.logout ? 'one logout' : `'${outcome.message}'`;
    test(`${backend} answering ${kind}: ${seen}, nothing lost`, async ({
      page,
      context,
      baseURL,
      allowNetworkErrors,
    }) => {
      // Chromium logs failed and refused requests (status 4xx/5xx, network errors) itself: those are expected here.
      allowNetworkErrors();
      const driver = DRIVERS[backend];
      const origin = baseURL ?? 'http://127.0.0.1:4317';
      let logouts = 0;
      // A logout leaves for the sign-in site: count the page loads of the sign-in page.
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          if (new URL(request.url()).pathname === '/demo-login') logouts += 1;
        }
      });
      const notificationsWith = await recordNotifications(page);
      const inFlight = callsInFlight(page);
      await signInUnderClock(page, context, driver.token, origin);
      await page.goto(driver.faultAtLoad ? `${driver.path}?mockFault=${backend}:${kind}` : driver.path);

      const expiredAtLoad = driver.faultAtLoad && outcome.logout;
      let field: Locator | undefined;
      let typed = '';
      if (!expiredAtLoad) {
        await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 15_000 });
        // The landing's calls, held back from the start, answer late.
        if (kind === 'delay' && driver.faultAtLoad) {
          await expect.poll(inFlight, { timeout: 15_000 }).toBeGreaterThan(0);
          await letSlowCallsAnswer(page, inFlight);
        }
        ({ field, typed } = await driver.prepare(page));
        // The screen has loaded before the fault goes on (a fault on from the start may hold calls open).
        if (!driver.faultAtLoad) await networkSettled(page);
        if (!driver.faultAtLoad) await failBackend(page, backend, kind);
        await driver.trigger(page, field);
        // The user presses again at once (where the screen is still there): still one message.
        if (!outcome.logout && (await field.isVisible())) await driver.trigger(page, field);
        // A call that never answers fails after the client's 30 s limit. The call may leave a moment after the
        // key press (the screen opens its page first), so page time moves on until the answer is shown.
        if (kind === 'timeout') {
          await page.clock.runFor(30_000);
          await expect
            .poll(
              async () => {
                if (notificationsWith(outcome.message).length > 0) return true;
                if ((await page.getByText(outcome.message).count()) > 0) return true;
                await page.clock.runFor(5_000);
                return false;
              },
              { timeout: 20_000 },
            )
            .toBe(true);
        }
      }

      if (kind === 'delay') {
        // The answers come late, but they come: nothing is said, nobody is logged out, nothing typed is lost.
        await letSlowCallsAnswer(page, inFlight);
        for (const message of Object.values(MESSAGE)) expect(notificationsWith(message)).toEqual([]);
        await expect(page.getByRole('alert').filter({ hasText: MESSAGE.network })).toHaveCount(0);
        expect(logouts).toBe(0);
        await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible();
        if (driver.revisit) await driver.revisit(page);
        if (field) await expect(field).toHaveValue(typed);
        return;
      }

      if (outcome.logout) {
        await expect(page.getByText(MESSAGE.expired).first()).toBeVisible({ timeout: 10_000 });
        // The SDK logs out 2 s after the message, so it can be read.
        await page.clock.runFor(2_000);
        await expect(page).toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/, { timeout: 10_000 });
        await expect(page.getByRole('heading', { name: 'Demo sign-in' })).toBeVisible();
        expect(logouts).toBe(1);
        expect(notificationsWith(MESSAGE.expired)).toHaveLength(1);
        return;
      }

      if (backend === 'mainSync') {
        // Said where the search was made (the exchange runs without interception: no toast).
        await expect(page.getByRole('dialog').getByText(outcome.message)).toBeVisible({ timeout: 10_000 });
      } else {
        // A notification, shown once by the shell (the screen may say it too, in its own block).
        await expect
          .poll(() => notificationsWith(outcome.message).length, { timeout: 10_000 })
          .toBeGreaterThan(0);
      }
      // Let retries and second answers come in (2 s of page time), then count.
      await page.clock.runFor(2_000);
      // (Calls that never answer stay open: there is no idle network to wait for then.)
      if (kind !== 'timeout') await page.waitForLoadState('networkidle');
      expect(logouts).toBe(0);
      await expect(page).not.toHaveURL(/\/demo-login(\?redirect=[^&]+)?$/);
      const network = notificationsWith(MESSAGE.network);
      // The times are when each notification entered the page, one render after the SDK's decision to show it, so
      // they carry that render's delay (21 ms seen on a busy CI machine for messages decided 2 s apart). The exact
      // 2 s window is the SDK's unit test under fake timers (client.test.ts: network failures within 2 s give one
      // event); here the page must not show the failures of one burst (the two presses and the retry 1 s later) as
      // messages of their own: any two are further apart than the retry's 1 s, with room for a slow render.
      for (let i = 1; i < network.length; i += 1) {
        expect(network[i]! - network[i - 1]!, 'network messages of one burst').toBeGreaterThan(1500);
      }
      if (outcome.message === MESSAGE.network) expect(network.length).toBeGreaterThanOrEqual(1);
      // No blank page: the shell is still there.
      await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      // Nothing typed is lost.
      if (driver.revisit) await driver.revisit(page);
      if (field) await expect(field).toHaveValue(typed);
    });
  }
}

// The main API failing from the first call on: the sign-in itself fails. The page is never blank: an expired login
// goes to the sign-in page once; anything else shows the start-up error with a retry, which works once the
// backend answers again.
for (const kind of KINDS) {
  const seen =
    kind === 'tokenExpired'
      ? 'one logout'
      : kind === 'delay'
        ? 'the workbench, late'
        : 'the start-up error, then retry';
  test(`main answering ${kind} from the start: ${seen}`, async ({
    page,
    context,
    baseURL,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    let logouts = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        if (new URL(request.url()).pathname === '/demo-login') logouts += 1;
      }
    });
    await signInUnderClock(page, context, 'demo-doctor', baseURL);
    await page.goto(`/workbench?mockFault=main:${kind}`);
    if (kind === 'delay') {
      // Every call answers 1.5 s late: the workbench still opens, with no error.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1_500);
            return page.getByRole('tablist', { name: 'Open pages' }).isVisible();
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect(
        page.getByRole('heading', { name: 'The workbench could not load your account' }),
      ).toHaveCount(0);
      expect(logouts).toBe(0);
      return;
    }
    if (kind === 'timeout') {
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.clock.runFor(30_000);
    }
    if (kind === 'tokenExpired') {
      await expect(page.getByText(MESSAGE.expired).first()).toBeVisible({ timeout: 15_000 });
      await page.clock.runFor(2_000);
      await expect(page.getByRole('heading', { name: 'Demo sign-in' })).toBeVisible({ timeout: 10_000 });
      expect(logouts).toBe(1);
      return;
    }
    const failure = page.getByRole('heading', { name: 'The workbench could not load your account' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    expect(logouts).toBe(0);
    await clearFaults(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 15_000 });
  });
}

// SPEC.md §8: "Warnings are debounced at 700 ms": the same refusal answered twice in quick succession is one
// warning; once 700 ms have passed, the next one shows again.
test('warnings within 700 ms show once; a later one shows again', async ({
  page,
  context,
  baseURL,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const notificationsWith = await recordNotifications(page);
  await signInUnderClock(page, context, 'demo-admin', baseURL);
  await page.goto('/loginLog');
  const table = page.getByRole('table', { name: 'Login log' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await failBackend(page, 'main', 'businessError');
  // From here on the page's time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  const name = page.getByRole('textbox', { name: 'User name' });
  const search = page.getByRole('button', { name: 'Search' });
  const searchFor = async (text: string) => {
    await name.fill(text);
    await search.click();
  };
  await searchFor('a');
  await expect.poll(() => notificationsWith(MESSAGE.businessError).length).toBe(1);
  await searchFor('b');
  await page.clock.runFor(500);
  await searchFor('c');
  await page.waitForLoadState('networkidle');
  expect(notificationsWith(MESSAGE.businessError)).toHaveLength(1);

  await page.clock.runFor(800);
  await searchFor('d');
  await expect.poll(() => notificationsWith(MESSAGE.businessError).length).toBe(2);
  // What was typed stays.
  await expect(name).toHaveValue('d');
  await page.clock.resume();
});

// SPEC.md §8 and §9: a call without an answer in 30 s is a timeout, told once; the block shows its failure with
// Retry then, not after a second wait of 30 s.
test('a block whose call times out shows its failure after the one limit, with one message and a Retry', async ({
  page,
  context,
  baseURL,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const notificationsWith = await recordNotifications(page);
  await signInUnderClock(page, context, 'demo-admin', baseURL);
  await page.goto('/workbench?mockFault=main:/stats/all:timeout');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toBeVisible({ timeout: 20_000 });
  await page.clock.runFor(31_000);
  await expect(stats.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect.poll(() => notificationsWith(MESSAGE.timeout).length).toBe(1);
  // No second try runs behind the failure: another 31 s tell nothing more.
  await page.clock.runFor(31_000);
  await page.waitForLoadState('networkidle');
  expect(notificationsWith(MESSAGE.timeout)).toHaveLength(1);

  await clearFaults(page);
  await stats.getByRole('button', { name: 'Retry' }).click();
  await expect(stats.getByRole('term').first()).toBeVisible({ timeout: 15_000 });
});

// Behind the deployment's proxy, a backend that cannot be reached answers through the gateway (502, 504): for the
// user a network failure (SPEC.md §8), not 'the server answered with an error'.
test('a gateway timeout answering for the backend is told as a timeout, in the toast and in the block', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const notificationsWith = await recordNotifications(page);
  await signIn(page, { query: '&mockFault=main:/stats/all:gatewayTimeout' });
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('The request timed out, please retry later. (HTTP 504)')).toBeVisible();
  await expect.poll(() => notificationsWith(MESSAGE.timeout).length).toBe(1);
  expect(notificationsWith('The server answered with an error.')).toEqual([]);
});

// SPEC.md §8: one failed call, one message. A page opened by address asks for its first data while its code loads;
// the failure reaches the user even though it came before the screen was drawn, and the page does not ask again
// (and tell again) as it mounts: the block shows the failure with its Retry.
test('a page whose first call fails before it is drawn tells it once and asks once, until Retry', async ({
  page,
  context,
  baseURL,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const notificationsWith = await recordNotifications(page);
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/stats/myWorkSingle')) asked += 1;
  });
  await context.addCookies([
    { name: 'mch_token', value: 'demo-doctor', url: baseURL ?? 'http://127.0.0.1:4317' },
  ]);
  await page.goto('/ReferralMonit?mockFault=main:/stats/myWorkSingle:http500');
  const myWork = page.getByRole('region', { name: 'My consultations' });
  await expect(myWork.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => notificationsWith(MESSAGE.serverError).length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(1);
  expect(notificationsWith(MESSAGE.serverError)).toHaveLength(1);

  await clearFaults(page);
  await myWork.getByRole('button', { name: 'Retry' }).click();
  await expect(myWork.getByText('Pending')).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(2);
});

// SPEC.md §8, "loses nothing": a page of a list that fails leaves the pager as it was, so the user can go back to
// the page that worked; no total is claimed for the page that has none.
test('a page change of a list that fails keeps the pager, and the page before can be shown again', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/user-notice?token=demo-doctor');
  const panel = page.getByRole('tabpanel', { name: /^Messages/ });
  const table = page.getByRole('table', { name: 'Messages' });
  await expect(panel.getByText('Total 64 items')).toBeVisible({ timeout: 20_000 });
  const firstTitle = await table.locator('tbody tr').nth(0).locator('td').nth(1).textContent();

  await setFault(page, { kind: 'http500', backend: 'message', path: '/v1/notice/user-notice' });
  await panel.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByRole('alert')).toContainText('The data could not be loaded.');
  await expect(panel.getByText(/^Total/)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('button', { name: 'Page 7' })).toBeVisible();

  // The backend recovers; the user goes back to the page that worked, from the pager that stayed.
  await clearFaults(page);
  await panel.getByRole('button', { name: 'Page 1' }).click();
  await expect(table.locator('tbody tr').nth(0).locator('td').nth(1)).toHaveText(firstTitle ?? '');
  await expect(panel.getByText('Total 64 items')).toBeVisible();
});
