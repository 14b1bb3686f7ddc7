import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import EvaluationManagePage from '.';

interface Project {
  id: number;
  mode: 0 | 1;
  name: string;
  year: number;
  status: 0 | 1 | 2;
  startTime: string;
  endTime: string;
  createTime: string;
}

function project(id: number, name: string, status: 0 | 1 | 2, year = 2025): Project {
  return {
    id,
    mode: (id % 2) as 0 | 1,
    name,
    year,
    status,
    startTime: `${year}-03-01 08:00:00`,
    endTime: `${year}-06-30 18:00:00`,
    createTime: `${year}-02-${String(10 + id).padStart(2, '0')} 10:00:00`,
  };
}

function projectBackend(): FakeBackend & { projects: Project[] } {
  const backend = fakeBackend();
  const projects = [
    project(1, 'Platform survey 2024', 2, 2024),
    project(2, 'Consultation survey', 1),
    project(3, 'Grassroots survey', 0),
  ];
  backend.on('GET main /ysfyAppraise/getProjectList', ({ query }) => {
    const rows = projects.filter(
      (p) =>
        (!query.year || p.year === Number(query.year)) &&
        (!query.name || p.name.includes(query.name)) &&
        (!query.status || p.status === Number(query.status)),
    );
    return { data: { records: rows, total: rows.length, pageIndex: 1, pageSize: 10 } };
  });
  backend.on('GET main /ysfyAppraise/updateProjectStatus', ({ query }) => {
    const p = projects.find((x) => x.id === Number(query.projectId));
    if (p) p.status = Number(query.status) as 0 | 1 | 2;
    return { data: null };
  });
  backend.on('GET main /ysfyAppraise/getProjectByName', ({ query }) => ({
    data: projects.find((p) => p.name === query.name && p.year === Number(query.year)) ?? null,
  }));
  return Object.assign(backend, { projects });
}

const table = () => screen.getByRole('table', { name: 'Evaluation projects' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('evaluation management', { timeout: 30_000 }, () => {
  it('lists the projects with their state and filters by name', async () => {
    const backend = projectBackend();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { backend });
    expect(await within(table()).findByText('Consultation survey', {}, WAIT)).toBeTruthy();
    expect(within(rowOf('Consultation survey')).getByText('In use')).toBeTruthy();
    expect(within(rowOf('Grassroots survey')).getByText('Not started')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Project name' }), { target: { value: ' Grass ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 1 item')).toBeTruthy(), WAIT);
    expect(backend.calls('GET main /ysfyAppraise/getProjectList').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      name: 'Grass',
    });
  });

  it('fetches nothing while hidden', () => {
    const backend = projectBackend();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage', {}, false)} />, { backend });
    expect(backend.seen).toEqual([]);
  });

  it('checks the form before anything is sent', async () => {
    const backend = projectBackend();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { backend });
    await within(table()).findByText('Consultation survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation project' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required', {}, WAIT)).toHaveLength(3);
    expect(backend.calls('GET main /ysfyAppraise/getProjectByName')).toEqual([]);
  });

  it('asks before it starts a project, then shows the new state', async () => {
    const backend = projectBackend();
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { backend });
    await within(table()).findByText('Grassroots survey', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Start Grassroots survey' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start this evaluation?' }, WAIT);
    expect(backend.calls('GET main /ysfyAppraise/updateProjectStatus')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(rowOf('Grassroots survey')).getByText('In use')).toBeTruthy(), WAIT);
    expect(backend.calls('GET main /ysfyAppraise/updateProjectStatus')[0]?.query).toEqual({
      projectId: '3',
      status: '1',
    });
    expect(within(rowOf('Platform survey 2024')).queryByRole('button', { name: /^(Start|End) / })).toBeNull();
  });

  it('shows a failing list in the table with a retry', async () => {
    const backend = projectBackend();
    const ok = backend.routes.get('GET main /ysfyAppraise/getProjectList')!;
    let fail = true;
    backend.on('GET main /ysfyAppraise/getProjectList', (request) =>
      fail ? { fail: 'list down' } : ok(request),
    );
    renderPage(<EvaluationManagePage {...pageProps('EvaluationManage')} />, { backend });
    expect(await within(table()).findByText('list down', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('Consultation survey', {}, WAIT)).toBeTruthy();
  });
});
