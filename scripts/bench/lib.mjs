// What the parts of the benchmark share (scripts/bench.mjs): statistics, browser contexts, the in-page probes that
// time what a user waits for, network quiet, the heap, and the files of the demo backend.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const VIEWPORT = { width: 1366, height: 900 };
/** The demo doctor (packages/mock fixtures): the landing, tabs, polling and org-tree rows sign in as this user. */
export const TOKEN = 'demo-doctor';
/** The demo administrator: the login log, evaluation and staff-configuration rows sign in as this user. */
export const ADMIN_TOKEN = 'demo-admin';
/** The headless flags of TOOLCHAIN.md, shared by Playwright's and Lighthouse's Chromium. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The shell's tabs of open pages (pages may have tab lists of their own). */
export const SHELL_TABS = '[role="tablist"][aria-label="Open pages"] [role="tab"]';

export const log = (text) => process.stderr.write(`${text}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Statistics and formats

export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const max = (values) => values.reduce((a, b) => (Number.isFinite(b) && b > a ? b : a), 0);
export const gzipBytes = (file) => gzipSync(readFileSync(file)).length;
export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
export const kb = (bytes) => `${round(bytes / 1024, 1)} kB`;
export const ms = (value) => `${round(value, 1)} ms`;
export const mb = (bytes) => `${round(bytes / 1024 / 1024, 1)} MB`;
export const ratio = (value) => `${value.toFixed(2)}×`;

// ---------------------------------------------------------------------------------------------------------------
// The landing probe

/**
 * Marks two moments of a load, relative to the navigation start, each in the first animation frame after the DOM
 * shows it:
 * - `__benchReadyAt`, the statistics visible: the 'Statistics' region of the workbench (a `section` named by its
 *   heading) no longer busy and showing its figures; the floor app's one mocked text (`[data-bench="floor-ready"]`).
 * - `__benchCompleteAt`, the workbench complete: every block of the page painted, read from the app's own DOM
 *   state. In the workbench's tab panel there are at least as many blocks (`section[aria-labelledby]`), charts
 *   (`[role="img"]`) and controls as the calibration load counted once the page had settled (`expected`); no block
 *   is `aria-busy`, no skeleton or loader is left, and every chart has drawn its bars or arcs (the
 *   `[data-chart-mark]` shapes of the app's `ui/charts`, with a size). The floor app is complete when its text shows.
 * With `expected` null only the first moment is taken (the calibration load).
 */
export function readyProbe(expected = null) {
  return `(() => {
  const expected = ${JSON.stringify(expected)};
  window.__benchReadyAt = null;
  window.__benchCompleteAt = null;
  const STATS = ['Statistics', '数据统计'];
  const labelOf = (section) => {
    const id = section.getAttribute('aria-labelledby');
    const heading = id ? document.getElementById(id) : null;
    return heading ? heading.textContent.trim() : '';
  };
  const statsSection = () => {
    for (const section of document.querySelectorAll('section[aria-labelledby]'))
      if (STATS.includes(labelOf(section))) return section;
    return null;
  };
  const statsShown = (section) =>
    section.getAttribute('aria-busy') !== 'true' && !section.querySelector('[aria-busy="true"]') &&
    [...section.querySelectorAll('dd')].some((dd) => /\\d/.test(dd.textContent));
  const floor = () => document.querySelector('[data-bench="floor-ready"]') !== null;
  const chartPainted = (image) =>
    [...image.querySelectorAll('[data-chart-mark]')].some((shape) => {
      const box = shape.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  const complete = (section) => {
    const panel = section.closest('[role="tabpanel"]') || section.closest('main') || document.body;
    const sections = panel.querySelectorAll('section[aria-labelledby]');
    if (sections.length < expected.sections) return false;
    if (panel.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')) return false;
    if (panel.querySelectorAll('input, button, select, textarea').length < expected.controls) return false;
    const images = panel.querySelectorAll('[role="img"]');
    return images.length >= expected.images && [...images].every(chartPainted);
  };
  const mark = (name) => {
    window[name] = -1;
    requestAnimationFrame(() => { window[name] = performance.now(); });
  };
  const check = () => {
    if (floor()) {
      if (window.__benchReadyAt === null) mark('__benchReadyAt');
      if (window.__benchCompleteAt === null) mark('__benchCompleteAt');
    } else {
      const section = statsSection();
      if (section && window.__benchReadyAt === null && statsShown(section)) mark('__benchReadyAt');
      if (section && expected && window.__benchCompleteAt === null && window.__benchReadyAt !== null && complete(section))
        mark('__benchCompleteAt');
    }
    if (window.__benchReadyAt !== null && (expected === null || window.__benchCompleteAt !== null)) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
}

/** Waits for a moment the landing probe marks (`__benchReadyAt` or `__benchCompleteAt`) and returns it. */
export async function waitMark(page, name = '__benchReadyAt', timeout = 60_000) {
  await page.waitForFunction((n) => typeof window[n] === 'number' && window[n] > 0, name, {
    timeout,
    polling: 50,
  });
  return page.evaluate((n) => window[n], name);
}

export const waitReady = (page, timeout) => waitMark(page, '__benchReadyAt', timeout);

/**
 * What the settled workbench shows, in the tab panel of its 'Statistics' region: the blocks with their names,
 * the charts and the controls, and what is still busy (nothing, once settled). The landing probe's `expected`.
 */
export function settledWorkbench(page) {
  return page.evaluate(() => {
    const labelOf = (section) => {
      const id = section.getAttribute('aria-labelledby');
      return (id ? document.getElementById(id)?.textContent : '')?.trim() ?? '';
    };
    const stats = [...document.querySelectorAll('section[aria-labelledby]')].find((s) =>
      ['Statistics', '数据统计'].includes(labelOf(s)),
    );
    if (!stats) return null;
    const panel = stats.closest('[role="tabpanel"]') || stats.closest('main') || document.body;
    const images = [...panel.querySelectorAll('[role="img"]')];
    return {
      sections: panel.querySelectorAll('section[aria-labelledby]').length,
      blocks: [...panel.querySelectorAll('section[aria-labelledby]')].map(labelOf),
      images: images.length,
      charts: images.map((i) => i.getAttribute('aria-label')),
      chartsPainted: images.filter((i) => i.querySelector('[data-chart-mark]')).length,
      controls: panel.querySelectorAll('input, button, select, textarea').length,
      busy: panel.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root').length,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The interaction probe

/**
 * Times interactions and records what blocked the main thread while they ran. `window.__bench.arm(on, check)`
 * waits for the next trusted event of type `on` (capture phase, before the app's handlers) and times from it to
 * the frame painted after `check()` first holds (checked every animation frame; a message posted from that frame
 * runs after its paint). Long tasks (`longtask`), event timing entries (`event`, 16 ms and more: the INP-style
 * duration of an input's handlers, rendering and paint) and long animation frames with their scripts
 * (`long-animation-frame`) are buffered from the start of the page.
 */
export const INTERACTION_PROBE = `(() => {
  const bench = { longTasks: [], events: [], frames: [], armed: null, done: [], next: 1 };
  window.__bench = bench;
  const observe = (type, record, options) => {
    try {
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) record(entry); })
        .observe({ type, buffered: true, ...options });
    } catch {}
  };
  observe('longtask', (e) => bench.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('event', (e) => bench.events.push({ name: e.name, start: e.startTime, duration: e.duration,
    interactionId: e.interactionId || 0 }), { durationThreshold: 16 });
  observe('long-animation-frame', (e) => bench.frames.push({ start: e.startTime, duration: e.duration,
    blocking: e.blockingDuration, scripts: e.scripts.map((s) => ({ url: s.sourceURL, fn: s.sourceFunctionName,
      invoker: s.invoker, duration: s.duration })) }));
  bench.arm = (on, check) => {
    const id = bench.next++;
    bench.armed = { id, on, check, start: null, end: null, timedOut: false };
    return id;
  };
  const onEvent = (event) => {
    const armed = bench.armed;
    if (!armed || armed.start !== null || armed.on !== event.type || !event.isTrusted) return;
    armed.start = performance.now();
    const deadline = armed.start + 120000;
    const frame = () => {
      let ok = false;
      try { ok = Boolean(armed.check()); } catch { ok = false; }
      if (!ok && performance.now() < deadline) { requestAnimationFrame(frame); return; }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        armed.end = performance.now();
        armed.timedOut = !ok;
        if (bench.armed === armed) bench.armed = null;
        bench.done.push({ id: armed.id, start: armed.start, end: armed.end, timedOut: armed.timedOut });
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  for (const type of ['click', 'keydown']) window.addEventListener(type, onEvent, true);
})();`;

/**
 * Times one interaction: arms the probe for the next `on` event with `check` (a function run in the page with
 * `arg`; its source is sent there), runs `act` (which must cause that event through Playwright's input), and
 * returns the time to the painted result with the longest long task, the longest event timing entry and the
 * longest animation frame (with its scripts) that overlapped it.
 */
export async function timed(page, { on = 'click', check, arg = null, timeout = 130_000 }, act) {
  const id = await page.evaluate(
    `window.__bench.arm(${JSON.stringify(on)}, () => (${check.toString()})(${JSON.stringify(arg)}))`,
  );
  await act();
  await page.waitForFunction((n) => window.__bench.done.some((d) => d.id === n), id, {
    timeout,
    polling: 50,
  });
  // Event timing entries are reported after the next paint: give them a moment.
  await page.waitForTimeout(150);
  const result = await page.evaluate((n) => {
    const bench = window.__bench;
    const run = bench.done.find((d) => d.id === n);
    const from = run.start - 50;
    const to = run.end;
    const overlaps = (e) => e.start < to && e.start + e.duration > from;
    const tasks = bench.longTasks.filter(overlaps);
    const events = bench.events.filter((e) => e.start >= from - 50 && e.start <= to);
    const frames = bench.frames.filter(overlaps).sort((a, b) => b.duration - a.duration);
    return {
      duration: run.end - run.start,
      timedOut: run.timedOut,
      longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
      longTasks: tasks.length,
      longestEvent: events.reduce((m, e) => Math.max(m, e.duration), 0),
      longestFrame: frames[0] ?? null,
    };
  }, id);
  if (result.timedOut)
    throw new Error(`an interaction did not reach its result within 120 s (${check.name})`);
  return result;
}

/**
 * The long tasks and the longest animation frames (with their scripts) of the page between two moments
 * (`performance.now()` of the page), for a stretch with no single interaction to time (an import in the background).
 */
export function blockingBetween(page, from, to) {
  return page.evaluate(
    ([a, b]) => {
      const bench = window.__bench;
      const overlaps = (e) => e.start < b && e.start + e.duration > a;
      const tasks = bench.longTasks.filter(overlaps);
      return {
        longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
        longTasks: tasks.length,
        longTaskTotal: tasks.reduce((m, t) => m + t.duration, 0),
        longestEvent: bench.events
          .filter((e) => e.start >= a && e.start <= b)
          .reduce((m, e) => Math.max(m, e.duration), 0),
        frames: bench.frames.filter(overlaps).sort((x, y) => y.duration - x.duration),
      };
    },
    [from, to],
  );
}

/** The path of a script's file within the build (`assets/…`), or its address. */
export function fileOf(url) {
  try {
    return new URL(url).pathname.replace(/^\//, '');
  } catch {
    return url || '(no source)';
  }
}

/**
 * The longest of `frames` once the demo backend's scripts are taken out of each (the frame's time less theirs):
 * what the page would block for with a real backend, which does that work on the server.
 */
export function longestWithoutDemo(frames, demoOnly) {
  let longest = 0;
  for (const frame of frames) {
    const demo = frame.scripts.filter((s) => demoOnly.has(fileOf(s.url))).reduce((m, s) => m + s.duration, 0);
    longest = Math.max(longest, frame.duration - demo);
  }
  return longest;
}

/**
 * Names what ran in a long animation frame: its longest script, as the file (marked `demo backend` when the file is
 * one only the demo backend loads) and the function or invoker.
 */
export function frameCulprit(frame, demoOnly) {
  if (!frame) return null;
  const script = [...(frame.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
  if (!script) return `${Math.round(frame.duration)} ms frame, no script attributed`;
  const file = fileOf(script.url);
  const who = demoOnly?.has(file) ? `demo backend ${file}` : file;
  const what = script.fn || script.invoker || '';
  return `${Math.round(frame.duration)} ms frame: ${Math.round(script.duration)} ms in ${who}${what ? ` (${what})` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Contexts, network, heap

/** A fresh browser context (English, Shanghai time) and page with the given init scripts. */
export async function newPage(browser, ...probes) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  for (const probe of probes.length ? probes : [readyProbe()]) await page.addInitScript(probe);
  return { context, page };
}

const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));

/**
 * Resolves once no request of `isTracked` has started or finished for `quietMs` (at most `maxMs`), looking every
 * `pollMs`.
 */
export async function networkQuiet(page, isTracked, quietMs = 1500, maxMs = 15_000, pollMs = 100) {
  let last = Date.now();
  let inFlight = 0;
  const onRequest = (request) => {
    if (!isTracked(request)) return;
    inFlight += 1;
    last = Date.now();
  };
  const onDone = (request) => {
    if (!isTracked(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const started = Date.now();
  while (Date.now() - started < maxMs && (inFlight > 0 || Date.now() - last < quietMs)) {
    await sleep(pollMs);
  }
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
}

export const isApiRequest = (request) => new URL(request.url()).pathname.startsWith('/api/');

/** The JS heap in use after two forced garbage collections (CDP HeapProfiler.collectGarbage). */
export async function heapBytes(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** The kinds of a heap snapshot's nodes, by who made them (see `heapBreakdown`). */
const HEAP_PARTS = {
  // What the page's scripts hold: the app's, its libraries' and the in-page demo backend's values.
  values: [
    'object',
    'closure',
    'array',
    'string',
    'concatenated string',
    'sliced string',
    'number',
    'regexp',
    'symbol',
    'bigint',
  ],
  // V8's own: compiled code (bytecode, optimised code, feedback) and object shapes.
  engine: ['code', 'object shape', 'hidden'],
  // The browser's C++ objects: DOM, styles, performance entries and DevTools' records of the network.
  browser: ['native', 'synthetic'],
};

/**
 * Where the heap is, from a heap snapshot taken after garbage collection (CDP HeapProfiler): bytes of the page's
 * script values, of V8's compiled code and shapes, and of the browser's native objects, plus the largest native
 * kinds (DevTools' network records among them while a test tool watches the network).
 */
export async function heapBreakdown(context, page) {
  const cdp = await context.newCDPSession(page);
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snapshot = JSON.parse(chunks.join(''));
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const [types] = nodeTypes;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const partOf = new Map(Object.entries(HEAP_PARTS).flatMap(([part, kinds]) => kinds.map((k) => [k, part])));
  const parts = { values: 0, engine: 0, browser: 0 };
  const natives = new Map();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    const size = nodes[i + sizeAt];
    const part = partOf.get(type) ?? 'engine';
    parts[part] += size;
    if (part === 'browser') {
      const name = strings[nodes[i + nameAt]].replace(/^blink::/, '').replace(/<.*$/, '');
      natives.set(name, (natives.get(name) ?? 0) + size);
    }
  }
  // The 25 largest native kinds (enough to name what grew; results.json stays small).
  const largest = [...natives].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return { ...parts, natives: Object.fromEntries(largest) };
}

/** The demo backend's state in the page (the demo build exposes it as `__mchDemo`), read by `read(db, arg)`. */
export async function demoState(page, read, arg = null) {
  await page.waitForFunction(() => '__mchDemo' in globalThis, null, { timeout: 60_000 });
  return page.evaluate(`(${read.toString()})(globalThis.__mchDemo.backend.db(), ${JSON.stringify(arg)})`);
}

// ---------------------------------------------------------------------------------------------------------------
// Builds

/** The chunks of the demo backend: its dynamic entry and what only it imports (never loaded in production). */
export function demoOnlyFiles(distDir) {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (keys) => {
    const files = new Set();
    const stack = [...keys];
    const seen = new Set();
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      const entry = manifest[key];
      files.add(entry.file);
      for (const css of entry.css ?? []) files.add(css);
      stack.push(...(entry.imports ?? []));
    }
    return files;
  };
  const keys = Object.keys(manifest);
  const demoKeys = keys.filter((k) => /(^|\/)demo-backend\.tsx?$/.test(k));
  const demo = closure(demoKeys);
  const app = closure(
    keys.filter((k) => !demoKeys.includes(k) && (manifest[k].isEntry || manifest[k].isDynamicEntry)),
  );
  return new Set([...demo].filter((f) => !app.has(f)));
}
