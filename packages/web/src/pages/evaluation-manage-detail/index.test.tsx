import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeBackend, fakeBackend, renderSignedInPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import EvaluationManageDetailPage from '.';

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

function project(id: number, name: string, status: 0 | 1 | 2) {
  return {
    id,
    mode: 0,
    name,
    year: 2025,
    status,
    startTime: '2025-03-01 08:00:00',
    endTime: '2025-06-30 18:00:00',
    createTime: '2025-02-20 10:00:00',
  };
}

function answer(id: number, result: 0 | 1 | 2) {
  return {
    id,
    projectId: 2,
    userName: `User ${id}`,
    unitName: 'Furong hospital',
    appraiseResult: result,
    explain: result === 2 ? 'Too slow' : null,
    suggest: null,
    createTime: '2025-05-06 09:30:00',
  };
}

function statsBackend(): FakeBackend {
  const backend = fakeBackend();
  const projects = [
    project(1, 'Old survey', 2),
    project(2, 'Current survey', 1),
    project(3, 'Next survey', 0),
  ];
  backend.on('GET main /ysfyAppraise/getProjectList', () => ({
    data: { records: projects, total: projects.length, pageIndex: 1, pageSize: 50 },
  }));
  backend.on('GET main /ysfyAppraise/getDetailStats', ({ query }) => ({
    data:
      query.projectId === '2'
        ? { total: 4, verySatisfied: 2, satisfied: 1, dissatisfied: 1, satisfactionRate: 75 }
        : { total: 0, verySatisfied: 0, satisfied: 0, dissatisfied: 0, satisfactionRate: 0 },
  }));
  backend.on('GET main /ysfyAppraise/getDetailStatsByUnit', () => ({ data: [] }));
  backend.on('GET main /ysfyAppraise/getDetailPage', ({ query }) => {
    const all = [answer(1, 0), answer(2, 0), answer(3, 1), answer(4, 2)].filter(
      (a) => query.appraiseResult === undefined || a.appraiseResult === Number(query.appraiseResult),
    );
    return { data: { records: all, total: all.length, pageIndex: 1, pageSize: 10 } };
  });
  return backend;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('evaluation statistics', { timeout: 30_000 }, () => {
  it('shows the project in use by default, with its figures and answers', async () => {
    const backend = statsBackend();
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />,
      backend,
    );
    expect(await screen.findByDisplayValue('Current survey', {}, WAIT)).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('75%', {}, WAIT)).toBeTruthy();
    expect(within(overview).getByText('(50%)')).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(await within(answers).findByText('User 4', {}, WAIT)).toBeTruthy();
    expect(within(answers).getByText('Total 4 items')).toBeTruthy();
    expect(backend.calls('GET main /ysfyAppraise/getDetailPage')[0]?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      projectId: '2',
    });
  });

  it('shows the project of ?projectId= when it is listed', async () => {
    const backend = statsBackend();
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail', { projectId: '3' })} />,
      backend,
    );
    expect(await screen.findByDisplayValue('Next survey', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('No answers yet', {}, WAIT)).toBeTruthy();
  });

  it('hands the downloaded file to the browser under its name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answers');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />,
      statsBackend(),
      (request) =>
        request.url.includes('/v1/file/ysfyAppraiseDetailDown')
          ? new Response('a,b\r\n', {
              headers: {
                'Content-Type': 'application/octet-stream',
                'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Current survey-评价明细.csv')}`,
              },
            })
          : undefined,
    );
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
    const backend = statsBackend();
    backend.on('GET main /v1/file/ysfyAppraiseDetailDown', () => ({ fail: 'no file today' }));
    await renderSignedInPage(
      <EvaluationManageDetailPage {...pageProps('EvaluationManageDetail')} />,
      backend,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download answers of Current survey' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      'The download failed: no file today',
    );
  });
});
