import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/msw-legacy';
import { ApiError } from '../../http/errors';
import {
  appraiseDetailQuery,
  appraiseResultOf,
  appraiseShares,
  defaultProjectChoice,
  defaultProjectForm,
  downloadAppraiseDetails,
  evaluationYears,
  fetchAppraiseStats,
  fetchAppraiseUnitStats,
  fetchProjectChoices,
  fetchProjectPage,
  isProjectForm,
  normaliseDateTime,
  type ProjectForm,
  ProjectFormError,
  projectFormOf,
  projectListQuery,
  projectStatusChanges,
  projectStatusOf,
  satisfactionPercent,
  saveProject,
  saveProjectRequest,
  updateProjectStatus,
  validateProjectForm,
} from './evaluation-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const M = BASE_URLS.main;

function workbench() {
  return testWorkbench({ cookies: { mch_token: 'tok' } }).wb;
}

const PROJECT = {
  id: 5,
  mode: 0,
  name: '2025年度满意度调查',
  year: 2025,
  status: 1,
  startTime: '2025-03-01 08:00:00',
  endTime: '2025-06-30 18:00:00',
  createTime: '2025-02-20 10:00:00',
} as const;

const VALID: ProjectForm = {
  id: null,
  name: '  2026年度满意度调查 ',
  year: 2026,
  mode: 1,
  startTime: '2026-01-05 08:00',
  endTime: '2026-03-31 18:00:00',
};

describe('project states and choices', () => {
  it('reads states and choices from numbers or texts', () => {
    expect(projectStatusOf(1)).toBe(1);
    expect(projectStatusOf('2')).toBe(2);
    expect(projectStatusOf(3)).toBeNull();
    expect(projectStatusOf('')).toBeNull();
    expect(appraiseResultOf('0')).toBe(0);
    expect(appraiseResultOf(null)).toBeNull();
  });

  it('offers start for a project not started, end for one in use, nothing for an ended one', () => {
    expect(projectStatusChanges(0)).toEqual([{ action: 'start', to: 1 }]);
    expect(projectStatusChanges(1)).toEqual([{ action: 'end', to: 2 }]);
    expect(projectStatusChanges(2)).toEqual([]);
    expect(projectStatusChanges('x')).toEqual([]);
  });

  it('offers the years around the clock year, newest first', () => {
    expect(evaluationYears(new Date(2025, 5, 1).getTime(), 2, 1)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('picks the preferred project when listed, else the one in use, else the first', () => {
    const list = [
      { id: 1, status: 2 },
      { id: 5, status: 1 },
      { id: 6, status: 0 },
    ] as const;
    expect(defaultProjectChoice(list, 6)).toBe(6);
    expect(defaultProjectChoice(list, 99)).toBe(5);
    expect(defaultProjectChoice([{ id: 1, status: 2 }])).toBe(1);
    expect(defaultProjectChoice([])).toBeNull();
  });
});

describe('the project list', () => {
  it('sends the page, the year, the state and the trimmed name; blank parts are left out', () => {
    expect(projectListQuery({ page: 2, pageSize: 20 }, { year: 2025, name: '  调查 ', status: 0 })).toEqual({
      pageIndex: 2,
      pageSize: 20,
      year: 2025,
      name: '调查',
      status: 0,
    });
    expect(projectListQuery({ page: 1, pageSize: 10 }, { year: null, name: '  ', status: null })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('reads a page and the choices of a picker', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${M}/ysfyAppraise/getProjectList`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok({ records: [PROJECT], total: 1, pageIndex: 1, pageSize: 10 });
      }),
    );
    const wb = workbench();
    const page = await fetchProjectPage(wb.main, projectListQuery({ page: 1, pageSize: 10 }, { year: 2025 }));
    expect(page.records[0]?.name).toBe(PROJECT.name);
    expect(await fetchProjectChoices(wb.main, 2025)).toEqual([PROJECT]);
    expect(seen).toEqual(['?pageIndex=1&pageSize=10&year=2025', '?pageIndex=1&pageSize=50&year=2025']);
  });

  it('changes a state with the project id and the new state', async () => {
    let query = '';
    server.use(
      http.get(`${M}/ysfyAppraise/updateProjectStatus`, ({ request }) => {
        query = new URL(request.url).search;
        return ok(null);
      }),
    );
    await updateProjectStatus(workbench().main, 5, 2);
    expect(query).toBe('?projectId=5&status=2');
  });
});

describe('the project form', () => {
  it('normalises moments and refuses what is not one', () => {
    expect(normaliseDateTime('2026-01-05 08:00')).toBe('2026-01-05 08:00:00');
    expect(normaliseDateTime('2026-01-05')).toBe('2026-01-05 00:00:00');
    expect(normaliseDateTime(' 2026-01-05 08:00:09 ')).toBe('2026-01-05 08:00:09');
    expect(normaliseDateTime('2026-02-30 08:00')).toBeNull();
    expect(normaliseDateTime('2026-01-05 24:00')).toBeNull();
    expect(normaliseDateTime('soon')).toBeNull();
    expect(normaliseDateTime(null)).toBeNull();
  });

  it('starts a new project in the clock year, ignorable, empty', () => {
    expect(defaultProjectForm(new Date(2025, 4, 6).getTime())).toEqual({
      id: null,
      name: '',
      year: 2025,
      mode: 0,
      startTime: null,
      endTime: null,
    });
  });

  it('takes an existing project into the form', () => {
    expect(projectFormOf(PROJECT)).toEqual({
      id: 5,
      name: PROJECT.name,
      year: 2025,
      mode: 0,
      startTime: PROJECT.startTime,
      endTime: PROJECT.endTime,
    });
  });

  it('requires every field', () => {
    expect(validateProjectForm({ name: ' ', year: null, mode: null, startTime: null, endTime: '' })).toEqual({
      name: 'validation.required',
      year: 'validation.required',
      mode: 'validation.required',
      startTime: 'validation.required',
      endTime: 'validation.required',
    });
  });

  it('checks the name length, the year, the moments and their order', () => {
    expect(validateProjectForm(VALID)).toEqual({});
    expect(validateProjectForm({ ...VALID, name: '评'.repeat(100) })).toEqual({});
    expect(validateProjectForm({ ...VALID, name: '评'.repeat(101) }).name).toBe(
      'evaluationAdmin.nameTooLong',
    );
    expect(validateProjectForm({ ...VALID, year: 1999 }).year).toBe('evaluationAdmin.invalidYear');
    expect(validateProjectForm({ ...VALID, year: 2025.5 }).year).toBe('evaluationAdmin.invalidYear');
    expect(validateProjectForm({ ...VALID, startTime: '2026-13-01' }).startTime).toBe(
      'evaluationAdmin.invalidTime',
    );
    expect(validateProjectForm({ ...VALID, endTime: VALID.startTime }).endTime).toBe(
      'evaluationAdmin.endNotAfterStart',
    );
    expect(validateProjectForm({ ...VALID, endTime: '2025-12-31 23:59' }).endTime).toBe(
      'evaluationAdmin.endNotAfterStart',
    );
  });

  it('builds the body with the trimmed name and full moments; the id only when changing', () => {
    expect(saveProjectRequest(VALID)).toEqual({
      name: '2026年度满意度调查',
      year: 2026,
      mode: 1,
      startTime: '2026-01-05 08:00:00',
      endTime: '2026-03-31 18:00:00',
    });
    expect(saveProjectRequest({ ...VALID, id: 9 }).id).toBe(9);
  });
});

describe('saving a project', () => {
  function backend(existing: unknown) {
    const log: string[] = [];
    server.use(
      http.get(`${M}/ysfyAppraise/getProjectByName`, ({ request }) => {
        log.push(`byName ${decodeURIComponent(new URL(request.url).search)}`);
        return ok(existing);
      }),
      http.post(`${M}/ysfyAppraise/saveProject`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        log.push(`save ${JSON.stringify(body)}`);
        return ok({ ...PROJECT, ...body, id: body.id ?? 7, status: 0 });
      }),
    );
    return log;
  }

  it('refuses an invalid form without a call', async () => {
    const log = backend(null);
    const error = await saveProject(workbench().main, { ...VALID, name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectFormError);
    expect((error as ProjectFormError).fieldErrors).toEqual({ name: 'validation.required' });
    expect(log).toEqual([]);
  });

  it('checks the name in the year, then saves', async () => {
    const log = backend(null);
    const saved = await saveProject(workbench().main, VALID);
    expect(saved.id).toBe(7);
    expect(log).toEqual([
      'byName ?name=2026年度满意度调查&year=2026',
      'save {"name":"2026年度满意度调查","year":2026,"mode":1,"startTime":"2026-01-05 08:00:00","endTime":"2026-03-31 18:00:00"}',
    ]);
  });

  it('refuses a name another project of the year has, and saves a project under its own name', async () => {
    const log = backend({ ...PROJECT, id: 3 });
    const error = await saveProject(workbench().main, VALID).catch((e: unknown) => e);
    expect((error as ProjectFormError).fieldErrors).toEqual({ name: 'evaluationAdmin.duplicateName' });
    expect(log).toHaveLength(1);
    await saveProject(workbench().main, { ...VALID, id: 3 });
    expect(log.at(-1)).toContain('"id":3');
  });

  it('rejects with the server error when the save fails', async () => {
    server.use(
      http.get(`${M}/ysfyAppraise/getProjectByName`, () => ok(null)),
      http.post(`${M}/ysfyAppraise/saveProject`, () => fail('E1', '开始时间不能晚于结束时间')),
    );
    const error = await saveProject(workbench().main, VALID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('开始时间不能晚于结束时间');
  });
});

describe('answers and statistics', () => {
  it('builds the answer query: choice, trimmed unit, whole days in order', () => {
    expect(
      appraiseDetailQuery(
        { page: 3, pageSize: 20 },
        { projectId: 5, result: 2, unitName: ' 芙蓉 ', dateRange: ['2025-05-31', '2025-05-01'] },
      ),
    ).toEqual({
      pageIndex: 3,
      pageSize: 20,
      projectId: 5,
      appraiseResult: 2,
      unitName: '芙蓉',
      startTime: '2025-05-01 00:00:00',
      endTime: '2025-05-31 23:59:59',
    });
    expect(
      appraiseDetailQuery({ page: 1, pageSize: 10 }, { projectId: 5, result: null, dateRange: [null, 'x'] }),
    ).toEqual({ pageIndex: 1, pageSize: 10, projectId: 5 });
  });

  it('reads the statistics, and the units with the most answers first', async () => {
    server.use(
      http.get(`${M}/ysfyAppraise/getDetailStats`, () =>
        ok({ total: 4, verySatisfied: 2, satisfied: 1, dissatisfied: 1, satisfactionRate: 75 }),
      ),
      http.get(`${M}/ysfyAppraise/getDetailStatsByUnit`, () =>
        ok([
          {
            unitId: 2,
            unitName: 'B',
            total: 1,
            verySatisfied: 1,
            satisfied: 0,
            dissatisfied: 0,
            satisfactionRate: 100,
          },
          {
            unitId: 1,
            unitName: 'A',
            total: 3,
            verySatisfied: 1,
            satisfied: 1,
            dissatisfied: 1,
            satisfactionRate: 66.7,
          },
          {
            unitId: 3,
            unitName: 'A',
            total: 1,
            verySatisfied: 0,
            satisfied: 0,
            dissatisfied: 1,
            satisfactionRate: 0,
          },
        ]),
      ),
    );
    const wb = workbench();
    expect((await fetchAppraiseStats(wb.main, 5)).satisfactionRate).toBe(75);
    expect((await fetchAppraiseUnitStats(wb.main, 5)).map((u) => u.unitId)).toEqual([1, 3, 2]);
  });

  it('gives the shares of the choices and a bounded rate', () => {
    expect(appraiseShares({ verySatisfied: 2, satisfied: 1, dissatisfied: 0 })).toEqual([
      { result: 0, count: 2, percent: 66.7 },
      { result: 1, count: 1, percent: 33.3 },
      { result: 2, count: 0, percent: 0 },
    ]);
    expect(appraiseShares({ verySatisfied: 0, satisfied: 0, dissatisfied: 0 }).map((s) => s.percent)).toEqual(
      [0, 0, 0],
    );
    expect(satisfactionPercent(66.666)).toBe(66.7);
    expect(satisfactionPercent(140)).toBe(100);
    expect(satisfactionPercent(Number.NaN)).toBe(0);
  });
});

describe('the download', () => {
  it('gives the file with the name the backend sent', async () => {
    server.use(
      http.get(`${M}/v1/file/ysfyAppraiseDetailDown`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('projectId')).toBe('5');
        return new HttpResponse('序号,姓名\n1,张伟\n', {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="appraise-5.csv"; filename*=UTF-8''${encodeURIComponent('调查-评价明细.csv')}`,
          },
        });
      }),
    );
    const file = await downloadAppraiseDetails(workbench().main, 5);
    expect(file.filename).toBe('调查-评价明细.csv');
    expect(await file.blob.text()).toContain('1,张伟');
  });

  it('names a file without a name after the project', async () => {
    server.use(
      http.get(
        `${M}/v1/file/ysfyAppraiseDetailDown`,
        () => new HttpResponse('a,b', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    expect((await downloadAppraiseDetails(workbench().main, 8)).filename).toBe('evaluation-details-8.csv');
  });

  it('rejects with the server error when the backend answers with an envelope', async () => {
    server.use(http.get(`${M}/v1/file/ysfyAppraiseDetailDown`, () => fail('E2', '评价项目不存在：9')));
    const error = await downloadAppraiseDetails(workbench().main, 9).catch((e: unknown) => e);
    expect((error as ApiError).serverMessage).toBe('评价项目不存在：9');
  });
});

describe('isProjectForm (a kept draft)', () => {
  it('accepts the form as the app keeps it and refuses anything else', () => {
    const form = defaultProjectForm(Date.UTC(2025, 5, 1));
    expect(isProjectForm({ ...form, name: '2025年评价' })).toBe(true);
    expect(isProjectForm({ ...form, id: 7, startTime: '2025-06-20 00:00:00' })).toBe(true);
    expect(isProjectForm({ ...form, mode: 2 })).toBe(false);
    expect(isProjectForm({ ...form, year: '2025' })).toBe(false);
    expect(isProjectForm({ ...form, endTime: 5 })).toBe(false);
    expect(isProjectForm(null)).toBe(false);
  });
});
