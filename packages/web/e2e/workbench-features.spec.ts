import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clearFaults, setFault } from './demo-faults';
import { expect, signIn, test } from './fixtures';

const SHOTS = '/tmp/mch-workbench/shots';

// Several engineers share two cores: give each flow room to finish (nothing here measures speed).
test.describe.configure({ timeout: 120_000 });
/** A fixed moment, so the demo's dates (relative to now) are the same on every run. */
const NOW = new Date('2026-06-15T10:00:00+08:00');
const DOCTOR_CARD = '430102198503150012';
/** Consultations of the demo (packages/mock MAIN_IDS): one created by demo-doctor, one they are invited to. */
const CONSULTATION = { byDoctor: 10001, inviting: 10002 };

async function openWorkbench(page: Page, options: { locale?: 'en' | 'zh-CN'; query?: string } = {}) {
  const locale = options.locale ?? 'en';
  await page.clock.setFixedTime(NOW);
  const stats = page.getByRole('region', { name: locale === 'en' ? 'Statistics' : '数据统计' });
  await signIn(page, { locale, ...(options.query ? { query: options.query } : {}), ready: stats });
  // The demo doctor's two work-tip invitations sit over the bottom right of the page: answer them first.
  const invitations = page.getByRole('region', { name: locale === 'en' ? 'Invitations' : '邀请' });
  const ignore = invitations.getByRole('button', { name: locale === 'en' ? 'Ignore' : '忽略' });
  await expect(ignore.first()).toBeVisible({ timeout: 20_000 });
  while ((await ignore.count()) > 0) await ignore.first().click();
  await expect(invitations).toBeHidden();
}

/** Accessibility problems axe finds inside the open dialogs. */
async function dialogViolations(page: Page): Promise<string[]> {
  // Leave no control hovered: the check is about the page at rest.
  await page.mouse.move(0, 0);
  // Every rule, the landmark ones included (a dialog's title bar is no second banner: platform/theme.ts).
  const audit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return audit.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`),
  );
}

async function readBack<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(p, { headers: { Authorization: 'Bearer demo-doctor' } });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

interface RecordRow {
  singleId: number;
  patName: string;
  patIdnum: string;
  patSex: number;
  patAge: number;
}

async function openRecords(page: Page, locale: 'en' | 'zh-CN' = 'en'): Promise<Locator> {
  await page
    .getByRole('region', { name: locale === 'en' ? 'Teleconsultation' : '远程会诊' })
    .getByRole('button', { name: locale === 'en' ? 'Medical records' : '会诊病历' })
    .click();
  const dialog = page.getByRole('dialog', {
    name: locale === 'en' ? 'Consultation medical records' : '会诊病历查询',
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('medical records: list, filter by patient, page and page size', async ({ page }) => {
  await openWorkbench(page);
  const dialog = await openRecords(page);
  const first = await readBack<{ total: number; records: RecordRow[] }>(
    page,
    '/api/main/consultationSingle/queryRcsMedicalRecord?pageIndex=1&pageSize=10',
  );
  const table = dialog.getByRole('table', { name: 'Consultation medical records' });
  await expect(dialog.getByText(`Total ${first.total} items`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  // Hostile patient names of the demo ('<script>…', '<img src=x onerror=…>') stay inert text.
  await expect(table.getByText(/^<img/).first()).toBeVisible();
  await expect(dialog.locator('img, script')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/records-en.png` });
  expect(await dialogViolations(page)).toEqual([]);

  const second = await readBack<{ records: RecordRow[] }>(
    page,
    '/api/main/consultationSingle/queryRcsMedicalRecord?pageIndex=2&pageSize=10',
  );
  await dialog.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(String(second.records[0]?.patIdnum));

  await dialog.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(table.getByRole('row')).toHaveCount(Math.min(first.total, 20) + 1);

  const target = first.records[0];
  if (!target) throw new Error('the demo has no medical records');
  const byName = await readBack<{ total: number }>(
    page,
    `/api/main/consultationSingle/queryRcsMedicalRecord?pageIndex=1&pageSize=10&patName=${encodeURIComponent(target.patName)}`,
  );
  await dialog.getByRole('textbox', { name: 'Patient name' }).fill(target.patName);
  await dialog.getByRole('textbox', { name: 'Patient name' }).press('Enter');
  await expect(dialog.getByText(`Total ${byName.total} item`)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Identity number' }).fill('no-such-number');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No medical records match.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByText(`Total ${first.total} items`)).toBeVisible();
});

test('consultation details, rooms and the invitation to a meeting as host and as guest', async ({ page }) => {
  await openWorkbench(page);
  const records = await openRecords(page);
  const mine = await readBack<RecordRow>(
    page,
    `/api/main/consultationSingle/getConsultationInfo?singleId=${CONSULTATION.byDoctor}`,
  );
  await records.getByRole('textbox', { name: 'Identity number' }).fill(mine.patIdnum);
  await records.getByRole('button', { name: 'Search' }).click();
  await records
    .getByRole('button', { name: `Details of the consultation of ${mine.patName}` })
    .first()
    .click();

  const detail = page.getByRole('dialog', { name: 'Consultation details' });
  await expect(detail.getByText(mine.patIdnum)).toBeVisible();
  await expect(detail.getByText(mine.patSex === 1 ? 'Male' : 'Female', { exact: true })).toBeVisible();
  await expect(detail.getByText(`${mine.patAge} years`)).toBeVisible();

  await detail.getByRole('button', { name: 'Create video room' }).click();
  const video = await readBack<{ roomId: string }>(
    page,
    `/api/main/whiteboard/createHstRoom?projectId=${CONSULTATION.byDoctor}&type=2`,
  );
  await expect(detail.getByText('Video room created')).toBeVisible();
  await expect(detail.getByText(video.roomId)).toBeVisible();

  await detail.getByRole('button', { name: 'Invitation to meeting' }).click();
  // The creator hosts: the meeting room's page opens in its own tab, as host.
  await expect(page.getByRole('tab', { name: /Consultation room/ })).toBeVisible();
  await expect(page.locator('iframe[src*="meeting.html"]')).toHaveAttribute('src', /host=1/);
  await page.getByRole('tab', { name: /Workbench/ }).click();
  await expect(detail.getByText('You created this consultation: you host the meeting.')).toBeVisible();
  const meeting = await readBack<{ roomId: string; chairPassword: string }>(
    page,
    `/api/main/whiteboard/createHstRoom?projectId=${CONSULTATION.byDoctor}&type=1`,
  );
  await expect(detail.getByText(meeting.roomId)).toBeVisible();
  await expect(detail.getByText(meeting.chairPassword)).toBeVisible();
  // The meeting room made before the invitation is the one the host opens: it is listed once.
  await detail.getByRole('button', { name: 'Create whiteboard/meeting room' }).dblclick();
  await expect(detail.getByText('Whiteboard/meeting room created')).toHaveCount(1);
  await expect(detail.getByText(meeting.roomId)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/consultation-host-en.png` });
  expect(await dialogViolations(page)).toEqual([]);

  // A room that cannot be made says so in the dialog.
  await setFault(page, { backend: 'main', path: '/whiteboard/createHstRoom', kind: 'businessError' });
  await detail.getByRole('button', { name: 'Create whiteboard/meeting room' }).click();
  await expect(detail.getByText('The room could not be created.')).toBeVisible();
  await clearFaults(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const invited = await readBack<RecordRow>(
    page,
    `/api/main/consultationSingle/getConsultationInfo?singleId=${CONSULTATION.inviting}`,
  );
  await records.getByRole('textbox', { name: 'Identity number' }).fill(invited.patIdnum);
  await records.getByRole('button', { name: 'Search' }).click();
  await records
    .getByRole('button', { name: `Details of the consultation of ${invited.patName}` })
    .first()
    .click();
  // An invited doctor does not open the consultation's rooms: the chair password is the host's.
  await expect(detail.getByText(/The doctor who created this consultation opens its rooms/)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Create video room' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Create whiteboard/meeting room' })).toHaveCount(0);
  // A slow answer, by keyboard: while the button waits (disabled) the keyboard stays in the dialog, and it is on the
  // button again once the answer is in.
  await setFault(page, { backend: 'main', kind: 'delay', delayMs: 1500 });
  const invite = detail.getByRole('button', { name: 'Invitation to meeting' });
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(invite).toBeDisabled();
  await expect(detail).toBeFocused();
  await expect(detail.getByText('You were invited to this consultation: you join as a guest.')).toBeVisible();
  await clearFaults(page);
  await expect(invite).toBeFocused();
  await expect(detail.getByText('Chair password', { exact: true })).toHaveCount(0);
});

test('consultation details in Chinese', async ({ page }) => {
  await openWorkbench(page, { locale: 'zh-CN' });
  const records = await openRecords(page, 'zh-CN');
  await expect(records.getByRole('table', { name: '会诊病历' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-zh-CN.png` });
  await records
    .getByRole('button', { name: /的会诊详情$/ })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: '会诊详情' });
  await detail.getByRole('button', { name: '邀请入会' }).click();
  // A guest reads how to join; a host gets the meeting room in its own tab.
  await expect(page.getByRole('tab', { name: /会诊室/ }).or(detail.getByText(/入会/).last())).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/consultation-zh-CN.png` });
});

test('live projects of a year with their study figures', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWorkbench(page);
  await page
    .getByRole('region', { name: 'Live training' })
    .getByRole('button', { name: 'Live projects' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Live projects' });
  const projects = await readBack<{ projectUniqueId: string; projectName: string }[]>(
    page,
    '/api/live/YunProject/GetProjectSelect?projectyear=2026',
  );
  await expect(dialog.getByText(`Total ${projects.length} item`)).toBeVisible();
  const first = projects[0];
  if (!first) throw new Error('no live projects in 2026');
  const figures = await readBack<{ signUpCount: number; studyCount: number }>(
    page,
    `/api/live/YunProject/GetProjectStudyCount?projectUniqueId=${first.projectUniqueId}`,
  );
  await dialog.getByRole('button', { name: `Study figures of ${first.projectName}` }).click();
  const section = dialog.getByRole('region', { name: `Study figures of ${first.projectName}` });
  await expect(section.getByText(figures.signUpCount.toLocaleString('en-US'), { exact: true })).toBeVisible();
  // Under the table, below the dialog's fold on a laptop: brought into view, with the focus.
  await expect(section).toBeInViewport({ ratio: 0.9 });
  await expect(section).toBeFocused();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/live-projects-en.png` });
  expect(await dialogViolations(page)).toEqual([]);

  await dialog.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2025' }).click();
  const older = await readBack<unknown[]>(page, '/api/live/YunProject/GetProjectSelect?projectyear=2025');
  await expect(dialog.getByText(`Total ${older.length} item`)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Live projects of 2025' })).toBeVisible();
});

/** Picks a day in a Mantine date-time picker (00:00) and confirms it. */
async function pickDay(page: Page, field: Locator, day: string) {
  await field.click();
  await page.getByRole('button', { name: day, exact: true }).click();
  await page.locator('.mantine-DateTimePicker-submitButton').click();
}

test('adding a live room checks the form, keeps the input on failure and opens the room', async ({
  page,
}) => {
  await openWorkbench(page);
  const card = page.getByRole('region', { name: 'Live training' });
  const alerts = await readBack<{ projectUniqueId: string; projectName: string; liveUrl: string | null }[]>(
    page,
    `/api/live/yunproject/GetLiveAlert?SertId=${DOCTOR_CARD}`,
  );
  const waiting = alerts.find((a) => a.liveUrl === null);
  if (!waiting) throw new Error('the demo doctor has no broadcast without a room');
  await expect(card.getByText('Room not open yet').first()).toBeVisible();

  await card.getByRole('button', { name: 'Add live room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add live room' });
  await dialog.getByRole('button', { name: 'Add room' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);

  const projects = await readBack<{ projectUniqueId: string; projectNo: string }[]>(
    page,
    '/api/live/YunProject/GetProjectSelect?projectyear=2026',
  );
  const projectNo = projects.find((p) => p.projectUniqueId === waiting.projectUniqueId)?.projectNo;
  await dialog.getByRole('combobox', { name: 'Live project' }).click();
  await page.getByRole('option', { name: `${waiting.projectName} (${projectNo})` }).click();
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('产科急救演练直播间');
  await pickDay(page, dialog.getByRole('button', { name: 'Starts', exact: true }), 'Jun 20, 2026');
  await pickDay(page, dialog.getByRole('button', { name: 'Ends', exact: true }), 'Jun 19, 2026');
  await dialog.getByRole('button', { name: 'Add room' }).click();
  await expect(dialog.getByText('The end time must be after the start time')).toBeVisible();
  await pickDay(page, dialog.getByRole('button', { name: 'Ends', exact: true }), 'Jun 21, 2026');
  await page.screenshot({ path: `${SHOTS}/live-room-form-en.png` });
  expect(await dialogViolations(page)).toEqual([]);

  await setFault(page, { backend: 'live', path: '/yunproject/AddLiveRoom', kind: 'businessError' });
  await dialog.getByRole('button', { name: 'Add room' }).click();
  await expect(dialog.getByText('The live room could not be added.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Room name' })).toHaveValue('产科急救演练直播间');
  await clearFaults(page);

  // A double click adds the room once (the second click comes while the first is on its way).
  let adds = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/yunproject/AddLiveRoom')) adds += 1;
  });
  await dialog.getByRole('button', { name: 'Add room' }).dblclick();
  await expect(page.getByText('The room “产科急救演练直播间” was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(adds).toBe(1);
  await expect(page.getByText('The room “产科急救演练直播间” was added.')).toHaveCount(1);
  // Read back: the broadcast of that project now has a room to watch.
  const after = await readBack<{ projectUniqueId: string; liveUrl: string | null }[]>(
    page,
    `/api/live/yunproject/GetLiveAlert?SertId=${DOCTOR_CARD}`,
  );
  expect(after.find((a) => a.projectUniqueId === waiting.projectUniqueId)?.liveUrl).toMatch(/^https?:\/\//);
  const watch = card.getByRole('button', { name: /^Watch / }).first();
  await expect(watch).toBeVisible();
  await watch.click();
  await expect(page.getByRole('tab', { name: /Live room/ })).toBeVisible();
  await expect(page.locator('iframe[src*="demo-embedded/live.html"]')).toBeAttached();
  // The room's tab follows the language switch.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('tab', { name: /直播间/ })).toBeVisible();
  await expect(page).toHaveTitle(/^直播间/);
});

test('the exam subsystem opens embedded with its token', async ({ page }) => {
  await openWorkbench(page);
  const card = page.getByRole('region', { name: 'Exams and training' });
  await card.getByRole('button', { name: 'Online exam' }).click();
  await expect(page.getByRole('tab', { name: /Online exam/ })).toBeVisible();
  await expect(page.locator('iframe[src*="demo-embedded/exam.html"][src*="token="]')).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/subsystem-exam-en.png` });

  // Its name follows the language switch, in the tab, the page's heading and the window's title.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('简体中文').click();
  await expect(page.getByRole('tab', { name: /在线考试/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Online exam/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '在线考试' })).toBeAttached();
  await expect(page).toHaveTitle(/^在线考试/);
});

test('a failed training token exchange says syncing user info failed and opens nothing', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  await openWorkbench(page, { locale: 'zh-CN', query: '&mockFault=mainSync:/v1/sync/userInfo:http500' });
  const card = page.getByRole('region', { name: '考试与培训' });
  await card.getByRole('button', { name: '在线培训' }).click();
  await expect(card.getByText('在线培训无法打开')).toBeVisible();
  await expect(card.getByText('同步用户信息失败。')).toBeVisible();
  await expect(page.getByRole('tab', { name: /在线培训/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1300, height: 1500 });
  await page.screenshot({ path: `${SHOTS}/subsystem-failed-zh-CN.png` });
});

test('the service card shows the unit, opens the sign-up dialog and the announcements', async ({ page }) => {
  await openWorkbench(page);
  await page.getByRole('button', { name: 'Service', exact: true }).click();
  const card = page.getByRole('region', { name: 'Service' });
  await expect(card.getByText('长沙市芙蓉区妇幼保健院')).toBeVisible();
  const latest = await readBack<{ id: number; title: string }[]>(
    page,
    '/api/main/v1/systemNotice/getIndexBySystemId?systemId=25',
  );
  const first = latest[0];
  if (!first) throw new Error('the demo has no announcements');
  const item = card.getByRole('button', { name: `Read the announcement: ${first.title}` });
  await expect(item).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/service-card-en.png` });
  await item.click();
  await expect(page.getByRole('tab', { name: /Announcement/ })).toBeVisible();

  await page.getByRole('button', { name: 'Service', exact: true }).click();
  await card.getByRole('button', { name: 'Training, exam, live registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Training, exam, live registration' })).toBeVisible();
});

test('the service card in Chinese', async ({ page }) => {
  await openWorkbench(page, { locale: 'zh-CN' });
  await page.getByRole('button', { name: '服务', exact: true }).click();
  await expect(page.getByRole('region', { name: '服务' }).getByText('通知公告')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/service-card-zh-CN.png` });
});
