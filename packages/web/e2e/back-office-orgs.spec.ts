import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, signIn, test } from './fixtures';
import { lineCount } from './table-layout';

/*
 * Back office, part 2b (issue 8): signed-organisation management (levels, filters, details with the parent unit,
 * the create/edit form and its rules, a failed save, offices and doctors, every doctor paged) and referral
 * monitoring (the consultation of ?id=, the figures of an area and period, a failing block), against the production
 * build with the demo backend.
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

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if (target) await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Picks a township or community unit in 湖南省 长沙市 芙蓉区 定王台街道 (its area down to its level). */
async function townshipInChangsha(page: Page, form: Locator): Promise<void> {
  await form.getByRole('combobox', { name: 'Unit type' }).click();
  await page.getByRole('option', { name: 'Township or community' }).click();
  await form.getByRole('combobox', { name: 'Area: Province' }).click();
  await page.getByRole('option', { name: '湖南省' }).click();
  await form.getByRole('combobox', { name: 'Area: City' }).click();
  await page.getByRole('option', { name: '长沙市' }).click();
  await form.getByRole('combobox', { name: 'Area: County' }).click();
  await page.getByRole('option', { name: '芙蓉区' }).click();
  await form.getByRole('combobox', { name: 'Area: Township' }).click();
  await page.getByRole('option', { name: '定王台街道' }).click();
}

/** What the demo backend answers now (the envelope's data). */
async function readBack<T>(page: Page, path: string, token = 'demo-admin'): Promise<T> {
  return page.evaluate(
    async ([p, tok]) => {
      const response = await fetch(p, { headers: { Authorization: `Bearer ${tok}` } });
      return ((await response.json()) as { data: unknown }).data;
    },
    [path, token] as const,
  ) as Promise<T>;
}

async function toChinese(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

const rows = (table: Locator) => table.locator('tbody tr');
const HUNAN = '湖南省妇幼保健院';
const CHANGSHA = '长沙市妇幼保健院';
const FURONG = '长沙市芙蓉区妇幼保健院';

/** Opens the organisations and goes down to the sub-units of 芙蓉区 (Hunan › Changsha › Furong). */
async function openFurong(page: Page): Promise<Locator> {
  await page.goto('/mahefnq?token=demo-admin');
  // The first wait covers the app's start-up.
  await expect(page.getByRole('button', { name: `Sub-units of ${HUNAN}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Sub-units of ${HUNAN}` }).click();
  await page.getByRole('button', { name: `Sub-units of ${CHANGSHA}` }).click();
  await page.getByRole('button', { name: `Sub-units of ${FURONG}` }).click();
  const table = page.getByRole('table', { name: `Organisations under ${FURONG}` });
  await expect(rows(table)).toHaveCount(5);
  return table;
}

/** Opens the edit form of the provincial unit (湖南省妇幼保健院), whose area is its province. */
async function editProvincialUnit(page: Page): Promise<{ edit: Locator; province: Locator }> {
  await page.goto('/mahefnq?token=demo-admin');
  const top = page.getByRole('table', { name: 'Organisations' });
  await expect(rows(top).filter({ hasText: HUNAN })).toBeVisible({ timeout: 20_000 });
  await top.getByRole('button', { name: `Edit ${HUNAN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit organisation' });
  const province = edit.getByRole('combobox', { name: 'Area: Province' });
  await expect(province).toHaveValue('湖南省');
  return { edit, province };
}

test.describe('signed-organisation management', () => {
  test('a dialog whose save is on its way stays until the save ends: Escape and × wait, as Cancel does', async ({
    page,
  }) => {
    const table = await openFurong(page);
    const row = rows(table).first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit organisation' });
    const name = edit.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).not.toHaveValue('');
    const renamed = `${await name.inputValue()}（新）`;
    await name.fill(renamed);
    // The save takes a while (long enough for the checks below on a busy machine).
    await setFault(page, {
      backend: 'fds',
      path: '/v1/fds-pc/org-info/{id}',
      method: 'PUT',
      kind: 'delay',
      delayMs: 8_000,
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(edit.getByRole('button', { name: 'Close' })).toBeDisabled();
    // No "Discard your changes?": what was typed is being saved; the dialog stays.
    await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0);
    await expect(edit.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(edit).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(`The organisation ${renamed} was saved.`)).toBeVisible();
  });

  test('goes down the levels, filters, and shows an organisation with its parent unit', async ({ page }) => {
    await page.goto('/mahefnq?token=demo-admin');
    const top = page.getByRole('table', { name: 'Organisations' });
    await expect(rows(top).filter({ hasText: HUNAN })).toBeVisible({ timeout: 20_000 });
    await expect(rows(top)).toHaveCount(2);
    await expect(rows(top).filter({ hasText: HUNAN }).getByText('Signed')).toBeVisible();
    // At 1300 px the province's name and the headers are one line each (a name broken before its last character
    // reads wrong).
    expect(await lineCount(rows(top).filter({ hasText: HUNAN }).getByRole('cell').first())).toBe(1);
    for (const header of await top.getByRole('columnheader').all()) expect(await lineCount(header)).toBe(1);
    await shot(page, 'bo4-orgs-top-en');

    await page.getByRole('button', { name: `Sub-units of ${HUNAN}` }).click();
    const hunan = page.getByRole('table', { name: `Organisations under ${HUNAN}` });
    await expect(rows(hunan)).toHaveCount(5);
    await page.getByRole('button', { name: `Sub-units of ${CHANGSHA}` }).click();
    const changsha = page.getByRole('table', { name: `Organisations under ${CHANGSHA}` });
    const children = await readBack<{ name: string; signed: boolean }[]>(
      page,
      '/api/fds/v1/fds-pc/org-info/child-list/1010',
    );
    await expect(rows(changsha)).toHaveCount(children.length);
    const levels = page.getByRole('navigation', { name: 'Organisation levels' });
    await expect(levels).toHaveText(/All organisations\s*\/\s*湖南省妇幼保健院\s*\/\s*长沙市妇幼保健院/);
    // The button pressed went with its level: the focus is on the level now shown, the trail's current name.
    await expect(levels.getByText(CHANGSHA, { exact: true })).toBeFocused();
    await levels.getByRole('button', { name: HUNAN }).press('Enter');
    await expect(levels.getByText(HUNAN, { exact: true })).toBeFocused();
    await page.getByRole('button', { name: `Sub-units of ${CHANGSHA}` }).click();

    const filters = page.getByRole('form', { name: 'Organisation filters' });
    await filters.getByRole('combobox', { name: 'Signed state' }).click();
    await page.getByRole('option', { name: 'Not signed' }).click();
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows(changsha)).toHaveCount(children.filter((c) => !c.signed).length);
    await expect(rows(changsha).first()).toContainText('天心区');
    await filters.getByRole('button', { name: 'Reset' }).click();
    await filters.getByRole('textbox', { name: 'Name or area' }).fill('岳麓');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows(changsha)).toHaveCount(1);
    await expect(rows(changsha).first()).toContainText('岳麓区');
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(rows(changsha)).toHaveCount(children.length);

    await page.getByRole('button', { name: `Sub-units of ${FURONG}` }).click();
    const furong = page.getByRole('table', { name: `Organisations under ${FURONG}` });
    await expect(rows(furong)).toHaveCount(5);
    // A name with a script tag is inert text; a very long one is cut with a tooltip.
    await expect(furong.getByText(/^<script>/)).toBeVisible();
    const long = `${'湖南省长沙市芙蓉区妇幼保健计划生育服务中心'.repeat(10)}附属社区卫生服务站`;
    const cut = furong.getByText(`${[...long].slice(0, 18).join('')}...`, { exact: true });
    await expect(cut).toBeVisible();
    await cut.hover();
    await expect(page.getByRole('tooltip')).toHaveText(long);
    await page.mouse.move(5, 5);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await shot(page, 'bo4-orgs-furong-en');
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Details of 芙蓉区文艺路街道社区卫生服务中心' }).click();
    const dialog = page.getByRole('dialog', { name: 'Organisation details' });
    await expect(dialog.getByText(FURONG, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Township or community')).toBeVisible();
    await expect(dialog.getByText('430102001000')).toBeVisible();
    await shot(page, 'bo4-orgs-detail-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await levels.getByRole('button', { name: HUNAN }).click();
    await expect(rows(hunan)).toHaveCount(5);

    await toChinese(page);
    await expect(page.getByRole('table', { name: `${HUNAN}的下级机构` })).toBeVisible();
    await shot(page, 'bo4-orgs-zh-CN');
  });

  // A save whose answer is lost on the way (a gateway's 504 after the backend stored it) is not "not saved": the
  // user is told it may stand, and the list behind is read again, so a second save does not make a duplicate blindly.
  test('a save whose answer is lost says it may have been saved and shows the list as the backend has it', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const table = await openFurong(page);
    await page.getByRole('button', { name: `New organisation under ${FURONG}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New organisation' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('芙蓉区网关超时测试中心');
    await townshipInChangsha(page, dialog);
    await setFault(page, { backend: 'fds', path: '/v1/fds-pc/org-info', kind: 'gatewayTimeout' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The answer to the save was lost: the organisation may have been saved.',
    );
    // The backend's words on a line of their own, not in brackets inside brackets.
    await expect(
      dialog
        .getByRole('alert')
        .getByText('The request timed out, please retry later. (HTTP 504)', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('The organisation was not saved')).toHaveCount(0);
    await clearFaults(page);
    await expect(rows(table)).toHaveCount(6);
    await expect(rows(table).filter({ hasText: '芙蓉区网关超时测试中心' })).toHaveCount(1);
  });

  // The names under the parent are read before a save, to refuse a duplicate: when that read gets no answer, the
  // save is not sent, and the form says plainly that nothing was saved (not that the save's answer was lost).
  test('a save stopped by a failed name check says it was not saved and sends nothing', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const table = await openFurong(page);
    await page.getByRole('button', { name: `New organisation under ${FURONG}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New organisation' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('芙蓉区检查失败测试中心');
    // An empty short name is not an error: the form says what is used instead.
    await expect(dialog.getByRole('textbox', { name: 'Short name' })).toHaveAccessibleDescription(
      'Left empty, the full name is used.',
    );
    await townshipInChangsha(page, dialog);
    let writes = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/v1/fds-pc/org-info')) writes += 1;
    });
    await setFault(page, {
      backend: 'fds',
      path: '/v1/fds-pc/org-info/child-list/{parentId}',
      kind: 'gatewayTimeout',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'The organisation was not saved: The request timed out, please retry later. (HTTP 504)',
    );
    await expect(dialog.getByText('may have been saved')).toHaveCount(0);
    expect(writes).toBe(0);
    // What was typed is still there; once the backend answers again, the save goes through.
    await clearFaults(page);
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      '芙蓉区检查失败测试中心',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(table).filter({ hasText: '芙蓉区检查失败测试中心' })).toHaveCount(1);
  });

  test('the area by keyboard: a level reached by Tab stays closed; in its open list Enter on the chosen area steps back a level', async ({
    page,
  }) => {
    const { edit, province } = await editProvincialUnit(page);
    // Reached by Tab (from the field before it), the level stays closed.
    await province.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(province).toBeFocused();
    await expect(province).toHaveAttribute('aria-expanded', 'false');
    // ArrowDown opens it; Escape closes it and the area stays.
    const list = page.getByRole('listbox', { name: 'Area: Province' });
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(province).toHaveValue('湖南省');
    await expect(edit).toBeVisible();
    // In the open list, Enter on the chosen area steps back up: the level and the ones below it are cleared.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: '湖南省' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(province).toHaveValue('');
    await expect(edit.getByRole('combobox', { name: 'Area: City' })).toHaveCount(0);
  });

  test('the edit form of a provincial unit shows its province as its area, and keeps it on saving', async ({
    page,
  }) => {
    const { edit, province } = await editProvincialUnit(page);
    // The province alone is offered; below it, its cities.
    await province.click();
    await expect(page.getByRole('listbox', { name: 'Area: Province' }).getByRole('option')).toHaveText([
      '湖南省',
    ]);
    await page.keyboard.press('Escape');
    await expect(edit.getByRole('combobox', { name: 'Area: City' })).toHaveValue('');
    await shot(page, 'bo4-orgs-edit-province-en');
    await edit.getByRole('textbox', { name: 'Contact', exact: true }).fill('王五');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const stored = await readBack<{ id: number; areaCode: string; contactName: string }>(
      page,
      '/api/fds/v1/fds-pc/org-info/org-info/1000',
    );
    expect(stored).toMatchObject({ areaCode: '430000000000', contactName: '王五' });
  });

  test('checks the form, keeps it when the save fails, and a created organisation appears', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    const table = await openFurong(page);
    await page.getByRole('button', { name: `New organisation under ${FURONG}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New organisation' });
    await expect(dialog).toContainText(`Parent unit: ${FURONG}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);
    // The focus goes to the first field to fix, and the area's select is marked like the others.
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: 'Area: Province' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // …and read with its field's error and hint, like the others.
    const areaDescription = await dialog.getByRole('combobox', { name: 'Area: Province' }).evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' | '),
    );
    expect(areaDescription).toContain('This field is required');
    // The invalid field with the focus is told from the other invalid ones by a ring outside its border.
    const ring = await dialog
      .getByRole('textbox', { name: 'Name', exact: true })
      .evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`);
    expect(ring).toBe('solid 2px');

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('芙蓉区定王台街道社区卫生服务中心');
    // A village station placed at a county is refused: its area goes down to its level.
    await dialog.getByRole('combobox', { name: 'Unit type' }).click();
    await page.getByRole('option', { name: 'Village or station' }).click();
    await dialog.getByRole('combobox', { name: 'Area: Province' }).click();
    await page.getByRole('option', { name: '湖南省' }).click();
    await dialog.getByRole('combobox', { name: 'Area: City' }).click();
    await page.getByRole('option', { name: '长沙市' }).click();
    await dialog.getByRole('combobox', { name: 'Area: County' }).click();
    await page.getByRole('option', { name: '芙蓉区' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText(
        'Choose the area down to the level of the unit type (a county unit: down to its county)',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Area: Province' })).toBeFocused();
    // A township centre, down to its township.
    await dialog.getByRole('combobox', { name: 'Unit type' }).click();
    await page.getByRole('option', { name: 'Township or community' }).click();
    await dialog.getByRole('combobox', { name: 'Area: Township' }).click();
    await page.getByRole('option', { name: '定王台街道' }).click();
    await dialog.getByRole('textbox', { name: 'Contact mobile' }).fill('1234567');
    // A short name over its limit says the limit, and keeps what was typed.
    const shortName = dialog.getByRole('textbox', { name: 'Short name' });
    await shortName.fill('定'.repeat(51));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an 11-digit mobile number starting with 13-19')).toBeVisible();
    await expect(dialog.getByText('At most 50 characters')).toBeVisible();
    await expect(shortName).toHaveValue('定'.repeat(51));
    await shortName.fill('定王台');
    await shot(page, 'bo4-orgs-form-en');

    await dialog.getByRole('textbox', { name: 'Contact mobile' }).fill('13812345678');
    await setFault(page, { backend: 'fds', path: '/v1/fds-pc/org-info', kind: 'http500' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The organisation was not saved');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      '芙蓉区定王台街道社区卫生服务中心',
    );
    await expect(dialog.getByRole('textbox', { name: 'Contact mobile' })).toHaveValue('13812345678');

    await clearFaults(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('The organisation 芙蓉区定王台街道社区卫生服务中心 was saved.'),
    ).toBeVisible();
    await expect(rows(table)).toHaveCount(6);
    const created = rows(table).filter({ hasText: '芙蓉区定王台街道社区卫生服务中心' });
    await expect(created.getByText('Not signed')).toBeVisible();
    const stored = await readBack<{ name: string; areaCode: string; contactMobile: string }[]>(
      page,
      '/api/fds/v1/fds-pc/org-info/child-list/2001',
    );
    expect(stored.find((o) => o.name === '芙蓉区定王台街道社区卫生服务中心')).toMatchObject({
      contactMobile: '13812345678',
    });

    await created.getByRole('button', { name: 'Edit 芙蓉区定王台街道社区卫生服务中心' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit organisation' });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      '芙蓉区定王台街道社区卫生服务中心',
    );
    await expect(edit.getByRole('combobox', { name: 'Area: Province' })).toHaveValue('湖南省');
    await expect(edit.getByRole('combobox', { name: 'Area: Township' })).toHaveValue('定王台街道');
    await edit.getByRole('checkbox', { name: 'Signed with the platform' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(created.getByText('Signed', { exact: true })).toBeVisible();

    // Entered a second time under the same unit: refused at the name, nothing saved.
    await page.getByRole('button', { name: `New organisation under ${FURONG}` }).click();
    const again = page.getByRole('dialog', { name: 'New organisation' });
    await again
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill(' 芙蓉区定王台街道社区卫生服务中心 ');
    await townshipInChangsha(page, again);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByText('This unit already has an organisation of this name')).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(rows(table)).toHaveCount(6);
  });

  test('shows the offices and doctors of a unit, and every doctor paged and found', async ({ page }) => {
    await page.goto('/mahefnq?token=demo-admin');
    await page.getByRole('button', { name: `Sub-units of ${HUNAN}` }).click();
    await page.getByRole('button', { name: `Sub-units of ${CHANGSHA}` }).click();
    await page.getByRole('button', { name: `Offices and doctors of ${FURONG}` }).click();
    const dialog = page.getByRole('dialog', { name: `Offices and doctors of ${FURONG}` });
    const doctors = dialog.getByRole('table', { name: 'Doctors' });
    await expect(rows(doctors).first()).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Office' }).click();
    await page.getByRole('option', { name: '产科' }).click();
    await expect(rows(doctors).filter({ hasText: '张伟' })).toHaveCount(1);
    for (const office of await rows(doctors).locator('td:nth-child(3)').allTextContents())
      expect(office).toBe('产科');
    await shot(page, 'bo4-orgs-staff-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Doctors').click();
    const all = page.getByRole('table', { name: 'All doctors' });
    const everyone = await readBack<unknown[]>(page, '/api/main/v1/doctorUser/queryAll');
    await expect(page.getByText(`Total ${everyone.length.toLocaleString('en-US')} items`)).toBeVisible();
    await expect(rows(all)).toHaveCount(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
    await page.getByRole('textbox', { name: 'Find a doctor' }).fill('13807310001');
    await page.getByRole('form', { name: 'Find a doctor' }).getByRole('button', { name: 'Search' }).click();
    await expect(rows(all)).toHaveCount(1);
    await expect(rows(all).first()).toContainText('张伟');
    await shot(page, 'bo4-orgs-doctors-en');
  });

  test('a failing level shows the failure with a retry in the table', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await page.goto(
      '/mahefnq?token=demo-admin&mockFault=fds:/v1/fds-pc/org-info/child-list/{parentId}:http500',
    );
    const table = page.getByRole('table', { name: 'Organisations' });
    await expect(table.getByText('The data could not be loaded.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'New organisation' })).toBeVisible();
    await clearFaults(page);
    await table.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(table)).toHaveCount(2);
  });
});

interface Figures {
  consultations: number;
  referrals: number;
}

test.describe('referral monitoring', () => {
  test("labels its filter as the workbench's statistics do: the same words, weight and line", async ({
    page,
  }) => {
    const labelsOf = (group: Locator) =>
      group.evaluate((el) =>
        [...el.querySelectorAll('.mantine-InputWrapper-label')].map((label) => {
          const box = label.getBoundingClientRect();
          return {
            text: label.textContent,
            weight: getComputedStyle(label).fontWeight,
            top: Math.round(box.top),
          };
        }),
      );
    await signIn(page, { locale: 'zh-CN' });
    const workbench = await labelsOf(page.getByRole('group', { name: '统计筛选' }));
    await page.goto('/ReferralMonit');
    const monitor = page.getByRole('group', { name: '监测筛选' });
    await expect(monitor.getByText('时间范围', { exact: true })).toBeVisible({ timeout: 20_000 });
    const labels = await labelsOf(monitor);
    expect(labels.map((l) => l.text).slice(0, 2)).toEqual(['地区', '时间范围']);
    expect(labels.slice(0, 2).map((l) => [l.text, l.weight])).toEqual(
      workbench.slice(0, 2).map((l) => [l.text, l.weight]),
    );
    expect(new Set(labels.map((l) => l.top)).size).toBe(1);
  });

  test('shows the consultation of the page, and the figures of the chosen area and period', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/ReferralMonit?id=10001&token=demo-doctor');
    const consultation = page.getByRole('region', { name: 'Consultation 10001' });
    await expect(consultation.getByText('Patient')).toBeVisible({ timeout: 20_000 });
    const info = await readBack<{ patName: string; patIdnum: string }>(
      page,
      '/api/main/consultationSingle/getConsultationInfo?singleId=10001',
      'demo-doctor',
    );
    await expect(consultation.getByText(info.patName, { exact: true })).toBeVisible();
    await expect(consultation.getByText(info.patIdnum)).toBeVisible();

    const summary = page.getByRole('region', { name: 'Referrals and consultations' });
    const province = await readBack<Figures>(page, '/api/main/stats/all', 'demo-doctor');
    await expect(summary).toContainText(
      new RegExp(`Referrals\\s*${province.referrals.toLocaleString('en-US')}`),
    );
    const byArea = page.getByRole('region', { name: 'Referrals by area' });
    const chart = byArea.getByRole('img', { name: 'Consultations and referrals of each area' });
    await expect(chart).toBeVisible();
    // The areas add up to the figure above them.
    await expect(byArea).toContainText(
      new RegExp(`Total: Referrals\\s*${province.referrals.toLocaleString('en-US')},`),
    );
    // The chart fills its box: the tallest bar takes a good part of its height, and the value axis's numbers
    // (0, 1,000, …) stand apart, none over another.
    const layout = await chart.evaluate((frame) => {
      const height = frame.getBoundingClientRect().height;
      const tallest = Math.max(
        ...[...frame.querySelectorAll('[data-chart-mark]')].map((bar) => bar.getBoundingClientRect().height),
      );
      const ticks = [...frame.querySelectorAll('span')]
        .filter((el) => el.childElementCount === 0 && /^\d[\d,]*$/.test(el.textContent ?? ''))
        .map((el) => el.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      const overlapping = ticks.some((rect, i) => i > 0 && rect.top < (ticks[i - 1]?.bottom ?? 0));
      // Each area's pair of bars (referrals, consultations) in a slot of its own, the slots all as wide whatever the
      // length of the area's name, and a gap between one area's pair and the next.
      const bars = [...frame.querySelectorAll('[data-chart-mark]')]
        .map((bar) => bar.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
      const centres: number[] = [];
      const gaps: number[] = [];
      for (let i = 0; i + 1 < bars.length; i += 2) {
        const [first, second, next] = [bars[i], bars[i + 1], bars[i + 2]];
        if (!first || !second) continue;
        centres.push((first.left + second.right) / 2);
        if (next) gaps.push(next.left - second.right);
      }
      const steps = centres.slice(1).map((centre, i) => centre - (centres[i] ?? 0));
      return {
        share: tallest / height,
        ticks: ticks.length,
        overlapping,
        areas: centres.length,
        unevenSlots: Math.max(...steps) - Math.min(...steps),
        narrowestGap: Math.min(...gaps),
      };
    });
    expect(layout.share).toBeGreaterThan(0.4);
    expect(layout.ticks).toBeGreaterThan(2);
    expect(layout.overlapping).toBe(false);
    expect(layout.areas).toBeGreaterThan(5);
    expect(layout.unevenSlots).toBeLessThan(2);
    expect(layout.narrowestGap).toBeGreaterThan(4);
    await expect(page.getByRole('region', { name: 'My consultations' })).toContainText('Pending');
    await expect(page.getByRole('table', { name: 'Work progress' })).toBeVisible();
    await shot(page, 'bo4-referral-en');
    expect(await a11yViolations(page)).toEqual([]);

    const filter = page.getByRole('group', { name: 'Monitor filter' });
    await filter.getByRole('combobox', { name: 'Area: City' }).click();
    await page.getByRole('option', { name: '长沙市' }).click();
    const changsha = await readBack<Figures>(
      page,
      '/api/main/stats/all?areaCode=430100000000',
      'demo-doctor',
    );
    await expect(summary).toContainText(
      new RegExp(`Referrals\\s*${changsha.referrals.toLocaleString('en-US')}`),
    );
    const districts = await readBack<{ areaName: string }[]>(
      page,
      '/api/main/stats/areaStats?areaCode=430100000000',
      'demo-doctor',
    );
    const areaTable = byArea.getByRole('table', { name: 'Referrals by area' });
    await expect(areaTable.getByText(districts[0]?.areaName ?? '-', { exact: true })).toBeVisible();
    await expect(byArea.getByText(`Total ${districts.length} items`)).toBeVisible();

    const request = page.waitForRequest(
      (r) => r.url().includes('/stats/all?') && r.url().includes('startTime'),
    );
    await filter.getByRole('button', { name: 'Period' }).click();
    await page.getByRole('button', { name: 'Jun 1, 2025', exact: true }).click();
    await page.getByRole('button', { name: 'Jun 15, 2025', exact: true }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('areaCode')).toBe('430100000000');
    expect(url.searchParams.get('startTime')).toBe('2025-06-01 00:00:00');
    expect(url.searchParams.get('endTime')).toBe('2025-06-15 23:59:59');
    await shot(page, 'bo4-referral-filtered-en', areaTable);

    await filter.getByRole('button', { name: 'Reset filter' }).click();
    await expect(summary).toContainText(
      new RegExp(`Referrals\\s*${province.referrals.toLocaleString('en-US')}`),
    );
    await toChinese(page);
    await expect(page.getByRole('region', { name: '转诊与会诊' })).toBeVisible();
    await shot(page, 'bo4-referral-zh-CN');
  });

  test('a failing block shows its failure with a retry while the others show', async ({
    page,
    allowNetworkErrors,
  }) => {
    allowNetworkErrors();
    await page.goto('/ReferralMonit?token=demo-doctor&mockFault=main:/stats/all:http500');
    const summary = page.getByRole('region', { name: 'Referrals and consultations' });
    await expect(summary.getByText('The figures could not be loaded.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Referrals by area' }).getByRole('table')).toBeVisible();
    await shot(page, 'bo4-referral-failure-en');
    await clearFaults(page);
    await summary.getByRole('button', { name: 'Retry' }).click();
    await expect(summary).toContainText('Consultations');
    await expect(summary.getByText('The figures could not be loaded.')).toBeHidden();
  });
});
