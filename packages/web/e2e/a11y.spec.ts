import AxeBuilder from '@axe-core/playwright';
import { PAGE_DEFINITIONS, type PageName } from '@mch/sdk';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, signInElsewhere, test } from './fixtures';
import { addressOf, NEEDS_DATA } from './route-addresses';

// axe-core on every route of the SDK's route table and on every dialog, in English and in Chinese: no serious or
// critical violation (issue 9), and no heading problem (axe's page-has-heading-one and heading-order: each screen
// has an h1, and no level is skipped). Each route's outline is read too: one h1 shown, its page's title, and no
// level skipped. Routes that need an id get a real one from the demo backend's own API.

// A test runs several full-page axe scans (seconds each on a busy 2-core machine): it gets three times the default.
test.describe.configure({ timeout: 90_000 });

type Locale = 'en' | 'zh-CN';
const LOCALES: readonly Locale[] = ['en', 'zh-CN'];

/** Shell texts the tests look for, in both languages. */
const TEXT = {
  openPages: { en: 'Open pages', 'zh-CN': '已打开的页面' },
  userCenter: { en: 'Personal centre', 'zh-CN': '个人中心' },
  signupBanner: { en: /Registration/, 'zh-CN': /报名入口/ },
  signupDialog: { en: 'Training, exam, live registration', 'zh-CN': '培训、考试、直播报名' },
  queryNumber: { en: 'Query number', 'zh-CN': '查询编号' },
  evaluation: { en: 'Satisfaction evaluation', 'zh-CN': '满意度评价' },
  dissatisfied: { en: 'Dissatisfied', 'zh-CN': '不满意' },
  ignore: { en: 'Ignore', 'zh-CN': '忽略' },
  ignoreTitle: { en: 'Ignore this evaluation', 'zh-CN': '忽略本次评价' },
  quickEntries: { en: 'Quick entries', 'zh-CN': '快捷入口' },
  quickSettings: { en: 'Customise quick entries', 'zh-CN': '自定义快捷入口' },
  quickSettingsTitle: { en: 'Custom quick entries', 'zh-CN': '自定义快捷入口' },
  tip: { en: 'Tip', 'zh-CN': '提示' },
  accountSwitched: { en: 'Account switched', 'zh-CN': '账号已切换' },
  tabMenu: { en: 'Tab actions', 'zh-CN': '标签页操作' },
  demoFaultsOpen: { en: 'Open the demo fault switches', 'zh-CN': '打开演示故障开关' },
  demoFaults: { en: 'Demo faults', 'zh-CN': '演示故障' },
  mainMenu: { en: 'Main menu', 'zh-CN': '主菜单' },
  lookupForm: { en: 'Find a resident by identity card', 'zh-CN': '按身份证号查找居民' },
  idCard: { en: 'Identity card number', 'zh-CN': '身份证号' },
  openRecord: { en: 'Open resident record', 'zh-CN': '打开居民档案' },
  idCardInvalid: {
    en: 'Enter an 18-character identity card number (or an old 15-digit one).',
    'zh-CN': '请输入 18 位身份证号（或 15 位旧身份证号）。',
  },
  notFound: { en: 'Page not found', 'zh-CN': '页面不存在' },
} as const;

/** How a record's tab joins the record to its page's title (the app's tabWithDetail, the same in both languages). */
const DETAIL_SEPARATOR = ' – ';

/**
 * The h1 of a route's page, from its tab's title: that title, save where the page shows one record. A message or an
 * announcement is headed by its own title (the tab: "{title} – Message detail"), a resident record by the page's
 * title (the tab: "{name} – Resident record"), evaluation statistics by the page's title (the tab: "{project} –
 * Evaluation statistics"), a business line by "Business line: {line}" (the tab: the line's name).
 */
const H1_OF_TAB: Partial<Record<PageName, (tab: string, locale: Locale) => string | RegExp>> = {
  NoticeDetail: (tab) => tab.slice(0, tab.lastIndexOf(DETAIL_SEPARATOR)),
  SystemNoticeInfo: (tab) => tab.slice(0, tab.lastIndexOf(DETAIL_SEPARATOR)),
  ResidentCaseDetail: (tab) => tab.slice(tab.lastIndexOf(DETAIL_SEPARATOR) + DETAIL_SEPARATOR.length),
  EvaluationManageDetail: (tab) => tab.slice(tab.lastIndexOf(DETAIL_SEPARATOR) + DETAIL_SEPARATOR.length),
  BusinessLineDetail: (tab, locale) => (locale === 'en' ? `Business line: ${tab}` : `业务线：${tab}`),
};

/** Sets the language before the app starts (the app keeps it in localStorage). */
async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((l) => {
    try {
      localStorage.setItem('mch.locale', l);
    } catch {
      /* storage unavailable: the default language */
    }
  }, locale);
}

/**
 * axe's heading rules: moderate best practices to axe, failures here (screen-reader users move by headings). The
 * page-level one runs only on whole-page scans.
 */
const HEADING_RULES: readonly string[] = ['page-has-heading-one', 'heading-order'];

/** Serious and critical axe violations of the page (or of `scope`), and heading ones, one line per element. */
async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || HEADING_RULES.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary}`));
}

/** A soft check: the test goes on to its other screens, and reports every screen with violations at the end. */
async function expectAccessible(page: Page, what: string) {
  expect.soft(await seriousViolations(page), `axe: serious or critical violations on ${what}`).toEqual([]);
}

/** A heading of the screen: its level and text. */
interface Heading {
  level: number;
  text: string;
}

/**
 * The headings a screen reader finds on the screen, in document order: those of hidden tabs (display: none) are
 * not there; a title shown to screen readers only (clipped to nothing) is.
 */
async function shownHeadings(page: Page): Promise<Heading[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => h.checkVisibility() && !h.closest('[aria-hidden="true"], [inert]'))
      .map((h) => ({
        level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
        text: (h.textContent ?? '').trim(),
      })),
  );
}

/**
 * Soft checks of a screen's outline: it starts with its one h1, which reads `h1`, and no heading is more than one
 * level below the one before it.
 */
async function expectOutline(page: Page, h1: string | RegExp, what: string) {
  const headings = await shownHeadings(page);
  const outline = headings.map((h) => `h${h.level} ${h.text}`);
  const ones = headings.filter((h) => h.level === 1).map((h) => h.text);
  expect.soft(ones, `one h1 on ${what}: ${outline.join(' | ')}`).toHaveLength(1);
  if (typeof h1 === 'string') expect.soft(ones[0], `the h1 of ${what}`).toBe(h1);
  else expect.soft(ones[0], `the h1 of ${what}`).toMatch(h1);
  const skips = headings.flatMap((h, i) => {
    const before = headings[i - 1]?.level ?? 0;
    return h.level > before + 1 ? [`h${before} → h${h.level} ${h.text}`] : [];
  });
  expect.soft(skips, `heading levels skipped on ${what}: ${outline.join(' | ')}`).toEqual([]);
}

/** Waits until the shown page has settled: no block still loading, no request in flight. */
async function settle(page: Page, panel: Locator) {
  await expect(panel).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const definition of PAGE_DEFINITIONS) {
  test(`route ${definition.path}: no serious or critical axe violation, one h1, no skipped heading level, in English and Chinese`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = baseURL ?? 'http://127.0.0.1:4317';
    await context.addCookies([{ name: 'mch_token', value: 'demo-doctor', url: origin }]);
    if (definition.dynamic || NEEDS_DATA.has(definition.name)) {
      await page.goto('/workbench');
      await expect(page.getByRole('tablist', { name: TEXT.openPages.en })).toBeVisible({ timeout: 15_000 });
      // Leave only once the landing's calls are done: a call still on its way when the page unloads no longer
      // reaches the demo backend (it is sent to the static server, which refuses it).
      await page.waitForLoadState('networkidle');
    }
    const address = await addressOf(page, definition, origin);
    for (const locale of LOCALES) {
      await useLocale(page, locale);
      // Only this page is open: the address opens it as the current tab.
      await page.evaluate(() => sessionStorage.removeItem('mch.openPages')).catch(() => {});
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const panel = page.locator('[role="tabpanel"]:visible').first();
      await settle(page, panel);
      await expectAccessible(page, `${address} (${locale})`);
      const tab = page
        .getByRole('tablist', { name: TEXT.openPages[locale] })
        .getByRole('tab', { selected: true });
      const tabTitle = (await tab.textContent())?.trim() ?? '';
      const h1 = H1_OF_TAB[definition.name]?.(tabTitle, locale) ?? tabTitle;
      await expectOutline(page, h1, `${address} (${locale}), tab "${tabTitle}"`);
    }
  });
}

test('an address that is no page has one h1 saying so, in English and Chinese', async ({ page }) => {
  for (const locale of LOCALES) {
    await signIn(page, { locale });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound[locale] })).toBeVisible();
    await expectAccessible(page, `the not-found panel (${locale})`);
    await expectOutline(page, TEXT.notFound[locale], `the not-found panel (${locale})`);
  }
});

for (const locale of LOCALES) {
  test(`the sign-up dialog, empty and with a result (${locale})`, async ({ page }) => {
    await signIn(page, { token: 'demo-admin', locale });
    await page.getByRole('button', { name: TEXT.signupBanner[locale] }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.signupDialog[locale] });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `the sign-up dialog (${locale})`);
    const input = dialog.getByRole('textbox', { name: TEXT.queryNumber[locale] });
    await input.fill('2024YKS0001');
    await input.press('Enter');
    await expect(dialog.getByRole('article')).toHaveCount(1);
    await expectAccessible(page, `the sign-up dialog with a result (${locale})`);
    await input.fill('NO-SUCH-CODE');
    await input.press('Enter');
    await expect(dialog.getByRole('article')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the sign-up dialog without a result (${locale})`);
  });

  test(`the evaluation dialog and its ignore confirmation (${locale})`, async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: TEXT.evaluation[locale] });
    await signIn(page, { token: 'demo-evaluator', locale, ready: dialog });
    await expectAccessible(page, `the evaluation dialog (${locale})`);
    await dialog.getByRole('radio', { name: TEXT.dissatisfied[locale] }).check();
    await expect(dialog.getByRole('textbox')).toHaveCount(2);
    await expectAccessible(page, `the evaluation dialog, dissatisfied (${locale})`);
    await dialog.getByRole('button', { name: TEXT.ignore[locale], exact: true }).click();
    await expect(page.getByRole('dialog', { name: TEXT.ignoreTitle[locale] })).toBeVisible();
    await expectAccessible(page, `the ignore confirmation (${locale})`);
  });

  test(`the quick-entry settings, the tab menu and the demo fault panel (${locale})`, async ({ page }) => {
    await signIn(page, { locale });
    await page
      .getByRole('region', { name: TEXT.quickEntries[locale] })
      .getByRole('button', { name: TEXT.quickSettings[locale] })
      .click();
    const settings = page.getByRole('dialog', { name: TEXT.quickSettingsTitle[locale] });
    await expect(settings).toBeVisible();
    await expectAccessible(page, `the quick-entry settings (${locale})`);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    await page.getByRole('tablist', { name: TEXT.openPages[locale] }).getByRole('tab').first().click({
      button: 'right',
    });
    await expect(page.getByRole('menu', { name: TEXT.tabMenu[locale] })).toBeVisible();
    await expectAccessible(page, `the tab menu (${locale})`);
    await page.keyboard.press('Escape');

    // The browser tests run the demo build, whose fault panel is part of the page too.
    await page.getByRole('button', { name: TEXT.demoFaultsOpen[locale] }).click();
    await expect(page.getByRole('dialog', { name: TEXT.demoFaults[locale] })).toBeVisible();
    await expectAccessible(page, `the demo fault panel (${locale})`);
  });

  test(`a hovered menu entry and quick entry, and a field's error message, are readable (${locale})`, async ({
    page,
  }) => {
    await signIn(page, { locale });
    await page.goto('/resident-case');
    // The current page's entry in the side menu, under the pointer: its text on the hovered background.
    const current = page
      .getByRole('navigation', { name: TEXT.mainMenu[locale] })
      .locator('button[aria-current="page"]');
    await current.hover();
    await expect
      .poll(() => seriousViolations(page, 'nav'), { message: 'axe: the hovered current menu entry' })
      .toEqual([]);
    // A header button under the pointer: its white text on the header's hover.
    await page.getByRole('banner').getByRole('button', { name: TEXT.userCenter[locale] }).hover();
    await expect
      .poll(() => seriousViolations(page, 'header'), { message: 'axe: a hovered header button' })
      .toEqual([]);
    // A light quick-entry button under the pointer.
    const quick = page.getByRole('region', { name: TEXT.quickEntries[locale] });
    await quick.locator('[data-quick-entry]').first().hover();
    await expect
      .poll(() => seriousViolations(page, '[data-quick-entry]'), { message: 'axe: a hovered quick entry' })
      .toEqual([]);
    // A field's error message, red on white.
    const lookup = page.getByRole('form', { name: TEXT.lookupForm[locale] });
    await lookup.getByRole('textbox', { name: TEXT.idCard[locale] }).fill('43010219');
    await lookup.getByRole('button', { name: TEXT.openRecord[locale] }).click();
    await expect(lookup.getByText(TEXT.idCardInvalid[locale])).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page, `a field's error message (${locale})`);
  });

  test(`the no-permission dialog (${locale})`, async ({ page }) => {
    await signIn(page, {
      token: 'demo-noaccess',
      locale,
      ready: page.getByRole('dialog', { name: TEXT.tip[locale] }),
    });
    await expectAccessible(page, `the no-permission dialog (${locale})`);
  });

  test(`the account-switched dialog (${locale})`, async ({ page, allowNetworkErrors }) => {
    // Calls in flight while the login cookie changes under the page may be refused (401): Chromium logs those.
    allowNetworkErrors();
    await signIn(page, { locale });
    await signInElsewhere(page, 'demo-admin');
    await expect(page.getByRole('dialog', { name: TEXT.accountSwitched[locale] })).toBeVisible();
    await expectAccessible(page, `the account-switched dialog (${locale})`);
  });
}

test("with a user's wider text spacing (WCAG 1.4.12) every figure's label of the statistics is read whole", async ({
  page,
}) => {
  await signIn(page);
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.locator('dd').first()).toHaveText(/\d/, { timeout: 20_000 });
  // The spacing a user's style sheet may set (WCAG 1.4.12's values).
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
  const cut = await stats
    .locator('dt')
    .evaluateAll((terms) =>
      terms
        .filter((dt) => dt.scrollWidth > dt.clientWidth + 1 || dt.scrollHeight > dt.clientHeight + 1)
        .map((dt) => dt.textContent),
    );
  expect(cut).toEqual([]);
  // The figures of the row stay on one line.
  const tops = await stats
    .locator('dd')
    .evaluateAll((values) => values.map((dd) => dd.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
});
