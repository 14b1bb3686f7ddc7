import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, test } from './fixtures';
import { expectSteadyPages } from './table-layout';

/*
 * Staff configuration (issue 7, /student-setting): the chosen-user preselection of an exam or training project —
 * the paged list, choosing units from the organisation tree and doctors by office, saving, committing, adding all,
 * importing a spreadsheet and deleting — against the production build with the demo backend. The long calls run
 * as background jobs that go on while the user works in other tabs.
 */

// Long flows on a shared two-core machine: more time than the default, never a timing assertion.
test.describe.configure({ timeout: 120_000 });

/** Where the screenshots go (BO2_SHOTS, else test-results/screenshots). */
const SHOTS = process.env.BO2_SHOTS ?? join('test-results', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Accessibility problems axe finds in the open page (the shell's tab panels), as readable lines. */
async function a11yViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  return audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const dataRows = (table: Locator) => table.locator('tbody tr');

interface PreRow {
  id: number;
  projectId: number;
  systemType: number;
  unitId: number;
  doctorId: number | null;
  doctorName: string | null;
}

interface DemoMain {
  preselection: PreRow[];
  commits: { projectId: number; systemType: number; count: number }[];
  treeNodes: { id: number; lobId: number; parentId: number | null; name: string; unitId: number | null }[];
  doctors: { id: number; name: string; unitId: number; officeId: number | null }[];
  offices: { id: number; name: string; unitId: number }[];
}

/** The demo backend's main state (read back from the page). */
async function demoMain(page: Page): Promise<DemoMain> {
  await page.waitForFunction(() => '__mchDemo' in globalThis);
  return page.evaluate(() => {
    const demo = (globalThis as unknown as { __mchDemo: { backend: { db(): { main: DemoMain } } } })
      .__mchDemo;
    const { preselection, commits, treeNodes, doctors, offices } = demo.backend.db().main;
    return JSON.parse(JSON.stringify({ preselection, commits, treeNodes, doctors, offices })) as DemoMain;
  });
}

function rowsOf(main: DemoMain, projectId: number, systemType: number): PreRow[] {
  return main.preselection.filter((r) => r.projectId === projectId && r.systemType === systemType);
}

/** Opens staff configuration as demo-admin on exam project 101 and waits for its first page. */
async function openExamProject(page: Page): Promise<Locator> {
  await page.goto('/student-setting?token=demo-admin&projectId=101&systemType=1');
  const panel = page.getByRole('tabpanel', { name: /^Staff configuration/ });
  const table = panel.getByRole('table', { name: 'Preselected units and doctors' });
  await expect(dataRows(table)).toHaveCount(10, { timeout: 30_000 });
  return panel;
}

/**
 * Doctors the demo has and does not preselect for exam project 101: 王芳 (岳麓区 centre) and 李强 (五华区 hospital,
 * demo-admin's unit), by name and mobile number.
 */
const KNOWN_PEOPLE: readonly (readonly [string, string])[] = [
  ['王芳', '13607310003'],
  ['李强', '13908710002'],
];

/** A CSV file of people (a header, then one row per name and mobile number) to give the import. */
/**
 * Project 101 (exam) open, its preselection shown 20 rows a page: the panel, its table, how many rows it has, and
 * a row of a named doctor.
 */
async function projectWithNamedRow(page: Page) {
  const panel = await openExamProject(page);
  const table = preselectionTable(panel);
  const rows = rowsOf(await demoMain(page), 101, 1);
  const named = rows.find((r) => r.doctorName !== null);
  if (!named?.doctorName) throw new Error('no doctor row');
  await panel.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  return { panel, table, total: rows.length, named, doctorName: named.doctorName };
}

function peopleFile(name: string, people: readonly (readonly [string, string])[]) {
  const text = ['姓名,手机号', ...people.map(([n, mobile]) => `${n},${mobile}`)].join('\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${text}\n`, 'utf8') };
}

const preselectionTable = (panel: Locator) =>
  panel.getByRole('table', { name: 'Preselected units and doctors' });

test.describe('staff configuration', () => {
  test('lists the preselection of a project, pages it and switches projects', async ({ page }) => {
    const panel = await openExamProject(page);
    const main = await demoMain(page);
    const total = rowsOf(main, 101, 1).length;
    await expect(panel.getByText('Working on Online exam project 101')).toBeVisible();
    await expect(panel.getByText(`Total ${total} items`)).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Organisation tree' }).getByRole('list')).toBeVisible();
    await shot(page, 'bo2-student-setting-en');
    expect(await a11yViolations(page)).toEqual([]);

    const table = preselectionTable(panel);
    // At 1300 px every row is one line and the doctors' column stays where it is on page 2 (shorter unit names).
    await expectSteadyPages(page, table, 'en', 2);
    await expect(dataRows(table)).toHaveCount(total - 10);
    await panel.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
    await expect(dataRows(table)).toHaveCount(total);

    // Another project: the training project 201. An ID that is none is refused at its field, which takes the focus.
    const form = panel.getByRole('form', { name: 'Project' });
    await form.getByRole('textbox', { name: 'Project ID' }).fill('');
    await form.getByRole('button', { name: 'Open project' }).press('Enter');
    await expect(
      form.getByText('Enter a project ID: a whole number above 0, of at most 15 digits.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Project ID' })).toBeFocused();
    // A pasted number too long for a project ID is refused whole, not cut to another project's ID.
    await form.getByRole('textbox', { name: 'Project ID' }).fill('20101234567890123456');
    await expect(form.getByRole('textbox', { name: 'Project ID' })).toHaveValue('20101234567890123456');
    await form.getByRole('button', { name: 'Open project' }).click();
    await expect(
      form.getByText('Enter a project ID: a whole number above 0, of at most 15 digits.'),
    ).toBeVisible();
    await expect(panel.getByText('Working on Online exam project 101')).toBeVisible();
    await form.getByRole('radio', { name: 'Online training' }).check();
    await form.getByRole('textbox', { name: 'Project ID' }).fill('201');
    await form.getByRole('button', { name: 'Open project' }).click();
    await expect(panel.getByText('Working on Online training project 201')).toBeVisible();
    await expect(panel.getByText(`Total ${rowsOf(main, 201, 2).length} items`)).toBeVisible();

    // A reload of the tab shows the project open in it, not the one its address named when it was opened.
    await page.reload();
    const reloaded = page.getByRole('tabpanel', { name: /^Staff configuration/ });
    await expect(reloaded.getByText('Working on Online training project 201')).toBeVisible({
      timeout: 30_000,
    });
    await expect(reloaded.getByText(`Total ${rowsOf(main, 201, 2).length} items`)).toBeVisible();
    // Another tab's address names its own project.
    await page.goto('/student-setting?projectId=102&systemType=1');
    await expect(
      page
        .getByRole('tabpanel', { name: /^Staff configuration/ })
        .getByText('Working on Online exam project 102'),
    ).toBeVisible();
  });

  test('a choice not saved is kept when another project is opened, says so, and is offered back', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const tree = panel.getByRole('region', { name: 'Organisation tree' });
    await tree
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await tree
      .getByRole('checkbox', { name: /^Choose the whole unit / })
      .first()
      .check();
    await expect(panel.getByText('Chosen units: 1 · doctors: 0')).toBeVisible();
    const form = panel.getByRole('form', { name: 'Project' });
    await form.getByRole('radio', { name: 'Online training' }).check();
    await form.getByRole('textbox', { name: 'Project ID' }).fill('201');
    await form.getByRole('button', { name: 'Open project' }).click();
    await expect(panel.getByText('Working on Online training project 201')).toBeVisible();
    await expect(
      page.getByText(
        'The units and doctors chosen for Online exam project 101 and not saved are kept: open that project again to restore them.',
      ),
    ).toBeVisible();
    await form.getByRole('radio', { name: 'Online exam' }).check();
    await form.getByRole('textbox', { name: 'Project ID' }).fill('101');
    await form.getByRole('button', { name: 'Open project' }).click();
    const offer = panel.getByRole('region', { name: 'Restore what you were typing?' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(panel.getByText('Chosen units: 1 · doctors: 0')).toBeVisible();
  });

  test('a chosen unit of a long name keeps its whole Unit tag', async ({ page }) => {
    const panel = await openExamProject(page);
    // The first unit under the first root of business line 1 gets a long name before the tree reads it.
    const name = await page.evaluate(() => {
      type Node = { id: number; lobId: number; parentId: number | null; name: string; unitId: number | null };
      const main = (
        globalThis as unknown as { __mchDemo: { backend: { db(): { main: { treeNodes: Node[] } } } } }
      ).__mchDemo.backend.db().main;
      const root = main.treeNodes.find((n) => n.lobId === 1 && n.parentId === null);
      const child = main.treeNodes.find((n) => n.parentId === root?.id && n.unitId !== null);
      if (!child) throw new Error('the demo tree has no unit under its first root');
      child.name = '湖南省长沙市芙蓉区妇幼保健计划生育服务中心第二分院产科门诊部';
      main.treeNodes = [...main.treeNodes];
      return child.name;
    });
    const tree = panel.getByRole('region', { name: 'Organisation tree' });
    await tree
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await tree.getByRole('checkbox', { name: `Choose the whole unit ${name}` }).check();
    const chosen = panel.getByRole('region', { name: 'Chosen' });
    const tag = chosen.getByRole('listitem').getByText('Unit', { exact: true });
    await expect(tag).toBeVisible();
    // The tag's text is whole (Mantine cuts a badge's label that has no room with an ellipsis).
    expect(await tag.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('chooses a unit from the tree and doctors by office, and saves them in the background', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const main = await demoMain(page);
    const before = rowsOf(main, 101, 1);
    // The first root of the first business line, one of its units, and a doctor of an office of that unit.
    const root = main.treeNodes.find((n) => n.lobId === 1 && n.parentId === null);
    const child = main.treeNodes.find(
      (n) => n.parentId === root?.id && n.unitId !== null && main.offices.some((o) => o.unitId === n.unitId),
    );
    const office = main.offices.find(
      (o) => o.unitId === child?.unitId && main.doctors.some((d) => d.officeId === o.id),
    );
    const doctor = main.doctors.find((d) => d.officeId === office?.id);
    if (!root || !child || !office || !doctor) throw new Error('the demo tree has no unit with doctors');

    const tree = panel.getByRole('region', { name: 'Organisation tree' });
    await tree.getByRole('button', { name: `Expand ${root.name}` }).click();
    await tree.getByRole('checkbox', { name: `Choose the whole unit ${child.name}` }).check();
    await tree.getByRole('button', { name: `Select ${child.name}` }).click();
    const doctors = panel.getByRole('region', { name: 'Doctors' });
    await doctors.getByRole('combobox', { name: 'Office' }).selectOption(office.name);
    await doctors.getByRole('checkbox', { name: `Choose ${doctor.name}` }).check();
    const chosen = panel.getByRole('region', { name: 'Chosen' });
    await expect(chosen.getByText('Chosen units: 1 · doctors: 1')).toBeVisible();
    await shot(page, 'bo2-student-setting-choice-en');
    // Every pointer target of the tree and the choice is 24 px or far enough from its neighbours (WCAG 2.5.8).
    const targets = await new AxeBuilder({ page })
      .include('[role="tabpanel"]')
      .withRules(['target-size'])
      .analyze();
    expect(targets.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    // By keyboard: a removed row's button goes with it, and the focus to the next row's.
    await chosen.getByRole('button', { name: `Remove ${child.name} from the choice` }).press('Enter');
    await expect(chosen.getByRole('button', { name: `Remove ${doctor.name} from the choice` })).toBeFocused();
    await tree.getByRole('checkbox', { name: `Choose the whole unit ${child.name}` }).check();
    await expect(chosen.getByText('Chosen units: 1 · doctors: 1')).toBeVisible();

    // Save waits disabled: the focus stays in the panel, on the line that says what is chosen.
    await chosen.getByRole('button', { name: 'Save the choice' }).press('Enter');
    await expect(page.getByText('The choice for Online exam project 101 was saved.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      chosen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.'),
    ).toBeVisible();
    await expect(
      chosen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.'),
    ).toBeFocused();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Done')).toBeVisible();

    // Read back: the unit and the doctor are preselected, and the list shows the new total.
    const after = rowsOf(await demoMain(page), 101, 1);
    expect(after.some((r) => r.unitId === child.unitId && r.doctorId === null)).toBe(true);
    expect(after.some((r) => r.doctorId === doctor.id)).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
    await expect(panel.getByText(`Total ${after.length} items`)).toBeVisible();
  });

  test('commits in the background while the user works in another tab', async ({ page }) => {
    await page.clock.install();
    const panel = await openExamProject(page);
    // The commit takes two minutes.
    await setFault(page, {
      backend: 'main',
      path: '/v1/sync/commitChooseUserPre',
      kind: 'delay',
      delayMs: 120_000,
    });
    await panel.getByRole('button', { name: 'Commit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Commit the preselection' });
    await dialog.getByRole('button', { name: 'Commit', exact: true }).click();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Running')).toBeVisible();
    const progress = jobs.getByRole('progressbar', {
      name: 'Progress of: Committing the preselection of Online exam project 101',
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.clock.runFor(30_000);
    await expect(jobs.getByText(/^0:3\d elapsed \(up to 10:00\)$/)).toBeVisible();
    // 30 s of the 10-minute limit.
    await expect(progress).toHaveAttribute('aria-valuenow', '5');
    await shot(page, 'bo2-student-setting-job-running-en');

    // Work elsewhere meanwhile; the commit ends there with a notification.
    await page.getByRole('tab', { name: /^Workbench/ }).click();
    await page.clock.runFor(91_000);
    await expect(page.getByText('The preselection of Online exam project 101 was committed.')).toBeVisible();
    const commits = (await demoMain(page)).commits.filter((c) => c.projectId === 101 && c.systemType === 1);
    expect(commits).toHaveLength(1);

    await page.getByRole('tab', { name: /^Staff configuration/ }).click();
    await expect(jobs.getByText('Done')).toBeVisible();
    await expect(jobs.getByText(/^2:0\d elapsed \(up to 10:00\)$/)).toBeVisible();
    // Done, the job is named for what it was.
    await expect(jobs.getByText('Commit of the preselection of Online exam project 101')).toBeVisible();
    await expect(jobs.getByText('Committing the preselection of Online exam project 101')).toHaveCount(0);
  });

  test('adds all users of the matching units under the selected node', async ({ page }) => {
    // With motion, as most users have it: a closing dialog fades out under a double click's second click.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const panel = await openExamProject(page);
    const main = await demoMain(page);
    const before = rowsOf(main, 101, 1).length;
    const root = main.treeNodes.find((n) => n.lobId === 1 && n.parentId === null);
    if (!root) throw new Error('no tree');
    await panel
      .getByRole('region', { name: 'Organisation tree' })
      .getByRole('button', { name: `Select ${root.name}` })
      .click();
    await panel.getByRole('button', { name: 'Add all…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add all users of matching units' });
    await expect(dialog.getByRole('radio', { name: `The selected tree node: ${root.name}` })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'City' }).check();
    // A double click adds all once and says so once (the second click lands on the fading dialog).
    await dialog.getByRole('button', { name: 'Add all' }).dblclick();
    const added = page.getByText('All users of the matching units were added to Online exam project 101.');
    await expect(added).toBeVisible({ timeout: 30_000 });
    const after = rowsOf(await demoMain(page), 101, 1).length;
    expect(after).toBeGreaterThan(before);
    await expect(panel.getByText(`Total ${after} items`)).toBeVisible();
    await expect(added).toHaveCount(1);
  });

  test('Commit and Delete all wait while Add all is still adding to the project, and say so', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    // Adding all takes a while (a big province).
    await setFault(page, {
      backend: 'main',
      path: '/v1/sync/addAllUserPre',
      kind: 'delay',
      delayMs: 10_000,
      times: 1,
    });
    const opener = panel.getByRole('button', { name: 'Add all…' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add all users of matching units' });
    await dialog.getByRole('button', { name: 'Add all' }).press('Enter');
    // The keyboard user is back on the button that opened the dialog, which says its work is running.
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Add all… (running)' })).toBeFocused();
    // Opened again meanwhile, the dialog says the work runs and offers no second start (it would only wait).
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      'Adding all users to this project is still running (see Background work): start another once it has ended.',
    );
    await expect(dialog.getByRole('button', { name: 'Add all' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const actions = panel.getByRole('group', { name: 'Project actions' });
    await expect(actions.getByRole('button', { name: 'Commit' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    await expect(
      panel.getByText('Commit waits until this ends: Adding all users to Online exam project 101.'),
    ).toBeVisible();
    await expect(
      panel.getByText('Delete all waits until this ends: Adding all users to Online exam project 101.'),
    ).toBeVisible();
    // Waiting, they keep their place in the Tab order and say why they wait; pressed, they do nothing.
    await panel.getByRole('button', { name: 'Add all… (running)' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const commit = actions.getByRole('button', { name: 'Commit' });
    await expect(commit).toBeFocused();
    await expect(commit).toHaveAccessibleDescription(
      'Commit waits until this ends: Adding all users to Online exam project 101.',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('button', { name: 'Delete all' })).toHaveAccessibleDescription(
      'Delete all waits until this ends: Adding all users to Online exam project 101.',
    );
    await expect(
      page.getByText('All users of the matching units were added to Online exam project 101.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(actions.getByRole('button', { name: 'Commit' })).toBeEnabled();
    await expect(actions.getByRole('button', { name: 'Delete all' })).toBeEnabled();
    await expect(panel.getByText(/waits until this ends/)).toHaveCount(0);
  });

  test('imports users from a spreadsheet, refusing other files', async ({ page }) => {
    // With motion, as most users have it: a closing dialog fades out under a double click's second click.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const panel = await openExamProject(page);
    const before = rowsOf(await demoMain(page), 101, 1).length;
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('Choose an .xlsx, .xls or .csv file.')).toBeVisible();
    await file.setInputFiles(peopleFile('people.csv', KNOWN_PEOPLE));
    // A double click imports once and says so once (the second click lands on the fading dialog).
    await dialog.getByRole('button', { name: 'Import' }).dblclick();
    const imported = page.getByText('2 users from people.csv were imported into Online exam project 101.', {
      exact: true,
    });
    await expect(imported).toBeVisible({ timeout: 30_000 });
    const after = rowsOf(await demoMain(page), 101, 1);
    expect(after.length).toBe(before + 2);
    expect(after.filter((r) => r.doctorId === 3002 || r.doctorId === 3101).map((r) => r.doctorName)).toEqual(
      expect.arrayContaining(['王芳', '李强']),
    );
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Done')).toBeVisible();
    await expect(jobs.getByRole('table')).toHaveCount(0);
    // The finished import is named for what it was, not as if it were still going on.
    await expect(
      jobs.getByText('Import of people.csv into Online exam project 101', { exact: true }),
    ).toBeVisible();
    await expect(jobs.getByText(/^Importing /)).toHaveCount(0);
    await expect(imported).toHaveCount(1);
    await jobs.scrollIntoViewIfNeeded();
    await shot(page, 'bo2-student-setting-import-done-en');
  });

  test('the import dialog by keyboard: a missing file is said at the field, the chosen file can be removed by name, and the focus comes back to the opener', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const opener = panel.getByRole('button', { name: 'Import from Excel…' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    const start = dialog.getByRole('button', { name: 'Import', exact: true });
    await start.focus();
    await page.keyboard.press('Enter');
    // No file: the field says so and takes the focus, so that its message is read.
    const field = dialog.getByRole('button', { name: 'Spreadsheet' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await dialog.locator('input[type="file"]').setInputFiles(peopleFile('people.csv', KNOWN_PEOPLE));
    await expect(dialog.getByRole('button', { name: 'Remove the chosen file' })).toBeVisible();
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a sheet without a name or mobile column is refused as a whole, not reported row by row', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const before = rowsOf(await demoMain(page), 101, 1).length;
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'departments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('编号,科室,备注\n1,内科,\n2,儿科,门诊\n', 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText(/未找到姓名或手机号列，请按导入模板填写/)).toBeVisible({ timeout: 30_000 });
    await expect(jobs.getByText('No doctor account matches this person')).toHaveCount(0);
    await expect(jobs.getByRole('table')).toHaveCount(0);
    expect(rowsOf(await demoMain(page), 101, 1).length).toBe(before);
    await jobs.scrollIntoViewIfNeeded();
    await shot(page, 'bo2-student-setting-import-no-columns-en');
  });

  test('reports each row of a spreadsheet it did not import, and why, in English and Chinese', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const main = await demoMain(page);
    const doctors = main.doctors.length;
    const before = rowsOf(main, 101, 1).length;
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    // Rows 2 and 3: two doctors the demo has; 4: someone it does not know; 5: a bad mobile number; 6: 张伟, whom
    // the seed preselects for project 101; 7: 王芳 again.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(
        peopleFile('mixed.csv', [
          ...KNOWN_PEOPLE,
          ['测试甲', '13900000001'],
          ['赵敏', '1380731'],
          ['张伟', '13807310001'],
          ['王芳', '13607310003'],
        ]),
      );
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByText(
        '2 users from mixed.csv were imported into Online exam project 101. 4 rows were not imported: Background work on Staff configuration lists them and why.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Partly imported')).toBeVisible();
    await expect(jobs.getByText(/ · 2 users imported · 4 rows not imported$/)).toBeVisible();
    const report = jobs.getByRole('table', { name: 'Rows of mixed.csv not imported' });
    await expect(report.getByRole('row')).toHaveText([
      'RowNameWhy',
      '4测试甲No doctor account matches this person',
      '5赵敏The mobile number is not valid',
      '6张伟Already preselected for this project',
      '7王芳The same person as an earlier row',
    ]);
    // The rows can be taken away to correct the spreadsheet with: a CSV file that Excel reads (BOM, CRLF).
    const saving = page.waitForEvent('download');
    await jobs.getByRole('button', { name: 'Download as CSV: the 4 rows of mixed.csv not imported' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('mixed - rows not imported.csv');
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toBe(
      '\uFEFFRow,Name,Why\r\n' +
        '4,测试甲,No doctor account matches this person\r\n' +
        '5,赵敏,The mobile number is not valid\r\n' +
        '6,张伟,Already preselected for this project\r\n' +
        '7,王芳,The same person as an earlier row\r\n',
    );
    await report.scrollIntoViewIfNeeded();
    await shot(page, 'bo2-student-setting-import-report-en');
    expect(await a11yViolations(page)).toEqual([]);
    // Nobody was made up: the doctors are the demo's, and only the two known ones were added.
    const after = await demoMain(page);
    expect(after.doctors).toHaveLength(doctors);
    expect(rowsOf(after, 101, 1).length).toBe(before + 2);

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
    const zh = page.getByRole('tabpanel', { name: /^学员配置/ }).getByRole('region', { name: '后台任务' });
    await expect(zh.getByText('部分导入')).toBeVisible();
    await expect(zh.getByText('将 mixed.csv 导入 在线考试项目 101', { exact: true })).toBeVisible();
    await expect(zh.getByText(/^正在/)).toHaveCount(0);
    await expect(zh.getByText(/ · 已导入 2 人 · 4 行未导入$/)).toBeVisible();
    await expect(zh.getByRole('table', { name: 'mixed.csv 中未导入的行' }).getByRole('row')).toHaveText([
      '行号姓名原因',
      '4测试甲没有与此人匹配的医生账号',
      '5赵敏手机号格式不正确',
      '6张伟已在该项目的预选人员中',
      '7王芳与前面某行是同一人',
    ]);
    const savingZh = page.waitForEvent('download');
    await zh.getByRole('button', { name: '下载 CSV：mixed.csv 中未导入的 4 行' }).click();
    const downloadZh = await savingZh;
    expect(downloadZh.suggestedFilename()).toBe('mixed-未导入的行.csv');
    expect(
      readFileSync(await downloadZh.path(), 'utf8')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['\uFEFF行号,姓名,原因', '4,测试甲,没有与此人匹配的医生账号']);
    await zh.scrollIntoViewIfNeeded();
    await shot(page, 'bo2-student-setting-import-report-zh-CN');

    // A reload keeps the report with its job.
    await page.reload();
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/student-setting?projectId=101&systemType=1');
    const kept = page.getByRole('tabpanel', { name: /^学员配置/ }).getByRole('region', { name: '后台任务' });
    await expect(kept.getByRole('table', { name: 'mixed.csv 中未导入的行' }).getByRole('row')).toHaveCount(
      5,
      {
        timeout: 30_000,
      },
    );
    await expect(kept.getByText(/ · 已导入 2 人 · 4 行未导入$/)).toBeVisible();
  });

  test('downloads every row not imported of a long report; after a reload, the first 500 it kept, and says so', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    const count = 520;
    const strangers = Array.from(
      { length: count },
      (_, i) => [`未知人员${i}`, `139${String(i).padStart(8, '0')}`] as const,
    );
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    await dialog.locator('input[type="file"]').setInputFiles(peopleFile('strangers.csv', strangers));
    await dialog.getByRole('button', { name: 'Import' }).click();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText(/ · 520 rows not imported$/)).toBeVisible({ timeout: 30_000 });
    const rowsIn = async (name: string) => {
      const saving = page.waitForEvent('download');
      await jobs.getByRole('button', { name }).click();
      return readFileSync(await (await saving).path(), 'utf8')
        .split('\r\n')
        .slice(1, -1);
    };
    // The screen lists the first 500 at most; the file has them all.
    await expect(
      jobs.getByRole('button', { name: 'Show the first 500 of the 520 rows of strangers.csv not imported' }),
    ).toBeVisible();
    const all = await rowsIn('Download as CSV: the 520 rows of strangers.csv not imported');
    expect(all).toHaveLength(count);
    expect(all.at(-1)).toBe('521,未知人员519,No doctor account matches this person');

    await page.reload();
    const kept = page
      .getByRole('tabpanel', { name: /^Staff configuration/ })
      .getByRole('region', { name: 'Background work' });
    await expect(kept.getByText(/ · 520 rows not imported$/)).toBeVisible({ timeout: 30_000 });
    const first = await rowsIn(
      'Download as CSV: the first 500 of the 520 rows of strangers.csv not imported (the page was reloaded)',
    );
    expect(first).toHaveLength(500);
  });

  test('deletes one row and then the whole project after confirming', async ({ page }) => {
    const { panel, table, total, named, doctorName } = await projectWithNamedRow(page);
    await table.getByRole('button', { name: `Delete ${doctorName}` }).click();
    const one = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(one.getByText(`Remove ${doctorName} from the preselection?`)).toBeVisible();
    await one.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText(`Total ${total - 1} items`)).toBeVisible();
    expect(rowsOf(await demoMain(page), 101, 1).some((r) => r.id === named.id)).toBe(false);
    // The focus stays in the list the row left, not on the page's body.
    await expect(table).toBeFocused();

    await panel.getByRole('button', { name: 'Delete all' }).click();
    const all = page.getByRole('dialog', { name: 'Delete the whole preselection' });
    await expect(all).toContainText('Delete every preselected unit and doctor of Online exam project 101?');
    // Training project 101 has no preselection: nothing else is said.
    await expect(all).not.toContainText('has the same ID');
    await all.getByRole('button', { name: 'Delete all' }).click();
    await expect(panel.getByText('No users preselected for this project yet')).toBeVisible();
    expect(rowsOf(await demoMain(page), 101, 1)).toEqual([]);
  });

  test('delete all says that the training project of the same ID loses its preselection too (the backend deletes by ID)', async ({
    page,
  }) => {
    const panel = await openExamProject(page);
    // Training project 101 has a preselection of its own: two rows (copies of exam 101's first two).
    await page.evaluate(() => {
      const { main } = (
        globalThis as unknown as {
          __mchDemo: { backend: { db(): { main: { preselection: Record<string, unknown>[] } } } };
        }
      ).__mchDemo.backend.db();
      const rows = main.preselection.filter((r) => r.projectId === 101 && r.systemType === 1).slice(0, 2);
      let id = Math.max(...main.preselection.map((r) => Number(r.id)));
      for (const row of rows) main.preselection.push({ ...row, id: ++id, systemType: 2 });
    });
    await panel.getByRole('button', { name: 'Delete all' }).click();
    const all = page.getByRole('dialog', { name: 'Delete the whole preselection' });
    await expect(all).toContainText('Delete every preselected unit and doctor of Online exam project 101?');
    await expect(all).toContainText(
      'Online training project 101 has the same ID: its 2 preselected units and doctors go too (the backend deletes by project ID).',
    );
    await all.getByRole('button', { name: 'Delete all' }).click();
    await expect(panel.getByText('No users preselected for this project yet')).toBeVisible();
    const main = await demoMain(page);
    expect([rowsOf(main, 101, 1), rowsOf(main, 101, 2)]).toEqual([[], []]);
  });

  test('a delete whose answer is lost on the way says it may have been done, and the list shows that it was', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const { panel, table, total, doctorName } = await projectWithNamedRow(page);
    // The backend deletes the row; the gateway in front of it answers 504.
    await setFault(page, { backend: 'main', path: '/v1/sync/delChooseUserPreById', kind: 'gatewayTimeout' });
    await table.getByRole('button', { name: `Delete ${doctorName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Nothing is left to ask: the dialog closes and says why.
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        'No answer came back: it may have been done. The list is being read again: check it before trying again. (The request timed out, please retry later. (HTTP 504))',
      ),
    ).toBeVisible();
    await clearFaults(page);
    // The list was read again: the row is gone, as on the server.
    await expect(panel.getByText(`Total ${total - 1} items`)).toBeVisible();
    await expect(table.getByRole('button', { name: `Delete ${doctorName}` })).toHaveCount(0);
  });

  test('shows a failed list with a retry, and a failed commit in the job list', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const panel = await openExamProject(page);
    await setFault(page, { backend: 'main', path: '/v1/sync/queryChooseUserPre', kind: 'http500' });
    await panel.getByRole('button', { name: 'Page 2', exact: true }).click();
    const table = preselectionTable(panel);
    await expect(table.getByText('The data could not be loaded.')).toBeVisible({ timeout: 20_000 });
    await clearFaults(page);
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(dataRows(table)).not.toHaveCount(0);

    await setFault(page, {
      backend: 'main',
      path: '/v1/sync/commitChooseUserPre',
      kind: 'businessError',
      message: '提交失败：项目已结束',
    } as never);
    await panel.getByRole('button', { name: 'Commit', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Commit the preselection' })
      .getByRole('button', { name: 'Commit', exact: true })
      .click();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Failed')).toBeVisible();
    await expect(jobs.getByRole('alert')).toHaveText('提交失败：项目已结束');
    await shot(page, 'bo2-student-setting-failed-en');
  });

  test('after a gateway timeout the commit shows an unknown outcome, and committing again sends nothing', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const panel = await openExamProject(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/sync/commitChooseUserPre')) sent.push(request.url());
    });
    // The backend does the work, but the gateway in front of it stops waiting and answers 504.
    await setFault(page, { backend: 'main', path: '/v1/sync/commitChooseUserPre', kind: 'gatewayTimeout' });
    const commit = async () => {
      await panel.getByRole('button', { name: 'Commit', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Commit the preselection' })
        .getByRole('button', { name: 'Commit', exact: true })
        .click();
    };
    await commit();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText('Outcome unknown')).toBeVisible();
    await expect(jobs.getByText('Commit of the preselection of Online exam project 101')).toBeVisible();
    await expect(
      jobs.getByText(
        /^The server stopped answering before this finished, but it may still be carrying it out/,
      ),
    ).toBeVisible();
    await expect(jobs.getByText(/The same work is not started again before /)).toBeVisible();
    const committed = () =>
      demoMain(page).then((m) => m.commits.filter((c) => c.projectId === 101 && c.systemType === 1).length);
    expect(await committed()).toBe(1);

    // The user tries again at once: nothing is sent, and they are told why and until when.
    const held = page.getByText(
      /^Commit of the preselection of Online exam project 101 may still be running on the server\. It can be started again from /,
    );
    await expect(held).toHaveCount(1);
    await clearFaults(page);
    await commit();
    await expect(held).toHaveCount(2);
    expect(sent).toHaveLength(1);
    expect(await committed()).toBe(1);
    await expect(jobs.getByRole('listitem')).toHaveCount(1);
  });

  test('a reload keeps the job list: a finished import with its outcome, and a commit cut off as unknown', async ({
    page,
  }) => {
    await page.clock.install();
    const panel = await openExamProject(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/sync/commitChooseUserPre')) sent.push(request.url());
    });
    await panel.getByRole('button', { name: 'Import from Excel…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    await dialog.locator('input[type="file"]').setInputFiles(peopleFile('people.csv', KNOWN_PEOPLE));
    await dialog.getByRole('button', { name: 'Import' }).click();
    const jobs = panel.getByRole('region', { name: 'Background work' });
    await expect(jobs.getByText(/2 users imported$/)).toBeVisible({ timeout: 30_000 });

    // A commit that takes minutes is running when the page is reloaded.
    await setFault(page, {
      backend: 'main',
      path: '/v1/sync/commitChooseUserPre',
      kind: 'delay',
      delayMs: 300_000,
    });
    await panel.getByRole('button', { name: 'Commit', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Commit the preselection' })
      .getByRole('button', { name: 'Commit', exact: true })
      .click();
    await expect(jobs.getByText('Running')).toBeVisible();
    await page.clock.runFor(20_000);
    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 15_000 });

    // Staff configuration is opened again: its job list is still there.
    await page.goto('/student-setting?projectId=101&systemType=1');
    const again = page.getByRole('tabpanel', { name: /^Staff configuration/ });
    const list = again.getByRole('region', { name: 'Background work' });
    await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    await expect(list.getByText('Done')).toBeVisible();
    await expect(list.getByText(/2 users imported$/)).toBeVisible();
    await expect(list.getByText('Outcome unknown')).toBeVisible();
    await expect(list.getByText(/^The page was reloaded while this ran\./)).toBeVisible();
    await shot(page, 'bo2-student-setting-jobs-after-reload-en');

    // Committing again while the server may still be at it sends nothing.
    await again.getByRole('button', { name: 'Commit', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Commit the preselection' })
      .getByRole('button', { name: 'Commit', exact: true })
      .click();
    await expect(
      page.getByText(/may still be running on the server\. It can be started again from /),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('an add-all cut off by a reload is waited for until its time limit: Commit and Delete all wait, its dialog says so', async ({
    page,
  }) => {
    await page.clock.install();
    const panel = await openExamProject(page);
    await setFault(page, {
      backend: 'main',
      path: '/v1/sync/addAllUserPre',
      kind: 'delay',
      delayMs: 300_000,
    });
    await panel.getByRole('button', { name: 'Add all…' }).click();
    await page
      .getByRole('dialog', { name: 'Add all users of matching units' })
      .getByRole('button', { name: 'Add all' })
      .click();
    await expect(panel.getByRole('region', { name: 'Background work' }).getByText('Running')).toBeVisible();
    await page.clock.runFor(20_000);
    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Open pages' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/student-setting?projectId=101&systemType=1');
    const again = page.getByRole('tabpanel', { name: /^Staff configuration/ });
    await expect(
      again.getByRole('region', { name: 'Background work' }).getByText('Outcome unknown'),
    ).toBeVisible({
      timeout: 30_000,
    });
    // The server may still be adding: a commit now would leave its users out, a delete all would see them come back.
    const actions = again.getByRole('group', { name: 'Project actions' });
    await expect(actions.getByRole('button', { name: 'Commit' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    await expect(
      again.getByText('Commit waits until this ends: Addition of all users to Online exam project 101.'),
    ).toBeVisible();
    await actions.getByRole('button', { name: 'Add all…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add all users of matching units' });
    await expect(dialog.getByRole('status')).toContainText(
      'An add-all of this project was cut off before it answered and may still be running on the server until',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Its time limit (10 minutes from its start) passed: the server is done with it one way or the other.
    await page.clock.runFor(600_000);
    await expect(actions.getByRole('button', { name: 'Commit' })).toBeEnabled();
    await expect(actions.getByRole('button', { name: 'Delete all' })).toBeEnabled();
    await expect(again.getByText(/waits until this ends/)).toHaveCount(0);
  });

  test('shows the screen in Chinese', async ({ page }) => {
    const panel = await openExamProject(page);
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const zh = page.getByRole('tabpanel', { name: /^学员配置/ });
    await expect(zh.getByText('当前项目：在线考试项目 101')).toBeVisible();
    await expect(zh.getByRole('table', { name: '预选单位和人员' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await shot(page, 'bo2-student-setting-zh-CN');
  });
});
