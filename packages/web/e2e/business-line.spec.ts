import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect as baseExpect, test } from './fixtures';

/*
 * Business-line detail (issue 8): the organisation catalogue tree of a line (delete a node) and the organisations
 * under the selected node, filtered and paged, against the production build with the demo backend.
 */

// The machine these run on is shared and slow at times: wait longer than the default for what the page shows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Where the screenshots go (BO3_SHOTS, else test-results/screenshots). */
const SHOTS = process.env.BO3_SHOTS ?? join('test-results', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function a11yViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  return audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const item = (scope: Page | Locator, name: string) => scope.getByRole('treeitem', { name, exact: true });
const childrenOf = (node: Locator) =>
  node.locator('xpath=following-sibling::div[@role="group"][1]/div/div[@role="treeitem"]');
const dataRows = (table: Locator) => table.locator('tbody tr');

/** The number in 'Total N items'. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByText(/^Total [\d,]+ items?$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('lists the organisations of a line, pages, filters by unit name, narrows to a node and opens details', async ({
  page,
}) => {
  await page.goto('/businessLineDetail/1?lobId=1&token=demo-doctor');
  await expect(page.getByRole('heading', { name: 'Business line: 孕产妇健康管理' })).toBeVisible();
  // Opened by its address, its tab is named by the line, as it is when opened from the menu.
  await expect(page.getByRole('tab', { name: '孕产妇健康管理', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 孕产妇健康管理' });
  await expect(item(tree, '湖南省妇幼保健院')).toBeVisible();
  await expect(item(tree, '云南省妇幼保健院')).toBeVisible();
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(dataRows(table)).toHaveCount(10);
  const wholeLine = await total(page);
  expect(wholeLine).toBeGreaterThan(50);
  // The unit types are shown whole (labels of the app's own, not cut to a few letters).
  await expect(dataRows(table).nth(2).locator('td').nth(2)).toHaveText('County or district');
  await expect(table.getByText('Village or station').first()).toBeVisible();
  await shot(page, 'bo3-line-en');
  expect(await a11yViolations(page)).toEqual([]);

  // Paging.
  const first = (await dataRows(table).first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(dataRows(table).first()).not.toHaveText(first);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(dataRows(table)).toHaveCount(20);

  // Filter by unit name: every organisation shown has it in its name.
  await page.getByRole('textbox', { name: 'Organisation name' }).fill('芙蓉');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => total(page)).toBeLessThan(wholeLine);
  for (const name of await dataRows(table).locator('td:first-child button').allTextContents()) {
    expect(name).toContain('芙蓉');
  }

  // A hostile name is inert text.
  await page.getByRole('textbox', { name: 'Organisation name' }).fill('script');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('button', { name: /^<script>/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => total(page)).toBe(wholeLine);

  // Narrow to a node: only the organisations under it.
  await item(tree, '云南省妇幼保健院').click();
  await expect(page.getByRole('heading', { name: 'Organisations under “云南省妇幼保健院”' })).toBeVisible();
  await expect.poll(() => total(page)).toBeLessThan(wholeLine);
  await expect(dataRows(table).first()).toContainText('云南省妇幼保健院');

  // Details of an organisation.
  await table.getByRole('button', { name: '云南省妇幼保健院', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Organisation details' });
  await expect(dialog.locator('dd').filter({ hasText: '530000000000' })).toBeVisible();
  await expect(dialog.getByText('Province', { exact: true })).toBeVisible();
  await shot(page, 'bo3-line-org-details-en');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Show the organisations of the whole line' }).click();
  await expect(page.getByRole('heading', { name: 'Organisations of the whole line' })).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('heading', { name: '业务线：孕产妇健康管理' })).toBeVisible();
  await item(page.getByRole('tree', { name: '孕产妇健康管理的机构目录树' }), '湖南省妇幼保健院').click();
  await expect(page.getByRole('heading', { name: '“湖南省妇幼保健院”下的机构' })).toBeVisible();
  await shot(page, 'bo3-line-zh');
});

test('a deleted node is gone from the tree and its organisations from the list, also after a reload', async ({
  page,
}) => {
  await page.goto('/businessLineDetail/3?lobId=3&token=demo-doctor');
  const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 芙蓉区妇幼医联体' });
  const root = item(tree, '长沙市芙蓉区妇幼保健院');
  // A line with one top node opens it.
  await expect(childrenOf(root)).toHaveCount(2);
  await expect(page.getByText(/^Total [\d,]+ items?$/)).toBeVisible();
  const before = await total(page);

  await item(tree, '上级协作医院').click();
  await expect(page.getByRole('heading', { name: 'Organisations under “上级协作医院”' })).toBeVisible();
  await expect.poll(() => total(page)).toBe(2);
  await page.getByRole('button', { name: 'Delete 上级协作医院' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete node' });
  await expect(
    confirm.getByText('Delete “上级协作医院” and every node under it from this business line?'),
  ).toBeVisible();
  await shot(page, 'bo3-line-delete-en');
  await confirm.getByRole('button', { name: 'Delete node' }).click();

  await expect(page.getByText('“上级协作医院” was deleted.')).toBeVisible();
  await expect(item(tree, '上级协作医院')).toHaveCount(0);
  await expect(childrenOf(root)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Organisations of the whole line' })).toBeVisible();
  await expect.poll(() => total(page)).toBe(before - 2);

  await page.getByRole('button', { name: 'Refresh tree' }).click();
  await expect(childrenOf(root)).toHaveCount(1);
  await page.reload();
  await expect(childrenOf(item(tree, '长沙市芙蓉区妇幼保健院'))).toHaveCount(1);
  await expect(item(tree, '上级协作医院')).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(before - 2);
});

test('a delete whose answer is lost on the way reads the tree again: the node is gone, its details too', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/businessLineDetail/3?lobId=3&token=demo-doctor');
  const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 芙蓉区妇幼医联体' });
  const root = item(tree, '长沙市芙蓉区妇幼保健院');
  await expect(childrenOf(root)).toHaveCount(2);
  await item(tree, '上级协作医院').click();
  await expect(page.getByRole('heading', { name: 'Organisations under “上级协作医院”' })).toBeVisible();
  // The backend deletes the node, but its answer does not come back (a gateway's 504).
  await setFault(page, {
    backend: 'main',
    path: '/v1/orgCatalogTree/delOrgCatalogTreeNode',
    kind: 'gatewayTimeout',
    times: 1,
  });
  await page.getByRole('button', { name: 'Delete 上级协作医院' }).click();
  await page
    .getByRole('dialog', { name: 'Delete node' })
    .getByRole('button', { name: 'Delete node' })
    .click();
  await expect(page.getByText(/No answer came back: it may have been done\./)).toBeVisible();
  await expect(item(tree, '上级协作医院')).toHaveCount(0);
  await expect(childrenOf(root)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Organisations of the whole line' })).toBeVisible();
});

test('a failed organisation list shows the failure with a retry while the tree works', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto(
    '/businessLineDetail/3?lobId=3&token=demo-doctor&mockFault=main:/v1/orgInfo/queryListByLobTreePage:http500',
  );
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.getByText('The data could not be loaded.')).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 芙蓉区妇幼医联体' });
  await expect(item(tree, '基层医疗机构')).toBeVisible();
  await shot(page, 'bo3-line-failed-en');
  await clearFaults(page);
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(dataRows(table)).toHaveCount(10);
});

test('a user without business-line management never sees a line', async ({ page }) => {
  // The shell has no such route for this user; the page itself would also refuse.
  await page.goto('/businessLineDetail/1?lobId=1&token=demo-admin');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('tree')).toHaveCount(0);
  await expect(page.getByText('孕产妇健康管理')).toHaveCount(0);
});

test('the route checks the address: a lobId that is no number falls back to the path, and no valid line at all says so', async ({
  page,
}) => {
  // `lobId=abc` is not a business line: the route's search check drops it, and the page shows line 3 of the path.
  await page.goto('/businessLineDetail/3?lobId=abc&from=mail&token=demo-doctor');
  await expect(page.getByRole('heading', { name: 'Business line: 芙蓉区妇幼医联体' })).toBeVisible();
  await expect(
    page.getByRole('tree', { name: 'Organisation catalogue tree of 芙蓉区妇幼医联体' }),
  ).toBeVisible();
  // One tab for the page, under its checked address (no second tab for the address as typed).
  await expect(page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab')).toHaveCount(2);

  // Neither the query nor the path names a line: the page says so and asks the backend for nothing about it.
  const treeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/orgCatalogTree/')) treeCalls.push(request.url());
  });
  await page.goto('/businessLineDetail/x?lobId=-1&token=demo-doctor');
  await expect(page.getByText('This page does not name a valid business line.')).toBeVisible();
  expect(treeCalls).toEqual([]);
});

test('a line that is none of the user’s says so and asks the backend for no tree', async ({ page }) => {
  const treeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/orgCatalogTree/')) treeCalls.push(request.url());
  });
  await page.goto('/businessLineDetail/999?token=demo-doctor');
  await expect(page.getByRole('heading', { name: 'Business-line detail', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Business line 999 is not among your business lines: it may have been removed. Open one from the menu.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('tree')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(treeCalls).toEqual([]);

  // A line of the user's opens as before.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Business lines' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: '芙蓉区妇幼医联体' })
    .click();
  await expect(
    page.getByRole('tree', { name: 'Organisation catalogue tree of 芙蓉区妇幼医联体' }),
  ).toBeVisible();
});
