import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults } from './demo-faults';
import { expect, type SignInOptions, signIn, test } from './fixtures';

const SHOTS = '/tmp/mch-workbench/shots';

// Several engineers share two cores: give each flow room to finish (nothing here measures speed).
test.describe.configure({ timeout: 120_000 });
/** The demo doctor's unit and identity card (packages/mock fixtures). */
const DOCTOR = { unitId: 2001, identityCard: '430102198503150012' };
/** A fixed moment, so the demo's figures (which grow with the time of year) are the same on every read. */
const NOW = new Date('2026-06-15T10:00:00+08:00');

/** Signs in as a demo user (optionally in Chinese) under a fixed clock and waits for the statistics block. */
async function openWorkbench(page: Page, options: Omit<SignInOptions, 'ready'> = {}): Promise<Locator> {
  const locale = options.locale ?? 'en';
  await page.clock.setFixedTime(NOW);
  const stats = page.getByRole('region', { name: locale === 'en' ? 'Statistics' : '数据统计' });
  await signIn(page, { ...options, locale, ready: stats });
  return stats;
}

/** Reads a backend of the demo directly, as the signed-in user, and returns the envelope's data. */
async function readBack<T>(page: Page, path: string, token = 'demo-doctor'): Promise<T> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data: unknown };
      return body.data;
    },
    { path, token },
  ) as Promise<T>;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** The figure under a label inside a block. */
function figure(block: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return block.locator('dt').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

test('every block of the demo doctor shows its figures, read from its own backend', async ({ page }) => {
  const stats = await openWorkbench(page);
  const all = await readBack<Record<string, number>>(page, '/api/main/stats/all');
  await expect(figure(stats, 'Remote consultations')).toHaveText(grouped(all.consultations ?? -1));
  await expect(figure(stats, 'Resident records')).toHaveText(grouped(all.residentRecords ?? -1));

  const exams = page.getByRole('region', { name: 'Online exams' });
  await expect(figure(exams, 'Open exams')).toHaveText(/^\d[\d,]*$/);
  const training = page.getByRole('region', { name: 'Online training' });
  await expect(figure(training, 'Study time')).toHaveText(/\d+ (h|minute)/);
  const live = page.getByRole('region', { name: 'Live training in 2026' });
  const year = await readBack<{ projectCount: number; studentCount: number }>(
    page,
    '/api/live/YunProject/GetProjectInfoCount?projectyear=2026',
  );
  await expect(figure(live, 'Projects')).toHaveText(grouped(year.projectCount));
  await expect(figure(live, 'Students')).toHaveText(grouped(year.studentCount));
  const mine = await readBack<{ signUpCount: number }>(
    page,
    `/api/live/YunProject/GetUserProjectCount?sertId=${DOCTOR.identityCard}`,
  );
  await expect(figure(live, 'Signed up')).toHaveText(grouped(mine.signUpCount));

  const myWork = page.getByRole('region', { name: 'My consultation work' });
  const work = await readBack<{ inProgress: number }>(page, '/api/main/stats/myWorkSingle');
  await expect(figure(myWork, 'In progress')).toHaveText(grouped(work.inProgress));
  const byArea = page.getByRole('region', { name: 'By area' });
  await expect(byArea.getByRole('rowheader', { name: '长沙市' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Work progress monitor' }).getByRole('img')).toBeVisible();

  await page.setViewportSize({ width: 1300, height: 1900 });
  await expect(byArea.getByRole('img')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/landing-en.png` });

  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`)),
  ).toEqual([]);

  // Pointing at an area's bars shows its whole name and both of its figures.
  const chart = byArea.getByRole('img');
  await chart.locator('[data-chart-mark]').first().hover();
  await expect(chart).toContainText(/长沙市Consultations[\d,]+Referrals[\d,]+/);
  // The last area's tooltip opens above the pointer, whole inside the card (below it, the card cut off its figures).
  await chart.locator('[data-chart-mark]').last().hover();
  const tooltip = chart.locator('[aria-hidden="true"]').filter({ hasText: /Referrals[\d,]+$/ });
  await expect(tooltip).toBeVisible();
  const [tip, card] = await Promise.all([tooltip.boundingBox(), byArea.boundingBox()]);
  expect(tip && card && tip.y + tip.height <= card.y + card.height).toBe(true);
});

test('the landing page asks each of its calls once and nothing it does not show', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await openWorkbench(page);
  await expect(figure(page.getByRole('region', { name: 'Online exams' }), 'Open exams')).toHaveText(/\d/);
  await expect(
    figure(page.getByRole('region', { name: 'Online training' }), 'Trainings in progress'),
  ).toHaveText(/\d/);
  await expect(figure(page.getByRole('region', { name: 'Live training in 2026' }), 'Projects')).toHaveText(
    /\d/,
  );
  await expect(figure(page.getByRole('region', { name: 'My consultation work' }), 'Pending')).toHaveText(
    /\d/,
  );
  await expect(
    page.getByRole('region', { name: 'Live training' }).getByText('My upcoming broadcasts'),
  ).toBeVisible();
  const mine = [
    'GET /api/main/stats/all',
    'GET /api/main/stats/areaStats?areaCode=430000000000',
    'GET /api/main/stats/myWorkSingle',
    'GET /api/main/stats/myWorkProgressMonitoring',
    'POST /api/main-sync/v1/sync/examUserInfo',
    'POST /api/exam/user/token/exchange',
    'GET /api/exam/user/gov/exam/stats?examState=1',
    'GET /api/exam/user/exam/recent/close/num',
    'POST /api/main-sync/v1/sync/userInfo?userType=1',
    'POST /api/training/auth/token/exchange',
    'GET /api/training/student/studyTime',
    'GET /api/training/statistic/studing/count',
    'GET /api/live/YunProject/GetProjectInfoCount?projectyear=2026',
    `GET /api/live/YunProject/GetUserProjectCount?sertId=${DOCTOR.identityCard}`,
    `GET /api/live/yunproject/GetLiveAlert?SertId=${DOCTOR.identityCard}`,
  ];
  for (const call of mine)
    expect(
      seen.filter((s) => s === call),
      call,
    ).toHaveLength(1);
  // The area tree is read when the filter is opened, not on load.
  expect(seen.filter((s) => s.includes('dict-area'))).toEqual([]);
});

test("the charts' code is asked for alongside their figures, and each chart is drawn once both are there", async ({
  page,
}) => {
  // In order: when the page asked for the chart code, and when the figures by area were answered.
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/charts-[^/]+\.js$/.test(new URL(request.url()).pathname)) events.push('chart code asked');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/main/stats/areaStats')
      events.push('area figures answered');
  });
  await openWorkbench(page);
  const area = page.getByRole('region', { name: 'By area' });
  await expect(area.getByRole('img', { name: 'Consultations and referrals by area' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My consultation work' }).getByRole('img')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work progress monitor' }).getByRole('img')).toBeVisible();
  // Asked once, while the figures were on their way (it was asked only after they had come before).
  expect(events).toEqual(['chart code asked', 'area figures answered']);
  await expect(area.locator('.mantine-Skeleton-root')).toHaveCount(0);
});

test("the exam and training figures' chains start with the sign-in, not after the user and the menu", async ({
  page,
}) => {
  // The user's record is slow to come (1.5 s): the menu is asked for only after it, the subsystem syncs at once.
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  await openWorkbench(page, { query: '&mockFault=main:/v1/user/getUser:delay' });
  await expect(figure(page.getByRole('region', { name: 'Online exams' }), 'Open exams')).toHaveText(/\d/);
  await expect(figure(page.getByRole('region', { name: 'Online training' }), 'Study time')).toHaveText(/\d/);
  const menu = seen.indexOf('POST /api/main/v1/roleFunction/queryFunctionAllByUserIdSystemId');
  expect(menu).toBeGreaterThan(0);
  for (const sync of ['POST /api/main-sync/v1/sync/examUserInfo', 'POST /api/main-sync/v1/sync/userInfo']) {
    expect(
      seen.filter((s) => s === sync),
      sync,
    ).toHaveLength(1);
    expect(seen.indexOf(sync), sync).toBeLessThan(menu);
  }
});

test('a sign-in to another page starts no exam or training chain until the workbench is shown', async ({
  page,
}) => {
  const syncs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/main-sync/')) syncs.push(request.url());
  });
  await page.clock.setFixedTime(NOW);
  await page.goto('/user-notice?token=demo-doctor');
  await expect(page.getByRole('tab', { name: 'Message list', selected: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  expect(syncs).toEqual([]);
  await page.getByRole('tab', { name: 'Workbench' }).click();
  await expect(figure(page.getByRole('region', { name: 'Online exams' }), 'Open exams')).toHaveText(/\d/);
  expect(syncs).toHaveLength(2);
});

test('the landing page in Chinese', async ({ page }) => {
  const stats = await openWorkbench(page, { locale: 'zh-CN' });
  await expect(stats.getByText('远程会诊')).toBeVisible();
  await expect(page.getByRole('region', { name: '在线考试' }).getByText('进行中的考试')).toBeVisible();
  await expect(page.getByRole('region', { name: '2026 年直播培训' }).getByText('项目数')).toBeVisible();
  await page.setViewportSize({ width: 1300, height: 1900 });
  await expect(page.getByRole('region', { name: '分地区统计' }).getByRole('img')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/landing-zh-CN.png` });
});

test('the statistics follow the unit, the area (any level) and the period', async ({ page }) => {
  const stats = await openWorkbench(page);
  const consultations = figure(stats, 'Remote consultations');
  const province = await readBack<{ consultations: number }>(page, '/api/main/stats/all');
  await expect(consultations).toHaveText(grouped(province.consultations));

  await stats.getByText('My unit', { exact: true }).click();
  const unit = await readBack<{ consultations: number }>(page, `/api/main/stats/all?unitId=${DOCTOR.unitId}`);
  await expect(consultations).toHaveText(grouped(unit.consultations));
  await stats.getByText('All units', { exact: true }).click();
  await expect(consultations).toHaveText(grouped(province.consultations));

  // The area cascader: the first column lists the cities of the user's province; it may stop at any level.
  await stats.getByRole('combobox', { name: 'Area: City' }).click();
  await page.getByRole('option', { name: '长沙市' }).click();
  const city = await readBack<{ consultations: number }>(page, '/api/main/stats/all?areaCode=430100000000');
  await expect(consultations).toHaveText(grouped(city.consultations));
  const byArea = page.getByRole('region', { name: 'By area' });
  await expect(byArea.getByRole('rowheader', { name: '芙蓉区' })).toBeAttached();

  const county = stats.getByRole('combobox', { name: 'Area: County' });
  await county.focus();
  await county.press('ArrowDown');
  await page.getByRole('option', { name: '芙蓉区' }).click();
  const district = await readBack<{ consultations: number }>(
    page,
    '/api/main/stats/all?areaCode=430102000000',
  );
  await expect(consultations).toHaveText(grouped(district.consultations));
  await expect(stats.getByRole('combobox', { name: 'Area: Township' })).toBeVisible();

  // A period counts once both days are picked.
  await stats.getByRole('button', { name: 'Period' }).click();
  await page.getByRole('button', { name: 'Jun 1, 2026', exact: true }).click();
  await page.getByRole('button', { name: 'Jun 10, 2026', exact: true }).click();
  const period = await readBack<{ consultations: number }>(
    page,
    `/api/main/stats/all?areaCode=430102000000&startTime=${encodeURIComponent('2026-06-01 00:00:00')}&endTime=${encodeURIComponent('2026-06-10 23:59:59')}`,
  );
  await expect(consultations).toHaveText(grouped(period.consultations));
  await page.mouse.move(0, 0);
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    audit.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`)),
  ).toEqual([]);

  await stats.getByRole('button', { name: 'Reset filter' }).click();
  await expect(consultations).toHaveText(grouped(province.consultations));
  await expect(stats.getByRole('combobox', { name: 'Area: County' })).toBeHidden();
});

test('a failing statistics backend fails only its block, and retry recovers', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const stats = await openWorkbench(page, { query: '&mockFault=main:/stats/all:http500' });
  await expect(stats.getByText('The statistics could not be loaded.')).toBeVisible();
  // The filter stays usable and the other blocks load.
  await expect(stats.getByRole('combobox', { name: 'Area: City' })).toBeVisible();
  await expect(figure(page.getByRole('region', { name: 'Online exams' }), 'Open exams')).toHaveText(/\d/);
  await expect(figure(page.getByRole('region', { name: 'My consultation work' }), 'Finished')).toHaveText(
    /\d/,
  );
  await page.screenshot({ path: `${SHOTS}/landing-stats-failed-en.png` });

  await clearFaults(page);
  await stats.getByRole('button', { name: 'Retry' }).click();
  await expect(figure(stats, 'Remote consultations')).toHaveText(/^\d[\d,]*$/);
});

test('a failed exam token exchange says syncing user info failed in the exam block only', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await openWorkbench(page, { query: '&mockFault=mainSync:/v1/sync/examUserInfo:http500' });
  const exams = page.getByRole('region', { name: 'Online exams' });
  await expect(exams.getByText('Syncing user information failed.')).toBeVisible();
  await expect(
    figure(page.getByRole('region', { name: 'Online training' }), 'Trainings in progress'),
  ).toHaveText(/^\d+$/);
});

test('the live backend down leaves the statistics working and says so in the live blocks', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const stats = await openWorkbench(page, { locale: 'zh-CN', query: '&mockFault=live:network' });
  await expect(
    page.getByRole('region', { name: '2026 年直播培训' }).getByText('直播数据加载失败。'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '直播培训' }).getByText('直播提醒加载失败。')).toBeVisible();
  await expect(figure(stats, '远程会诊')).toHaveText(/^\d[\d,]*$/);
  await page.setViewportSize({ width: 1300, height: 1900 });
  await page.screenshot({ path: `${SHOTS}/landing-live-failed-zh-CN.png` });
});

/**
 * Signs in shortly before midnight of 31 December, China time, and lets the clock run past it: the live figures
 * move to the new year, and each year's are asked for once.
 */
async function acrossNewYear(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-12-31T23:59:00+08:00') });
  const years: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/YunProject/GetProjectInfoCount'))
      years.push(url.searchParams.get('projectyear') ?? '');
  });
  await signIn(page, { ready: page.getByRole('region', { name: 'Statistics' }) });
  await expect(figure(page.getByRole('region', { name: 'Live training in 2026' }), 'Projects')).toHaveText(
    /\d/,
  );
  expect(years).toEqual(['2026']);
  // The clock passes midnight (and no more than that at once: the calls the new year makes must not time out).
  await page.clock.runFor(61_000);
  await expect(figure(page.getByRole('region', { name: 'Live training in 2027' }), 'Projects')).toHaveText(
    /\d/,
  );
  expect(years).toEqual(['2026', '2027']);
}

test('a workbench left open over New Year shows and asks for the new year’s live figures', async ({
  page,
}) => {
  // The tests run in Asia/Shanghai.
  await acrossNewYear(page);
});

test.describe('on a computer set to another time zone', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('the year turns at midnight in China, where the figures are counted, not at the computer’s midnight', async ({
    page,
  }) => {
    // 23:59 on 31 December in China is 15:59 in London: the workbench's year is China's.
    await acrossNewYear(page);
  });
});
