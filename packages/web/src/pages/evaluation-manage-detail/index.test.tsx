import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderSignedInPage, testDemo } from '../../test/render-page';
import EvaluationManageDetailPage from '.';

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

function project(id: number, name: string, status: 0 | 1 | 2) {
  return {
    id,
    mode: 0 as const,
    name,
    year: 2025,
    status,
    startTime: '2025-03-01 08:00:00',
    endTime: '2025-06-30 18:00:00',
    createTime: '2025-02-20 10:00:00',
    respondedUserIds: [],
  };
}

function answer(id: number, result: 0 | 1 | 2) {
  return {
    id,
    projectId: 2,
    userId: null,
    userName: `User ${id}`,
    unitId: 2001,
    unitName: 'Furong hospital',
    appraiseResult: result,
    explain: result === 2 ? 'Too slow' : null,
    suggest: null,
    createTime: '2025-05-06 09:30:00',
  };
}

/** A demo with an ended, an in-use and a coming project; four answers to the one in use (2). */
function statsDemo() {
  const demo = testDemo();
  demo.db().main.projects = [
    project(1, 'Old survey', 2),
    project(2, 'Current survey', 1),
    project(3, 'Next survey', 0),
  ];
  demo.db().main.answers = [answer(1, 0), answer(2, 0), answer(3, 1), answer(4, 2)];
  return demo;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('evaluation statistics', { timeout: 30_000 }, () => {
  it('shows the project in use by default, with its figures and answers', async () => {
    await renderSignedInPage(<EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />, {
      demo: statsDemo(),
    });
    await screen.findByDisplayValue('Current survey', {}, WAIT);
    const overview = screen.getByRole('region', { name: 'Overview' });
    await within(overview).findByText('75.0%', {}, WAIT);
    within(overview).getByText('(50.0%)');
    const answers = screen.getByRole('region', { name: 'Answers' });
    await within(answers).findByText('User 4', {}, WAIT);
    within(answers).getByText('Total 4 items');
  });

  it('shows the project of ?projectId= when it is listed', async () => {
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '3' })} />,
      { demo: statsDemo() },
    );
    await screen.findByDisplayValue('Next survey', {}, WAIT);
    await screen.findByText('No answers yet', {}, WAIT);
    // No answer: no share and no rate, rather than a 0 % that reads as everyone dissatisfied.
    const overview = screen.getByRole('region', { name: 'Overview' });
    await waitFor(() =>
      expect(within(overview).getByText('Satisfaction rate').nextSibling?.textContent).toBe('-'),
    );
    expect(within(overview).queryByText(/%/)).toBeNull();
  });

  it('says so when the project of ?projectId= is not there, and shows the one in use', async () => {
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '999' })} />,
      { demo: statsDemo() },
    );
    await screen.findByDisplayValue('Current survey', {}, WAIT);
    expect(screen.getByRole('status').textContent).toBe(
      'Project 999 of the link was not found; showing “Current survey” instead.',
    );
  });

  it('puts the project chosen in its address, and follows the address to another project', async () => {
    const view = await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />,
      { demo: statsDemo() },
    );
    const picker = await screen.findByRole('combobox', { name: 'Evaluation project' }, WAIT);
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Current survey'), WAIT);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Old survey' }, WAIT));
    expect(view.setPageQuery).toHaveBeenLastCalledWith('test-tab', { projectId: '1' });
    // The address moved (the shell gives the page its new query): the page shows that project.
    view.rerenderPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '1' })} />,
    );
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Old survey'), WAIT);
    // A row's Statistics of another project opens this tab with that project: the page switches to it.
    view.rerenderPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '3' })} />,
    );
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Next survey'), WAIT);
    await screen.findByText('No answers yet', {}, WAIT);
  });

  it('puts the year chosen in its address, keeping the project when it is of that year', async () => {
    const view = await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '3' })} />,
      { demo: statsDemo() },
    );
    await screen.findByDisplayValue('Next survey', {}, WAIT);
    fireEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2025' }, WAIT));
    expect(view.setPageQuery).toHaveBeenLastCalledWith('test-tab', { year: '2025', projectId: '3' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2024' }, WAIT));
    expect(view.setPageQuery).toHaveBeenLastCalledWith('test-tab', { year: '2024', projectId: null });
    // The address of 2024 (no project of that year here): the year shows, and no project.
    view.rerenderPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { year: '2024' })} />,
    );
    await screen.findByText('There is no evaluation project yet.', {}, WAIT);
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLInputElement).value).toBe('2024');
  });

  it('hands the downloaded file to the browser under its name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answers');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    // The demo names the file of a project's answers '<project name>-评价明细.csv'.
    await renderSignedInPage(<EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />, {
      demo: statsDemo(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download answers of Current survey' }, WAIT));
    await waitFor(() => expect(saved).toEqual(['Current survey-评价明细.csv blob:answers']), WAIT);
    expect(created).toHaveBeenCalledTimes(1);
    expect(revoked).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(revoked).toHaveBeenCalledWith('blob:answers');
  });

  it('says so when the download fails', async () => {
    const demo = statsDemo();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/file/ysfyAppraiseDetailDown',
      message: 'no file today',
    });
    await renderSignedInPage(<EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />, {
      demo,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download answers of Current survey' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      'The download failed: no file today',
    );
  });
});
