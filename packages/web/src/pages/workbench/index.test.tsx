import { STATS_STALE_TIME_MS } from '@mch/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n';
import {
  cleanNotifications,
  type FakeRoutes,
  fakeBackend,
  renderSignedInPage,
  TEST_USER,
} from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import { warmPage } from '../registry';
import WorkbenchPage from '.';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

const YEAR = new Date().getFullYear();

/** Renders the page signed in over the shared fake backend; `calls` are the requests it made. */
async function renderPage(ui: ReactElement, routes: FakeRoutes, options: { locale?: Locale } = {}) {
  const view = await renderSignedInPage(ui, fakeBackend(routes), undefined, options);
  return { ...view, calls: view.requests };
}

const ROUTES: FakeRoutes = {
  'GET main /stats/all': {
    data: {
      consultations: 12345,
      referrals: 67,
      trainings: 8,
      exams: 9,
      liveViews: 1000,
      residentRecords: 2,
    },
  },
  'GET main /stats/areaStats': {
    data: [{ areaCode: '430100000000', areaName: '长沙市', consultations: 30, referrals: 4 }],
  },
  'GET main /stats/myWorkSingle': { data: { pending: 1, inProgress: 2, finished: 3 } },
  'GET main /stats/myWorkProgressMonitoring': { data: [{ stage: 'apply', label: '申请', count: 5 }] },
  'POST mainSync /v1/sync/examUserInfo': { data: null },
  'POST exam /user/token/exchange': { data: { token: 'exam-token' } },
  'GET exam /user/gov/exam/stats': { data: { examCount: 4, participantCount: 1200, passedCount: 900 } },
  'GET exam /user/exam/recent/close/num': { data: 2 },
  'POST mainSync /v1/sync/userInfo': { data: null },
  'POST training /auth/token/exchange': { data: { token: 'training-token' } },
  'GET training /student/studyTime': { data: { totalMinutes: 125, yearMinutes: 45 } },
  'GET training /statistic/studing/count': { data: 3 },
  'GET live /YunProject/GetProjectInfoCount': { data: { projectCount: 5, liveCount: 9, studentCount: 4321 } },
  'GET live /YunProject/GetUserProjectCount': { data: { signUpCount: 2, studiedCount: 1, finishedCount: 0 } },
  'GET live /yunproject/GetLiveAlert': { data: [] },
  'GET fds /v1/fds-pc/dict-area/child/430000000000': { data: [] },
};

const props = (active = true) => pageProps('Workbench', {}, active);

/** A block by its heading, once it is on screen. */
function block(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('WorkbenchPage', () => {
  it('shows every block once, each from its own request', async () => {
    const { calls } = await renderPage(<WorkbenchPage {...props()} />, ROUTES);
    expect(await within(await block('Statistics')).findByText('12,345')).toBeTruthy();
    await within(await block('Online exams')).findByText('1,200');
    await within(await block('Online training')).findByText('2 h 5 min');
    await within(await block(`Live training in ${YEAR}`)).findByText('4,321');
    await within(await block('My consultation work')).findByText('Pending');
    const counts = new Map<string, number>();
    for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(calls).toContain('GET main /stats/areaStats?areaCode=430000000000');
    expect(calls).toContain(`GET live /YunProject/GetUserProjectCount?sertId=${TEST_USER.identityCard}`);
    expect(calls.some((c) => c.includes('GetProjectInfoCount') && c.includes(`projectyear=${YEAR}`))).toBe(
      true,
    );
  });

  it('fetches nothing while hidden', async () => {
    const { calls } = await renderPage(<WorkbenchPage {...props(false)} />, ROUTES);
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('takes the statistics its route asked for, and asks again when shown again once they are stale', async () => {
    const view = await renderPage(<WorkbenchPage {...props(false)} />, ROUTES);
    // The route's loader: the landing's statistics are asked for while the page's code and the session load.
    warmPage('Workbench', { wb: view.wb, queryClient: view.queryClient }, {});
    view.rerenderPage(<WorkbenchPage {...props()} />);
    expect(await within(await block('Statistics')).findByText('12,345')).toBeTruthy();
    await block('Online exams');
    const statsCalls = () => view.calls.filter((c) => c.startsWith('GET main /stats/all'));
    expect(statsCalls()).toEqual(['GET main /stats/all']);
    // Shown again at once: the figures are current.
    view.rerenderPage(<WorkbenchPage {...props(false)} />);
    view.rerenderPage(<WorkbenchPage {...props()} />);
    await within(await block('Online exams')).findByText('1,200');
    expect(statsCalls()).toHaveLength(1);
    // Shown again later: they are asked for again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + STATS_STALE_TIME_MS + 1);
      view.rerenderPage(<WorkbenchPage {...props(false)} />);
      view.rerenderPage(<WorkbenchPage {...props()} />);
      await waitFor(() => expect(statsCalls()).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing backend fails only its block, which retries', async () => {
    let examDown = true;
    const { calls } = await renderPage(<WorkbenchPage {...props()} />, {
      ...ROUTES,
      'GET main /stats/all': { fail: '统计服务异常', status: 500 },
      'GET exam /user/gov/exam/stats': () =>
        examDown
          ? { fail: '考试服务维护中' }
          : { data: { examCount: 7, participantCount: 1, passedCount: 1 } },
    });
    const stats = await block('Statistics');
    expect(await within(stats).findByText('The statistics could not be loaded.')).toBeTruthy();
    expect(within(stats).getByText('统计服务异常')).toBeTruthy();
    const exams = await block('Online exams');
    expect(await within(exams).findByText('考试服务维护中')).toBeTruthy();
    await within(await block('Online training')).findByText('2 h 5 min');
    examDown = false;
    fireEvent.click(within(exams).getByRole('button', { name: /retry/i }));
    expect(await within(exams).findByText('7')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST exam /user/token/exchange'))).toHaveLength(1);
  });

  it('a failed token exchange says syncing user info failed, in Chinese too', async () => {
    await renderPage(
      <WorkbenchPage {...props()} />,
      { ...ROUTES, 'POST mainSync /v1/sync/userInfo': { fail: 'error', status: 500 } },
      { locale: 'zh-CN' },
    );
    const training = await block('在线培训');
    expect(await within(training).findByText('同步用户信息失败。')).toBeTruthy();
  });

  it('filters the statistics by unit and by area', async () => {
    const { calls } = await renderPage(<WorkbenchPage {...props()} />, {
      ...ROUTES,
      'GET fds /v1/fds-pc/dict-area/child/430000000000': {
        data: [{ areaCode: '430100000000', areaName: '长沙市', isLeaf: false }],
      },
      'GET fds /v1/fds-pc/dict-area/child/430100000000': { data: [] },
    });
    await within(await block('Statistics')).findByText('12,345');
    fireEvent.click(await screen.findByText('My unit'));
    await waitFor(() => expect(calls).toContain(`GET main /stats/all?unitId=${TEST_USER.unitId}`));
    const city = (await screen.findAllByLabelText('Area: City')).find((el) => el instanceof HTMLInputElement);
    if (!city) throw new Error('no city field');
    fireEvent.click(city);
    fireEvent.click(await screen.findByRole('option', { name: '长沙市' }));
    await waitFor(() =>
      expect(calls).toContain(`GET main /stats/all?areaCode=430100000000&unitId=${TEST_USER.unitId}`),
    );
    await waitFor(() => expect(calls).toContain('GET main /stats/areaStats?areaCode=430100000000'));
  });
});
