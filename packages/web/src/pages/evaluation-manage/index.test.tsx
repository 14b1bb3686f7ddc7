import type { TestDemo } from '@mch/mock/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderPage, testDemo } from '../../test/render-page';
import EvaluationManagePage from '.';

function project(id: number, name: string, status: 0 | 1 | 2, year = 2025) {
  return {
    id,
    mode: (id % 2) as 0 | 1,
    name,
    year,
    status,
    startTime: `${year}-03-01 08:00:00`,
    endTime: `${year}-06-30 18:00:00`,
    createTime: `${year}-02-${String(10 + id).padStart(2, '0')} 10:00:00`,
    respondedUserIds: [],
  };
}

/** A demo whose evaluation projects are an ended one of 2024, one in use and one not started. */
function projectDemo() {
  const demo = testDemo();
  demo.db().main.projects = [
    project(1, 'Platform survey 2024', 2, 2024),
    project(2, 'Consultation survey', 1),
    project(3, 'Grassroots survey', 0),
  ];
  return demo;
}

/** The status of project `id` on the demo. */
const statusOf = (demo: TestDemo, id: number) => demo.db().main.projects.find((p) => p.id === id)?.status;

const table = () => screen.getByRole('table', { name: 'Evaluation projects' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

/** The text of what describes `element` (its aria-describedby), as a screen reader reads it after the name. */
function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('evaluation management', { timeout: 30_000 }, () => {
  it('lists the projects with their state and filters by name', async () => {
    const demo = projectDemo();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('Consultation survey', {}, WAIT);
    within(rowOf('Consultation survey')).getByText('In use');
    within(rowOf('Grassroots survey')).getByText('Not started');
    fireEvent.change(screen.getByRole('textbox', { name: 'Project name' }), { target: { value: ' Grass ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 1 item'), WAIT);
    expect(demo.requestsTo('GET main /ysfyAppraise/getProjectList').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      name: 'Grass',
    });
  });

  it('shows a project without a period as one placeholder', async () => {
    const demo = projectDemo();
    const [first] = demo.db().main.projects;
    if (first) Object.assign(first, { startTime: null, endTime: null });
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    const row = await within(table()).findByText('Platform survey 2024', {}, WAIT);
    const cells = within(row.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('-');
    expect(cells.map((cell) => cell.textContent)).not.toContain('- – -');
    expect(within(rowOf('Consultation survey')).getByText(/Mar 1, 2025 – Jun 30, 2025/)).toBeTruthy();
  });

  it('fetches nothing while hidden', () => {
    const demo = projectDemo();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage', {}, false)} />, { demo });
    expect(demo.seen).toEqual([]);
  });

  it('checks the form before anything is sent', async () => {
    const demo = projectDemo();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('Consultation survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation project' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required', {}, WAIT)).toHaveLength(3);
    expect(demo.requestsTo('GET main /ysfyAppraise/getProjectByName')).toEqual([]);
    expect(demo.db().main.projects).toHaveLength(3);
  });

  it('asks before it starts a project, then shows the new state', async () => {
    const demo = projectDemo();
    demo.db().main.projects.push(project(4, 'Future survey', 0, 2099));
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('Future survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Start Future survey' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start this evaluation?' }, WAIT);
    // Another project is in use: refused in the dialog, nothing changed.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    expect((await within(confirm).findByRole('alert', {}, WAIT)).textContent).toContain(
      'It cannot be started while “Consultation survey” is in use',
    );
    expect(statusOf(demo, 4)).toBe(0);
    const other = demo.db().main.projects.find((p) => p.id === 2);
    if (other) other.status = 2;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    await waitFor(() => within(rowOf('Future survey')).getByText('In use'), WAIT);
    expect(statusOf(demo, 4)).toBe(1);
    expect(within(rowOf('Platform survey 2024')).queryByRole('button', { name: /^(Start|End) / })).toBeNull();
  });

  it('refuses to start a project whose period is over, without a change', async () => {
    const demo = projectDemo();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('Grassroots survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Start Grassroots survey' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start this evaluation?' }, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    expect((await within(confirm).findByRole('alert', {}, WAIT)).textContent).toContain(
      'It cannot be started: its period ended on 2025-06-30 18:00. Change the end time first.',
    );
    expect(statusOf(demo, 3)).toBe(0);
    expect(demo.requestsTo('GET main /ysfyAppraise/updateProjectStatus')).toEqual([]);
  });

  it('shows the name against its limit and refuses a year outside the period', async () => {
    const demo = projectDemo();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('Consultation survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Grassroots survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit evaluation project' }, WAIT);
    const name = within(dialog).getByRole('textbox', { name: 'Project name' });
    expect(describedBy(name)).toBe('17 / 100');
    fireEvent.change(name, { target: { value: '评'.repeat(101) } });
    expect(describedBy(name)).toBe('101 / 100');
    fireEvent.change(name, { target: { value: 'Grassroots survey' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2024' }, WAIT));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The year must fall within the period', {}, WAIT)).toBeTruthy();
    expect(demo.requestsTo('POST main /ysfyAppraise/saveProject')).toEqual([]);
  });

  it('shows a failing list in the table with a retry', async () => {
    const demo = projectDemo();
    const down = demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/ysfyAppraise/getProjectList',
      message: 'list down',
    });
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { demo });
    await within(table()).findByText('list down', {}, WAIT);
    down();
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    await within(table()).findByText('Consultation survey', {}, WAIT);
  });
});
