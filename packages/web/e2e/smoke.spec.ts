import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('the built app loads with its English title and switches to Chinese', async ({
  page,
  saveScreenshot,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'MCH Workbench' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('MCH Workbench');
  await saveScreenshot('smoke-en');
  const audit = await new AxeBuilder({ page }).analyze();
  expect(
    audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`)),
  ).toEqual([]);

  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: '妇幼健康工作台' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('妇幼健康工作台');
  await saveScreenshot('smoke-zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '妇幼健康工作台' })).toBeVisible();
});

test('a missing config.json shows a bilingual error instead of a blank page', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('The app configuration could not be loaded')).toBeVisible();
  await expect(alert.getByText('无法加载应用配置')).toBeVisible();
  await expect(alert.getByText('config.json could not be fetched (HTTP 404)')).toBeVisible();
  const audit = await new AxeBuilder({ page }).analyze();
  expect(
    audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`)),
  ).toEqual([]);
});
