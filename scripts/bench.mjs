#!/usr/bin/env node
// The performance benchmark of MCH Workbench (issues 9, 15 and 19): `npm run bench` builds the packages, then runs
// this script. Every figure is a ratio measured side by side in the same run (the workbench against the floor app
// in bench/floor, 50 tabs against 2, the large demo data against the small, hour 8 of a shift against hour 1, …),
// and every timed figure is a median of several runs taken turn about, so it holds on a noisy machine. It prints a
// table, writes bench/results.json and exits non-zero when a budget fails.
//
// Options: --skip-build reuses the builds in bench/.tmp; --runs=N cold loads per app for the landing (default 15,
// at least 7 for the budget); --no-lighthouse skips Lighthouse; --only=<parts> runs only the named parts, of
// bundle, landing, tabs, requests, polling, sdk, lighthouse (issue 9 and 15), orgtree, lists, import, shift
// (issue 19) and deployment (the landing of the deployable build behind nginx, reported beside the demo's landing);
// --shift-hours=N shortens the shift to try it out (the budget row needs 8). CHROME_PATH overrides
// /usr/bin/chromium. The whole run takes about 16 minutes on 2 cores (the shift alone about 7).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  CHROME_FLAGS,
  demoOnlyFiles,
  frameCulprit,
  gzipBytes,
  heapBytes,
  isApiRequest,
  kb,
  log,
  max,
  mb,
  median,
  ms,
  networkQuiet,
  newPage,
  ratio,
  readyProbe,
  SHELL_TABS,
  settledWorkbench,
  TOKEN,
  VIEWPORT,
  waitMark,
  waitReady,
} from './bench/lib.mjs';
import { LISTS, lists, orgTree, staffImport } from './bench/scale.mjs';
import { shift } from './bench/shift.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const tmp = join(benchDir, '.tmp');
const floorDir = join(benchDir, 'floor');
const webDir = join(root, 'packages', 'web');
const sdkDir = join(root, 'packages', 'sdk');
const fromFloor = createRequire(join(floorDir, 'package.json'));

const args = new Set(process.argv.slice(2));
const optionValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const onlyArg = optionValue('only');
const ONLY = onlyArg ? new Set(onlyArg.split(',')) : null;
/** Whether a part of the benchmark runs (all of them unless --only names some). */
const runs = (part) => (ONLY ? ONLY.has(part) : part !== 'lighthouse' || !args.has('--no-lighthouse'));
// Cold loads per app for the landing: on a 2-core machine single loads spread by ±25 %, so the default takes 15
// (a 7-load median moved the ratio by ±0.15 between runs); the budget needs at least 7.
const DEFAULT_RUNS = 15;
const RUNS = Math.max(1, Number.parseInt(optionValue('runs') ?? String(DEFAULT_RUNS), 10) || DEFAULT_RUNS);
const SHIFT_HOURS = Math.max(1, Number.parseInt(optionValue('shift-hours') ?? '8', 10) || 8);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Budgets of issues 9, 15 and 19. */
const BUDGET = {
  /** Issue 9's JS to the statistics, replaced by issue 15's bundle to complete (reported, not a budget). */
  bundleJsBefore: 1.25,
  bundleCss: 1,
  /** JS and CSS until the workbench is complete, against the floor (issue 15). */
  bundleComplete: 2.5,
  landing: 1.5,
  /** The workbench complete against the floor's first text (issue 15). */
  landingComplete: 2.5,
  tabs: 1.2,
  duplicateCalls: 0,
  pollPulls: 4,
  isMobileBytes: 1024,
  /** Issue 19: each org-tree interaction on the large data against the small. */
  orgTree: 2,
  /** Issue 19: no interaction (org tree) and no import with a long task over this. */
  longTaskMs: 200,
  /** Issue 19: a page switch of a list at 50 rows per page, large against small. */
  list: 1.2,
  /** Issue 19: heap and DOM nodes at hour 8 of a shift against hour 1 (live timers: equal). */
  shiftGrowth: 1.1,
};

// ---------------------------------------------------------------------------------------------------------------
// Builds and servers

function viteBin(packageDir) {
  const pkg = createRequire(join(packageDir, 'package.json')).resolve('vite/package.json');
  return join(dirname(pkg), 'bin', 'vite.js');
}

function buildApp(name, packageDir, { deployable = false } = {}) {
  const outDir = join(tmp, name);
  log(`building ${name} into ${outDir} …`);
  const result = spawnSync(
    process.execPath,
    // The demo build (the demo backend in the page), as `npm start` serves it; or the deployable build.
    [
      viteBin(packageDir),
      'build',
      ...(deployable ? [] : ['--mode', 'demo']),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
  if (result.status !== 0) throw new Error(`the ${name} build failed (exit ${result.status})`);
  return outDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The static servers this run started: stopped when it ends, however it ends. */
const servers = new Set();
process.on('exit', () => {
  for (const child of servers) child.kill('SIGTERM');
});

/** Serves a build with the web app's static server (gzip, SPA fallback) on a free port. */
async function serve(distDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(webDir, 'scripts', 'serve.mjs')], {
    env: { ...process.env, DIST_DIR: distDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server of ${distDir} did not start`)), 15_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server of ${distDir} exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      servers.delete(child);
    },
  };
}

/** Debian's nginx where it is installed (`npm run preview:prod` installs it), else null. */
function nginxInstalled() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].some((candidate) => existsSync(candidate));
}

/**
 * A build behind nginx exactly as `npm run preview:prod` serves the deployable build (deploy/nginx-site.mjs: its
 * headers, Content-Security-Policy and `/api/<backend>/` proxy), with the HTTP demo backend (`npm run mock:serve`)
 * of its own behind the proxy.
 */
async function previewProd(distDir) {
  const port = await freePort();
  const mockPort = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'preview-prod.mjs')], {
    env: { ...process.env, PREVIEW_DIST: distDir, PREVIEW_PORT: String(port), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nginx over ${distDir} did not start`)), 30_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('behind nginx')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`nginx over ${distDir} stopped (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      servers.delete(child);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The settled workbench, bundle and landing

/**
 * Loads the workbench once and lets it settle (its calls answered, 2 s more): what it shows then is what
 * "complete" means for the cold loads (the landing probe's `expected`). Also the warm-up load of the app.
 */
async function calibrate(browser, server) {
  const { context, page } = await newPage(browser, readyProbe());
  await page.goto(`${server.url}/?token=${TOKEN}`);
  await waitReady(page);
  await networkQuiet(page, isApiRequest, 1500, 20_000);
  await page.waitForTimeout(2000);
  const settled = await settledWorkbench(page);
  await context.close();
  if (!settled) throw new Error('the settled workbench shows no Statistics region');
  if (settled.busy > 0) throw new Error(`the settled workbench still shows ${settled.busy} busy parts`);
  if (settled.chartsPainted < settled.images)
    throw new Error(
      `${settled.images - settled.chartsPainted} of the workbench's charts draw no bars or arcs ([data-chart-mark]): ` +
        'the landing probe cannot tell when they are painted (scripts/bench/lib.mjs)',
    );
  return settled;
}

/** Sizes (gzip) the app's JS and CSS among `requested` paths; the demo backend's chunks apart. */
function sizeAssets(distDir, requested, demoOnly) {
  const sum = { js: 0, css: 0, demoJs: 0, files: [] };
  for (const pathname of [...requested].sort()) {
    const file = join(distDir, pathname);
    if (!pathname.startsWith('/assets/') || !existsSync(file)) continue;
    const bytes = gzipBytes(file);
    const asset = pathname.slice(1);
    if (demoOnly.has(asset)) {
      if (asset.endsWith('.js')) sum.demoJs += bytes;
      continue;
    }
    if (asset.endsWith('.js')) sum.js += bytes;
    else if (asset.endsWith('.css')) sum.css += bytes;
    else continue;
    sum.files.push({ file: asset, gzipBytes: bytes });
  }
  return sum;
}

/**
 * Loads the app once in a fresh context and sizes (gzip) the JS and CSS it requested until the statistics were
 * visible, and until the workbench was complete (the floor: until its text showed, both).
 */
async function measureBundle(browser, server, distDir, path, expected) {
  const demoOnly = demoOnlyFiles(distDir);
  const { context, page } = await newPage(browser, readyProbe(expected));
  await page.goto(`${server.url}${path}`);
  await waitMark(page, '__benchReadyAt');
  await waitMark(page, '__benchCompleteAt', 120_000);
  // What the page asked for before each moment (resource timing, measured in the page itself, so that what starts
  // loading after that moment is not counted however late the probe notices it).
  const { ready, complete } = await page.evaluate((origin) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.startsWith(origin));
    const until = (at) => entries.filter((e) => e.startTime <= at).map((e) => new URL(e.name).pathname);
    return { ready: until(window.__benchReadyAt), complete: until(window.__benchCompleteAt) };
  }, server.url);
  await context.close();
  // The worker script is fetched by the browser, not the page: it is sized from the build whenever demo mode is on.
  const worker = join(distDir, 'mockServiceWorker.js');
  const atReady = sizeAssets(distDir, ready, demoOnly);
  return {
    ...atReady,
    worker: existsSync(worker) ? gzipBytes(worker) : 0,
    complete: sizeAssets(distDir, complete, demoOnly),
  };
}

/** One cold load: the times to the statistics visible and to the workbench complete (the floor: its text, twice). */
async function landing(browser, server, expected) {
  const { context, page } = await newPage(browser, readyProbe(expected));
  await page.goto(`${server.url}/?token=${TOKEN}`);
  const ready = await waitMark(page, '__benchReadyAt');
  const complete = await waitMark(page, '__benchCompleteAt', 120_000);
  await context.close();
  return { ready, complete };
}

/**
 * `RUNS` cold loads of the app and of the floor, turn about, after one load of the floor (the calibration was the
 * app's, so the browser's own start-up costs neither): every load's times and the medians (the floor's first text,
 * the app's statistics visible and workbench complete).
 */
async function landings(browser, web, floor, expected) {
  await landing(browser, floor, expected);
  const webTimes = [];
  const floorTimes = [];
  for (let i = 0; i < RUNS; i += 1) {
    webTimes.push(await landing(browser, web, expected));
    floorTimes.push(await landing(browser, floor, expected));
  }
  return {
    webTimes,
    floorTimes,
    floorText: median(floorTimes.map((t) => t.ready)),
    stats: median(webTimes.map((t) => t.ready)),
    complete: median(webTimes.map((t) => t.complete)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Tabs scale and heap

/**
 * Times every click on a tab: from the click (capture phase, before the app's handler) to the frame painted after
 * the tab shows selected (the first animation frame where it is selected, then a message posted from it, which
 * runs after that frame's paint).
 */
const SWITCH_PROBE = `(() => {
  window.__benchSwitches = [];
  window.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (!tab) return;
    const start = performance.now();
    let frames = 0;
    const frame = () => {
      frames += 1;
      if (tab.getAttribute('aria-selected') !== 'true' && frames < 600) { requestAnimationFrame(frame); return; }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__benchSwitches.push(performance.now() - start);
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  }, true);
})();`;

/**
 * Pages opened besides the workbench (the login log first): the first 19 make 20 open pages, all 49 make 50. The
 * notice details are the demo doctor's notices (ids from 10001), the announcement details the product's (ids 1–).
 */
function extraPages(origin) {
  const pages = [
    { path: '/loginLog', query: {} },
    { path: '/user-notice', query: {} },
    { path: '/system-notice-detail', query: {} },
    { path: '/resident-case', query: {} },
    { path: '/authority-manage', query: {} },
    { path: '/auth-role-manage', query: {} },
    { path: '/mahefnq', query: {} },
    { path: '/evaluationManage', query: {} },
    { path: '/evaluationManage/detail', query: {} },
    { path: '/resident-case-detail', query: {} },
  ];
  const notice = (i) => ({ path: '/notice-detail', query: { id: String(10_000 + i) } });
  const announcement = (i) => ({ path: '/system-notice-info', query: { id: String(i) } });
  for (let i = 1; i <= 3; i += 1) pages.push(notice(i));
  for (let i = 1; i <= 3; i += 1) pages.push(announcement(i));
  for (const name of ['exam', 'training', 'live'])
    pages.push({
      path: '/out-system-url',
      // The demo's stand-in pages are served as an origin of their own (the frame policy refuses the app's own).
      query: { url: `${origin.replace('//127.0.0.1', '//pages.localhost')}/demo-embedded/${name}.html` },
    });
  for (let i = 4; i <= 18; i += 1) pages.push(notice(i));
  for (let i = 4; i <= 18; i += 1) pages.push(announcement(i));
  return pages;
}

const tabLocator = (page) => page.locator(SHELL_TABS);

async function openTabs(page, server, count) {
  const pages = extraPages(server.url).slice(0, count - 1);
  if (pages.length < count - 1) throw new Error(`the tabs row knows ${pages.length + 1} pages, not ${count}`);
  await page.evaluate((list) => {
    sessionStorage.setItem('mch.openPages', JSON.stringify(list));
    sessionStorage.setItem('mch.currentPage', '/workbench');
  }, pages);
  await page.reload();
  await waitReady(page);
  const tabs = tabLocator(page);
  await page.waitForFunction(
    ([selector, n]) => document.querySelectorAll(selector).length >= n,
    [SHELL_TABS, count],
  );
  // Visit every page once, so each one has rendered and loaded its data (as a user who opened them would have).
  const total = await tabs.count();
  for (let i = 0; i < total; i += 1) {
    await tabs.nth(i).click();
    await page.waitForFunction(
      ([selector, index]) =>
        document.querySelectorAll(selector)[index]?.getAttribute('aria-selected') === 'true',
      [SHELL_TABS, i],
    );
    await networkQuiet(page, isApiRequest, 400, 5000);
  }
  await tabs.nth(0).click();
  await networkQuiet(page, isApiRequest, 500, 5000);
  return total;
}

/** A browser context signed in with `count` pages open, each visited once; the heap with 1 and `count` open. */
async function tabsSetup(browser, server, count) {
  const { context, page } = await newPage(browser, readyProbe(), SWITCH_PROBE);
  await page.goto(`${server.url}/?token=${TOKEN}`);
  await waitReady(page);
  await networkQuiet(page, isApiRequest, 1000, 10_000);
  const heapOne = await heapBytes(context, page);
  const open = await openTabs(page, server, count);
  const heapOpen = await heapBytes(context, page);
  return { context, page, open, heapOne, heapOpen, times: [] };
}

/** One round trip: a click on the login log's tab, then on the workbench's; both switch times are kept. */
async function roundTrip(setup) {
  const { page } = setup;
  const tabs = tabLocator(page);
  const before = await page.evaluate(() => window.__benchSwitches.length);
  for (const [step, index] of [
    [1, 1],
    [2, 0],
  ]) {
    await tabs.nth(index).click();
    await page.waitForFunction((n) => window.__benchSwitches.length >= n, before + step);
  }
  const [there, back] = await page.evaluate((from) => window.__benchSwitches.slice(from, from + 2), before);
  setup.times.push(there, back);
  return there + back;
}

/**
 * The time of a switch between the workbench and the login log with 2, 20 and 50 pages open: half the median
 * round trip. The set-ups are measured turn about, so a busy moment of the machine costs them alike.
 */
async function tabsScale(browser, server, counts = [2, 20, 50], samples = 20) {
  const setups = [];
  for (const count of counts) {
    log(`  tabs: opening ${count} pages …`);
    setups.push(await tabsSetup(browser, server, count));
  }
  const trips = setups.map(() => []);
  for (let i = 0; i < samples; i += 1) {
    for (const [k, setup] of setups.entries()) trips[k].push(await roundTrip(setup));
  }
  const result = {};
  for (const [k, setup] of setups.entries()) {
    result[counts[k]] = {
      open: setup.open,
      median: median(trips[k]) / 2,
      times: setup.times,
      heapOne: setup.heapOne,
      heapOpen: setup.heapOpen,
    };
    await setup.context.close();
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests while the workbench loads; message polling across three tabs

function requestKey(request) {
  const url = new URL(request.url());
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${request.method()} ${url.pathname}?${new URLSearchParams(query)} ${request.postData() ?? ''}`.trim();
}

async function loadRequests(browser, server) {
  const { context, page } = await newPage(browser);
  const calls = [];
  page.on('request', (request) => {
    if (isApiRequest(request)) calls.push(requestKey(request));
  });
  await page.goto(`${server.url}/?token=${TOKEN}`);
  await waitReady(page);
  await networkQuiet(page, isApiRequest, 1500, 15_000);
  await context.close();
  const counts = new Map();
  for (const key of calls) counts.set(key, (counts.get(key) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([call, times]) => ({ call, times }));
  return { total: calls.length, duplicates };
}

async function polling(browser, server) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addCookies([{ name: 'mch_token', value: TOKEN, url: server.url }]);
  await context.clock.install();
  let pulls = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v1/message/pull')) pulls += 1;
  });
  const pages = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await context.newPage();
    await page.goto(`${server.url}/workbench`);
    await page.locator('[role="tablist"]').first().waitFor();
    pages.push(page);
  }
  // 30 s of page time, a second at a time, letting the answers of the pulls arrive in between.
  for (let second = 0; second < 30; second += 1) {
    await context.clock.runFor(1000);
    await pages[0].waitForTimeout(60);
  }
  await networkQuiet(pages[0], isApiRequest, 300, 3000);
  await context.close();
  return pulls;
}

// ---------------------------------------------------------------------------------------------------------------
// SDK footprint

async function sdkFootprint() {
  const sdkEntry = join(sdkDir, 'dist', 'index.js');
  if (!existsSync(sdkEntry)) throw new Error('packages/sdk/dist is missing: build the SDK first');
  const vite = await import(
    pathToFileURL(join(dirname(fromFloor.resolve('vite/package.json')), 'dist/node/index.js')).href
  );
  const consumers = {
    isMobile: "import { isMobile } from '@mch/sdk';\nconsole.log(isMobile(String(globalThis.phone)));\n",
    createWorkbench:
      "import { createWorkbench } from '@mch/sdk';\nglobalThis.wb = createWorkbench({ baseUrls: { main: '/api/main', live: '/api/live', message: '/api/message', fds: '/api/fds', exam: '/api/exam', training: '/api/training' }, signInUrl: '/sign-in' });\n",
  };
  const out = {};
  for (const [name, code] of Object.entries(consumers)) {
    const dir = join(tmp, 'sdk-footprint', name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, code);
    const result = await vite.build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      resolve: { alias: { '@mch/sdk': sdkEntry } },
      build: {
        outDir: join(dir, 'dist'),
        emptyOutDir: true,
        minify: true,
        modulePreload: false,
        rolldownOptions: { input: entry, output: { entryFileNames: 'bundle.js' } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
    let bytes = 0;
    for (const chunk of outputs) {
      if (chunk.type === 'chunk') bytes += gzipSync(chunk.code).length;
    }
    out[name] = bytes;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

function lighthouse(server) {
  let cli;
  try {
    cli = join(dirname(fromFloor.resolve('lighthouse/package.json')), 'cli', 'index.js');
  } catch {
    return { error: 'lighthouse is not installed (bench/floor devDependencies)' };
  }
  const output = join(tmp, 'lighthouse.json');
  rmSync(output, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      cli,
      `${server.url}/?token=${TOKEN}`,
      '--quiet',
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, encoding: 'utf8', timeout: 240_000 },
  );
  if (result.status !== 0 || !existsSync(output)) {
    const reason = (result.stderr || result.error?.message || `exit ${result.status}`)
      .trim()
      .split('\n')
      .pop();
    return { error: `Lighthouse could not run here: ${reason}` };
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => {
    const value = report.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  // The audits that cost points (score under 0.9), per category, for the report.
  const failing = (id) =>
    (report.categories?.[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof report.audits[ref.id]?.score === 'number')
      .filter((ref) => report.audits[ref.id].score < 0.9)
      .map((ref) => ref.id);
  // The score comes from Lighthouse's simulated network (Lantern: 40 ms per round trip, every request started
  // before a paint counted as its dependency); what this machine's Chromium actually painted is reported beside it.
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const observed = (value) => (typeof value === 'number' ? Math.round(value) : null);
  return {
    observed: {
      firstContentfulPaint: observed(metrics.observedFirstContentfulPaint),
      largestContentfulPaint: observed(metrics.observedLargestContentfulPaint),
      largestContentfulPaintElement:
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ??
        null,
    },
    simulated: {
      firstContentfulPaint: observed(metrics.firstContentfulPaint),
      largestContentfulPaint: observed(metrics.largestContentfulPaint),
    },
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
    },
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    version: report.lighthouseVersion,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function printTable(rows) {
  const header = ['measure', 'workbench', 'reference', 'ratio', 'budget', 'result'];
  const lines = rows.map((r) => [r.name, r.value, r.reference, r.ratio, r.budget, r.result]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i] ?? '').length)));
  const fmt = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const budgetRow = (name, value, reference, r, budget, pass) => ({
  name,
  value,
  reference,
  ratio: ratio(r),
  budget: `≤ ${budget}×`,
  pass,
});

/** The rows of the organisation tree: each interaction large against small, then the blocking figures. */
function orgTreeRows(tree) {
  const rows = [];
  const names = {
    show: 'Org tree: show the tree',
    expand: `Org tree: open a node of ${tree.plans.large.widest.count} children`,
    search: 'Org tree: search by name',
    move: 'Org tree: move a node',
  };
  for (const [key, name] of Object.entries(names)) {
    const large = tree.large[key].median;
    const small = tree.small[key].median;
    const note = key === 'expand' ? ` (${tree.plans.small.widest.count} children)` : '';
    rows.push(
      budgetRow(
        `${name}, large vs small`,
        ms(large),
        `small ${ms(small)}${note}`,
        large / small,
        BUDGET.orgTree,
        large / small <= BUDGET.orgTree,
      ),
    );
  }
  const worst = (scale, field) => max(Object.keys(names).map((k) => tree[scale][k][field]));
  const task = worst('large', 'longestTask');
  rows.push({
    name: 'Org tree (large): longest long task / event',
    value: `${ms(task)} / ${ms(worst('large', 'longestEvent'))}`,
    reference: `small ${ms(worst('small', 'longestTask'))} / ${ms(worst('small', 'longestEvent'))}`,
    budget: `task ≤ ${BUDGET.longTaskMs} ms`,
    pass: task <= BUDGET.longTaskMs,
  });
  return rows;
}

async function main() {
  const started = Date.now();
  mkdirSync(tmp, { recursive: true });
  const webDist = join(tmp, 'web');
  const floorDist = join(tmp, 'floor');
  const built = existsSync(join(webDist, 'index.html')) && existsSync(join(floorDist, 'index.html'));
  if (!args.has('--skip-build') || !built) {
    buildApp('web', webDir);
    buildApp('floor', floorDir);
  }
  const { chromium } = fromFloor('@playwright/test');
  const web = await serve(webDist);
  const floor = await serve(floorDist);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  const rows = [];
  const results = { date: new Date().toISOString(), cpus: cpus().length, runs: RUNS, measures: {} };
  const demoOnly = demoOnlyFiles(webDist);
  try {
    let expected = null;
    if (runs('bundle') || runs('landing')) {
      log('the settled workbench (what "complete" waits for) …');
      expected = await calibrate(browser, web);
      results.measures.workbenchComplete = expected;
    }

    if (runs('bundle')) {
      log('bundle …');
      const webBundle = await measureBundle(browser, web, webDist, `/?token=${TOKEN}`, expected);
      const floorBundle = await measureBundle(browser, floor, floorDist, `/?token=${TOKEN}`, expected);
      results.measures.bundle = { web: webBundle, floor: floorBundle };
      const jsRatio = webBundle.js / floorBundle.js;
      const cssRatio = webBundle.css / floorBundle.css;
      const jsComplete = webBundle.complete.js / floorBundle.complete.js;
      const cssComplete = webBundle.complete.css / floorBundle.complete.css;
      rows.push(
        // Issue 15 replaced this row's budget (issue 9's ≤ 1.25×) by the bundle to the workbench complete: the
        // figure stays beside it, as the issue asks, without a budget of its own.
        {
          name: 'Bundle JS to statistics (gzip)',
          value: kb(webBundle.js),
          reference: `floor ${kb(floorBundle.js)}; issue 9's ≤ ${BUDGET.bundleJsBefore}× gave way to the bundle to complete`,
          ratio: ratio(jsRatio),
        },
        budgetRow(
          'Bundle CSS to statistics (gzip)',
          kb(webBundle.css),
          `floor ${kb(floorBundle.css)}`,
          cssRatio,
          BUDGET.bundleCss,
          cssRatio <= BUDGET.bundleCss,
        ),
        budgetRow(
          'Bundle JS to workbench complete (gzip)',
          kb(webBundle.complete.js),
          `floor ${kb(floorBundle.complete.js)}`,
          jsComplete,
          BUDGET.bundleComplete,
          jsComplete <= BUDGET.bundleComplete,
        ),
        budgetRow(
          'Bundle CSS to workbench complete (gzip)',
          kb(webBundle.complete.css),
          `floor ${kb(floorBundle.complete.css)}`,
          cssComplete,
          BUDGET.bundleComplete,
          cssComplete <= BUDGET.bundleComplete,
        ),
      );
      rows.push({
        name: 'Demo backend JS + worker (not in prod.)',
        value: `${kb(webBundle.complete.demoJs)} + ${kb(webBundle.worker)}`,
        reference: `floor ${kb(floorBundle.complete.demoJs)} + ${kb(floorBundle.worker)}`,
      });
    }

    if (runs('landing')) {
      log(`landing: ${RUNS} cold loads of each app …`);
      const run = await landings(browser, web, floor, expected);
      const { webTimes, floorTimes, floorText, stats, complete } = run;
      results.measures.landing = {
        web: webTimes.map((t) => t.ready),
        webComplete: webTimes.map((t) => t.complete),
        floor: floorTimes.map((t) => t.ready),
      };
      const fewLoads = RUNS < 7 ? ', ≥ 7 loads' : '';
      rows.push(
        {
          ...budgetRow(
            `Landing: statistics visible (median of ${RUNS} cold loads)`,
            ms(stats),
            `floor ${ms(floorText)}`,
            stats / floorText,
            BUDGET.landing,
            stats / floorText <= BUDGET.landing && RUNS >= 7,
          ),
          budget: `≤ ${BUDGET.landing}×${fewLoads}`,
        },
        {
          ...budgetRow(
            `Landing: workbench complete (median of ${RUNS})`,
            ms(complete),
            `floor ${ms(floorText)}`,
            complete / floorText,
            BUDGET.landingComplete,
            complete / floorText <= BUDGET.landingComplete && RUNS >= 7,
          ),
          budget: `≤ ${BUDGET.landingComplete}×${fewLoads}`,
        },
      );
    }

    if (runs('deployment')) {
      // What a user of a deployment waits for: the deployable build behind nginx (its headers and CSP), the backends
      // answering over HTTP through the proxy (the HTTP demo backend), against the floor served the same way.
      // Reported beside the demo's landing, without a budget of its own (issue 15's budgets are the demo's).
      if (!nginxInstalled()) {
        rows.push({
          name: 'Deployment landing (nginx)',
          value: "not measured: nginx is missing (`npm run preview:prod` installs Debian's nginx)",
        });
      } else {
        const webDeployDist = join(tmp, 'web-deploy');
        const floorDeployDist = join(tmp, 'floor-deploy');
        if (!args.has('--skip-build') || !existsSync(join(webDeployDist, 'index.html')))
          buildApp('web-deploy', webDir, { deployable: true });
        if (!args.has('--skip-build') || !existsSync(join(floorDeployDist, 'index.html'))) {
          buildApp('floor-deploy', floorDir, { deployable: true });
          // The floor's public folder is the demo build's: a deployment's config.json (no demo backend in the page,
          // the backends under /api/) takes the place of the demo's.
          copyFileSync(join(webDir, 'public', 'config.json'), join(floorDeployDist, 'config.json'));
          // Nor the demo's worker and stand-in pages: a deployment has none, and the site generator refuses a build
          // that holds them (as it must, for the app).
          rmSync(join(floorDeployDist, 'mockServiceWorker.js'), { force: true });
          rmSync(join(floorDeployDist, 'demo-embedded'), { recursive: true, force: true });
        }
        log(`deployment landing: both apps behind nginx, ${RUNS} cold loads of each …`);
        const webProd = await previewProd(webDeployDist);
        const floorProd = await previewProd(floorDeployDist);
        try {
          const settled = await calibrate(browser, webProd);
          const run = await landings(browser, webProd, floorProd, settled);
          const { webTimes, floorTimes, floorText, stats, complete } = run;
          results.measures.deployment = {
            workbenchComplete: settled,
            web: webTimes.map((t) => t.ready),
            webComplete: webTimes.map((t) => t.complete),
            floor: floorTimes.map((t) => t.ready),
          };
          rows.push(
            {
              name: `Deployment landing (nginx): statistics visible (median of ${RUNS})`,
              value: ms(stats),
              reference: `floor ${ms(floorText)}, same nginx`,
              ratio: ratio(stats / floorText),
            },
            {
              name: `Deployment landing (nginx): workbench complete (median of ${RUNS})`,
              value: ms(complete),
              reference: `floor ${ms(floorText)}, same nginx`,
              ratio: ratio(complete / floorText),
            },
          );
        } finally {
          webProd.stop();
          floorProd.stop();
        }
      }
    }

    if (runs('tabs')) {
      log('tabs scale: 2, 20 and 50 open pages …');
      const tabs = await tabsScale(browser, web);
      const two = tabs[2];
      results.measures.tabs = { two, twenty: tabs[20], fifty: tabs[50] };
      for (const count of [20, 50]) {
        const many = tabs[count];
        const tabsRatio = many.median / two.median;
        rows.push(
          budgetRow(
            `Tab switch, ${many.open} open vs ${two.open}`,
            ms(many.median),
            `${two.open} open ${ms(two.median)}`,
            tabsRatio,
            BUDGET.tabs,
            tabsRatio <= BUDGET.tabs && many.open >= count,
          ),
        );
        rows.push({
          name: `JS heap, ${many.open} open vs 1`,
          value: mb(many.heapOpen),
          reference: `1 open ${mb(many.heapOne)}`,
          ratio: ratio(many.heapOpen / many.heapOne),
        });
      }
    }

    if (runs('requests')) {
      log('requests while the workbench loads …');
      const requests = await loadRequests(browser, web);
      results.measures.requests = requests;
      rows.push({
        name: 'Duplicate API calls at load',
        value: String(requests.duplicates.length),
        reference: `${requests.total} calls`,
        budget: `= ${BUDGET.duplicateCalls}`,
        pass: requests.duplicates.length <= BUDGET.duplicateCalls,
      });
    }

    if (runs('polling')) {
      log('message polling: 3 tabs for 30 s (fake clock) …');
      const pulls = await polling(browser, web);
      results.measures.polling = { tabs: 3, seconds: 30, pulls };
      rows.push({
        name: 'Message pulls, 3 tabs × 30 s',
        value: String(pulls),
        reference: 'one leader',
        budget: `≤ ${BUDGET.pollPulls}`,
        pass: pulls <= BUDGET.pollPulls,
      });
    }

    if (runs('orgtree')) {
      log('organisation tree: small and large data …');
      const tree = await orgTree(browser, web);
      results.measures.orgTree = tree;
      rows.push(...orgTreeRows(tree));
    }

    if (runs('lists')) {
      log('lists at 50 rows per page: small and large data …');
      const found = await lists(browser, web);
      results.measures.lists = found;
      let worstTask = 0;
      for (const list of LISTS) {
        const { small, large, totals } = found[list.name];
        const r = large.toPage1.median / small.toPage1.median;
        worstTask = Math.max(worstTask, large.toPage1.longestTask, large.toPage2.longestTask);
        rows.push(
          budgetRow(
            `List 50/page, ${list.name}: page switch, large vs small`,
            ms(large.toPage1.median),
            `small ${ms(small.toPage1.median)} (${totals.large} vs ${totals.small} rows)`,
            r,
            BUDGET.list,
            r <= BUDGET.list,
          ),
        );
      }
      rows.push({ name: 'Lists (large): longest long task in a switch', value: ms(worstTask) });
    }

    if (runs('import')) {
      log('staff preselection import: 10,000 rows and 100 rows (large data) …');
      const imported = await staffImport(browser, web, demoOnly);
      results.measures.staffImport = imported;
      const big = imported.rows10000;
      const running = big.runs.every((r) => /Running/.test(r.progressText ?? ''));
      rows.push({
        name: 'Import 10,000 rows: longest long task',
        value: ms(big.longestTask),
        reference: `without the demo backend ${ms(big.longestFrameWithoutDemo)}; progress at ${ms(big.progress)}${running ? '' : ' (not while running)'}, done at ${ms(big.done)} (100 rows: ${ms(imported.rows100.done)})`,
        budget: `≤ ${BUDGET.longTaskMs} ms, progress shown`,
        pass: big.longestTask <= BUDGET.longTaskMs && running,
      });
      const worstRun = [...big.runs].sort((a, b) => b.longestTask - a.longestTask)[0];
      rows.push({
        name: 'Import 10,000 rows: longest frame',
        value: frameCulprit(worstRun?.frames?.[0], demoOnly) ?? '-',
      });
    }

    if (runs('shift')) {
      log(`a ${SHIFT_HOURS}-hour shift in page time …`);
      const day = await shift(browser, web, { hours: SHIFT_HOURS });
      results.measures.shift = day;
      const { first, last } = day;
      const label = `Shift ${day.hours} h`;
      const growth = (a, b) => b / a;
      if (first && last) {
        const heap = growth(first.heap, last.heap);
        const dom = growth(first.domNodes, last.domNodes);
        rows.push(
          budgetRow(
            `${label}: JS heap, hour ${last.hour} vs 1`,
            mb(last.heap),
            `hour 1 ${mb(first.heap)}`,
            heap,
            BUDGET.shiftGrowth,
            heap <= BUDGET.shiftGrowth && day.hours >= 8,
          ),
          budgetRow(
            `${label}: DOM nodes, hour ${last.hour} vs 1`,
            String(last.domNodes),
            `hour 1 ${first.domNodes}`,
            dom,
            BUDGET.shiftGrowth,
            dom <= BUDGET.shiftGrowth && day.hours >= 8,
          ),
          {
            name: `${label}: live timers, hour ${last.hour} vs 1`,
            value: String(last.timers),
            reference: `hour 1 ${first.timers}`,
            budget: '= hour 1',
            pass: last.timers === first.timers && day.hours >= 8,
          },
        );
      }
      if (first?.parts && last?.parts) {
        // Where the heap grew between the compared readings (heap snapshots): the page's script values (what a
        // leak of the app would grow), V8's compiled code, and the browser's native objects by kind.
        const grew = (a, b) => {
          const d = Math.abs(b - a);
          return `${b - a >= 0 ? '+' : '−'}${d < 1024 * 1024 ? kb(d) : mb(d)}`;
        };
        const natives = Object.entries(last.parts.natives)
          .map(([name, size]) => [name, size - (first.parts.natives[name] ?? 0)])
          .sort((a, b) => b[1] - a[1])
          .slice(0, 2)
          .map(([name, size]) => `${name} ${grew(0, size)}`);
        rows.push({
          name: `${label}: where the heap grew, hour ${last.hour} vs 1`,
          value: `script values ${ratio(last.parts.values / first.parts.values)} (${grew(first.parts.values, last.parts.values)})`,
          reference: `V8 compiled code and shapes ${grew(first.parts.engine, last.parts.engine)}; browser's native objects ${grew(first.parts.browser, last.parts.browser)} (most: ${natives.join(', ')})`,
        });
      }
      rows.push({
        name: `${label}: what happened`,
        value: `${day.pulls} pulls, ${day.tips} work tips, ${day.cycles} tabs opened and closed`,
      });
    }
  } finally {
    await browser.close();
  }

  if (runs('sdk')) {
    log('SDK footprint …');
    const footprint = await sdkFootprint();
    results.measures.sdkFootprint = footprint;
    rows.push({
      name: 'SDK: only isMobile (gzip)',
      value: `${footprint.isMobile} B`,
      budget: `≤ ${BUDGET.isMobileBytes} B`,
      pass: footprint.isMobile <= BUDGET.isMobileBytes,
    });
    rows.push({ name: 'SDK: createWorkbench (gzip)', value: kb(footprint.createWorkbench) });
  }

  if (runs('lighthouse')) {
    log('Lighthouse …');
    const lh = lighthouse(web);
    results.measures.lighthouse = lh;
    if (lh.error) rows.push({ name: 'Lighthouse', value: lh.error });
    else {
      const detail = (ids) => (ids.length ? ` (${ids.join(', ')})` : '');
      rows.push({
        name: 'Lighthouse performance',
        value: `${lh.performance}${detail(lh.failing.performance)}`,
      });
      rows.push({
        name: 'Lighthouse FCP / LCP, observed',
        value: `${ms(lh.observed.firstContentfulPaint)} / ${ms(lh.observed.largestContentfulPaint)}`,
        reference: `simulated ${ms(lh.simulated.firstContentfulPaint)} / ${ms(lh.simulated.largestContentfulPaint)}`,
      });
      rows.push({
        name: 'Lighthouse accessibility',
        value: `${lh.accessibility}${detail(lh.failing.accessibility)}`,
      });
      rows.push({
        name: 'Lighthouse best practices',
        value: `${lh.bestPractices}${detail(lh.failing.bestPractices)}`,
      });
    }
  } else if (!ONLY) {
    rows.push({ name: 'Lighthouse', value: 'skipped (--no-lighthouse)' });
  }
  web.stop();
  floor.stop();

  for (const row of rows) row.result = row.pass === undefined ? 'report' : row.pass ? 'pass' : 'FAIL';
  results.rows = rows;
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(rows);
  console.log(`\nbench/results.json written (${results.seconds} s).`);
  const failed = rows.filter((r) => r.pass === false);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.length} budget(s) failed: ${failed.map((r) => r.name).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
