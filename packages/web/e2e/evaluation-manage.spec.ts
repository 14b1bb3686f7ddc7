import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, test } from './fixtures';

/*
 * Evaluation management (issue 8): the projects by year, name and state, the project form with its rules, saving
 * (the saved project appears, a failed save keeps the form), starting and ending a project, and a failing list.
 * The clock is fixed, so the demo backend's projects (seeded relative to now) are always the same.
 */

const SHOTS = process.env.BO4_SHOTS ?? join('test-results', 'screenshots');
const NOW = new Date('2025-06-15T12:00:00+08:00');

/** Accessibility problems axe finds in the open page (the shell's tab panels), as readable lines. */
async function a11yViolations(page: Page): Promise<string[]> {
  // Nothing hovered: a hover colour is not what the page shows.
  await page.mouse.move(0, 0);
  const audit = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  return audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The state of a project as the demo backend has it now. */
async function statusOf(page: Page, name: string): Promise<number> {
  return page.evaluate(async (projectName) => {
    const query = new URLSearchParams({ name: projectName, year: '2025' });
    const response = await fetch(`/api/main/ysfyAppraise/getProjectByName?${query}`, {
      headers: { Authorization: 'Bearer demo-admin' },
    });
    return ((await response.json()) as { data: { status: number } }).data.status;
  }, name);
}

const rows = (table: Locator) => table.locator('tbody tr');
const projects = (page: Page) => page.getByRole('table', { name: 'Evaluation projects' });
const row = (page: Page, name: string) => rows(projects(page)).filter({ hasText: name });

async function open(page: Page): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await page.goto('/evaluationManage?token=demo-admin');
  // The first wait covers the app's start-up.
  await expect(page.getByText('Total 6 items')).toBeVisible({ timeout: 20_000 });
}

/** Picks a day of June 2025 (and keeps the picker's default time) in a date-time picker of the dialog. */
async function pickDay(dialog: Locator, label: string, day: number): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  const page = dialog.page();
  await page.getByRole('button', { name: `Jun ${day}, 2025`, exact: true }).click();
  await page.getByRole('button', { name: 'Use this date and time' }).click();
}

/** Opens evaluation management and its New project form. */
async function openNewProject(page: Page): Promise<Locator> {
  await open(page);
  await page.getByRole('button', { name: 'New project' }).click();
  return page.getByRole('dialog', { name: 'New evaluation project' });
}

test.describe('evaluation projects', () => {
  test('lists the projects, filters them by year, name and state, and shows one in the detail table', async ({
    page,
  }) => {
    await open(page);
    const table = projects(page);
    await expect(rows(table)).toHaveCount(6);
    for (const header of ['Project name', 'Year', 'Mode', 'Status', 'Period', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(row(page, '2025年度妇幼健康工作台满意度调查').getByText('In use')).toBeVisible();
    await expect(row(page, '2025年基层医疗机构服务满意度评价').getByText('Not started')).toBeVisible();
    await shot(page, 'bo4-evaluation-projects-en');
    expect(await a11yViolations(page)).toEqual([]);

    const filters = page.getByRole('form', { name: 'Evaluation project filters' });
    await filters.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2024', exact: true }).click();
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 4 items')).toBeVisible();
    for (const year of await rows(table).locator('td:nth-child(2)').allInnerTexts())
      expect(year).toBe('2024');

    await filters.getByRole('textbox', { name: 'Project name' }).fill(' 直播 ');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1 item', { exact: true })).toBeVisible();
    await expect(rows(table).first()).toContainText('2024年下半年直播培训满意度评价');

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Total 6 items')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Ended' }).click();
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 4 items')).toBeVisible();
    for (const status of await rows(table).locator('td:nth-child(4)').allInnerTexts()) {
      expect(status.toLowerCase()).toBe('ended');
    }
    await filters.getByRole('button', { name: 'Reset' }).click();

    await row(page, '2025年度妇幼健康工作台满意度调查')
      .getByRole('button', { name: 'Details of 2025年度妇幼健康工作台满意度调查' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Evaluation project' });
    await expect(dialog.getByText('Optional')).toBeVisible();
    await expect(dialog.getByText('In use')).toBeVisible();
    await expect(dialog.getByText('May 16, 2025, 08:00')).toBeVisible();
    await shot(page, 'bo4-evaluation-project-detail-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
    const chinese = page.getByRole('table', { name: '评价项目' });
    await expect(
      rows(chinese).filter({ hasText: '2025年度妇幼健康工作台满意度调查' }).getByText('进行中'),
    ).toBeVisible();
    await shot(page, 'bo4-evaluation-projects-zh-CN');
  });

  test('in a short window (200 % zoom) the calendar of a time low in the form fits in the window and is used', async ({
    page,
  }) => {
    // A 1280 × 800 window at 200 % zoom: 640 × 400 CSS pixels.
    await page.setViewportSize({ width: 640, height: 400 });
    const dialog = await openNewProject(page);
    await dialog.getByRole('button', { name: 'Start time', exact: true }).click();
    const calendar = page.getByRole('dialog', { name: 'Start time' });
    await expect(calendar).toBeVisible();
    // The whole calendar is in the window (it opened below the field, its days and button off the screen, and a
    // dialog's page does not scroll): what does not fit scrolls inside it.
    const box = await calendar.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 400).toBe(true);
    await page.getByRole('button', { name: 'Jun 20, 2025', exact: true }).click();
    // The day picked is named so, not only coloured (a screen reader said nothing of it).
    await expect(calendar.getByRole('button', { name: 'Jun 20, 2025, chosen', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Use this date and time' }).click();
    await expect(dialog.getByRole('button', { name: 'Start time', exact: true })).toHaveText(
      '2025-06-20 00:00',
    );
  });

  test('checks the form, refuses a name taken in the year, and a saved project appears', async ({ page }) => {
    const dialog = await openNewProject(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);

    await dialog.getByRole('textbox', { name: 'Project name' }).fill('2025年度妇幼健康工作台满意度调查');
    await dialog.getByRole('radio', { name: 'Required' }).check();
    await pickDay(dialog, 'Start time', 20);
    await pickDay(dialog, 'End time', 30);
    await expect(dialog.getByRole('button', { name: 'Start time', exact: true })).toHaveText(
      '2025-06-20 00:00',
    );
    await expect(dialog.getByRole('button', { name: 'End time', exact: true })).toHaveText(
      '2025-06-30 23:59',
    );
    // Each time's clear button names its time.
    await expect(dialog.getByRole('button', { name: 'Clear the start time' })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Clear the end time' })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A project of this year already has this name')).toBeVisible();
    await shot(page, 'bo4-evaluation-project-form-en');

    await dialog.getByRole('textbox', { name: 'Project name' }).fill('2025年第三季度远程会诊满意度评价');
    // A double click saves once (the second click comes while the first save is on its way).
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/ysfyAppraise/saveProject')) saves += 1;
    });
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The evaluation project was saved.')).toBeVisible();
    expect(saves).toBe(1);
    await expect(page.getByText('同一年度已存在同名评价项目')).toHaveCount(0);
    await expect(page.getByText('Total 7 items')).toBeVisible();
    const saved = row(page, '2025年第三季度远程会诊满意度评价');
    await expect(saved.getByText('Not started')).toBeVisible();
    await expect(saved.getByText('Required')).toBeVisible();
    await expect(saved).toContainText('Jun 20, 2025 – Jun 30, 2025');

    // Read back from the backend after a reload.
    await page.reload();
    await expect(page.getByText('Total 7 items')).toBeVisible();
    await expect(row(page, '2025年第三季度远程会诊满意度评价')).toHaveCount(1);
  });

  test('the project form and its open calendar pass axe: readable placeholders and days, a named calendar', async ({
    page,
  }) => {
    const dialog = await openNewProject(page);
    await dialog.getByRole('button', { name: 'Start time', exact: true }).click();
    // The calendar is a dialog named by its field, its heading button by what it shows.
    const calendar = page.getByRole('dialog', { name: 'Start time' });
    await expect(calendar.getByRole('button', { name: 'June 2025' })).toBeVisible();
    await page.mouse.move(0, 0);
    const audit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  });

  test('with the keyboard alone a start time is picked and named, and the focus comes back to its field', async ({
    page,
  }) => {
    const dialog = await openNewProject(page);
    const field = dialog.getByRole('button', { name: 'Start time', exact: true });
    await field.focus();
    await page.keyboard.press('Enter');
    const start = page.getByRole('dialog', { name: 'Start time' });
    // Into the calendar, then Tab to its days (past the month's buttons).
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(focusedName).toBe('Previous month');
    for (let i = 0; i < 4 && !/^Jun \d+, 2025$/.test(await focusedName()); i += 1)
      await page.keyboard.press('Tab');
    expect(await focusedName()).toMatch(/^Jun \d+, 2025$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The time boxes say what they hold.
    const hours = start.getByRole('spinbutton', { name: 'Hours' });
    await expect(hours).toBeFocused();
    await expect(start.getByRole('spinbutton', { name: 'Minutes' })).toBeVisible();
    await page.keyboard.type('0800');
    await start.getByRole('button', { name: 'Use this date and time' }).focus();
    await page.keyboard.press('Enter');
    await expect(start).toBeHidden();
    await expect(field).toHaveText(/^2025-06-\d{2} 08:00$/);
    // Back on the field, inside the form: the next Tab stays in the form's dialog.
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('a time typed into a clicked time box is the time taken, also in a box clicked twice', async ({
    page,
  }) => {
    const dialog = await openNewProject(page);
    // Picking the day puts the focus in the hour box; the user clicks it all the same and types the time.
    await dialog.getByRole('button', { name: 'Start time', exact: true }).click();
    const start = page.getByRole('dialog', { name: 'Start time' });
    await start.getByRole('button', { name: 'Jun 20, 2025', exact: true }).click();
    const [hours, minutes] = [start.getByRole('spinbutton').nth(0), start.getByRole('spinbutton').nth(1)];
    await expect(hours).toBeFocused();
    await hours.click();
    await page.keyboard.type('1430');
    await expect(hours).toHaveValue('14');
    await expect(minutes).toHaveValue('30');
    await start.getByRole('button', { name: 'Use this date and time' }).click();
    await expect(dialog.getByRole('button', { name: 'Start time', exact: true })).toHaveText(
      '2025-06-20 14:30',
    );

    // The end's time box (23:59 to begin with), clicked once to focus it and once more before typing.
    await dialog.getByRole('button', { name: 'End time', exact: true }).click();
    const end = page.getByRole('dialog', { name: 'End time' });
    await end.getByRole('button', { name: 'Jun 30, 2025', exact: true }).click();
    const endMinutes = end.getByRole('spinbutton').nth(1);
    await endMinutes.click();
    await endMinutes.click();
    await page.keyboard.type('45');
    await expect(endMinutes).toHaveValue('45');
    const endHours = end.getByRole('spinbutton').nth(0);
    await endHours.click();
    await endHours.click();
    await page.keyboard.type('2030');
    await end.getByRole('button', { name: 'Use this date and time' }).click();
    await expect(dialog.getByRole('button', { name: 'End time', exact: true })).toHaveText(
      '2025-06-30 20:30',
    );
  });

  test.describe('on a computer set to another time zone', () => {
    test.use({ timezoneId: 'Europe/London' });

    test('an empty date field’s calendar opens on the month it is in China', async ({ page }) => {
      // 01:00 on 1 July in China is still 30 June in London.
      await page.clock.setFixedTime(new Date('2025-07-01T01:00:00+08:00'));
      await page.goto('/evaluationManage?token=demo-admin');
      await page.getByRole('button', { name: 'New project' }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'New evaluation project' });
      await dialog.getByRole('button', { name: 'Start time', exact: true }).click();
      const calendar = page.getByRole('dialog', { name: 'Start time' });
      await expect(calendar.getByRole('button', { name: 'July 2025' })).toBeVisible();
    });

    test('a period already over in China is refused, though the computer’s own clock has not reached its end', async ({
      page,
    }) => {
      // The clock reads 12:00 on 15 June in China, 05:00 in London.
      const dialog = await openNewProject(page);
      await dialog.getByRole('textbox', { name: 'Project name' }).fill('2025年时区核对满意度评价');
      await pickDay(dialog, 'Start time', 1);
      const setEnd = async (time: string) => {
        await dialog.getByRole('button', { name: 'End time', exact: true }).click();
        const end = page.getByRole('dialog', { name: 'End time' });
        // The second time, the day is the one chosen (and named so).
        await end.getByRole('button', { name: /^Jun 15, 2025(, chosen)?$/ }).click();
        await end.getByRole('spinbutton').nth(0).click();
        await page.keyboard.type(time);
        await end.getByRole('button', { name: 'Use this date and time' }).click();
      };
      await setEnd('0800');
      await expect(dialog.getByRole('button', { name: 'End time', exact: true })).toHaveText(
        '2025-06-15 08:00',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        dialog.getByText('The end has already passed: a new project needs a period still ahead'),
      ).toBeVisible();

      // 14:00 is still ahead in China: saved, with the period as typed.
      await setEnd('1400');
      await expect(dialog.getByRole('button', { name: 'End time', exact: true })).toHaveText(
        '2025-06-15 14:00',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(row(page, '2025年时区核对满意度评价')).toContainText('Jun 1, 2025 – Jun 15, 2025');
    });
  });

  test('a failed save keeps everything typed, and saving again works', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await open(page);
    await row(page, '2025年基层医疗机构服务满意度评价')
      .getByRole('button', { name: 'Edit 2025年基层医疗机构服务满意度评价' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit evaluation project' });
    const name = dialog.getByRole('textbox', { name: 'Project name' });
    await expect(name).toHaveValue('2025年基层医疗机构服务满意度评价');
    await name.fill('2025年基层医疗机构服务满意度评价（修订）');
    await setFault(page, { backend: 'main', path: '/ysfyAppraise/saveProject', kind: 'http500' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The project was not saved');
    await expect(name).toHaveValue('2025年基层医疗机构服务满意度评价（修订）');
    await expect(dialog.getByRole('radio', { name: 'Required' })).toBeChecked();

    await clearFaults(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, '2025年基层医疗机构服务满意度评价（修订）')).toHaveCount(1);
  });

  test('starts and ends a project after confirmation, one in use at a time', async ({ page }) => {
    await open(page);
    const name = '2025年基层医疗机构服务满意度评价';
    const inUse = '2025年度妇幼健康工作台满意度调查';
    await row(page, name)
      .getByRole('button', { name: `Start ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Start this evaluation?' });
    await expect(confirm).toContainText('users are asked to evaluate the platform');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, name).getByText('Not started')).toBeVisible();

    // Another project is in use: the start is refused in the dialog, naming it, and nothing changes.
    await row(page, name)
      .getByRole('button', { name: `Start ${name}` })
      .click();
    await confirm.getByRole('button', { name: 'Start' }).press('Enter');
    await expect(confirm.getByRole('alert')).toHaveText(
      `It cannot be started while “${inUse}” is in use: users are asked one evaluation at a time. End “${inUse}” first.`,
    );
    // The keyboard stays in the dialog (on Cancel), not on the page behind it.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    expect(await statusOf(page, name)).toBe(0);
    expect(await statusOf(page, inUse)).toBe(1);

    await row(page, inUse)
      .getByRole('button', { name: `End ${inUse}` })
      .click();
    await page
      .getByRole('dialog', { name: 'End this evaluation?' })
      .getByRole('button', { name: 'End' })
      .click();
    await expect(row(page, inUse).getByText('Ended')).toBeVisible();

    await row(page, name)
      .getByRole('button', { name: `Start ${name}` })
      .click();
    await confirm.getByRole('button', { name: 'Start' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, name).getByText('In use')).toBeVisible();
    expect(await statusOf(page, name)).toBe(1);

    await row(page, name)
      .getByRole('button', { name: `End ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: 'End this evaluation?' })
      .getByRole('button', { name: 'End' })
      .click();
    await expect(row(page, name).getByText('Ended')).toBeVisible();
    await expect(row(page, name).getByRole('button', { name: `End ${name}` })).toHaveCount(0);
    expect(await statusOf(page, name)).toBe(2);
  });

  test("the pager's controls, reached by Tab, are scrolled clear of the floating 'Service' button", async ({
    page,
  }) => {
    await open(page);
    const service = page.getByRole('button', { name: 'Service' });
    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await size.evaluate((select) => (select as HTMLElement).focus({ preventScroll: true }));
    for (const name of ['Go to page', 'Go']) {
      await page.keyboard.press('Tab');
      const control = page.locator(':focus');
      await expect(control).toHaveAccessibleName(name);
      const [box, button] = [await control.boundingBox(), await service.boundingBox()];
      if (!box || !button) throw new Error('the pager or the Service button is not shown');
      expect(box.y + box.height <= button.y || box.x + box.width <= button.x, `${name} is clear`).toBe(true);
    }
  });

  test('a failing list shows the failure with a retry in the table', async ({ page, allowNetworkErrors }) => {
    allowNetworkErrors();
    await page.clock.setFixedTime(NOW);
    await page.goto('/evaluationManage?token=demo-admin&mockFault=main:/ysfyAppraise/getProjectList:http500');
    const table = projects(page);
    await expect(table.getByText('The data could not be loaded.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
    await shot(page, 'bo4-evaluation-projects-failure-en');
    await clearFaults(page);
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(table)).toHaveCount(6);
  });
});
