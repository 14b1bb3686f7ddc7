import { type SignupCard, SyncError } from '@mch/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanNotifications, renderPage } from '../../test/fake-backend';
import { signupDialogOpenAtom } from './signup-atoms';
import { SignupDialog } from './signup-dialog';

const EXAM: SignupCard = {
  type: 'exam',
  code: '2024YKS0001',
  name: '2024年度妇幼保健专业技术人员岗位能力考试',
  startTime: '2024-06-03 09:00:00',
  endTime: '2024-06-10 17:00:00',
  signed: false,
  unitName: '湖南省妇幼保健院',
  ref: { examId: 9001, userId: 61001 },
};

function renderDialog(locale: 'en' | 'zh-CN' = 'en') {
  const view = renderPage(<SignupDialog />, { locale });
  act(() => view.store.set(signupDialogOpenAtom, true));
  const dialog = () => screen.getByRole('dialog');
  const input = () =>
    within(dialog()).getByRole('textbox', { name: locale === 'en' ? 'Query number' : '查询编号' });
  return { ...view, dialog, input };
}

afterEach(() => {
  cleanNotifications();
  vi.restoreAllMocks();
});

describe('SignupDialog', () => {
  it('is titled and asks for a number when the code is blank', async () => {
    const { wb, dialog, input } = renderDialog();
    const search = vi.spyOn(wb.signup, 'searchSignup');
    expect(within(dialog()).getByText('Training, exam, live registration')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    expect(await within(dialog()).findByText('Please enter the query number!')).toBeTruthy();
    expect(search).toHaveBeenCalledWith('', expect.anything());
    expect(input()).toHaveProperty('value', '');
  });

  it('searches the trimmed code on Enter and shows the found card', async () => {
    const { wb, dialog, input } = renderDialog();
    const search = vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [EXAM], messageKey: null });
    fireEvent.change(input(), { target: { value: '  2024YKS0001 ' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    const card = await within(dialog()).findByRole('article', { name: EXAM.name });
    expect(search).toHaveBeenCalledWith('2024YKS0001', expect.anything());
    expect(input()).toHaveProperty('value', '2024YKS0001');
    expect(within(dialog()).getByText('Found 1 item')).toBeTruthy();
    for (const text of [
      'Exam',
      'Not registered',
      '2024YKS0001',
      EXAM.startTime,
      EXAM.endTime,
      EXAM.unitName,
    ]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
  });

  it('registers: the tag turns to registered, the button is disabled and the success notification shows', async () => {
    const { wb, dialog, input } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [EXAM], messageKey: null });
    const register = vi.spyOn(wb.signup, 'registerSignup').mockResolvedValue({ ...EXAM, signed: true });
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    const card = await within(dialog()).findByRole('article', { name: EXAM.name });
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByText('Registered')).toBeTruthy();
    expect(within(card).queryByText('Not registered')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(
      screen.getByText(
        'You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;',
      ),
    ).toBeTruthy();
  });

  it('offers no registration for a card that is already registered', async () => {
    const { wb, dialog, input } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({
      cards: [{ ...EXAM, signed: true }],
      messageKey: null,
    });
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    const card = await within(dialog()).findByRole('article', { name: EXAM.name });
    expect(within(card).getByText('Registered')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('keeps the card unregistered when the registration fails', async () => {
    const { wb, dialog, input } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [EXAM], messageKey: null });
    vi.spyOn(wb.signup, 'registerSignup').mockRejectedValue(new SyncError('exam'));
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    const card = await within(dialog()).findByRole('article', { name: EXAM.name });
    fireEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByText('Syncing user information failed.')).toBeTruthy();
    expect(within(card).getByText('Not registered')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Success')).toBeNull();
  });

  it('shows the empty state when nothing matches', async () => {
    const { wb, dialog, input } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [], messageKey: null });
    fireEvent.change(input(), { target: { value: 'LIVE404' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    expect(await within(dialog()).findByText('No data, please check the number')).toBeTruthy();
    expect(within(dialog()).getByText('Found 0 items')).toBeTruthy();
  });

  it('clears the results when a search fails, and retries', async () => {
    const { wb, dialog, input } = renderDialog();
    const search = vi
      .spyOn(wb.signup, 'searchSignup')
      .mockResolvedValueOnce({ cards: [EXAM], messageKey: null })
      .mockResolvedValueOnce({ cards: [], messageKey: 'signup.searchFailed' })
      .mockResolvedValueOnce({ cards: [EXAM], messageKey: null });
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByRole('article', { name: EXAM.name });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    expect(await within(dialog()).findByText('The search failed, please try again later.')).toBeTruthy();
    expect(within(dialog()).queryByRole('article')).toBeNull();
    expect(within(dialog()).queryByText('Found 1 item')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await within(dialog()).findByRole('article', { name: EXAM.name });
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('says so when the exam or training user cannot be synced', async () => {
    const { wb, dialog, input } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [], messageKey: 'error.syncUserInfo' });
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    expect(await within(dialog()).findByText('Syncing user information failed.')).toBeTruthy();
  });

  it('starts with an empty code and no result each time it opens', async () => {
    const { wb, dialog, input, store } = renderDialog();
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [EXAM], messageKey: null });
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Search' }));
    await within(dialog()).findByRole('article', { name: EXAM.name });
    act(() => store.set(signupDialogOpenAtom, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => store.set(signupDialogOpenAtom, true));
    expect(input()).toHaveProperty('value', '');
    expect(within(dialog()).queryByRole('article')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { dialog, store } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(store.get(signupDialogOpenAtom)).toBe(false));
  });

  it('speaks Chinese', async () => {
    const { wb, dialog, input } = renderDialog('zh-CN');
    vi.spyOn(wb.signup, 'searchSignup').mockResolvedValue({ cards: [EXAM], messageKey: null });
    expect(within(dialog()).getByText('培训、考试、直播报名')).toBeTruthy();
    fireEvent.change(input(), { target: { value: EXAM.code } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '查询' }));
    const card = await within(dialog()).findByRole('article', { name: EXAM.name });
    expect(within(dialog()).getByText('共查询到 1 条')).toBeTruthy();
    expect(within(card).getByText('未报名')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '报名' })).toBeTruthy();
  });
});
