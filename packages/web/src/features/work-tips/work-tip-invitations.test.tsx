import { WORK_TIP_COUNTDOWN_SECONDS, type WorkTip } from '@mch/sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../i18n';
import { cleanNotifications, demoUser, demoWorkbench, renderPage, testDemo } from '../../test/render-page';
import { WorkTipInvitations } from './work-tip-invitations';

const CONSULTATION: WorkTip = {
  id: 51001,
  templateId: 28,
  body: '李建国医生邀请您参加远程会诊：孕产妇 刘秀英，孕 32 周。',
  openUrl: null,
  read: false,
  extraParams: { id: 880002 },
  createTime: '2024-06-01 09:00:00',
};
const LIVE: WorkTip = {
  id: 51002,
  templateId: 14,
  body: '湖南省妇幼保健院邀请您观看转诊直播：高危孕产妇上转规范与病例讨论。',
  openUrl: 'https://live.example.org/room/1',
  read: false,
  extraParams: { id: 70001 },
  createTime: '2024-06-01 09:05:00',
};
const OTHER: WorkTip = { ...CONSULTATION, id: 51003, templateId: 7, body: '随访提醒' };

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** The invitations of demo-doctor, whose work tips on the demo are `tips` (copies: the demo marks them read). */
async function renderInvitations(tips: WorkTip[], locale: 'en' | 'zh-CN' = 'en') {
  const demo = testDemo();
  const stored = tips.map((tip) => ({ ...tip }));
  demo.db().message.workTips[String(demoUser(demo).id)] = stored;
  /** The ids of the tips the demo now has as read. */
  const markedRead = () => stored.filter((tip) => tip.read).map((tip) => tip.id);
  const wb = demoWorkbench(demo);
  await wb.notices.refresh();
  const joinConsultation = vi
    .spyOn(wb.consultation, 'joinConsultation')
    .mockRejectedValue(new Error('not here'));
  const view = renderPage(<WorkTipInvitations />, { demo, wb, locale });
  await flush();
  return { ...view, markedRead, joinConsultation };
}

const invitation = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanNotifications();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WorkTipInvitations', () => {
  it('shows the consultation and referral live invitations with a 30 s countdown, and no other tips', async () => {
    await renderInvitations([CONSULTATION, LIVE, OTHER]);
    const region = screen.getByRole('region', { name: 'Invitations' });
    expect(within(region).getAllByRole('group')).toHaveLength(2);
    const consultation = invitation('Consultation invitation');
    within(consultation).getByText(CONSULTATION.body);
    within(consultation).getByText('Closes in 30 seconds');
    within(invitation('Referral live invitation')).getByText(LIVE.body);
    expect(screen.queryByText(OTHER.body)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    within(consultation).getByText('Closes in 29 seconds');
    // Its bar says the seconds left to a screen reader, as the line beside it does.
    const bar = within(consultation).getByRole('progressbar', { name: 'Time left' });
    expect(bar.getAttribute('aria-valuenow')).toBe('29');
    expect(bar.getAttribute('aria-valuemax')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('Closes in 29 seconds');
  });

  it('marks the tip read when it expires, and the bell count drops', async () => {
    const { wb, markedRead } = await renderInvitations([CONSULTATION]);
    expect(wb.notices.getSnapshot().workTipsCount).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync((WORK_TIP_COUNTDOWN_SECONDS - 1) * 1000));
    within(invitation('Consultation invitation')).getByText('Closes in 1 second');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('group', { name: 'Consultation invitation' })).toBeNull();
    expect(markedRead()).toEqual([CONSULTATION.id]);
    expect(wb.notices.getSnapshot().workTipsCount).toBe(0);
  });

  it('tells a screen reader of the invitations as they arrive', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const alert = document.querySelector('[aria-live="assertive"][data-invitations-announcer]');
    if (!alert) throw new Error('no live region');
    expect(alert.textContent).toContain(
      `Consultation invitation: ${CONSULTATION.body} Closes in 30 seconds.`,
    );
    expect(alert.textContent).toContain(`Referral live invitation: ${LIVE.body} Closes in 30 seconds`);
    expect(alert.textContent).toMatch(/Alt\+N goes to the invitations\.$/);
  });

  it('empties the arrival announcement once one invitation is answered, and says which one was ignored or closed', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const announcer = () => document.querySelector('[aria-live="assertive"][data-invitations-announcer]');
    const answered = () => document.querySelector('[role="status"][data-invitations-answered]');
    expect(announcer()?.textContent).toContain(LIVE.body);
    expect(answered()?.textContent).toBe('');
    fireEvent.click(within(invitation('Consultation invitation')).getByRole('button', { name: 'Ignore' }));
    // Nothing stale left to read in browse mode: the other invitation is still on screen, in its own card.
    expect(announcer()?.textContent).toBe('');
    expect(answered()?.textContent).toBe(`Consultation invitation ignored: ${CONSULTATION.body}`);
    fireEvent.click(within(invitation('Referral live invitation')).getByRole('button', { name: 'Close' }));
    expect(answered()?.textContent).toBe(`Referral live invitation closed: ${LIVE.body}`);
  });

  it('tells it in the language the user switches to, and empties the announcement once the invitations have gone', async () => {
    const { store } = await renderInvitations([CONSULTATION]);
    const announcer = () => document.querySelector('[aria-live="assertive"][data-invitations-announcer]');
    expect(announcer()?.textContent).toContain('Consultation invitation: ');
    act(() => store.set(localeAtom, 'zh-CN'));
    expect(announcer()?.textContent).toContain(`会诊邀请：${CONSULTATION.body}`);
    expect(announcer()?.textContent).not.toContain('Consultation invitation');
    await act(() => vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000));
    expect(screen.queryByRole('group', { name: '会诊邀请' })).toBeNull();
    expect(announcer()?.textContent).toBe('');
  });

  it('takes the keyboard to the first invitation with Alt+N, and back where it came from when it has gone', async () => {
    await renderInvitations([CONSULTATION]);
    const before = document.createElement('button');
    document.body.append(before);
    act(() => before.focus());
    fireEvent.keyDown(before, { key: 'n', code: 'KeyN', altKey: true });
    const ignore = within(invitation('Consultation invitation')).getByRole('button', { name: 'Ignore' });
    expect(document.activeElement).toBe(ignore);
    expect(screen.getByRole('region', { name: 'Invitations' }).getAttribute('aria-keyshortcuts')).toBe(
      'Alt+N',
    );
    // Other combinations are the page's.
    act(() => before.focus());
    fireEvent.keyDown(before, { key: 'N', code: 'KeyN', altKey: true, shiftKey: true });
    fireEvent.keyDown(before, { key: 'n', code: 'KeyN', ctrlKey: true });
    expect(document.activeElement).toBe(before);
    fireEvent.keyDown(before, { key: 'n', code: 'KeyN', altKey: true });
    fireEvent.click(within(invitation('Consultation invitation')).getByRole('button', { name: 'Ignore' }));
    await flush();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('keeps the keyboard in a modal dialog it came from: Tab out of the invitations goes back into the dialog', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const field = document.createElement('input');
    dialog.append(field);
    document.body.append(dialog);
    act(() => field.focus());
    fireEvent.keyDown(field, { key: 'n', code: 'KeyN', altKey: true });
    const region = screen.getByRole('region', { name: 'Invitations' });
    const buttons = within(region).getAllByRole('button');
    const [first, last] = [buttons[0], buttons.at(-1)];
    if (!first || !last) throw new Error('no buttons');
    expect(document.activeElement).toBe(first);
    // Shift+Tab before the first control: back into the dialog, where the keyboard came from.
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(field);
    // Tab past the last control: the same.
    fireEvent.keyDown(field, { key: 'n', code: 'KeyN', altKey: true });
    act(() => last.focus());
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(field);
    // Between the invitations' own controls, Tab is the browser's.
    act(() => first.focus());
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
    dialog.remove();
    // Without a dialog, the page is not modal: Tab leaves the invitations the browser's way.
    act(() => last.focus());
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true);
  });

  it('shows the keys of the shortcut on the first invitation only, and on the next one once it has gone', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const hints = () =>
      screen.getAllByRole('group').map((group) => group.querySelector('[data-shortcut-hint]'));
    const [first, second] = hints();
    expect(first?.textContent).toBe('Alt + N');
    expect(first?.getAttribute('title')).toBe('Alt+N goes to the invitations.');
    expect(second).toBeNull();
    const top = screen.getAllByRole('group')[0];
    if (!top) throw new Error('no invitation');
    fireEvent.click(within(top).getByRole('button', { name: 'Ignore' }));
    await flush();
    expect(hints().map((hint) => hint?.textContent)).toEqual(['Alt + N']);
  });

  it('keeps the focus of an invitation that goes: on the next one, then back where it came from', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const before = document.createElement('button');
    document.body.append(before);
    act(() => before.focus());
    const ignore = within(invitation('Consultation invitation')).getByRole('button', { name: 'Ignore' });
    act(() => ignore.focus());
    fireEvent.click(ignore);
    await flush();
    expect(document.activeElement?.closest('[role="group"]')?.getAttribute('aria-labelledby')).toBe(
      invitation('Referral live invitation').getAttribute('aria-labelledby'),
    );
    // With the focus inside it, it waits for the user.
    const live = invitation('Referral live invitation');
    within(live).getByText(/^Paused, \d+ seconds left$/);
    await act(() => vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000));
    fireEvent.click(within(live).getByRole('button', { name: 'Ignore' }));
    await flush();
    expect(screen.queryByRole('group', { name: 'Referral live invitation' })).toBeNull();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('holds the countdown while the pointer is over an invitation, then counts on from where it was', async () => {
    const { markedRead } = await renderInvitations([CONSULTATION, LIVE]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const consultation = invitation('Consultation invitation');
    fireEvent.pointerEnter(consultation);
    within(consultation).getByText('Paused, 20 seconds left');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    within(consultation).getByText('Paused, 20 seconds left');
    // The other invitation was not held: it has gone.
    expect(screen.queryByRole('group', { name: 'Referral live invitation' })).toBeNull();
    expect(markedRead()).toEqual([LIVE.id]);
    fireEvent.pointerLeave(consultation);
    within(consultation).getByText('Closes in 20 seconds');
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    within(consultation).getByText('Closes in 1 second');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('group', { name: 'Consultation invitation' })).toBeNull();
    expect(markedRead()).toEqual([CONSULTATION.id, LIVE.id]);
  });

  it('holds the countdown while the focus is inside an invitation, and until both focus and pointer leave', async () => {
    await renderInvitations([CONSULTATION]);
    const outside = document.createElement('button');
    document.body.append(outside);
    const consultation = invitation('Consultation invitation');
    const ignore = within(consultation).getByRole('button', { name: 'Ignore' });
    const agree = within(consultation).getByRole('button', { name: 'Agree' });
    act(() => ignore.focus());
    within(consultation).getByText('Paused, 30 seconds left');
    // Moving between the invitation's buttons keeps it held.
    act(() => agree.focus());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    within(consultation).getByText('Paused, 30 seconds left');
    // The pointer comes and the focus goes: still held, by the pointer.
    fireEvent.pointerEnter(consultation);
    act(() => outside.focus());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    within(consultation).getByText('Paused, 30 seconds left');
    fireEvent.pointerLeave(consultation);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    within(consultation).getByText('Closes in 29 seconds');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.queryByRole('group', { name: 'Consultation invitation' })).toBeNull();
    outside.remove();
  });

  it('lets the focus move on from one invitation to the next (leaving one lets its countdown go)', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const close = within(invitation('Consultation invitation')).getByRole('button', { name: 'Close' });
    const next = within(invitation('Referral live invitation')).getByRole('button', { name: 'Ignore' });
    act(() => close.focus());
    within(invitation('Consultation invitation')).getByText('Paused, 30 seconds left');
    act(() => next.focus());
    expect(document.activeElement).toBe(next);
    within(invitation('Consultation invitation')).getByText('Closes in 30 seconds');
    within(invitation('Referral live invitation')).getByText('Paused, 30 seconds left');
  });

  it('leaves the focus where the user put it down on the page: it lets the countdown go and is not pulled back', async () => {
    await renderInvitations([CONSULTATION, LIVE]);
    const agree = within(invitation('Consultation invitation')).getByRole('button', { name: 'Agree' });
    act(() => agree.focus());
    within(invitation('Consultation invitation')).getByText('Paused, 30 seconds left');
    act(() => agree.blur());
    within(invitation('Consultation invitation')).getByText('Closes in 30 seconds');
    await act(() => vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000));
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not tell a screen reader the count every second, held or not', async () => {
    await renderInvitations([CONSULTATION]);
    const consultation = invitation('Consultation invitation');
    const count = within(consultation).getByText('Closes in 30 seconds');
    expect(count.closest('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    fireEvent.pointerEnter(consultation);
    expect(
      within(consultation)
        .getByText('Paused, 30 seconds left')
        .closest('[aria-live]')
        ?.getAttribute('aria-live'),
    ).toBe('off');
  });

  it('marks the tip read on ignore and on close', async () => {
    const { wb, markedRead, joinConsultation, openPage } = await renderInvitations([CONSULTATION, LIVE]);
    fireEvent.click(within(invitation('Consultation invitation')).getByRole('button', { name: 'Ignore' }));
    fireEvent.click(within(invitation('Referral live invitation')).getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(markedRead()).toEqual([CONSULTATION.id, LIVE.id]);
    expect(wb.notices.getSnapshot().workTipsCount).toBe(0);
    expect(joinConsultation).not.toHaveBeenCalled();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('joins the consultation on agree', async () => {
    const { markedRead, joinConsultation } = await renderInvitations([CONSULTATION]);
    fireEvent.click(within(invitation('Consultation invitation')).getByRole('button', { name: 'Agree' }));
    await flush();
    expect(joinConsultation).toHaveBeenCalledWith(CONSULTATION.extraParams.id);
    expect(markedRead()).toEqual([CONSULTATION.id]);
    expect(screen.queryByRole('group', { name: 'Consultation invitation' })).toBeNull();
  });

  it('a consultation that could not be joined is offered again: Try again joins it', async () => {
    const { markedRead, joinConsultation } = await renderInvitations([CONSULTATION]);
    fireEvent.click(within(invitation('Consultation invitation')).getByRole('button', { name: 'Agree' }));
    await flush();
    // The invitation is answered (its tip read); the consultation is still there to join.
    expect(markedRead()).toEqual([CONSULTATION.id]);
    await flush();
    expect(screen.getByText('The consultation of this invitation could not be joined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(joinConsultation).toHaveBeenCalledTimes(2);
    expect(joinConsultation).toHaveBeenLastCalledWith(CONSULTATION.extraParams.id);
  });

  it('opens the live room in the out-system page on agree', async () => {
    const { openPage, markedRead } = await renderInvitations([LIVE]);
    fireEvent.click(within(invitation('Referral live invitation')).getByRole('button', { name: 'Agree' }));
    await flush();
    expect(openPage).toHaveBeenCalledWith('/out-system-url', { url: LIVE.openUrl }, 'Referral live');
    expect(markedRead()).toEqual([LIVE.id]);
  });

  it('opens nothing for a live invitation without an http(s) address', async () => {
    const { openPage } = await renderInvitations([{ ...LIVE, openUrl: 'javascript:alert(1)' }]);
    fireEvent.click(within(invitation('Referral live invitation')).getByRole('button', { name: 'Agree' }));
    await flush();
    expect(openPage).not.toHaveBeenCalled();
    screen.getByText('The live room of this invitation has no valid address.');
  });

  it('renders a hostile body as text', async () => {
    await renderInvitations([
      { ...CONSULTATION, body: '<img src=x onerror=alert(1)><script>alert(2)</script>' },
    ]);
    const consultation = invitation('Consultation invitation');
    within(consultation).getByText('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(consultation.querySelector('img, script')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await renderInvitations([CONSULTATION], 'zh-CN');
    const consultation = screen.getByRole('group', { name: '会诊邀请' });
    within(consultation).getByText('30 秒后关闭');
    within(consultation).getByRole('button', { name: '同意' });
    within(consultation).getByRole('button', { name: '忽略' });
    fireEvent.pointerEnter(consultation);
    within(consultation).getByText('已暂停，剩余 30 秒');
  });
});
