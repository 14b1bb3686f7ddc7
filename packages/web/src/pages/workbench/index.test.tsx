import { formatAmount, STATS_STALE_TIME_MS } from '@mch/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageProps } from '../../test/page-props';
import { cleanNotifications, demoUser, renderSignedInPage, testDemo } from '../../test/render-page';
import { warmPage } from '../registry';
import WorkbenchPage from '.';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanNotifications());

const YEAR = new Date().getFullYear();

/** A demo where demo-doctor has studied 125 minutes in all, 45 of them this year. */
function workbenchDemo() {
  const demo = testDemo();
  demo.db().training.studyMinutes[String(demoUser(demo).id)] = { totalMinutes: 125, yearMinutes: 45 };
  return demo;
}

/** The value shown under the label of a figure in a block. */
function figure(block: HTMLElement, label: string): string {
  const term = within(block).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const props = (active = true) => pageProps('Workbench', {}, active);

/** A block by its heading, once it is on screen. */
function block(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('WorkbenchPage', () => {
  it("gives screen readers each area's figures in the area chart's table", async () => {
    const { wb } = await renderSignedInPage(<WorkbenchPage {...props()} />, { demo: workbenchDemo() });
    const byArea = await block('By area');
    const table = await within(byArea).findByRole('table', { name: 'Consultations and referrals by area' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Area', 'Consultations', 'Referrals']);
    const areas = await wb.stats.areaStats('430000000000');
    const first = areas[0];
    if (!first) throw new Error('no area figures');
    const row = within(table).getByRole('rowheader', { name: first.areaName }).closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatAmount(first.consultations), formatAmount(first.referrals)]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(areas.length);
  });

  it('shows every block once, each from its own request, with the figures the backends give', async () => {
    const { demo, wb } = await renderSignedInPage(<WorkbenchPage {...props()} />, { demo: workbenchDemo() });
    const stats = await block('Statistics');
    await waitFor(() => expect(figure(stats, 'Remote consultations')).not.toBe(''));
    await within(await block('Online training')).findByText('2 h 5 min');
    const exams = await block('Online exams');
    await waitFor(() => expect(figure(exams, 'Participants')).not.toBe(''));
    const live = await block(`Live training in ${YEAR}`);
    await waitFor(() => expect(figure(live, 'Students')).not.toBe(''));
    await within(await block('My consultation work')).findByText('Pending', { selector: 'dt' });
    const calls = demo.requests();
    const counts = new Map<string, number>();
    for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
    expect([...counts.entries()].filter(([, n]) => n > 1)).toEqual([]);

    // What the page shows is what the backends answer (asked again here, through the same SDK calls).
    const flow = wb.stats;
    const all = await flow.all({});
    expect(figure(stats, 'Remote consultations')).toBe(formatAmount(all.consultations));
    expect(figure(stats, 'Resident records')).toBe(formatAmount(all.residentRecords));
    const { openExams } = await flow.exams();
    expect(figure(exams, 'Participants')).toBe(formatAmount(openExams.participantCount));
    const { projects } = await flow.live(YEAR);
    expect(figure(live, 'Students')).toBe(formatAmount(projects?.studentCount));
  });

  it('is headed by its name, for screen readers, with every block a level below it', async () => {
    await renderSignedInPage(<WorkbenchPage {...props()} />, { demo: workbenchDemo() });
    await block('Online exams');
    await block('Teleconsultation');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Workbench']);
    const blocks = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(blocks).toEqual(
      expect.arrayContaining(['Statistics', 'By area', 'Online exams', 'Teleconsultation']),
    );
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('fetches nothing while hidden', async () => {
    const { demo } = await renderSignedInPage(<WorkbenchPage {...props(false)} />);
    await Promise.resolve();
    expect(demo.requests()).toEqual([]);
  });

  it('takes the statistics asked for at sign-in, and asks again when shown again once they are stale', async () => {
    const view = await renderSignedInPage(<WorkbenchPage {...props(false)} />);
    // The route's loader: the landing's statistics are asked for while the page's code and the session load.
    warmPage('Workbench', { wb: view.wb, queryClient: view.queryClient }, {});
    view.rerenderPage(<WorkbenchPage {...props()} />);
    const stats = await block('Statistics');
    await waitFor(() => expect(figure(stats, 'Remote consultations')).not.toBe(''));
    await block('Online exams');
    const statsCalls = () => view.demo.requestsTo('GET main /stats/all');
    expect(statsCalls()).toHaveLength(1);
    // Shown again at once: the figures are current.
    view.rerenderPage(<WorkbenchPage {...props(false)} />);
    view.rerenderPage(<WorkbenchPage {...props()} />);
    await block('Online exams');
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
    const demo = workbenchDemo();
    demo.faults.set({ kind: 'http500', backend: 'main', path: '/stats/all' });
    const examDown = demo.faults.set({
      kind: 'businessError',
      backend: 'exam',
      path: '/user/gov/exam/stats',
      message: '考试服务维护中',
    });
    const { wb } = await renderSignedInPage(<WorkbenchPage {...props()} />, { demo });
    const stats = await block('Statistics');
    await within(stats).findByText('The statistics could not be loaded.');
    within(stats).getByText('服务器内部错误');
    const exams = await block('Online exams');
    await within(exams).findByText('考试服务维护中');
    await within(await block('Online training')).findByText('2 h 5 min');
    examDown();
    fireEvent.click(within(exams).getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(figure(exams, 'Participants')).not.toBe(''));
    const { openExams } = await wb.stats.exams();
    expect(figure(exams, 'Open exams')).toBe(formatAmount(openExams.examCount));
    expect(demo.requestsTo('POST exam /user/token/exchange')).toHaveLength(1);
  });

  it('a failed token exchange says syncing user info failed, in Chinese too', async () => {
    const demo = workbenchDemo();
    demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/userInfo' });
    await renderSignedInPage(<WorkbenchPage {...props()} />, { demo, locale: 'zh-CN' });
    const training = await block('在线培训');
    await within(training).findByText('同步用户信息失败。');
  });

  it('filters the statistics by unit and by area', async () => {
    const { demo, wb } = await renderSignedInPage(<WorkbenchPage {...props()} />);
    const { unitId } = demoUser(demo);
    const stats = await block('Statistics');
    await waitFor(() => expect(figure(stats, 'Remote consultations')).not.toBe(''));
    fireEvent.click(await screen.findByText('My unit'));
    await waitFor(() => expect(demo.requests()).toContain(`GET main /stats/all?unitId=${unitId}`));
    const unitFigures = await wb.main.GET('/stats/all', { params: { query: { unitId } } });
    await waitFor(() =>
      expect(figure(stats, 'Remote consultations')).toBe(formatAmount(unitFigures.consultations)),
    );
    const city = (await screen.findAllByLabelText('Area: City')).find((el) => el instanceof HTMLInputElement);
    if (!city) throw new Error('no city field');
    fireEvent.click(city);
    fireEvent.click(await screen.findByRole('option', { name: '长沙市' }));
    await waitFor(() =>
      expect(demo.requests()).toContain(`GET main /stats/all?areaCode=430100000000&unitId=${unitId}`),
    );
    // The areas compared are now the districts of 长沙市.
    const byArea = await block('By area');
    await within(byArea).findByRole('rowheader', { name: '芙蓉区' });
  });

  it('names the stages of the work progress monitor in the language of the page', async () => {
    await renderSignedInPage(<WorkbenchPage {...props()} />);
    const progress = await block('Work progress monitor');
    const table = await within(progress).findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Requested', 'Pending', 'In progress', 'Finished', 'Cancelled']);
  });

  it("says the statistics are updating while the previous filter's figures still show", async () => {
    const { demo } = await renderSignedInPage(<WorkbenchPage {...props()} />);
    const stats = await block('Statistics');
    await waitFor(() => expect(figure(stats, 'Remote consultations')).not.toBe(''));
    const before = figure(stats, 'Remote consultations');
    expect(within(stats).queryByRole('status')).toBeNull();
    demo.faults.set({ kind: 'delay', backend: 'main', path: '/stats/all', delayMs: 300, times: 1 });
    fireEvent.click(await screen.findByText('My unit'));
    // The old figures stay, dimmed, and the block says they are being updated.
    await within(stats).findByRole('status');
    expect(within(stats).getByRole('status').textContent).toBe('Updating…');
    expect(stats.getAttribute('aria-busy')).toBe('true');
    expect(figure(stats, 'Remote consultations')).toBe(before);
    await waitFor(() => expect(within(stats).queryByRole('status')).toBeNull());
    expect(stats.getAttribute('aria-busy')).toBeNull();
  });
});
