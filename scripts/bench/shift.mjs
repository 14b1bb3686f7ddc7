// An eight-hour shift in page time (issue 19): the demo doctor's workbench stays open under Playwright's clock while
// the message poll pulls every 10 s, a work-tip invitation arrives every 30 minutes and counts down, and 200 tabs
// are opened from the side menu and closed again across the back-office pages. The JS heap (after forced garbage
// collection), the DOM nodes and the live timers are read at hour 1 and at the last hour.
import {
  heapBreakdown,
  heapBytes,
  isApiRequest,
  log,
  networkQuiet,
  SHELL_TABS,
  TOKEN,
  VIEWPORT,
} from './lib.mjs';

/**
 * Counts the page's live timers: wraps setTimeout, setInterval and their clear functions (installed after
 * Playwright's clock, so it wraps the clock's fakes). A timeout is live until it runs or is cleared, an interval
 * until it is cleared; each keeps the stack that made it, to say where a leak comes from.
 */
export const TIMER_PROBE = `(() => {
  const live = new Map();
  const { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window;
  const where = () => new Error();
  window.setTimeout = function (fn, ...rest) {
    let id;
    const run = typeof fn === 'function' ? function (...a) { live.delete(id); return fn.apply(this, a); } : fn;
    id = st.call(window, run, ...rest);
    if (typeof fn === 'function') live.set(id, { kind: 'timeout', at: where() });
    return id;
  };
  window.setInterval = function (fn, ...rest) {
    const id = si.call(window, fn, ...rest);
    live.set(id, { kind: 'interval', at: where() });
    return id;
  };
  window.clearTimeout = function (id) { live.delete(id); return ct.call(window, id); };
  window.clearInterval = function (id) { live.delete(id); return ci.call(window, id); };
  window.__benchTimers = () => {
    const sites = new Map();
    for (const { kind, at } of live.values()) {
      const frames = String(at.stack).split('\\n').slice(2, 5).map((l) => l.trim().replace(/^at /, '').replace(/https?:\\/\\/[^/]+\\//, ''));
      const key = kind + ' ' + frames.join(' < ');
      sites.set(key, (sites.get(key) || 0) + 1);
    }
    return { count: live.size, sites: [...sites].sort((a, b) => b[1] - a[1]).slice(0, 12) };
  };
})();`;

/** The back-office pages the shift opens: the side menu's leaves under these groups. */
const BACK_OFFICE_GROUPS = ['消息中心', '居民档案', '满意度评价', '系统管理', 'Business lines', '业务线'];

const HOUR = 3_600_000;
const PULL_MS = 10_000;
const TIP_EVERY_MS = 30 * 60_000;

/** The menu items of the back-office pages (group and item names), read from the side menu. */
async function backOfficeItems(page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  const items = [];
  for (const group of BACK_OFFICE_GROUPS) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.count()) === 0) continue;
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    const names = await button.evaluate((el) =>
      // The group's items are in the collapsible block that follows its button.
      [...(el.nextElementSibling?.querySelectorAll('button') ?? [])]
        .filter((b) => !b.hasAttribute('aria-expanded'))
        .map((b) => b.textContent.trim()),
    );
    for (const name of names) items.push({ group, name });
  }
  return items;
}

/** What the shift reads at a measuring point: heap after GC, DOM nodes (live and all), live timers. */
async function snapshot(context, page) {
  await networkQuiet(page, isApiRequest, 500, 10_000);
  const heap = await heapBytes(context, page);
  const cdp = await context.newCDPSession(page);
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  const inPage = await page.evaluate(
    (selector) => ({
      elements: document.getElementsByTagName('*').length,
      timers: window.__benchTimers(),
      tabs: document.querySelectorAll(selector).length,
    }),
    SHELL_TABS,
  );
  return {
    heap,
    domNodes: counters.nodes,
    documents: counters.documents,
    listeners: counters.jsEventListeners,
    elements: inPage.elements,
    timers: inPage.timers.count,
    timerSites: inPage.timers.sites,
    tabs: inPage.tabs,
  };
}

/** Queues a work-tip invitation (a consultation invitation) for the demo doctor's next message pull. */
function deliverTip(page, n) {
  return page.evaluate((k) => {
    const db = globalThis.__mchDemo.backend.db();
    const user = db.users.find((u) => u.token === 'demo-doctor');
    const key = String(user.id);
    const state = db.message;
    const id = state.nextId;
    state.nextId += 1;
    const pad = (v) => String(v).padStart(2, '0');
    const d = new Date();
    const createTime = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    const invited = state.workTips[key].find((t) => t.templateId === 28);
    const body = `Shift invitation ${k}: 李建国医生邀请您参加远程会诊。`;
    state.workTips[key].unshift({
      id,
      templateId: 28,
      body,
      openUrl: null,
      read: false,
      extraParams: invited?.extraParams ?? { id: 1 },
      createTime,
    });
    state.pending[key] = [
      ...(state.pending[key] ?? []),
      { id, type: 'workTip', title: 'Work tip', content: body, createTime },
    ];
    return id;
  }, n);
}

/**
 * The shift: `hours` hours of page time (8 by default) in 10 s steps, each step letting the poll's pull answer
 * before the next; `onHour(hour, context, page)` runs after each hour's reading. Returns the readings at the end of every hour (the first and the last compared) and what
 * happened.
 */
export async function shift(browser, server, { hours = 8, tabCycles = 200, onHour } = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addCookies([{ name: 'mch_token', value: TOKEN, url: server.url }]);
  await context.clock.install();
  const page = await context.newPage();
  await page.addInitScript(TIMER_PROBE);
  let pulls = 0;
  const isPull = (request) => new URL(request.url()).pathname.endsWith('/v1/message/pull');
  page.on('request', (request) => {
    if (isPull(request)) pulls += 1;
  });
  await page.goto(`${server.url}/workbench`);
  await page.getByRole('region', { name: 'Statistics' }).waitFor({ timeout: 60_000 });
  await networkQuiet(page, isApiRequest, 1000, 20_000);
  const items = await backOfficeItems(page);
  if (items.length === 0) throw new Error('the shift found no back-office page in the side menu');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const tabs = page.locator(SHELL_TABS);

  const totalMs = hours * HOUR;
  const steps = totalMs / PULL_MS;
  // The tab cycles of each hour fall in its first 50 minutes, evenly; its last 10 minutes are quiet (longer than
  // TanStack Query's 5 minutes before it drops the data of a closed page), so the readings at the ends of hour 1
  // and of the last hour are taken at the same point of the same routine.
  const perHour = Math.ceil(tabCycles / hours);
  const stepsPerHour = HOUR / PULL_MS;
  const busySteps = (50 * 60_000) / PULL_MS;
  const cycleSteps = new Set();
  for (let h = 0; h < hours; h += 1)
    for (let k = 0; k < perHour; k += 1)
      cycleSteps.add(h * stepsPerHour + Math.round(((k + 0.5) * busySteps) / perHour));
  const hourly = [];
  let tips = 0;
  let cycles = 0;
  let invitationsSeen = 0;
  const started = Date.now();
  for (let step = 1; step <= steps; step += 1) {
    const at = step * PULL_MS;
    // A tip 5 minutes into every half hour, so none is counting down at a measuring point.
    if ((at - 5 * 60_000) % TIP_EVERY_MS === 0) {
      await deliverTip(page, tips + 1);
      tips += 1;
    }
    // The poll's timer fires within the step; its pull (and what follows a pull that found something) answers
    // before the next step, so every step pulls once.
    const pulled = page
      .waitForEvent('requestfinished', { predicate: isPull, timeout: 5000 })
      .catch(() => null);
    await context.clock.runFor(PULL_MS);
    await pulled;
    await networkQuiet(page, isApiRequest, 15, 5000, 5);
    if (tips > invitationsSeen && (await page.getByRole('region', { name: 'Invitations' }).count()) > 0)
      invitationsSeen = tips;
    if (cycleSteps.has(step) && cycles < tabCycles) {
      const { group, name } = items[cycles % items.length];
      const groupButton = nav.getByRole('button', { name: group, exact: true });
      if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
      await nav.getByRole('button', { name, exact: true }).click();
      await page
        .waitForFunction((selector) => {
          const open = document.querySelectorAll(selector);
          return open.length === 2 && open[1].getAttribute('aria-selected') === 'true';
        }, SHELL_TABS)
        .catch(async (error) => {
          const shown = await page.evaluate(
            (selector) => [...document.querySelectorAll(selector)].map((t) => t.textContent),
            SHELL_TABS,
          );
          throw new Error(
            `the shift could not open ${group} / ${name} (tabs: ${shown.join(', ')}): ${error.message}`,
          );
        });
      await networkQuiet(page, isApiRequest, 150, 10_000, 10);
      await tabs.nth(1).locator('[data-tab-close]').click();
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, SHELL_TABS);
      cycles += 1;
    }
    if (process.env.BENCH_DEBUG && step % 30 === 0)
      log(
        `  shift: step ${step}/${steps}, ${Math.round((Date.now() - started) / 1000)} s, pulls ${pulls}, cycles ${cycles}`,
      );
    if (at % HOUR === 0) {
      const reading = { hour: at / HOUR, pulls, tips, cycles, ...(await snapshot(context, page)) };
      // Where the heap is, at the two compared readings (after the budget's own reading, which it leaves alone).
      if (at / HOUR === 1 || at / HOUR === hours) reading.parts = await heapBreakdown(context, page);
      hourly.push(reading);
      // A hook for profiling (a heap snapshot at each reading, say).
      await onHour?.(at / HOUR, context, page);
      log(`  shift: hour ${at / HOUR} read (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  await context.close();
  return {
    hours,
    pulls,
    tips,
    invitationsSeen,
    cycles,
    pages: items.map((i) => i.name),
    first: hourly[0],
    last: hourly.length > 1 ? hourly.at(-1) : undefined,
    // Every hour's heap, DOM nodes and live timers, to tell a steady climb from a one-off step.
    hourly: hourly.map(({ hour, heap, domNodes, timers }) => ({ hour, heap, domNodes, timers })),
  };
}
