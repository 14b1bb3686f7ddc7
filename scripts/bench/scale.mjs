// The scale rows of the benchmark (issue 19): the same interactions on the demo backend's small and large data
// (`mockScale=large`, README "Large demo data"), measured turn about in one run, and what blocks the main thread
// while they run (Long Tasks, Event Timing and Long Animation Frames, through INTERACTION_PROBE).

// The demo backend's spreadsheet writer (packages/mock, built by `npm run bench` before it runs).
import { xlsxWorkbook } from '../../packages/mock/dist/testing.js';
import {
  ADMIN_TOKEN,
  blockingBetween,
  demoState,
  fileOf,
  INTERACTION_PROBE,
  isApiRequest,
  log,
  longestWithoutDemo,
  max,
  median,
  networkQuiet,
  newPage,
  readyProbe,
  TOKEN,
  timed,
  waitReady,
} from './lib.mjs';

export const SCALES = ['small', 'large'];

/** A fresh context signed in as `token` on `path` (a route of SPEC.md §2.2) of the demo on `scale` data. */
async function openOn(browser, server, scale, path, token) {
  const { context, page } = await newPage(browser, INTERACTION_PROBE, readyProbe());
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${server.url}${path}${sep}token=${token}&mockScale=${scale}`);
  return { context, page };
}

/** Per interaction and scale: the median time, and the median and worst of each run's longest long task and event. */
function summarise(samples) {
  const out = {};
  for (const [name, runs] of Object.entries(samples)) {
    out[name] = {
      median: median(runs.map((r) => r.duration)),
      times: runs.map((r) => Math.round(r.duration * 10) / 10),
      longestTask: median(runs.map((r) => r.longestTask)),
      worstTask: max(runs.map((r) => r.longestTask)),
      longestEvent: median(runs.map((r) => r.longestEvent)),
      worstEvent: max(runs.map((r) => r.longestEvent)),
      frames: runs.map((r) => r.longestFrame).filter(Boolean),
      ...(runs[0]?.note ? { note: runs[0].note } : {}),
    };
  }
  return out;
}

function push(samples, name, result) {
  if (!samples[name]) samples[name] = [];
  samples[name].push(result);
}

// ---------------------------------------------------------------------------------------------------------------
// Organisation tree (role management, /auth-role-manage)

/** The business line the tree rows work in: 芙蓉区妇幼医联体 (its large tree holds the node of 200 children). */
const ORG_LINE = 3;
/** What the search looks for: in every line's unit names, on both scales. */
const ORG_SEARCH = '社区';
/** The node moved (with 'Move to…') and its new parent: both under the line's root on both scales. */
const ORG_MOVE = { node: '上级协作医院', parent: '基层医疗机构' };

/** The line's title, its node with the most children (with the nodes above it) and the move's nodes. */
function orgPlan(db, lob) {
  const nodes = db.main.treeNodes.filter((n) => n.lobId === lob);
  const children = new Map();
  for (const n of nodes) {
    const list = children.get(n.parentId) ?? [];
    list.push(n);
    children.set(n.parentId, list);
  }
  let widest = null;
  for (const n of nodes) {
    const count = children.get(n.id)?.length ?? 0;
    if (!widest || count > widest.count) widest = { id: n.id, name: n.name, count };
  }
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path = [];
  for (let p = byId.get(widest.id).parentId; p !== null; p = byId.get(p).parentId) path.unshift(p);
  const named = (name) => nodes.find((n) => n.name === name)?.id;
  return {
    line: db.main.businessLines.find((l) => l.id === lob).title,
    nodes: nodes.length,
    widest,
    path,
    root: nodes.find((n) => n.parentId === null).id,
    moved: named('上级协作医院'),
    parent: named('基层医疗机构'),
  };
}

/** Opens a tree item (focus, then ArrowRight) unless it is open, and waits for its children. */
async function openItem(page, tree, id) {
  const item = tree.locator(`[role="treeitem"][data-node-id="${id}"]`);
  if ((await item.getAttribute('aria-expanded')) === 'false') {
    await item.focus();
    await page.keyboard.press('ArrowRight');
  }
  await item
    .locator('xpath=following-sibling::div[@role="group"][1]//div[@role="treeitem"]')
    .first()
    .waitFor();
}

/**
 * One run of the organisation-tree interactions on `scale`: the demo doctor's workbench, then role management
 * opened from the side menu (time to the tree), the business line chosen, its widest node opened (time to its
 * children), a search by name (time to the results), and a move with 'Move to…' (time to the node shown under
 * its new parent).
 */
async function orgTreeRun(browser, server, scale, samples) {
  const { context, page } = await openOn(browser, server, scale, '/', TOKEN);
  try {
    await waitReady(page, 120_000);
    await networkQuiet(page, isApiRequest, 1000, 30_000);
    const plan = await demoState(page, orgPlan, ORG_LINE);
    if (scale === 'large' && plan.widest.count < 200)
      throw new Error(`the large data has no node of 200 children in line ${ORG_LINE}`);
    if (!plan.moved || !plan.parent) throw new Error('the nodes of the move are missing');

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: '系统管理', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    push(
      samples,
      'show',
      await timed(
        page,
        {
          check: function treeShown() {
            const tree = document.querySelector(
              '[role="tree"][aria-label^="Organisation catalogue tree of"]',
            );
            return tree?.offsetParent && tree.querySelector('[role="treeitem"]');
          },
        },
        () => nav.getByRole('button', { name: '角色管理', exact: true }).click(),
      ),
    );

    await page.getByRole('combobox', { name: 'Business line' }).click();
    await page.getByRole('option', { name: plan.line, exact: true }).click();
    const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${plan.line}` });
    await tree.locator('[role="treeitem"]').first().waitFor();
    await networkQuiet(page, isApiRequest, 300, 10_000);
    for (const id of plan.path) await openItem(page, tree, id);
    await networkQuiet(page, isApiRequest, 300, 10_000);
    await tree.locator(`[role="treeitem"][data-node-id="${plan.widest.id}"]`).focus();
    const expand = await timed(
      page,
      {
        on: 'keydown',
        arg: plan.widest,
        check: function childrenShown(node) {
          const item = document.querySelector(`[role="tree"] [role="treeitem"][data-node-id="${node.id}"]`);
          const group = item?.nextElementSibling;
          return (
            group?.getAttribute('role') === 'group' &&
            group.querySelectorAll(':scope > div > [role="treeitem"]').length >= node.count
          );
        },
      },
      () => page.keyboard.press('ArrowRight'),
    );
    push(samples, 'expand', { ...expand, note: `${plan.widest.name}, ${plan.widest.count} children` });

    await page.getByRole('textbox', { name: 'Node name' }).fill(ORG_SEARCH);
    push(
      samples,
      'search',
      await timed(
        page,
        {
          arg: ORG_SEARCH,
          check: function resultsShown(term) {
            const table = document.querySelector(`table[aria-label="Nodes named like “${term}”"]`);
            return table && !table.hasAttribute('aria-busy') && table.querySelector('tbody tr td button');
          },
        },
        () => page.getByRole('button', { name: 'Search', exact: true }).click(),
      ),
    );

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await tree.locator('[role="treeitem"]').first().waitFor();
    await openItem(page, tree, plan.root);
    await tree.locator(`[role="treeitem"][data-node-id="${plan.moved}"]`).click();
    await page.getByRole('button', { name: `Move to… (${ORG_MOVE.node})` }).click();
    const dialog = page.getByRole('dialog', { name: `Move “${ORG_MOVE.node}”` });
    await openItem(page, dialog, plan.root);
    await dialog.locator(`[role="treeitem"][data-node-id="${plan.parent}"]`).click();
    await dialog.getByText(`New parent: ${ORG_MOVE.parent}`).waitFor();
    await networkQuiet(page, isApiRequest, 300, 10_000);
    push(
      samples,
      'move',
      await timed(
        page,
        {
          arg: plan.moved,
          check: function movedShown(id) {
            const tree = document.querySelector(
              '[role="tree"][aria-label^="Organisation catalogue tree of"]',
            );
            const item = tree?.querySelector(`[role="treeitem"][data-node-id="${id}"]`);
            return item?.getAttribute('aria-level') === '3' && !document.querySelector('[role="dialog"]');
          },
        },
        () => dialog.getByRole('button', { name: 'Move here', exact: true }).click(),
      ),
    );
    return plan;
  } finally {
    await context.close();
  }
}

/** The organisation-tree rows: `runs` runs on each scale, small and large turn about. */
export async function orgTree(browser, server, runs = 5) {
  const samples = { small: {}, large: {} };
  const plans = {};
  for (let i = 0; i < runs; i += 1) {
    for (const scale of SCALES) {
      log(`  org tree: ${scale} run ${i + 1}/${runs}`);
      const plan = await orgTreeRun(browser, server, scale, samples[scale]);
      plans[scale] = { line: plan.line, nodes: plan.nodes, widest: plan.widest };
    }
  }
  return { plans, small: summarise(samples.small), large: summarise(samples.large) };
}

// ---------------------------------------------------------------------------------------------------------------
// Lists at 50 rows per page

/** The lists: route, user and the table's accessible name. */
export const LISTS = [
  { name: 'login log', path: '/loginLog', token: ADMIN_TOKEN, table: 'Login log' },
  { name: 'notices', path: '/user-notice', token: TOKEN, table: 'Messages' },
  { name: 'residents', path: '/resident-case', token: TOKEN, table: 'Medical records' },
  // Project 4 (ended): the one with more than 50 answers on the small data too, so it has a second page.
  {
    name: 'evaluation answers',
    path: '/evaluationManage/detail?projectId=4',
    token: ADMIN_TOKEN,
    table: 'Evaluation answers',
  },
];

const rowsShown = (page, table) =>
  page.waitForFunction(
    (label) => {
      const t = document.querySelector(`table[aria-label="${label}"]`);
      return t && !t.hasAttribute('aria-busy') && t.querySelectorAll('tbody tr').length > 1;
    },
    table,
    { timeout: 120_000 },
  );

/** A list open on `scale` at 50 rows per page, settled. */
async function listSetup(browser, server, list, scale) {
  const { context, page } = await openOn(browser, server, scale, list.path, list.token);
  await rowsShown(page, list.table);
  const nav = page.getByRole('navigation', { name: `Pagination of ${list.table}`, exact: true });
  await nav.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await page.waitForFunction(
    (label) => {
      const t = document.querySelector(`table[aria-label="${label}"]`);
      return t && !t.hasAttribute('aria-busy') && t.querySelectorAll('tbody tr').length === 50;
    },
    list.table,
    { timeout: 60_000 },
  );
  await networkQuiet(page, isApiRequest, 1000, 20_000);
  const total = await nav.evaluate((el) => el.textContent.match(/Total ([\d,]+) items?/)?.[1] ?? '');
  return { context, page, nav, total: Number(total.replace(/,/g, '')) };
}

/** One page switch: a click on 'Page n' to the new rows painted with the table no longer busy. */
function switchPage(setup, list, target) {
  return setup.page
    .evaluate(
      (label) => document.querySelector(`table[aria-label="${label}"] tbody tr`)?.textContent ?? '',
      list.table,
    )
    .then((first) =>
      timed(
        setup.page,
        {
          arg: { label: list.table, first, page: `Page ${target}` },
          check: function pageShown(a) {
            const table = document.querySelector(`table[aria-label="${a.label}"]`);
            const nav = document.querySelector(`nav[aria-label="Pagination of ${a.label}"]`);
            const row = table?.querySelector('tbody tr');
            return (
              table &&
              !table.hasAttribute('aria-busy') &&
              row &&
              row.textContent !== a.first &&
              nav?.querySelector(`[aria-label="${a.page}"]`)?.hasAttribute('data-active')
            );
          },
        },
        () => setup.nav.getByRole('button', { name: `Page ${target}`, exact: true }).click(),
      ),
    );
}

/**
 * The page switches of each list at 50 rows per page, small and large open side by side and measured turn about:
 * page 1 → 2 and back, `runs` times. The budget compares the switches back to page 1 (50 rows on both scales: on the
 * small data the second page of the notices and the evaluation answers is not full); both are kept.
 */
export async function lists(browser, server, runs = 12) {
  const out = {};
  for (const list of LISTS) {
    log(`  lists: ${list.name}`);
    const setups = {};
    for (const scale of SCALES) setups[scale] = await listSetup(browser, server, list, scale);
    const samples = { small: {}, large: {} };
    try {
      for (let i = 0; i < runs; i += 1) {
        for (const scale of SCALES) {
          push(samples[scale], 'toPage2', await switchPage(setups[scale], list, 2));
          push(samples[scale], 'toPage1', await switchPage(setups[scale], list, 1));
        }
      }
    } finally {
      for (const scale of SCALES) await setups[scale].context.close();
    }
    out[list.name] = {
      path: list.path,
      totals: { small: setups.small.total, large: setups.large.total },
      small: summarise(samples.small),
      large: summarise(samples.large),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff preselection import (/student-setting)

const IMPORT_PATH = '/student-setting?projectId=101&systemType=1';

/** Rows of an import: a header and `count` doctors of the large data (name, mobile, unit), as staff lists hold them. */
function staffRows(db, count) {
  const units = new Map(db.main.units.map((u) => [u.id, u.name]));
  const rows = [['姓名', '手机号', '单位']];
  for (const d of db.main.doctors.slice(0, count)) rows.push([d.name, d.mobile, units.get(d.unitId) ?? '']);
  return rows;
}

/**
 * One import on the large data as demo-admin: the spreadsheet chosen in the import dialog, then timed from the
 * click on 'Import' to the job's progress bar painted in 'Background work', and to the job done; the long tasks
 * and frames of the page in between.
 */
async function importRun(browser, server, count, demoOnly) {
  const { context, page } = await openOn(browser, server, 'large', IMPORT_PATH, ADMIN_TOKEN);
  try {
    const panel = page.getByRole('tabpanel', { name: /^Staff configuration/ });
    await panel
      .getByRole('table', { name: 'Preselected units and doctors' })
      .locator('tbody tr')
      .nth(1)
      .waitFor({ timeout: 120_000 });
    await networkQuiet(page, isApiRequest, 1000, 30_000);
    const rows = await demoState(page, staffRows, count);
    const file = Buffer.from(await xlsxWorkbook(rows));
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `staff-${count}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const progress = await timed(
      page,
      {
        check: function progressShown() {
          const jobs = document.querySelector('section[aria-label="Background work"]');
          const bar = jobs?.querySelector('li [role="progressbar"]');
          // What the job said when its progress was first painted (running, or already done).
          if (bar) window.__benchProgressText = bar.closest('li')?.textContent ?? '';
          return bar;
        },
      },
      () => dialog.getByRole('button', { name: 'Import', exact: true }).click(),
    );
    const { startedAt, progressText } = await page.evaluate(() => ({
      startedAt: window.__bench.done.at(-1).start,
      progressText: window.__benchProgressText,
    }));
    const doneHandle = await page.waitForFunction(
      () => {
        const jobs = document.querySelector('section[aria-label="Background work"]');
        const text = jobs?.textContent ?? '';
        return /users? imported/.test(text) || /Failed/.test(text) ? performance.now() : false;
      },
      null,
      { timeout: 300_000, polling: 'raf' },
    );
    const doneAt = await doneHandle.jsonValue();
    const outcome = await page.locator('section[aria-label="Background work"] li').first().textContent();
    await page.waitForTimeout(200);
    const blocking = await blockingBetween(page, startedAt - 50, doneAt);
    return {
      rows: count,
      bytes: file.length,
      progress: progress.duration,
      progressText,
      done: doneAt - startedAt,
      outcome: outcome?.trim() ?? '',
      longestTask: blocking.longestTask,
      longTasks: blocking.longTasks,
      longTaskTotal: blocking.longTaskTotal,
      longestEvent: blocking.longestEvent,
      longestFrame: blocking.frames[0]?.duration ?? 0,
      longestFrameWithoutDemo: longestWithoutDemo(blocking.frames, demoOnly),
      frames: blocking.frames.slice(0, 3).map((f) => frameOf(f, demoOnly)),
    };
  } finally {
    await context.close();
  }
}

function frameOf(frame, demoOnly) {
  const scripts = [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 3);
  return {
    duration: frame.duration,
    blocking: frame.blocking,
    scripts: scripts.map((s) => ({
      url: s.url,
      file: fileOf(s.url),
      demoBackend: demoOnly.has(fileOf(s.url)),
      fn: s.fn,
      invoker: s.invoker,
      duration: s.duration,
    })),
  };
}

/** The import rows: `runs` imports of 10,000 rows and of 100 rows (the reference), turn about. */
export async function staffImport(browser, server, demoOnly, runs = 3) {
  const big = [];
  const small = [];
  for (let i = 0; i < runs; i += 1) {
    log(`  import: run ${i + 1}/${runs}`);
    big.push(await importRun(browser, server, 10_000, demoOnly));
    small.push(await importRun(browser, server, 100, demoOnly));
  }
  const sum = (list) => ({
    runs: list,
    progress: median(list.map((r) => r.progress)),
    done: median(list.map((r) => r.done)),
    longestTask: median(list.map((r) => r.longestTask)),
    worstTask: max(list.map((r) => r.longestTask)),
    longestEvent: median(list.map((r) => r.longestEvent)),
    longestFrameWithoutDemo: median(list.map((r) => r.longestFrameWithoutDemo)),
  });
  return { rows10000: sum(big), rows100: sum(small) };
}
