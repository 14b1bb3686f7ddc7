import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect as baseExpect, test } from './fixtures';

// The machine these run on is shared and slow at times: wait longer than the default for what the page shows.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * Back office, part 2 (issue 8): authority management (unit tree root, organisation catalogue, area dictionary,
 * systems) and role management (the tree of a business line: search, drag a node to a new parent or 'Move to…'
 * with the keyboard, the 5-minute move's progress, delete), against the production build with the demo backend.
 */

/** Where the screenshots go (BO3_SHOTS, else test-results/screenshots). */
const SHOTS = process.env.BO3_SHOTS ?? join('test-results', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function toChinese(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

/** Accessibility problems axe finds in the open page (the shell's tab panels), as readable lines. */
async function a11yViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  return audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const item = (scope: Page | Locator, name: string) => scope.getByRole('treeitem', { name, exact: true });
/** The tree items directly under a tree item (its group follows it). */
const childrenOf = (node: Locator) =>
  node.locator('xpath=following-sibling::div[@role="group"][1]/div/div[@role="treeitem"]');
/** The group of nodes under a tree item. */
const groupOf = (node: Locator) => node.locator('xpath=following-sibling::div[@role="group"][1]');
const dataRows = (table: Locator) => table.locator('tbody tr');

async function chooseLine(page: Page, title: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Business line' }).click();
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByRole('tree', { name: `Organisation catalogue tree of ${title}` })).toBeVisible();
}

const ALLIANCE = '芙蓉区妇幼医联体';

test.describe('authority management', () => {
  test('a node moved meanwhile is described where it is now: its parent too, after a refresh', async ({
    page,
  }) => {
    await page.goto('/authority-manage?token=demo-doctor');
    const panel = page.getByRole('tabpanel', { name: /^Authority management/ });
    const catalogue = page.getByRole('tree', { name: 'Organisation catalogue tree' });
    await page.getByRole('textbox', { name: 'Filter by node name' }).fill('芙蓉');
    await item(catalogue, '长沙市芙蓉区妇幼保健院').click();
    const parent = panel
      .locator('dt', { hasText: /^Parent node$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(parent).toHaveText('长沙市妇幼保健院');
    // Another administrator moves it under 株洲市妇幼保健院 (in the demo backend's state).
    await page.evaluate(() => {
      type Node = { id: number; name: string; parentId: number | null; lobId: number };
      const demo = (
        window as unknown as { __mchDemo: { backend: { db(): { main: { treeNodes: Node[] } } } } }
      ).__mchDemo;
      const main = demo.backend.db().main;
      const line = main.treeNodes.find((n) => n.name === '长沙市芙蓉区妇幼保健院')?.lobId;
      const node = main.treeNodes.find((n) => n.name === '长沙市芙蓉区妇幼保健院' && n.lobId === line);
      const to = main.treeNodes.find((n) => n.name === '株洲市妇幼保健院' && n.lobId === line);
      if (!node || !to) throw new Error('demo fixtures changed');
      node.parentId = to.id;
      main.treeNodes = [...main.treeNodes];
    });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(parent).toHaveText('株洲市妇幼保健院');
  });

  test('shows the unit tree root, filters the catalogue, searches and pages areas, filters systems', async ({
    page,
  }) => {
    await page.goto('/authority-manage?token=demo-doctor');
    const panel = page.getByRole('tabpanel', { name: /^Authority management/ });
    await expect(panel.getByText('Root of the organisation tree', { exact: true })).toBeVisible();

    // The organisation catalogue, filtered by node name as one types.
    const catalogue = page.getByRole('tree', { name: 'Organisation catalogue tree' });
    await expect(item(catalogue, '湖南省妇幼保健院')).toBeVisible();
    await expect(panel.getByText(/^\d+ nodes$/)).toBeVisible();
    await shot(page, 'bo3-authority-catalogue-en');
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Filter by node name' }).fill('芙蓉');
    await expect(panel.getByText(/^\d+ nodes? match$/)).toBeVisible();
    await expect(item(catalogue, '长沙市芙蓉区妇幼保健院')).toBeVisible();
    await expect(item(catalogue, '株洲市妇幼保健院')).toHaveCount(0);
    await item(catalogue, '长沙市芙蓉区妇幼保健院').click();
    await expect(panel.getByText('Node details')).toBeVisible();
    await expect(panel.locator('dd').filter({ hasText: '长沙市妇幼保健院' })).toBeVisible();

    // The area dictionary: the tree from the user's province, a search by name, then by code with paging.
    await page.getByRole('tab', { name: 'Area dictionary' }).click();
    const areas = page.getByRole('tree', { name: 'Areas' });
    await item(areas, '长沙市').click();
    await page.keyboard.press('ArrowRight');
    await expect(item(areas, '芙蓉区')).toBeVisible();
    await item(areas, '芙蓉区').click();
    await expect(panel.locator('dd').filter({ hasText: '430102000000' })).toBeVisible();
    await expect(panel.locator('dd').filter({ hasText: 'District or county' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Area code or name' }).fill('430102');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Areas matching “430102”' });
    await expect(dataRows(results)).toHaveCount(10);
    const firstCode = (await dataRows(results).first().locator('td').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(dataRows(results).first().locator('td').first()).not.toHaveText(firstCode);
    for (const code of await dataRows(results).locator('td:first-child').allInnerTexts()) {
      expect(code.startsWith('430102')).toBe(true);
    }
    await shot(page, 'bo3-authority-areas-en');
    const cut = page.getByText(/^Only the first 100 matches are shown, and there may be more/);
    await expect(cut).toHaveCount(0);
    // A search that reaches the backend's limit says there may be more than it shows.
    await page.getByRole('textbox', { name: 'Area code or name' }).fill('43');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table', { name: 'Areas matching “43”' })).toBeVisible();
    await expect(cut).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(areas).toBeVisible();

    // The systems, filtered by name or code.
    await page.getByRole('tab', { name: 'Systems' }).click();
    const systems = page.getByRole('table', { name: 'Systems' });
    await expect(dataRows(systems)).toHaveCount(6);
    await page.getByRole('textbox', { name: 'Filter by system name or code' }).fill('exam');
    await expect(dataRows(systems)).toHaveCount(1);
    await expect(dataRows(systems).first()).toContainText('在线考试系统');
    await shot(page, 'bo3-authority-systems-en');

    await toChinese(page);
    await page.getByRole('tab', { name: '机构目录' }).click();
    await expect(page.getByText('机构树根节点', { exact: true })).toBeVisible();
    await shot(page, 'bo3-authority-catalogue-zh');
    await page.getByRole('tab', { name: '区划字典' }).click();
    await shot(page, 'bo3-authority-areas-zh');
  });

  test('a unit that is no tree root says so', async ({ page }) => {
    await page.goto('/authority-manage?token=demo-admin');
    await expect(page.getByText('Not a root of the organisation tree', { exact: true })).toBeVisible();
    await expect(
      page.getByText('昆明市五华区妇幼保健院 sits under another unit in every organisation tree.'),
    ).toBeVisible();
  });

  test('a failed systems list shows the failure with a retry in its block', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await page.goto('/authority-manage?token=demo-doctor&mockFault=main:/v1/system/queryAll:http500');
    await page.getByRole('tab', { name: 'Systems' }).click();
    const systems = page.getByRole('table', { name: 'Systems' });
    await expect(systems.getByText('The data could not be loaded.')).toBeVisible();
    // The rest of the page still works.
    await expect(page.getByText('Root of the organisation tree', { exact: true })).toBeVisible();
    await clearFaults(page);
    await systems.getByRole('button', { name: 'Retry' }).click();
    await expect(dataRows(systems)).toHaveCount(6);
  });
});

/**
 * Role management as demo-doctor on the alliance's line: its top unit opened and the child node `name` selected.
 */
async function openAllianceNode(page: Page, name: string) {
  await page.goto('/auth-role-manage?token=demo-doctor');
  await chooseLine(page, ALLIANCE);
  const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${ALLIANCE}` });
  const root = item(tree, '长沙市芙蓉区妇幼保健院');
  await root.click();
  await page.keyboard.press('ArrowRight');
  await item(tree, name).click();
  return { tree, root };
}

test.describe('role management', () => {
  test('a search result opened from the top of the results brings its details into the window', async ({
    page,
  }) => {
    await page.goto('/auth-role-manage?token=demo-admin');
    await expect(page.getByRole('tree')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Node name' }).fill('社区');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Nodes named like “社区”' });
    await expect(dataRows(results)).toHaveCount(10);
    const details = page.getByRole('heading', { name: 'Node details' });
    await dataRows(results).first().getByRole('button').first().click();
    // Below the ten results, the details start under the window's edge at 1300 × 800: they are brought up.
    await expect(details).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Move to… \(/ }).first()).toBeInViewport();
  });

  test('lists the tree, opens a node with its child nodes, searches by name and pages, shows my unit', async ({
    page,
  }) => {
    await page.goto('/auth-role-manage?token=demo-doctor');
    const tree = page.getByRole('tree', { name: 'Organisation catalogue tree of 孕产妇健康管理' });
    await expect(item(tree, '湖南省妇幼保健院')).toBeVisible();
    await expect(item(tree, '云南省妇幼保健院')).toBeVisible();
    await item(tree, '湖南省妇幼保健院').click();
    await page.keyboard.press('ArrowRight');
    await item(tree, '长沙市妇幼保健院').click();
    const panel = page.getByRole('tabpanel', { name: /^Role management/ });
    await expect(panel.getByRole('heading', { name: 'Node details' })).toBeVisible();
    const children = page.getByRole('table', { name: 'Child nodes of 长沙市妇幼保健院' });
    await expect(dataRows(children).first()).toContainText('芙蓉区');
    await shot(page, 'bo3-roles-tree-en');
    expect(await a11yViolations(page)).toEqual([]);

    // Open a child from the table.
    await children.getByRole('button', { name: '长沙市芙蓉区妇幼保健院', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Child nodes of 长沙市芙蓉区妇幼保健院' })).toBeVisible();

    // Search by name: a flat, paged list of the matches.
    await page.getByRole('textbox', { name: 'Node name' }).fill('社区');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Nodes named like “社区”' });
    await expect(dataRows(results)).toHaveCount(10);
    const first = (await dataRows(results).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(dataRows(results).first()).not.toHaveText(first);
    for (const name of await dataRows(results).locator('td:first-child').allInnerTexts()) {
      expect(name).toContain('社区');
    }
    await shot(page, 'bo3-roles-search-en');
    // A result opens in the details; a search does not say where the node sits, so no '-' claims it has no parent.
    await dataRows(results).first().getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: 'Node details' })).toBeVisible();
    await expect(page.getByText('Parent node', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(tree).toBeVisible();

    // My unit: the nodes of 长沙市芙蓉区妇幼保健院 only.
    await page.getByRole('radiogroup', { name: 'Nodes shown' }).getByText('My unit').click();
    const mine = page.getByRole('tree', { name: 'Organisation catalogue tree of 孕产妇健康管理' });
    await expect(mine.getByRole('treeitem', { name: '长沙市芙蓉区妇幼保健院', exact: true })).toBeVisible();
    await expect(item(mine, '湖南省妇幼保健院')).toHaveCount(0);

    await toChinese(page);
    await page.getByRole('radiogroup', { name: '显示范围' }).getByText('整条业务线').click();
    await expect(page.getByRole('tree', { name: '孕产妇健康管理的机构目录树' })).toBeVisible();
    await shot(page, 'bo3-roles-tree-zh');
  });

  test('a node dragged onto a new parent stays moved after a refresh and a reload', async ({ page }) => {
    const { tree } = await openAllianceNode(page, '上级协作医院');
    const upper = item(tree, '上级协作医院');
    const grassroots = item(tree, '基层医疗机构');
    await page.keyboard.press('ArrowRight');
    await expect(childrenOf(upper)).toHaveCount(2);

    await item(groupOf(upper), '长沙市妇幼保健院').dragTo(grassroots);
    const dialog = page.getByRole('dialog', { name: 'Move “长沙市妇幼保健院”' });
    await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();
    await shot(page, 'bo3-roles-move-dialog-en');
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('“长沙市妇幼保健院” was moved under “基层医疗机构”.')).toBeVisible();
    await expect(childrenOf(grassroots).first()).toHaveAccessibleName('长沙市妇幼保健院');
    await expect(childrenOf(upper)).toHaveCount(1);
    await expect(childrenOf(upper).first()).toHaveAccessibleName('湖南省妇幼保健院');
    await shot(page, 'bo3-roles-moved-en');

    await page.getByRole('button', { name: 'Refresh tree' }).click();
    await expect(childrenOf(grassroots).first()).toHaveAccessibleName('长沙市妇幼保健院');
    await expect(childrenOf(upper)).toHaveCount(1);

    await page.reload();
    await chooseLine(page, ALLIANCE);
    await item(tree, '长沙市芙蓉区妇幼保健院').click();
    await page.keyboard.press('ArrowRight');
    await grassroots.click();
    await page.keyboard.press('ArrowRight');
    await expect(childrenOf(grassroots).first()).toHaveAccessibleName('长沙市妇幼保健院');
    await upper.click();
    await page.keyboard.press('ArrowRight');
    await expect(childrenOf(upper)).toHaveCount(1);
  });

  test("'Move to…' moves a node with the keyboard alone, refusing the node's own subtree", async ({
    page,
  }) => {
    await page.goto('/auth-role-manage?token=demo-doctor');
    await chooseLine(page, ALLIANCE);
    const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${ALLIANCE}` });
    // Into the tree with Tab, down to 上级协作医院 with the arrows, pick it with Enter.
    await page.getByRole('button', { name: 'Refresh tree' }).focus();
    await page.keyboard.press('Tab');
    await expect(item(tree, '长沙市芙蓉区妇幼保健院')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(item(tree, '上级协作医院')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(item(tree, '上级协作医院')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item(tree, '上级协作医院')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Move to… (上级协作医院)' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move “上级协作医院”' });
    const picker = dialog.getByRole('tree', { name: 'New parent of 上级协作医院' });
    await expect(item(picker, '长沙市芙蓉区妇幼保健院')).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Tab');
    await expect(item(picker, '长沙市芙蓉区妇幼保健院')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(item(picker, '上级协作医院')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(item(picker, '上级协作医院')).toBeFocused();
    await expect(item(picker, '上级协作医院')).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(item(picker, '基层医疗机构')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();
    await dialog.getByRole('button', { name: 'Move here' }).press('Enter');
    await expect(page.getByText('“上级协作医院” was moved under “基层医疗机构”.')).toBeVisible();

    const grassroots = item(tree, '基层医疗机构');
    await expect(childrenOf(grassroots).first()).toHaveAccessibleName('上级协作医院');
    // The moved node, under its new parent, has the keyboard's focus (not the page's body).
    await expect(childrenOf(grassroots).first()).toBeFocused();
    await expect(childrenOf(item(tree, '长沙市芙蓉区妇幼保健院'))).toHaveCount(1);
  });

  test("a node moved from the search results' child nodes leaves the keyboard's focus on its details", async ({
    page,
  }) => {
    await page.goto('/auth-role-manage?token=demo-admin');
    await expect(page.getByRole('tree')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Node name' }).fill('卫生');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Nodes named like “卫生”' });
    await results.getByRole('button', { name: '芙蓉区文艺路街道社区卫生服务中心', exact: true }).click();
    const children = page.getByRole('table', { name: 'Child nodes of 芙蓉区文艺路街道社区卫生服务中心' });
    const station = '文艺路街道文艺新村社区卫生服务站';
    await children.getByRole('button', { name: `Move to… (${station})` }).press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move “${station}”` });
    await item(dialog.getByRole('tree', { name: `New parent of ${station}` }), '云南省妇幼保健院').click();
    await dialog.getByRole('button', { name: 'Move here' }).press('Enter');
    await expect(page.getByText(`“${station}” was moved under “云南省妇幼保健院”.`)).toBeVisible();
    await expect(children.getByRole('button', { name: station, exact: true })).toHaveCount(0);
    // Its row has gone and the results show no tree to find it in: the focus is on the details, now of the node.
    const details = page.getByRole('region', { name: 'Node details' });
    await expect(details.getByRole('heading', { name: 'Node details' })).toBeVisible();
    await expect(details).toContainText('01002001');
    await expect(details).toBeFocused();
  });

  test('a long move shows its elapsed time until the backend answers', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-06-15T10:00:00+08:00') });
    await page.goto('/auth-role-manage?token=demo-doctor');
    await chooseLine(page, ALLIANCE);
    await setFault(page, {
      backend: 'main',
      path: '/v1/ysfyRole/dragNode',
      kind: 'delay',
      delayMs: 95_000,
      times: 1,
    });
    const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${ALLIANCE}` });
    await item(tree, '长沙市芙蓉区妇幼保健院').click();
    await page.keyboard.press('ArrowRight');
    await item(tree, '上级协作医院').click();
    await page.getByRole('button', { name: 'Move to… (上级协作医院)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move “上级协作医院”' });
    // The current parent cannot be picked, but it can be opened.
    await item(dialog, '长沙市芙蓉区妇幼保健院').focus();
    await page.keyboard.press('ArrowRight');
    await item(dialog, '基层医疗机构').click();
    await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();

    // From here on time only moves when the test says so.
    await page.clock.pauseAt(new Date('2024-06-15T10:10:00+08:00'));
    await dialog.getByRole('button', { name: 'Move here' }).press('Enter');
    await expect(page.getByText('Moving “上级协作医院” under “基层医疗机构”…')).toBeVisible();
    await expect(page.getByText(/^Elapsed 0:00; a move can take up to 5:00\./)).toBeVisible();
    // Move here waits (disabled) while the move runs: the keyboard stays in the dialog.
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await expect(dialog).toBeFocused();
    await expect(page.getByRole('button', { name: 'Move to… (上级协作医院)' })).toBeDisabled();
    await page.clock.runFor(65_000);
    await expect(page.getByText(/^Elapsed 1:05;/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress of the move' })).toHaveAttribute(
      'aria-valuenow',
      '21',
    );
    await shot(page, 'bo3-roles-moving-en');
    // Closing the dialog leaves the move running: its progress is on the page.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Elapsed 1:05;/)).toBeVisible();
    await page.clock.runFor(31_000);
    await expect(page.getByText('“上级协作医院” was moved under “基层医疗机构”.')).toBeVisible();
    await page.clock.resume();
    await expect(childrenOf(item(tree, '基层医疗机构')).first()).toHaveAccessibleName('上级协作医院');
  });

  test("a failed 'Move to…' stays open with the new parent kept and says why; Move here again moves it", async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await page.goto('/auth-role-manage?token=demo-doctor');
    await chooseLine(page, ALLIANCE);
    await setFault(page, { backend: 'main', path: '/v1/ysfyRole/dragNode', kind: 'http500' });
    const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${ALLIANCE}` });
    await item(tree, '长沙市芙蓉区妇幼保健院').click();
    await page.keyboard.press('ArrowRight');
    const upper = item(tree, '上级协作医院');
    await upper.click();
    await page.keyboard.press('ArrowRight');
    await expect(childrenOf(upper)).toHaveCount(2);
    await page.getByRole('button', { name: 'Move to… (湖南省妇幼保健院)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move “湖南省妇幼保健院”' });
    await item(dialog, '长沙市芙蓉区妇幼保健院').focus();
    await page.keyboard.press('ArrowRight');
    await item(dialog, '基层医疗机构').click();
    await dialog.getByRole('button', { name: 'Move here' }).click();

    // The dialog stays, with the new parent picked and why it failed; the tree is as it was.
    const failure = dialog
      .getByRole('alert')
      .filter({ hasText: '“湖南省妇幼保健院” could not be moved under “基层医疗机构”.' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('服务器内部错误');
    await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();
    await expect(item(dialog, '基层医疗机构')).toHaveAttribute('aria-selected', 'true');
    await expect(childrenOf(upper)).toHaveCount(2);
    await shot(page, 'bo3-roles-move-failed-en');

    await clearFaults(page);
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“湖南省妇幼保健院” was moved under “基层医疗机构”.')).toBeVisible();
    await expect(childrenOf(upper)).toHaveCount(1);
    await expect(childrenOf(item(tree, '基层医疗机构')).first()).toHaveAccessibleName('湖南省妇幼保健院');

    // A delete after it: the page says what was done last, not the move as well.
    await upper.click();
    await page.getByRole('button', { name: 'Delete 上级协作医院' }).click();
    await page.getByRole('dialog', { name: 'Delete node' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('“上级协作医院” was deleted.')).toBeVisible();
    await expect(page.getByText('“湖南省妇幼保健院” was moved under “基层医疗机构”.')).toHaveCount(0);
  });

  test('a deleted node is gone, also after a refresh', async ({ page }) => {
    const { tree, root } = await openAllianceNode(page, '上级协作医院');
    await page.getByRole('button', { name: 'Delete 上级协作医院' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete node' });
    await expect(
      dialog.getByText('Delete “上级协作医院” and every node under it? This cannot be undone.'),
    ).toBeVisible();
    // A slow answer: while the Delete button waits (disabled), the keyboard stays in the confirmation.
    await setFault(page, {
      backend: 'main',
      path: '/v1/ysfyRole/delOrgCatalogNode',
      kind: 'delay',
      delayMs: 1500,
    });
    await dialog.getByRole('button', { name: 'Delete' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(dialog).toBeFocused();
    await expect(page.getByText('“上级协作医院” was deleted.')).toBeVisible();
    await clearFaults(page);
    await expect(item(tree, '上级协作医院')).toHaveCount(0);
    await expect(childrenOf(root)).toHaveCount(1);
    // Its details went with it: the keyboard's focus is on its parent in the tree, where the user goes on.
    await expect(root).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(childrenOf(root).first()).toBeFocused();
    await expect(
      page.getByText('Select a node in the tree to see its details and child nodes.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Refresh tree' }).click();
    await expect(childrenOf(root)).toHaveCount(1);
    await expect(item(tree, '上级协作医院')).toHaveCount(0);
  });

  test('a delete whose answer is lost on the way reads the tree again: the node is gone, its details too', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const { tree, root } = await openAllianceNode(page, '上级协作医院');
    // The backend deletes the node, but its answer does not come back (a gateway's 504).
    await setFault(page, {
      backend: 'main',
      path: '/v1/ysfyRole/delOrgCatalogNode',
      kind: 'gatewayTimeout',
      times: 1,
    });
    await page.getByRole('button', { name: 'Delete 上级协作医院' }).click();
    await page.getByRole('dialog', { name: 'Delete node' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/No answer came back: it may have been done\./)).toBeVisible();
    await expect(item(tree, '上级协作医院')).toHaveCount(0);
    await expect(childrenOf(root)).toHaveCount(1);
    await expect(
      page.getByText('Select a node in the tree to see its details and child nodes.'),
    ).toBeVisible();
  });

  test('a tree that fails to load shows the failure with a retry', async ({ page, allowNetworkErrors }) => {
    allowNetworkErrors();
    await page.goto(
      '/auth-role-manage?token=demo-doctor&mockFault=main:/v1/ysfyRole/getTreeNodeByParentId:http500',
    );
    await expect(page.getByText('The nodes could not be loaded.')).toBeVisible();
    await clearFaults(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      item(
        page.getByRole('tree', { name: 'Organisation catalogue tree of 孕产妇健康管理' }),
        '湖南省妇幼保健院',
      ),
    ).toBeVisible();
  });
});
