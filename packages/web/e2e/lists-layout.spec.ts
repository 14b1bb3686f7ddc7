import { expect, test } from './fixtures';
import { expectSteadyPages } from './table-layout';

/*
 * The message and announcement lists at the narrowest width SPEC.md §11 allows (1300 px), in both languages: their
 * long titles and senders are shortened onto one line, so paging does not make the list jump (against the production
 * build with the demo backend).
 */

for (const locale of ['en', 'zh-CN'] as const) {
  test(`the message list pages at 1300 px (${locale}) with every row one line and the columns in place`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('mch.locale', l), locale);
    // demo-admin's first page has a two-line-long title and the province's long committee name as a sender.
    await page.goto('/user-notice?token=demo-admin');
    const table = page.getByRole('table', { name: locale === 'en' ? 'Messages' : '消息列表' });
    await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
    await expectSteadyPages(page, table, locale, 4);
  });

  test(`the announcement list pages at 1300 px (${locale}) with every row one line and the columns in place`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('mch.locale', l), locale);
    await page.goto('/system-notice-detail?token=demo-admin');
    const table = page.getByRole('table', { name: locale === 'en' ? 'Announcements' : '公告列表' });
    await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
    await expectSteadyPages(page, table, locale, 3);
  });
}
