import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults } from './demo-faults';
import { expect, test } from './fixtures';

/*
 * Evaluation statistics (issue 8): a project's statistics overall and by unit, its answers filtered and paged, an
 * answer in the detail table, the download of the answers (a real file), and a failing block. The clock is fixed,
 * so the demo backend's projects and answers (seeded relative to now) are always the same.
 */

const SHOTS = process.env.BO4_SHOTS ?? join('test-results', 'screenshots');
const NOW = new Date('2025-06-15T12:00:00+08:00');
const ACTIVE = '2025年度妇幼健康工作台满意度调查';

/** Accessibility problems axe finds in the open page (the shell's tab panels), as readable lines. */
async function a11yViolations(page: Page): Promise<string[]> {
  // Nothing hovered: a hover colour is not what the page shows.
  await page.mouse.move(0, 0);
  const audit = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  return audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if (target) await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

interface Stats {
  total: number;
  verySatisfied: number;
  satisfied: number;
  dissatisfied: number;
}

/** A figure group as the demo backend has it now. */
async function readBack<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(p, { headers: { Authorization: 'Bearer demo-admin' } });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

const rows = (table: Locator) => table.locator('tbody tr');
const amount = (n: number) => n.toLocaleString('en-US');

/** Opens evaluation management and the statistics of the project in use from its row. */
async function openStatistics(page: Page): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await page.goto('/evaluationManage?token=demo-admin');
  // The first wait covers the app's start-up.
  await expect(page.getByRole('button', { name: `Statistics of ${ACTIVE}` })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: `Statistics of ${ACTIVE}` }).click();
  await expect(page.getByRole('heading', { name: 'Evaluation statistics' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Evaluation project' })).toHaveValue(ACTIVE);
}

test.describe('evaluation statistics', () => {
  test('shows the statistics overall and by unit, and the answers filtered, paged and in detail', async ({
    page,
  }) => {
    await openStatistics(page);
    const stats = await readBack<Stats>(page, '/api/main/ysfyAppraise/getDetailStats?projectId=5');
    expect(stats.total).toBe(47);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText(new RegExp(`Answers\\s*${stats.total}`));
    await expect(overview).toContainText(new RegExp(`Very satisfied\\s*${stats.verySatisfied}`));
    await expect(overview).toContainText(new RegExp(`Dissatisfied\\s*${stats.dissatisfied}`));
    await expect(overview.getByRole('img', { name: 'Answers by result' })).toBeVisible();
    await shot(page, 'bo4-evaluation-stats-en');
    expect(await a11yViolations(page)).toEqual([]);

    const byUnit = page.getByRole('region', { name: 'By unit' });
    await expect(
      byUnit.getByRole('img', { name: /^Answers of the units with the most answers/ }),
    ).toBeVisible();
    const unitTable = byUnit.getByRole('table', { name: 'Statistics by unit' });
    const units = await readBack<{ unitName: string; total: number }[]>(
      page,
      '/api/main/ysfyAppraise/getDetailStatsByUnit?projectId=5',
    );
    const most = Math.max(...units.map((u) => u.total));
    await expect(rows(unitTable).first().locator('td').nth(1)).toHaveText(amount(most));
    await expect(byUnit.getByText(`Total ${units.length} items`)).toBeVisible();
    await shot(page, 'bo4-evaluation-stats-units-en', unitTable);

    const answers = page.getByRole('region', { name: 'Answers' });
    const table = answers.getByRole('table', { name: 'Evaluation answers' });
    await expect(answers.getByText('Total 47 items')).toBeVisible();
    await expect(rows(table)).toHaveCount(10);
    const first = (await rows(table).first().textContent()) ?? '';
    await answers.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows(table).first()).not.toHaveText(first);
    await answers.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await expect(rows(table)).toHaveCount(20);
    await answers.getByRole('textbox', { name: 'Go to page' }).fill('3');
    await answers.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(rows(table)).toHaveCount(7);

    const filters = answers.getByRole('form', { name: 'Answer filters' });
    await filters.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Dissatisfied' }).click();
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(answers.getByText(`Total ${stats.dissatisfied} item`)).toBeVisible();
    for (const result of await rows(table).locator('td:nth-child(4)').allInnerTexts()) {
      expect(result.toLowerCase()).toBe('dissatisfied');
    }
    const user = ((await rows(table).first().locator('td').nth(1).textContent()) ?? '').trim();
    await rows(table)
      .first()
      .getByRole('button', { name: /^Details of the answer of / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Evaluation answer' });
    await expect(dialog.getByText(user, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Reason for dissatisfaction')).toBeVisible();
    await shot(page, 'bo4-evaluation-answer-en');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(answers.getByText('Total 47 items')).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
    await expect(page.getByRole('region', { name: '总体情况' })).toContainText('满意率');
    await shot(page, 'bo4-evaluation-stats-zh-CN');
  });

  test('switches the project by year', async ({ page }) => {
    await openStatistics(page);
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2024', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Evaluation project' })).toHaveValue(
      '2024年下半年平台使用满意度评价',
    );
    const stats = await readBack<Stats>(page, '/api/main/ysfyAppraise/getDetailStats?projectId=4');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
      new RegExp(`Answers\\s*${stats.total}`),
    );
    await expect(
      page.getByRole('region', { name: 'Answers' }).getByText(`Total ${stats.total} items`),
    ).toBeVisible();
  });

  test('the project and year chosen are in the address: a reload keeps them, a row’s Statistics switches the tab', async ({
    page,
  }) => {
    const LATER = '2024年下半年平台使用满意度评价';
    await openStatistics(page);
    const picker = page.getByRole('combobox', { name: 'Evaluation project' });
    await picker.click();
    await page.getByRole('option', { name: LATER, exact: true }).click();
    await expect(page).toHaveURL(/\/evaluationManage\/detail\?projectId=4$/);
    await expect(page.getByRole('tab', { name: `${LATER} – Evaluation statistics` })).toBeVisible();
    const stats = await readBack<Stats>(page, '/api/main/ysfyAppraise/getDetailStats?projectId=4');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
      new RegExp(`Answers\\s*${stats.total}`),
    );

    await page.reload();
    await expect(picker).toHaveValue(LATER, { timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2024', exact: true }).click();
    await expect(page).toHaveURL(/\/evaluationManage\/detail\?projectId=4&year=2024$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2024', { timeout: 20_000 });
    await expect(picker).toHaveValue(LATER);

    // The list's Statistics of the project in use: the one statistics tab, now showing that project.
    await page.getByRole('tab', { name: 'Evaluation management' }).click();
    await page.getByRole('button', { name: `Statistics of ${ACTIVE}` }).click();
    await expect(picker).toHaveValue(ACTIVE);
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    await expect(page).toHaveURL(/\/evaluationManage\/detail\?projectId=5$/);
    await expect(page.getByRole('tab', { name: /Evaluation statistics$/ })).toHaveCount(1);
    await expect(page.getByRole('tab', { name: `${ACTIVE} – Evaluation statistics` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Answers' }).getByText('Total 47 items')).toBeVisible();
    await shot(page, 'bo4-evaluation-stats-switched-en');
  });

  test('downloads the answers as a file with its name', async ({ page }) => {
    await openStatistics(page);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const downloading = page.waitForEvent('download');
    // A double click downloads once.
    await page.getByRole('button', { name: `Download answers of ${ACTIVE}` }).dblclick();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${ACTIVE}-评价明细.csv`);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('序号,姓名,单位,评价结果,不满意原因,意见建议,提交时间');
    expect(lines).toHaveLength(48);
    await expect(page.getByText(`The file ${ACTIVE}-评价明细.csv was downloaded.`)).toBeVisible();
    await expect(page.getByText(`The file ${ACTIVE}-评价明细.csv was downloaded.`)).toHaveCount(1);
    expect(downloads).toHaveLength(1);
  });

  test('a failing block shows its failure with a retry while the others show', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await page.clock.setFixedTime(NOW);
    await page.goto(
      '/evaluationManage/detail?projectId=5&token=demo-admin&mockFault=main:/ysfyAppraise/getDetailStats:http500',
    );
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('The statistics could not be loaded.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Answers' }).getByText('Total 47 items')).toBeVisible();
    await shot(page, 'bo4-evaluation-stats-failure-en');
    await clearFaults(page);
    await overview.getByRole('button', { name: 'Retry' }).click();
    await expect(overview).toContainText(/Answers\s*47/);
  });
});
