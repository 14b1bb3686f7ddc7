import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 17: nothing lost. What a user types into a form is kept as a draft of that user in the tab; an expired
 * login sends them to the sign-in site with the page to come back to, and after signing in again they find the
 * same page and are offered what they typed. Dialogs with unsaved input ask before closing.
 */

test.describe.configure({ timeout: 90_000 });

type Faults = { set(f: object): void; clear(): void };
type DemoWindow = { __mchDemo: { backend: { faults: Faults } } };

/** From now on every backend answers "token expired" (the demo's fault switch). */
const expireLogin = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as DemoWindow).__mchDemo.backend.faults.set({ kind: 'tokenExpired' }),
  );
const clearFaults = async (page: Page) => {
  // On a page that has just loaded, the demo backend may still be starting.
  await page.waitForFunction(() => '__mchDemo' in window);
  await page.evaluate(() => (window as unknown as DemoWindow).__mchDemo.backend.faults.clear());
};

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
  const ask = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);

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

test('another user signing in on the same tab finds no draft', async ({ page, allowNetworkErrors }) => {
  allowNetworkErrors();
  await page.goto('/mahefnq?token=demo-admin');
  await openChangsha(page);
  const dialog = await newOrgDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toContain(NAME);
  await expireLogin(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/demo-login\?redirect=/, { timeout: 15_000 });
  await clearFaults(page);
  await page.getByRole('link', { name: 'Sign in as 张伟' }).click();
  await expect(page.getByRole('button', { name: /张伟/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('mch.drafts'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('mch.returnPlace'))).toBeNull();
});
