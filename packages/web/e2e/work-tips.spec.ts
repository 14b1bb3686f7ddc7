import AxeBuilder from '@axe-core/playwright';
import type { FaultKind, MockBackend } from '@mch/mock';
import type { Locator, Page } from '@playwright/test';
import { setFault } from './demo-faults';
import { expect, signIn, test } from './fixtures';

// Each test signs in and drives the whole app; give a busy machine room.
test.describe.configure({ timeout: 60_000 });

/** Serious and critical axe violations inside `scope`, one line per element. */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`));
}

const SHOTS = '/tmp/mch-dialogs/shots';

/** Signs in as demo-doctor (two unread invitations, five unread messages) under Playwright's clock. */
async function signInDoctor(page: Page, locale: 'en' | 'zh-CN' = 'en') {
  await page.clock.install();
  const region = page.getByRole('region', { name: locale === 'en' ? 'Invitations' : '邀请' });
  // The invitations load with the shell, after the session.
  await signIn(page, { locale, ready: region });
  return region;
}

/** Ids of demo-doctor's unread work tips on the demo backend (read with the login token). */
async function unreadTipIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/message/v1/business/work-tips?pageIndex=1&pageSize=20&read=false', {
      headers: { Authorization: 'Bearer demo-doctor' },
    });
    const body = (await response.json()) as { data: { records: { id: number }[] } };
    return body.data.records.map((r) => r.id);
  });
}

const bell = (page: Page, unread: number) => page.getByRole('button', { name: `Messages, ${unread} unread` });

test('invitations count down from 30 s; at expiry the tips are read and the bell drops', async ({ page }) => {
  const region = await signInDoctor(page);
  // Time flowed naturally while the app loaded; from here only the test moves it. The page's clock started at the
  // real time, so the margin only covers the time the pause takes to reach the page.
  await page.clock.pauseAt(Date.now() + 2_000);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  const live = region.getByRole('group', { name: 'Referral live invitation' });
  await expect(consultation.getByText(/李建国医生邀请您参加远程会诊/)).toBeVisible();
  await expect(live.getByText(/邀请您观看转诊直播/)).toBeVisible();
  await expect(bell(page, 5)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-tips-en.png` });
  const shown = await consultation.getByText(/^Closes in \d+ seconds$/).textContent();
  const left = Number(/\d+/.exec(shown ?? '')?.[0]);
  expect(left).toBeGreaterThan(11);
  expect(left).toBeLessThanOrEqual(30);
  await page.clock.runFor(10_000);
  await expect(consultation.getByText(`Closes in ${left - 10} seconds`)).toBeVisible();
  await expect(live.getByText(`Closes in ${left - 10} seconds`)).toBeVisible();
  await page.clock.runFor((left - 11) * 1000);
  await expect(consultation.getByText('Closes in 1 second')).toBeVisible();
  await expect(bell(page, 5)).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(region).toBeHidden();
  await expect(bell(page, 3)).toBeVisible();

  // Read on the server too: they do not come back.
  expect(await unreadTipIds(page)).toEqual([]);
  await page.clock.resume();
  await page.reload();
  await expect(bell(page, 3)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
});

test('an invitation under the pointer or with the focus inside waits; once they leave it counts on and expires', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  await page.clock.pauseAt(Date.now() + 2_000);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  const live = region.getByRole('group', { name: 'Referral live invitation' });
  await expect(consultation.getByText(/^Closes in \d+ seconds$/)).toBeVisible();

  // The keyboard goes through the stack, from one invitation to the next: the one it is in waits.
  const paused = /^Paused, (\d+) seconds left$/;
  await consultation.getByRole('button', { name: 'Close' }).focus();
  await expect(consultation.getByText(paused)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(live.getByRole('button', { name: 'Ignore' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(live.getByRole('button', { name: 'Agree' })).toBeFocused();
  await expect(live.getByText(paused)).toBeVisible();
  await expect(consultation.getByText(/^Closes in \d+ seconds$/)).toBeVisible();
  // The pointer rests on the other one: both are paused where they were.
  await consultation.hover();
  await expect(consultation.getByText(paused)).toBeVisible();
  const left = Number(paused.exec((await consultation.getByText(paused).textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(1);
  await page.screenshot({ path: `${SHOTS}/work-tips-paused-en.png` });
  await page.clock.runFor(2 * 60_000);
  await expect(consultation.getByText(`Paused, ${left} seconds left`)).toBeVisible();
  await expect(live.getByText(`Paused, ${left} seconds left`)).toBeVisible();
  await expect(bell(page, 5)).toBeVisible();

  // The pointer leaves: that one counts on from where it was; the focus still holds the other.
  await page.mouse.move(600, 300);
  await expect(consultation.getByText(`Closes in ${left} seconds`)).toBeVisible();
  await page.clock.runFor(left * 1000);
  await expect(consultation).toHaveCount(0);
  await expect(bell(page, 4)).toBeVisible();
  await expect(live.getByText(`Paused, ${left} seconds left`)).toBeVisible();

  // Moving inside the invitation keeps it; the focus leaving for the page lets it go.
  await page.keyboard.press('Shift+Tab');
  await expect(live.getByRole('button', { name: 'Ignore' })).toBeFocused();
  await expect(live.getByText(`Paused, ${left} seconds left`)).toBeVisible();
  await page.getByRole('tab', { name: 'Workbench' }).focus();
  await expect(live.getByText(`Closes in ${left} seconds`)).toBeVisible();
  await page.clock.runFor((left - 1) * 1000);
  await expect(live.getByText('Closes in 1 second')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(region).toBeHidden();
  await expect(bell(page, 3)).toBeVisible();
  expect(await unreadTipIds(page)).toEqual([]);
});

/** Whether the point at the middle of `target` shows `target` itself (not something drawn over it). */
const seenAtItsCentre = (target: Locator) =>
  target.evaluate((element) => {
    // An inline text that wraps is seen at the centre of its first line (its whole box's centre can be between lines).
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });

test('a control that takes the keyboard focus under the invitations is scrolled clear of them', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  const content = page.getByRole('main');
  const exam = content.getByRole('button', { name: 'Online exam' });
  await expect(exam).toBeVisible();
  // The page is scrolled so that the button lies under the invitations.
  await content.evaluate(
    (main, regionBox) => {
      const button = [...main.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Online exam',
      );
      if (!button || !regionBox) return;
      const box = button.getBoundingClientRect();
      main.scrollTop += box.y + box.height / 2 - (regionBox.y + regionBox.height / 2);
    },
    await region.boundingBox(),
  );
  expect(await seenAtItsCentre(exam)).toBe(false);

  // The keyboard moves to it from the control before it (focused where it is, without scrolling).
  await content
    .getByRole('button', { name: 'Add live room' })
    .evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(exam).toBeFocused();
  expect(await seenAtItsCentre(exam)).toBe(true);
  const [button, invitations] = [await exam.boundingBox(), await region.boundingBox()];
  expect(button && invitations && button.y + button.height <= invitations.y).toBe(true);
  await page.screenshot({ path: `${SHOTS}/work-tips-focus-clear.png` });

  // Scrolled to its end, the page's last line stands clear of them too.
  await content.evaluate((main) => {
    main.scrollTop = main.scrollHeight;
  });
  const last = content.getByRole('button', { name: 'Online training' });
  expect(await seenAtItsCentre(last)).toBe(true);
});

test('ignore and close mark the tips read', async ({ page }) => {
  const region = await signInDoctor(page);
  await region
    .getByRole('group', { name: 'Consultation invitation' })
    .getByRole('button', { name: 'Ignore' })
    .click();
  await expect(region.getByRole('group', { name: 'Consultation invitation' })).toHaveCount(0);
  await expect(bell(page, 4)).toBeVisible();
  await region
    .getByRole('group', { name: 'Referral live invitation' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(region).toBeHidden();
  await expect(bell(page, 3)).toBeVisible();
  expect(await unreadTipIds(page)).toEqual([]);
});

test('agreeing to the referral live invitation opens the live room', async ({ page }) => {
  const region = await signInDoctor(page);
  await region
    .getByRole('group', { name: 'Referral live invitation' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await expect(region.getByRole('group', { name: 'Referral live invitation' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Referral live/, selected: true })).toBeVisible();
  await expect(page).toHaveURL(/\/out-system-url\?/);
  // The room is framed from the demo's room origin, with the camera, microphone, screen and fullscreen allowed.
  const room = page.locator('iframe[src*="/demo-embedded/live.html"]');
  await expect(room).toHaveAttribute('src', /^http:\/\/rooms\.localhost:\d+\//);
  await expect(room).toHaveAttribute('allow', 'camera; microphone; display-capture; fullscreen');
  await expect(bell(page, 4)).toBeVisible();
});

test('agreeing to the consultation invitation joins it as a guest (another doctor created it)', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  // The invitation names the patient; the consultation it opens is hers.
  const invitation = (await consultation.textContent()) ?? '';
  const patient = /孕产妇 ([^，]+)，/.exec(invitation)?.[1];
  expect(patient).toBeTruthy();
  await consultation.getByRole('button', { name: 'Agree' }).click();
  await expect(consultation).toHaveCount(0);
  await expect(bell(page, 4)).toBeVisible();
  expect(await unreadTipIds(page)).toHaveLength(1);
  await expect(page.getByText('You were invited to this consultation: you join as a guest.')).toBeVisible();
  await expect(page.getByText(`Consultation of ${patient}`)).toBeVisible();
});

/** The patient a consultation invitation names (孕产妇 <name>，…). */
async function invitedFor(invitation: Locator): Promise<string> {
  const patient = /孕产妇 ([^，]+)，/.exec((await invitation.textContent()) ?? '')?.[1];
  expect(patient).toBeTruthy();
  return patient ?? '';
}

test('a consultation invitation closed unanswered can still be joined from the work tips of the message list', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  const patient = await invitedFor(consultation);
  // With a patient: the doctor closes the invitation without answering it (its tip is read).
  await consultation.getByRole('button', { name: 'Close' }).click();
  await expect(consultation).toHaveCount(0);
  await expect(bell(page, 4)).toBeVisible();

  await page.goto('/user-notice');
  await page.getByRole('tab', { name: /^Work tips/ }).click();
  const table = page.getByRole('table', { name: 'Work tips' });
  const row = table.locator('tbody tr').filter({ hasText: `孕产妇 ${patient}` });
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Join the consultation: / }).click();
  await expect(page.getByText('You were invited to this consultation: you join as a guest.')).toBeVisible();
  await expect(page.getByText(`Consultation of ${patient}`)).toBeVisible();
  await expect(bell(page, 4)).toBeVisible();
});

/** The demo backend fails the next call of `path` on `backend` with `kind` (once). */
function failOnce(page: Page, backend: MockBackend, path: string, kind: FaultKind): Promise<void> {
  return setFault(page, { backend, path, kind, times: 1 });
}

test('a consultation that could not be joined after Agree is offered again, and Try again joins it', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const region = await signInDoctor(page);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  const patient = await invitedFor(consultation);
  // The consultation's details cannot be had once (no answer).
  await failOnce(page, 'main', '/consultationSingle/getConsultationInfo', 'network');
  await consultation.getByRole('button', { name: 'Agree' }).click();
  await expect(consultation).toHaveCount(0);
  await expect(page.getByText('Network error, please retry later.')).toBeVisible();
  await expect(page.getByText('The consultation of this invitation could not be joined.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`Consultation of ${patient}`)).toBeVisible();
  await expect(page.getByText('The consultation of this invitation could not be joined.')).toHaveCount(0);
});

test('Agree says the consultation is being opened while it loads, and the notice goes when it has', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  const patient = await invitedFor(consultation);
  // A slow network: the consultation takes a while to come.
  await setFault(page, {
    backend: 'main',
    path: '/consultationSingle/getConsultationInfo',
    kind: 'delay',
    delayMs: 5_000,
    times: 1,
  });
  await consultation.getByRole('button', { name: 'Agree' }).click();
  await expect(consultation).toHaveCount(0);
  await expect(page.getByText('Opening the consultation…')).toBeVisible();
  await expect(page.getByText(`Consultation of ${patient}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Opening the consultation…')).toHaveCount(0);
});

test('a failed mark-read removes the invitation but leaves the tip unread and the bell as it was', async ({
  page,
  allowNetworkErrors,
}) => {
  allowNetworkErrors();
  const region = await signInDoctor(page);
  await failOnce(page, 'message', '/v1/business/mark-read', 'http500');
  await region
    .getByRole('group', { name: 'Consultation invitation' })
    .getByRole('button', { name: 'Ignore' })
    .click();
  await expect(region.getByRole('group', { name: 'Consultation invitation' })).toHaveCount(0);
  await expect(bell(page, 5)).toBeVisible();
  expect(await unreadTipIds(page)).toHaveLength(2);
});

test('the invitations in Chinese', async ({ page }) => {
  const region = await signInDoctor(page, 'zh-CN');
  const consultation = region.getByRole('group', { name: '会诊邀请' });
  await expect(consultation.getByText(/^\d+ 秒后关闭$/)).toBeVisible();
  await expect(consultation.getByRole('button', { name: '同意' })).toBeVisible();
  await expect(region.getByRole('group', { name: '转诊直播邀请' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-tips-zh-CN.png` });
  expect(await seriousViolations(page, 'section[aria-label="邀请"]')).toEqual([]);
  // Under the pointer, it says it waits.
  await consultation.hover();
  await expect(consultation.getByText(/^已暂停，剩余 \d+ 秒$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-tips-paused-zh-CN.png` });
  expect(await seriousViolations(page, 'section[aria-label="邀请"]')).toEqual([]);
});

test('with two tabs open, one tab acts: both count the same and each bell drops by exactly one per tip', async ({
  page,
  context,
}) => {
  const first = await signInDoctor(page);
  const second = await context.newPage();
  await second.goto('/');
  const secondRegion = second.getByRole('region', { name: 'Invitations' });
  await expect(secondRegion).toBeVisible({ timeout: 15_000 });
  await context.clock.pauseAt(Date.now() + 2_000);
  await expect(bell(page, 5)).toBeVisible();
  await expect(bell(second, 5)).toBeVisible();

  // The second tab shows the first (leading) tab's count. Page time moves a second at a time, as it does for a
  // user: each tab's fake clock runs on its own, and a single 3 s jump would let the second tab's clock pass the
  // leader's silence limit before the leader's ticks (real messages between the tabs) had arrived.
  for (let second = 0; second < 3; second += 1) await context.clock.runFor(1_000);
  const countdown = (region: typeof first) =>
    region.getByRole('group', { name: 'Consultation invitation' }).getByText(/^Closes in \d+ seconds?$/);
  // The clock is paused: once both tabs have drawn the last tick, they show the same count.
  const both = async () => [
    await countdown(first).textContent(),
    await countdown(secondRegion).textContent(),
  ];
  await expect.poll(async () => new Set(await both()).size).toBe(1);
  expect((await both())[0]).toMatch(/^Closes in \d+ seconds?$/);

  // The rest of the countdown, a second at a time too: in one 30 s jump the second tab's clock could again run past
  // the leader's silence limit before the leader's ticks arrived, and it would then expire a tip on its own.
  for (let second = 0; second < 30; second += 1) await context.clock.runFor(1_000);
  await expect(first).toBeHidden();
  await expect(secondRegion).toBeHidden();
  await expect(bell(page, 3)).toBeVisible();
  await expect(bell(second, 3)).toBeVisible();
  // And it stays there: nobody marks a second time.
  await context.clock.runFor(15_000);
  await expect(bell(page, 3)).toBeVisible();
  await expect(bell(second, 3)).toBeVisible();
  await second.close();
});

test('Alt+N takes the keyboard from inside a dialog to the invitations, Tab out of them goes back into the dialog, and so does answering them', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  await page.getByRole('main').getByRole('button', { name: 'Medical records' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation medical records' });
  const patientName = dialog.getByRole('textbox', { name: 'Patient name' });
  await expect(patientName).toBeVisible();
  await patientName.focus();
  // Tab alone stays in the dialog; Alt+N goes to the first invitation.
  await page.keyboard.press('Alt+N');
  const consultation = region.getByRole('group', { name: 'Consultation invitation' });
  await expect(consultation.getByRole('button', { name: 'Ignore' })).toBeFocused();
  // The dialog keeps the keyboard: Shift+Tab before the invitations' first control, or Tab past their last, goes back
  // into it, never to the page behind it.
  await page.keyboard.press('Shift+Tab');
  await expect(patientName).toBeFocused();
  await page.keyboard.press('Alt+N');
  await region.getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  await expect(patientName).toBeFocused();
  await page.keyboard.press('Alt+N');
  await expect(consultation.getByRole('button', { name: 'Ignore' })).toBeFocused();
  await page.keyboard.press('Enter');
  const live = region.getByRole('group', { name: 'Referral live invitation' });
  await expect(consultation).toHaveCount(0);
  await expect(live.getByRole('button', { name: 'Ignore' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region).toHaveCount(0);
  // The focus is back where it was, in the dialog that stayed open.
  await expect(dialog).toBeVisible();
  await expect(patientName).toBeFocused();
});

test('a dialog the invitations float over keeps every row reachable: reached by Tab or scrolled to, each is clear of them', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  await page.getByRole('main').getByRole('button', { name: 'Medical records' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation medical records' });
  const details = dialog.getByRole('button', { name: /^Details of the consultation of / });
  await expect(details).toHaveCount(10);
  await expect(region.getByRole('group')).toHaveCount(2);

  // From the filter's last button to the pager's last, every control the keyboard reaches is seen where it is.
  await dialog.getByRole('button', { name: 'Reset' }).focus();
  const covered: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if (!(await dialog.evaluate((d) => d.contains(document.activeElement)))) break;
    if (!(await seenAtItsCentre(focused))) covered.push((await focused.getAttribute('aria-label')) ?? '?');
    if (await details.last().evaluate((b) => b === document.activeElement)) break;
  }
  expect(covered).toEqual([]);
  await expect(details.last()).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/work-tips-dialog-clear.png` });

  // A pointer user scrolls the dialog to its end: its last row stands clear of the invitations too.
  await dialog.evaluate((d) => {
    d.scrollTop = d.scrollHeight;
  });
  expect(await seenAtItsCentre(details.last())).toBe(true);
  const [last, invitations] = [await details.last().boundingBox(), await region.boundingBox()];
  expect(last && invitations && last.y + last.height <= invitations.y).toBe(true);

  // Once the invitations have gone, the dialog has no room left for them.
  const tall = await dialog.evaluate((d) => d.scrollHeight);
  await page.clock.runFor(31_000);
  await expect(region).toHaveCount(0);
  await expect.poll(() => dialog.evaluate((d) => d.scrollHeight)).toBeLessThan(tall);
});

test('a dialog narrow enough to stand beside the invitations moves aside: its every control is seen, and it comes back when they go', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  await page.getByRole('button', { name: /Registration/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Training, exam, live registration' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const input = dialog.getByRole('textbox', { name: 'Query number' });
  await input.fill('2024YKS0001');
  await input.press('Enter');
  const register = dialog.getByRole('button', { name: 'Register' });
  await expect(register).toBeVisible();
  // Nothing of the dialog is under the invitations, and the button the user came for is there to click.
  const [box, invitations] = [await dialog.boundingBox(), await region.boundingBox()];
  expect(box && invitations && box.x + box.width <= invitations.x).toBe(true);
  expect(await seenAtItsCentre(register)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/work-tips-dialog-aside.png` });

  // Answered, the invitations go, and the dialog is centred in the window again.
  for (const name of ['Consultation invitation', 'Referral live invitation'])
    await region.getByRole('group', { name }).getByRole('button', { name: 'Ignore' }).click();
  await expect(region).toHaveCount(0);
  await expect
    .poll(async () => {
      const now = await dialog.boundingBox();
      return now ? Math.round(now.x + now.width / 2) : 0;
    })
    .toBe(650);
});

test('in a short window (zoomed in) the invitations stay inside it and scroll, each control reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 650, height: 400 });
  const region = await signInDoctor(page);
  const box = await region.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 400).toBe(true);
  // The last invitation's buttons are below the stack's fold: the keyboard takes them into view.
  await page.keyboard.press('Alt+N');
  const live = region.getByRole('group', { name: 'Referral live invitation' });
  await live.getByRole('button', { name: 'Agree' }).focus();
  expect(await seenAtItsCentre(live.getByRole('button', { name: 'Agree' }))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/work-tips-short-window.png` });
});

test('after a click on the page, Alt+N shows where the keyboard went: the focused button has its focus ring', async ({
  page,
}) => {
  const region = await signInDoctor(page);
  await page.getByRole('heading', { name: 'Statistics', exact: true }).click();
  await page.keyboard.press('Alt+N');
  const ignore = region
    .getByRole('group', { name: 'Consultation invitation' })
    .getByRole('button', { name: 'Ignore' });
  await expect(ignore).toBeFocused();
  expect(await ignore.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
});
