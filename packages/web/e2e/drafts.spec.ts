import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, openFromMenu, signIn, signInElsewhere, tab, test } from './fixtures';

/*
 * Issue 17: nothing lost. What a user types into a form is kept as a draft of that user in the tab; an expired
 * login sends them to the sign-in site with the page to come back to, and after signing in again they find the
 * same page and are offered what they typed. Dialogs with unsaved input ask before closing.
 */

test.describe.configure({ timeout: 90_000 });

/** From now on every backend answers "token expired" (the demo's fault switch). */
const expireLogin = (page: Page) => setFault(page, { kind: 'tokenExpired' });

const HUNAN = '湖南省妇幼保健院';
const CHANGSHA = '长沙市妇幼保健院';
const NAME = '芙蓉区定王台街道社区卫生服务中心';

async function openChangsha(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: `Sub-units of ${HUNAN}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Sub-units of ${HUNAN}` }).click();
  await page.getByRole('button', { name: `Sub-units of ${CHANGSHA}` }).click();
  await expect(page.getByRole('table', { name: `Organisations under ${CHANGSHA}` })).toBeVisible();
}

async function newOrgDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `New organisation under ${CHANGSHA}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New organisation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a dialog with typed input asks before closing; an untouched one closes at once', async ({ page }) => {
  await page.goto('/mahefnq?token=demo-admin');
  await openChangsha(page);
  let dialog = await newOrgDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await newOrgDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  // The focus is back in the field it left, not on the page behind the dialog.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  // By the keyboard alone too (Escape, then Enter on 'Keep editing'); Tab stays inside the dialog.
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // And Escape on the question keeps editing as well, the focus back in the field it left.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  // Discarded means gone: the form opens empty, with no offer.
  dialog = await newOrgDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(dialog.getByRole('region', { name: 'Restore what you were typing?' })).toHaveCount(0);
});

test('after an expired login and a new sign-in, the same page is open and the organisation form offers what was typed', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/mahefnq?token=demo-admin');
  await openChangsha(page);
  const dialog = await newOrgDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await dialog.getByRole('textbox', { name: 'Contact mobile' }).fill('13812345678');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('长沙市芙蓉区定王台街道 8 号');

  // The login expires: the save is answered "token expired" and the app goes to the sign-in site.
  await expireLogin(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/demo-login\?redirect=/, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/\/mahefnq$/);
  await clearFaults(page);

  // Signing in again as the same user comes back to the page, with its tabs.
  await page.getByRole('link', { name: 'Sign in as 李强' }).click();
  await expect(page).toHaveURL(/\/mahefnq$/, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: /Signed-organisation management/, selected: true })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await openChangsha(page);
  const again = await newOrgDialog(page);
  const offer = again.getByRole('region', { name: 'Restore what you were typing?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(again.getByRole('textbox', { name: 'Contact mobile' })).toHaveValue('13812345678');
  await expect(again.getByRole('textbox', { name: 'Address' })).toHaveValue('长沙市芙蓉区定王台街道 8 号');
});

/** 李强 (demo-admin) types a new organisation's name under 长沙市 on /mahefnq; it is kept as his draft. */
async function adminTypesOrgName(page: Page): Promise<Locator> {
  await page.goto('/mahefnq?token=demo-admin');
  await openChangsha(page);
  const dialog = await newOrgDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toContain(NAME);
  return dialog;
}

test('what is typed while a draft is offered is kept in its place: after a reload the offer brings the newer input', async ({
  page,
}) => {
  await adminTypesOrgName(page);
  await page.reload();
  await openChangsha(page);
  let dialog = await newOrgDialog(page);
  const offer = dialog.getByRole('region', { name: 'Restore what you were typing?' });
  await expect(offer).toBeVisible();
  // The offer left aside, the user types something else.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('岳麓区新建妇幼保健所');
  await dialog.getByRole('textbox', { name: 'Contact mobile' }).fill('13812345678');
  await draftKept(page, '岳麓区新建妇幼保健所');
  // Until the form closes the older input can still be taken.
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(dialog.getByRole('textbox', { name: 'Contact mobile' })).toHaveValue('');
  await draftKept(page, NAME);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('岳麓区新建妇幼保健所');
  await dialog.getByRole('textbox', { name: 'Contact mobile' }).fill('13812345678');
  await draftKept(page, '13812345678');

  await page.reload();
  await openChangsha(page);
  dialog = await newOrgDialog(page);
  await dialog
    .getByRole('region', { name: 'Restore what you were typing?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    '岳麓区新建妇幼保健所',
  );
  await expect(dialog.getByRole('textbox', { name: 'Contact mobile' })).toHaveValue('13812345678');
});

/** The new-organisation dialog on /mahefnq (`signIn`: the address's token) offers the draft or not; closed after. */
async function orgDraftOffered(page: Page, offered: boolean, signIn = ''): Promise<void> {
  await page.goto(`/mahefnq${signIn}`);
  await openChangsha(page);
  const dialog = await newOrgDialog(page);
  const offer = dialog.getByRole('region', { name: 'Restore what you were typing?' });
  if (!offered) {
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(offer).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
}

test('another user signing in on the same tab finds no draft; the first user finds theirs again', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const dialog = await adminTypesOrgName(page);
  await expireLogin(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/demo-login\?redirect=/, { timeout: 15_000 });
  await clearFaults(page);
  await page.getByRole('link', { name: 'Sign in as 张伟' }).click();
  await expect(page.getByRole('button', { name: /张伟/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('mch.returnPlace'))).toBeNull();
  await orgDraftOffered(page, false);

  // 张伟 leaves; 李强 signs in on the tab again and is offered what he typed.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Sign in as 李强' }).click();
  await expect(page.getByRole('button', { name: /^李强/ })).toBeVisible({ timeout: 20_000 });
  await orgDraftOffered(page, true);
});

test('what a user typed survives another account signing in elsewhere: offered again when they sign in again', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await adminTypesOrgName(page);

  // 张伟 signs in on the browser elsewhere; this tab asks to reload and comes back as 张伟, who is offered nothing.
  await signInElsewhere(page, 'demo-doctor');
  const switched = page.getByRole('dialog', { name: 'Account switched' });
  await expect(switched).toBeVisible();
  await switched.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: /^张伟/ })).toBeVisible({ timeout: 20_000 });
  await orgDraftOffered(page, false);

  // 李强 signs in on the tab again: what he typed is offered back.
  await orgDraftOffered(page, true, '?token=demo-admin');
});

/*
 * The other forms (issue 17, point 1): each keeps what was typed across an expired login and a new sign-in as the
 * same user, on the same page, and restores it exactly when offered.
 */

/**
 * The login expires (every backend answers "token expired"); `trigger` makes the app call a backend (a submit), or
 * the next 10-second notice poll does. The app goes to the demo sign-in page; signing in again as `user` comes back
 * to the address the app left, which must match `back`.
 */
async function expireAndSignInAgain(
  page: Page,
  user: string,
  back: RegExp,
  trigger?: () => Promise<void>,
): Promise<void> {
  await expireLogin(page);
  await trigger?.();
  await expect(page).toHaveURL(/\/demo-login\?redirect=/, { timeout: 30_000 });
  await clearFaults(page);
  await page.getByRole('link', { name: `Sign in as ${user}` }).click();
  await expect(page).toHaveURL(back, { timeout: 20_000 });
  // Signed in: the header names the user.
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(user) })).toBeVisible({
    timeout: 20_000,
  });
}

/** Waits for the draft of a form to be kept in the tab (the form saves it as the user types). */
async function draftKept(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toContain(text);
}

/** Restores the draft a form offers. */
async function restore(scope: Locator): Promise<void> {
  const offer = scope.getByRole('region', { name: 'Restore what you were typing?' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
}

test('an evaluation project being edited comes back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/evaluationManage?token=demo-admin');
  // The demo's projects are dated from today: edit the first one listed.
  const first = page.getByRole('button', { name: /^Edit / }).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const project = ((await first.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  const edit = page.getByRole('button', { name: `Edit ${project}`, exact: true });
  await edit.click();
  let dialog = page.getByRole('dialog', { name: 'Edit evaluation project' });
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(`${project}（修订稿）`);
  const mode = (await dialog.getByRole('radio', { name: 'Optional' }).isChecked()) ? 'Required' : 'Optional';
  await dialog.getByRole('radio', { name: mode }).check();
  await draftKept(page, '（修订稿）');

  await expireAndSignInAgain(page, '李强', /\/evaluationManage$/, () =>
    dialog.getByRole('button', { name: 'Save' }).click(),
  );
  await expect(page.getByRole('tab', { name: /Evaluation management/, selected: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(edit).toBeVisible({ timeout: 20_000 });
  await edit.click();
  dialog = page.getByRole('dialog', { name: 'Edit evaluation project' });
  await expect(dialog.getByRole('textbox', { name: 'Project name' })).toHaveValue(project);
  await restore(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Project name' })).toHaveValue(`${project}（修订稿）`);
  await expect(dialog.getByRole('radio', { name: mode })).toBeChecked();
});

test('a live room being added comes back after an expired login', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  const card = page.getByRole('region', { name: 'Live training' });
  const add = card.getByRole('button', { name: 'Add live room' });
  await signIn(page, { ready: add });
  await add.click();
  let dialog = page.getByRole('dialog', { name: 'Add live room' });
  await dialog.getByRole('combobox', { name: 'Live project' }).click();
  const option = page.getByRole('option').first();
  const project = (await option.textContent()) ?? '';
  await option.click();
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('产科急救演练直播间');
  await draftKept(page, '产科急救演练直播间');

  // The form is not complete, so nothing is sent: the notice poll finds the login expired.
  await expireAndSignInAgain(page, '张伟', /\/workbench$/);
  await expect(add).toBeVisible({ timeout: 20_000 });
  await add.click();
  dialog = page.getByRole('dialog', { name: 'Add live room' });
  await expect(dialog.getByRole('textbox', { name: 'Room name' })).toHaveValue('');
  await restore(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Room name' })).toHaveValue('产科急救演练直播间');
  await expect(dialog.getByRole('combobox', { name: 'Live project' })).toHaveValue(project);
});

test('an evaluation answer comes back after an expired login', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  let dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
  await signIn(page, { token: 'demo-evaluator', ready: dialog });
  await dialog.getByRole('radio', { name: 'Dissatisfied' }).check();
  await dialog.getByLabel('Reason for dissatisfaction').fill('视频经常卡顿');
  await dialog.getByLabel('Suggestions').fill('请增加夜间回放');
  await draftKept(page, '请增加夜间回放');

  await expireAndSignInAgain(page, '王芳', /\/workbench$/, () =>
    dialog.getByRole('button', { name: 'Submit' }).click(),
  );
  // The unanswered evaluation opens again at start-up, and offers the answer.
  dialog = page.getByRole('dialog', { name: 'Satisfaction evaluation' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('radio', { name: 'Very satisfied' })).toBeChecked();
  await restore(dialog);
  await expect(dialog.getByRole('radio', { name: 'Dissatisfied' })).toBeChecked();
  await expect(dialog.getByLabel('Reason for dissatisfaction')).toHaveValue('视频经常卡顿');
  await expect(dialog.getByLabel('Suggestions')).toHaveValue('请增加夜间回放');
});

type TreeNodeRow = {
  id: number;
  lobId: number;
  parentId: number | null;
  name: string;
  unitId: number | null;
};

/** A unit under the first root of business line 1 in the demo data (to choose in the staff configuration tree). */
async function demoUnit(page: Page): Promise<{ root: string; unit: string }> {
  await page.waitForFunction(() => '__mchDemo' in window);
  const nodes = await page.evaluate(() => {
    const demo = (window as unknown as { __mchDemo: { backend: { db(): { main: { treeNodes: unknown } } } } })
      .__mchDemo;
    return JSON.parse(JSON.stringify(demo.backend.db().main.treeNodes)) as TreeNodeRow[];
  });
  const root = nodes.find((n) => n.lobId === 1 && n.parentId === null);
  const unit = nodes.find((n) => n.parentId === root?.id && n.unitId !== null);
  if (!root || !unit) throw new Error('the demo tree has no unit under its first root');
  return { root: root.name, unit: unit.name };
}

const STAFF = '/student-setting?token=demo-admin&projectId=101&systemType=1';

async function openStaffConfiguration(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel', { name: /^Staff configuration/ });
  await expect(panel.getByText('Working on Online exam project 101')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('table', { name: 'Preselected units and doctors' })).toBeVisible({
    timeout: 30_000,
  });
  return panel;
}

test('a staff preselection in progress comes back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto(STAFF);
  let panel = await openStaffConfiguration(page);
  const { root, unit } = await demoUnit(page);
  const tree = panel.getByRole('region', { name: 'Organisation tree' });
  await tree.getByRole('button', { name: `Expand ${root}` }).click();
  await tree.getByRole('checkbox', { name: `Choose the whole unit ${unit}` }).check();
  let chosen = panel.getByRole('region', { name: 'Chosen' });
  await expect(chosen.getByText('Chosen units: 1 · doctors: 0')).toBeVisible();
  await draftKept(page, unit);

  await expireAndSignInAgain(page, '李强', /\/student-setting\?projectId=101&systemType=1$/, () =>
    chosen.getByRole('button', { name: 'Save the choice' }).click(),
  );
  panel = await openStaffConfiguration(page);
  chosen = panel.getByRole('region', { name: 'Chosen' });
  await expect(
    chosen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.'),
  ).toBeVisible();
  await restore(panel);
  await expect(chosen.getByText('Chosen units: 1 · doctors: 0')).toBeVisible();
  await expect(chosen.getByRole('list', { name: 'Chosen units and doctors' })).toContainText(unit);

  // Clear asks first (the choice is not saved): Cancel keeps it, its draft too.
  await chosen.getByRole('button', { name: 'Clear' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear the choice' });
  await expect(
    ask.getByText(
      'Remove every unit and doctor chosen (units: 1, doctors: 0)? The choice has not been saved.',
    ),
  ).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(chosen.getByText('Chosen units: 1 · doctors: 0')).toBeVisible();
  await draftKept(page, unit);
  // Cleared on purpose: the draft is gone, the focus on what the panel says now.
  await chosen.getByRole('button', { name: 'Clear' }).click();
  await ask.getByRole('button', { name: 'Clear' }).click();
  await expect(ask).toBeHidden();
  await expect(
    chosen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.'),
  ).toBeFocused();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toBeNull();
});

test('the project open in staff configuration comes back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/student-setting?token=demo-admin');
  const page1 = page.getByRole('tabpanel', { name: /^Staff configuration/ });
  await page1.getByRole('textbox', { name: 'Project ID' }).fill('101');
  await page1.getByRole('button', { name: 'Open project' }).click();
  await openStaffConfiguration(page);

  // The next notice poll finds the login expired; signing in again comes back to the page with the project open.
  await expireAndSignInAgain(page, '李强', /\/student-setting$/);
  await openStaffConfiguration(page);
});

test('the node-name search of role management comes back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/auth-role-manage?token=demo-admin');
  await page.getByRole('textbox', { name: 'Node name' }).fill('社区');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Nodes named like “社区”' });
  await expect(results).toBeVisible({ timeout: 20_000 });

  await expireAndSignInAgain(page, '李强', /\/auth-role-manage$/);
  await expect(results).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Node name' })).toHaveValue('社区');
  // Reset shows the tree again, and nothing is kept any more.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('tree')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toBeNull();
});

test("the 'add all' form comes back after an expired login", async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  await page.goto(STAFF);
  let panel = await openStaffConfiguration(page);
  await panel.getByRole('button', { name: 'Add all…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add all users of matching units' });
  await dialog.getByRole('checkbox', { name: 'Province' }).check();
  await dialog.getByRole('textbox', { name: 'Unit name contains' }).fill('妇幼保健院');
  await draftKept(page, '妇幼保健院');

  await expireAndSignInAgain(page, '李强', /\/student-setting\?projectId=101&systemType=1$/, () =>
    dialog.getByRole('button', { name: 'Add all', exact: true }).click(),
  );
  panel = await openStaffConfiguration(page);
  await panel.getByRole('button', { name: 'Add all…' }).click();
  dialog = page.getByRole('dialog', { name: 'Add all users of matching units' });
  await expect(dialog.getByRole('textbox', { name: 'Unit name contains' })).toHaveValue('');
  await restore(dialog);
  await expect(dialog.getByRole('textbox', { name: 'Unit name contains' })).toHaveValue('妇幼保健院');
  await expect(dialog.getByRole('checkbox', { name: 'Province' })).toBeChecked();
});

const ALLIANCE = '芙蓉区妇幼医联体';
const treeItem = (scope: Page | Locator, name: string) => scope.getByRole('treeitem', { name, exact: true });

/** Role management as demo-doctor: the alliance's tree with 上级协作医院 selected, and its 'Move to…' dialog. */
async function moveUpperDialog(page: Page): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Business line' }).click({ timeout: 20_000 });
  await page.getByRole('option', { name: ALLIANCE }).click();
  const tree = page.getByRole('tree', { name: `Organisation catalogue tree of ${ALLIANCE}` });
  await treeItem(tree, '长沙市芙蓉区妇幼保健院').click();
  await page.keyboard.press('ArrowRight');
  await treeItem(tree, '上级协作医院').click();
  await page.getByRole('button', { name: 'Move to… (上级协作医院)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move “上级协作医院”' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the new parent picked for a node move comes back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/auth-role-manage?token=demo-doctor');
  let dialog = await moveUpperDialog(page);
  const picker = dialog.getByRole('tree', { name: 'New parent of 上级协作医院' });
  // The node's own root cannot be picked: open it from the keyboard.
  await treeItem(picker, '长沙市芙蓉区妇幼保健院').focus();
  await page.keyboard.press('ArrowRight');
  await treeItem(picker, '基层医疗机构').click();
  await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();
  await draftKept(page, '基层医疗机构');

  await expireAndSignInAgain(page, '张伟', /\/auth-role-manage$/, () =>
    dialog.getByRole('button', { name: 'Move here' }).click(),
  );
  await expect(page.getByRole('tab', { name: /Role management/, selected: true })).toBeVisible({
    timeout: 20_000,
  });
  dialog = await moveUpperDialog(page);
  await expect(dialog.getByText('No new parent chosen yet.')).toBeVisible();
  await restore(dialog);
  await expect(dialog.getByText('New parent: 基层医疗机构')).toBeVisible();
  await expect(treeItem(dialog, '基层医疗机构')).toHaveAttribute('aria-selected', 'true');
});

/** The quick-entry settings dialog of the shell. */
async function quickEntryDialog(page: Page): Promise<Locator> {
  const open = page
    .getByRole('region', { name: 'Quick entries' })
    .getByRole('button', { name: 'Customise quick entries' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Custom quick entries' });
  // Its code loads on first use.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test('a changed quick-entry choice comes back after an expired login; another user finds no draft', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/?token=demo-admin');
  let dialog = await quickEntryDialog(page);
  const box = dialog.getByRole('checkbox').first();
  const name = (await box.getAttribute('value')) ?? '';
  const wasChecked = await box.isChecked();
  await box.setChecked(!wasChecked);
  await draftKept(page, 'quick-entries');

  // Nothing is sent by the dialog: the notice poll finds the login expired.
  await expireAndSignInAgain(page, '李强', /\/workbench$/);
  dialog = await quickEntryDialog(page);
  const again = dialog.locator(`input[type="checkbox"][value="${name}"]`);
  await expect(again).toBeChecked({ checked: wasChecked });
  await restore(dialog);
  await expect(again).toBeChecked({ checked: !wasChecked });

  // The draft stays while the dialog is open; another user signing in on the tab is not offered it.
  await expireAndSignInAgain(page, '张伟', /\/workbench$/);
  dialog = await quickEntryDialog(page);
  await expect(dialog.getByRole('region', { name: 'Restore what you were typing?' })).toHaveCount(0);
});

test('a list’s filter, page and page size come back after an expired login', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.goto('/loginLog?token=demo-admin');
  const table = page.getByRole('table', { name: 'Login log' });
  await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'User name' }).fill('i');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(table.locator('tbody tr')).toHaveCount(20);

  // Asking for page 2 finds the login expired.
  await expireAndSignInAgain(page, '李强', /\/loginLog$/, () =>
    page.getByRole('button', { name: 'Page 2' }).click(),
  );
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true', {
    timeout: 20_000,
  });
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue('i');
  await expect(table.locator('tbody tr')).toHaveCount(20);
});

test('the lists of background tabs come back with their filter, page and page size after a reload', async ({
  page,
}) => {
  await page.goto('/loginLog?token=demo-admin');
  const logins = page.getByRole('table', { name: 'Login log' });
  await expect(logins.locator('tbody tr')).toHaveCount(10, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'User name' }).fill('i');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');

  // The login log goes to the background: another page is opened from the menu, then the browser reloads.
  await openFromMenu(page, '居民档案', '患者档案管理');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient record management' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient record management' })).toBeVisible({
    timeout: 20_000,
  });

  await tab(page, 'Login log').click();
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue('i');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
  await expect(logins.locator('tbody tr')).toHaveCount(20);

  // A closed tab forgets its list, closed in the background too: opened again, the login log starts from the
  // beginning.
  await tab(page, 'Patient record management').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient record management' })).toBeVisible();
  await tab(page, 'Login log').locator('[data-tab-close]').click();
  await expect(tab(page, 'Login log')).toHaveCount(0);
  await openFromMenu(page, '系统管理', '登录日志');
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  await expect(logins.locator('tbody tr')).toHaveCount(10);
});
