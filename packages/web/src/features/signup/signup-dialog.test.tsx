import type { TestDemo } from '@mch/mock/testing';
import { memoryCookies } from '@mch/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormatters } from '../../i18n';
import { cleanNotifications, demoUser, renderSignedInPage, testDemo } from '../../test/render-page';
import { signupDialogOpenAtom } from './signup-atoms';
import { SignupDialog } from './signup-dialog';

// Rendering with a signed-in session in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });

/** The exam codes of the demo: one demo-doctor has not registered for, one it has. */
const OPEN_EXAM = '2024YKS0001';
const REGISTERED_EXAM = '2024YKS0002';

/** The demo's exam of `code`. */
function examOf(demo: TestDemo, code: string) {
  const exam = demo.db().exam.exams.find((e) => e.code === code);
  if (!exam) throw new Error(`the demo has no exam ${code}`);
  return exam;
}

/** Whether demo-doctor is registered for the exam of `code` on the demo. */
const registered = (demo: TestDemo, code: string) =>
  demo.db().exam.registrations[String(demoUser(demo).id)]?.includes(examOf(demo, code).id) ?? false;

async function renderDialog(locale: 'en' | 'zh-CN' = 'en', demo = testDemo(), cookies = memoryCookies()) {
  const view = await renderSignedInPage(<SignupDialog />, { demo, locale, cookies });
  act(() => view.store.set(signupDialogOpenAtom, true));
  const dialog = () => screen.getByRole('dialog');
  const input = () =>
    within(dialog()).getByRole('textbox', { name: locale === 'en' ? 'Query number' : '查询编号' });
  /** Searches `code` with the Search button and waits for the card of the exam found. */
  const find = async (code: string) => {
    fireEvent.change(input(), { target: { value: code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: locale === 'en' ? 'Search' : '查询' }));
    return within(dialog()).findByRole('article', { name: examOf(demo, code).name });
  };
  return { ...view, dialog, input, find };
}

afterEach(() => {
  cleanNotifications();
});

describe('SignupDialog', () => {
  it('is titled and asks for a number when the code is blank', async () => {
    const { demo, dialog, input } = await renderDialog();
    within(dialog()).getByText('Training, exam, live registration');
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByText('Please enter the query number!');
    expect(input()).toHaveProperty('value', '');
    expect(demo.requests()).toEqual([]);
  });

  it('says each search’s count in one status line that stays, emptied while a search runs', async () => {
    const { demo, dialog, find } = await renderDialog();
    await find(OPEN_EXAM);
    const status = within(dialog()).getByRole('status');
    expect(status.textContent).toBe('Found 1 item');
    const open = demo.hold('GET exam /user/exam/code/info');
    const next = find(REGISTERED_EXAM);
    // The same line (a live region the screen reader knows), empty meanwhile: the same count is read again.
    await within(dialog()).findByText('Loading…');
    expect(within(dialog()).getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
    open();
    await next;
    expect(within(dialog()).getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Found 1 item');
  });

  it('takes at most 64 characters in the code box (a pasted page goes out as no kilobyte query)', async () => {
    const { input } = await renderDialog();
    expect(input().getAttribute('maxlength')).toBe('64');
  });

  it('searches the trimmed code on Enter and shows the found card', async () => {
    const { demo, dialog, input } = await renderDialog();
    const exam = examOf(demo, OPEN_EXAM);
    fireEvent.change(input(), { target: { value: `  ${OPEN_EXAM} ` } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    const card = await within(dialog()).findByRole('article', { name: exam.name });
    expect(input()).toHaveProperty('value', OPEN_EXAM);
    within(dialog()).getByText('Found 1 item');
    for (const text of [
      'Exam',
      'Not registered',
      OPEN_EXAM,
      // The times as the app writes every date and time (not the backend's raw text).
      createFormatters('en', '-').dateTime(exam.startDate),
      createFormatters('en', '-').dateTime(exam.endDate),
      exam.companyName,
    ]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
  });

  it('registers: the tag turns to registered, the button is disabled and the success notification shows', async () => {
    const { demo, find } = await renderDialog();
    const card = await find(OPEN_EXAM);
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    await within(card).findByText('Registered');
    expect(within(card).queryByText('Not registered')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    expect(registered(demo, OPEN_EXAM)).toBe(true);
    await screen.findByText('Success');
    screen.getByText(
      'You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;',
    );
  });

  it('offers no registration for a card that is already registered', async () => {
    const { find } = await renderDialog();
    const card = await find(REGISTERED_EXAM);
    within(card).getByText('Registered');
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('keeps the card unregistered when the registration fails', async () => {
    const { demo, find } = await renderDialog();
    const card = await find(OPEN_EXAM);
    demo.faults.set({
      kind: 'businessError',
      backend: 'exam',
      path: '/user/add/exam',
      message: '考试报名已截止',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    await within(card).findByText('The registration failed, please try again.');
    within(card).getByText('Not registered');
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Success')).toBeNull();
    expect(registered(demo, OPEN_EXAM)).toBe(false);
  });

  it('says another account signed in, not that the registration failed, when the login changed under the dialog', async () => {
    const cookies = memoryCookies();
    const { demo, find } = await renderDialog('en', testDemo(), cookies);
    const card = await find(OPEN_EXAM);
    cookies.set('mch_token', 'demo-admin');
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    await within(card).findByText(
      'Another account has signed in on this browser: reload the page to carry on.',
    );
    within(card).getByText('Not registered');
    expect(registered(demo, OPEN_EXAM)).toBe(false);
  });

  it('says the registration may have gone through when its answer was lost and the card cannot be read again', async () => {
    const { demo, find } = await renderDialog();
    const card = await find(OPEN_EXAM);
    // The exam backend does the work, then the gateway answers 504; reading the card again fails the same way.
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'exam' });
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    await within(card).findByText(
      'No answer came back: the registration may have gone through. Search the number again to check before you register again.',
    );
    expect(screen.queryByText('The registration failed, please try again.')).toBeNull();
    expect(registered(demo, OPEN_EXAM)).toBe(true);
  });

  it('searches a new code asked for while the first search runs, and shows only what the new code found', async () => {
    const { demo, dialog, input } = await renderDialog();
    demo.faults.set({ kind: 'delay', backend: 'exam', path: '/user/exam/code/info', delayMs: 400, times: 1 });
    fireEvent.change(input(), { target: { value: OPEN_EXAM } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await within(dialog()).findByText('Loading…');
    expect(within(dialog()).getByRole('button', { name: 'Search' })).toHaveProperty('disabled', false);
    fireEvent.change(input(), { target: { value: REGISTERED_EXAM } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await within(dialog()).findByRole('article', { name: examOf(demo, REGISTERED_EXAM).name });
    expect(within(dialog()).getAllByRole('article')).toHaveLength(1);
    expect(within(dialog()).queryByRole('article', { name: examOf(demo, OPEN_EXAM).name })).toBeNull();
    expect(input()).toHaveProperty('value', REGISTERED_EXAM);
  });

  it('clears the cards of an earlier code when the code is left blank', async () => {
    const { dialog, input, find } = await renderDialog();
    await find(OPEN_EXAM);
    fireEvent.change(input(), { target: { value: ' ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByText('Please enter the query number!');
    expect(within(dialog()).queryByRole('article')).toBeNull();
    expect(within(dialog()).queryByText('Found 1 item')).toBeNull();
  });

  it('shows the empty state when nothing matches', async () => {
    const { dialog, input } = await renderDialog();
    fireEvent.change(input(), { target: { value: 'LIVE404' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByText('No data, please check the number');
    within(dialog()).getByText('Found 0 items');
  });

  it('clears the results when a search fails, and retries', async () => {
    const { demo, dialog, find } = await renderDialog();
    const name = examOf(demo, OPEN_EXAM).name;
    await find(OPEN_EXAM);
    demo.faults.set({ kind: 'http500', backend: 'exam', path: '/user/exam/code/info', times: 1 });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByText('The search failed, please try again later.');
    expect(within(dialog()).queryByRole('article')).toBeNull();
    expect(within(dialog()).queryByText('Found 1 item')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await within(dialog()).findByRole('article', { name });
  });

  it('says so when the exam or training user cannot be synced', async () => {
    const demo = testDemo();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/examUserInfo' });
    const { dialog, input } = await renderDialog('en', demo);
    fireEvent.change(input(), { target: { value: OPEN_EXAM } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByText('Syncing user information failed.');
  });

  it('starts with an empty code and no result each time it opens', async () => {
    const { dialog, input, store, find } = await renderDialog();
    await find(OPEN_EXAM);
    act(() => store.set(signupDialogOpenAtom, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => store.set(signupDialogOpenAtom, true));
    expect(input()).toHaveProperty('value', '');
    expect(within(dialog()).queryByRole('article')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { dialog, store } = await renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(store.get(signupDialogOpenAtom)).toBe(false));
  });

  it('speaks Chinese', async () => {
    const { dialog, find } = await renderDialog('zh-CN');
    within(dialog()).getByText('培训、考试、直播报名');
    const card = await find(OPEN_EXAM);
    within(dialog()).getByText('共查询到 1 条');
    within(card).getByText('未报名');
    expect(within(card).getByRole('button', { name: '报名' })).toHaveProperty('disabled', false);
  });
});
