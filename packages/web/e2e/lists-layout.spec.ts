import { expect, test } from './fixtures';
import { expectSteadyPages, lineCount, tableLayout } from './table-layout';

/*
 * The message and announcement lists at the narrowest width SPEC.md §11 allows (1300 px), in both languages: their
 * long titles and senders are shortened onto one line, so paging does not make the list jump (against the production
 * build with the demo backend). demo-admin's first message page has a two-line-long title and the province's long
 * committee name as a sender.
 */

const LISTS = [
  { list: 'message list', path: '/user-notice', en: 'Messages', zh: '消息列表', pages: 4 },
  { list: 'announcement list', path: '/system-notice-detail', en: 'Announcements', zh: '公告列表', pages: 3 },
] as const;

for (const locale of ['en', 'zh-CN'] as const) {
  for (const { list, path, en, zh, pages } of LISTS) {
    test(`the ${list} pages at 1300 px (${locale}) with every row one line and the columns in place`, async ({
      page,
    }) => {
      await page.addInitScript((l) => localStorage.setItem('mch.locale', l), locale);
      await page.goto(`${path}?token=demo-admin`);
      const table = page.getByRole('table', { name: locale === 'en' ? en : zh });
      await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
      await expectSteadyPages(page, table, locale, pages);
    });
  }
}

for (const locale of ['en', 'zh-CN'] as const) {
  test(`the work tips at 1300 px (${locale}) are one line each beside their actions`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('mch.locale', l), locale);
    // demo-doctor's tips include a long consultation invitation, unread (bold).
    await page.goto('/user-notice?token=demo-doctor');
    await page.getByRole('tab', { name: locale === 'en' ? /^Work tips/ : /^工作提示/ }).click();
    const table = page.getByRole('table', { name: locale === 'en' ? 'Work tips' : '工作提示' });
    await expect(table.locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
    // Each tip's text is one line (rows with buttons are a little higher than rows without: not a second line).
    for (const cell of await table.locator('tbody tr td:nth-child(2)').all())
      expect(await lineCount(cell)).toBe(1);
    expect((await tableLayout(table)).overflow).toBeLessThanOrEqual(0);
  });
}
