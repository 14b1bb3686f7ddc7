import { expect, type Locator, type Page } from '@playwright/test';
import type { AppLocale } from './fixtures';

/** Where a table's columns start, how high it and its rows are, and how far it overflows its scroller sideways. */
export async function tableLayout(table: Locator) {
  return table.evaluate((t) => ({
    lefts: [...t.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().left)),
    height: Math.round(t.getBoundingClientRect().height),
    rows: t.querySelectorAll('tbody tr').length,
    rowHeights: [
      ...new Set(
        [...t.querySelectorAll('tbody tr')].map((tr) => Math.round(tr.getBoundingClientRect().height)),
      ),
    ],
    overflow: (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0),
  }));
}

/**
 * Pages a list's table with the pager's Next button through `pages` pages and checks what a reader sees: every row
 * one line high on every page, no sideways scroll, the table as high as on the first page (a shorter last page lower)
 * and every column where it was (within a few pixels: a shortened text one character narrower).
 */
export async function expectSteadyPages(
  page: Page,
  table: Locator,
  locale: AppLocale,
  pages: number,
): Promise<void> {
  const first = await tableLayout(table);
  expect(first.rowHeights).toHaveLength(1);
  expect(first.overflow).toBeLessThanOrEqual(0);
  const next = page.getByRole('button', { name: locale === 'en' ? 'Next page' : '下一页' });
  for (let shown = 2; shown <= pages; shown += 1) {
    await next.click();
    await expect(
      page.getByRole('button', { name: locale === 'en' ? `Page ${shown}` : `第 ${shown} 页`, exact: true }),
    ).toHaveAttribute('data-active', 'true');
    // The page's rows have come (the table is busy while they load).
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const now = await tableLayout(table);
    expect(now.rowHeights).toEqual(first.rowHeights);
    // A shorter last page is lower, never higher.
    if (now.rows === first.rows) expect(now.height).toBe(first.height);
    else expect(now.height).toBeLessThan(first.height);
    expect(now.overflow).toBeLessThanOrEqual(0);
    for (const [i, left] of now.lefts.entries())
      expect(Math.abs(left - (first.lefts[i] ?? 0))).toBeLessThanOrEqual(4);
  }
}

/** How many lines the text of an element takes (its text's line boxes, counted by their tops). */
export async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}
