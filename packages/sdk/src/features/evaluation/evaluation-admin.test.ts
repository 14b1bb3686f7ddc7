import { MAIN_IDS, type TestDemo } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { ApiError, isUncertainFailure, NotSentError } from '../../http/errors';
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
  ProjectStartError,
  parseProjectYear,
  projectFormOf,
  projectListQuery,
  projectNameLength,
  projectStatusChanges,
  projectStatusOf,
  satisfactionPercent,
  saveProject,
  saveProjectRequest,
  startProject,
  updateProjectStatus,
  validateProjectForm,
} from './evaluation-admin';

/** The evaluation administrator's workbench over a fresh demo. */
function workbench() {
  return signedIn('demo-admin');
}

/** The demo's evaluation project in use. */
function activeProject(demo: TestDemo) {
  const project = demo.db().main.projects.find((p) => p.id === MAIN_IDS.activeProject);
  if (!project) throw new Error('demo fixtures changed: no project in use');
  return project;
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

  it('reads a project year of four digits, else null', () => {
    expect(parseProjectYear('2025')).toBe(2025);
    expect(parseProjectYear(' ２０２４ ')).toBe(2024);
    expect(parseProjectYear(2023)).toBe(2023);
    for (const bad of ['25', '20255', '0999', '2025.0', '', 'year', null, undefined, 1899, 3000]) {
      expect(parseProjectYear(bad), String(bad)).toBeNull();
    }
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
    const { wb, demo } = workbench();
    const { id, name, year } = activeProject(demo);
    const ofYear = demo.db().main.projects.filter((p) => p.year === year);
    const page = await fetchProjectPage(wb.main, projectListQuery({ page: 1, pageSize: 10 }, { year }));
    expect(page.total).toBe(ofYear.length);
    expect(page.records.find((p) => p.id === id)?.name).toBe(name);
    const choices = await fetchProjectChoices(wb.main, year);
    expect(choices.map((p) => p.id).sort()).toEqual(ofYear.map((p) => p.id).sort());
    expect(choices.find((p) => p.id === id)).toMatchObject({ name, year, status: 1 });
    expect(demo.requestsTo('GET main /ysfyAppraise/getProjectList').map((r) => r.search)).toEqual([
      `?pageIndex=1&pageSize=10&year=${year}`,
      `?pageIndex=1&pageSize=50&year=${year}`,
    ]);
  });

  it('changes a state with the project id and the new state', async () => {
    const { wb, demo } = workbench();
    const id = MAIN_IDS.activeProject;
    await updateProjectStatus(wb.main, id, 2);
    expect(demo.requestsTo('GET main /ysfyAppraise/updateProjectStatus').map((r) => r.search)).toEqual([
      `?projectId=${id}&status=2`,
    ]);
    expect(activeProject(demo).status).toBe(2);
  });
});

describe('starting a project', () => {
  const NOW = new Date(2026, 1, 10, 9, 0).getTime();

  it('ends nothing and starts nothing while another project is in use, and names it', async () => {
    const { wb, demo } = workbench();
    const active = activeProject(demo);
    const created = await saveProject(wb.main, VALID);
    const error = await startProject(wb.main, created, NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectStartError);
    expect((error as ProjectStartError).refusal).toEqual({
      reason: 'otherInUse',
      other: { id: active.id, name: active.name },
    });
    expect(demo.requestsTo('GET main /ysfyAppraise/updateProjectStatus')).toEqual([]);
    expect(demo.requestsTo('GET main /ysfyAppraise/getProjectList').map((r) => r.search)).toEqual([
      '?pageIndex=1&pageSize=50&status=1',
    ]);
  });

  it('starts it once the other has ended', async () => {
    const { wb, demo } = workbench();
    await updateProjectStatus(wb.main, activeProject(demo).id, 2);
    const created = await saveProject(wb.main, VALID);
    await startProject(wb.main, created, NOW);
    expect(demo.db().main.projects.find((p) => p.id === created.id)?.status).toBe(1);
  });

  it('refuses a project whose period is over without a call', async () => {
    const { wb, demo } = workbench();
    const error = await startProject(wb.main, { id: 9, endTime: '2026-02-10 08:59:59' }, NOW).catch(
      (e: unknown) => e,
    );
    expect((error as ProjectStartError).refusal).toEqual({
      reason: 'periodOver',
      endTime: '2026-02-10 08:59:59',
    });
    expect(demo.seen).toEqual([]);
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

  it('counts the name in characters, trimmed', () => {
    expect(projectNameLength('  评价 2026 ')).toBe(7);
    expect(projectNameLength('👩‍⚕️')).toBe(4);
    expect(projectNameLength(null)).toBe(0);
  });

  it('wants the year within the period, which may cross the turn of a year', () => {
    expect(validateProjectForm({ ...VALID, year: 2025 }).year).toBe('evaluationAdmin.yearOutsidePeriod');
    expect(validateProjectForm({ ...VALID, year: 2027 }).year).toBe('evaluationAdmin.yearOutsidePeriod');
    const acrossNewYear = { ...VALID, startTime: '2025-12-01 00:00', endTime: '2026-01-31 23:59' };
    expect(validateProjectForm({ ...acrossNewYear, year: 2025 })).toEqual({});
    expect(validateProjectForm({ ...acrossNewYear, year: 2026 })).toEqual({});
    // Without a valid period there is nothing to hold the year against.
    expect(validateProjectForm({ ...VALID, year: 2030, endTime: 'later' }).year).toBeUndefined();
  });

  it("wants a new project's end ahead of the clock; a project already saved may keep a past period", () => {
    const during = new Date(2026, 1, 10, 9, 0).getTime();
    const after = new Date(2026, 2, 31, 18, 0, 0).getTime();
    expect(validateProjectForm(VALID, during)).toEqual({});
    expect(validateProjectForm(VALID, after).endTime).toBe('evaluationAdmin.endPassed');
    expect(validateProjectForm({ ...VALID, id: 4 }, after)).toEqual({});
  });

  it("judges the end on China's clock, the backend's, whatever zone the browser is in", () => {
    // 10:30 in London (UTC) on 31 March is 18:30 in China: the period ending at 18:00 there is over.
    const londonMorning = new Date('2026-03-31T10:30:00Z').getTime();
    expect(validateProjectForm(VALID, londonMorning).endTime).toBe('evaluationAdmin.endPassed');
    // 17:30 in China is 09:30 UTC: still ahead.
    expect(validateProjectForm(VALID, new Date('2026-03-31T17:30:00+08:00').getTime())).toEqual({});
    // A new project's year is China's: already 2027 there at 20:00 UTC on 31 December.
    expect(defaultProjectForm(new Date('2026-12-31T20:00:00Z').getTime()).year).toBe(2027);
    expect(evaluationYears(new Date('2026-12-31T20:00:00Z').getTime(), 1, 1)).toEqual([2028, 2027, 2026]);
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
  /** The name checks and saves the demo was asked, in order. */
  function log(demo: TestDemo): string[] {
    return demo.seen
      .filter((r) => r.path === '/ysfyAppraise/getProjectByName' || r.path === '/ysfyAppraise/saveProject')
      .map((r) => (r.method === 'GET' ? `byName ${decodeURIComponent(r.search)}` : `save ${r.body}`));
  }

  it('refuses an invalid form without a call', async () => {
    const { wb, demo } = workbench();
    const error = await saveProject(wb.main, { ...VALID, name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectFormError);
    expect((error as ProjectFormError).fieldErrors).toEqual({ name: 'validation.required' });
    expect(demo.seen).toEqual([]);
  });

  it('checks the name in the year, then saves', async () => {
    const { wb, demo } = workbench();
    const seeded = demo.db().main.projects.map((p) => p.id);
    const saved = await saveProject(wb.main, VALID);
    expect(seeded).not.toContain(saved.id);
    expect(demo.db().main.projects.find((p) => p.id === saved.id)).toMatchObject({
      name: '2026年度满意度调查',
      status: 0,
    });
    expect(log(demo)).toEqual([
      'byName ?name=2026年度满意度调查&year=2026',
      'save {"name":"2026年度满意度调查","year":2026,"mode":1,"startTime":"2026-01-05 08:00:00","endTime":"2026-03-31 18:00:00"}',
    ]);
  });

  it('refuses a name another project of the year has, and saves a project under its own name', async () => {
    const { wb, demo } = workbench();
    const { id, name, year } = activeProject(demo);
    const form = { ...VALID, name, year };
    const error = await saveProject(wb.main, form).catch((e: unknown) => e);
    expect((error as ProjectFormError).fieldErrors).toEqual({ name: 'evaluationAdmin.duplicateName' });
    expect(log(demo)).toHaveLength(1);
    await saveProject(wb.main, { ...form, id });
    expect(log(demo).at(-1)).toContain(`"id":${id}`);
    expect(activeProject(demo)).toMatchObject({ name, startTime: '2026-01-05 08:00:00' });
  });

  it('sends no save when the name check gets no answer, and says so (not an uncertain save)', async () => {
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'main', path: '/ysfyAppraise/getProjectByName' });
    const error = await saveProject(wb.main, VALID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotSentError);
    expect((error as NotSentError).reason).toBeInstanceOf(ApiError);
    expect(isUncertainFailure(error)).toBe(false);
    expect(log(demo)).toEqual(['byName ?name=2026年度满意度调查&year=2026']);
  });

  it('rejects with the server error when the save fails', async () => {
    const { wb, demo } = workbench();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/ysfyAppraise/saveProject',
      message: '开始时间不能晚于结束时间',
    });
    const error = await saveProject(wb.main, VALID).catch((e: unknown) => e);
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
    const { wb, demo } = workbench();
    const id = MAIN_IDS.activeProject;
    // The project's answers: unit 1 'A' three, unit 2 'B' one, unit 3 'A' one. The demo lists units of equal counts
    // by id (2 before 3); the SDK puts them by name.
    const answer = (n: number, unitId: number, unitName: string, appraiseResult: 0 | 1 | 2) => ({
      id: 90_000 + n,
      projectId: id,
      userId: null,
      userName: `答卷人${n}`,
      unitId,
      unitName,
      appraiseResult,
      explain: null,
      suggest: null,
      createTime: '2025-05-06 09:30:00',
    });
    const db = demo.db().main;
    db.answers = [
      ...db.answers.filter((a) => a.projectId !== id),
      answer(1, 1, 'A', 0),
      answer(2, 1, 'A', 1),
      answer(3, 1, 'A', 2),
      answer(4, 2, 'B', 0),
      answer(5, 3, 'A', 1),
    ];
    expect(await fetchAppraiseStats(wb.main, id)).toMatchObject({ total: 5, satisfactionRate: 80 });
    expect((await fetchAppraiseUnitStats(wb.main, id)).map((u) => u.unitId)).toEqual([1, 3, 2]);
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
    const { wb, demo } = workbench();
    const project = activeProject(demo);
    const answered = demo.db().main.answers.find((a) => a.projectId === project.id);
    if (!answered) throw new Error('demo fixtures changed: no answer to the project in use');
    const file = await downloadAppraiseDetails(wb.main, project.id);
    expect(demo.requestsTo('GET main /v1/file/ysfyAppraiseDetailDown')[0]?.query).toEqual({
      projectId: String(project.id),
    });
    expect(file.filename).toBe(`${project.name}-评价明细.csv`);
    const text = await file.blob.text();
    expect(text).toContain('序号,姓名');
    expect(text).toContain(answered.userName);
  });

  it('names a file without a name after the project', async () => {
    // The demo always names the file: a nameless one is arranged.
    const { wb, demo } = workbench();
    demo.answer('GET main /v1/file/ysfyAppraiseDetailDown', {
      body: 'a,b',
      headers: { 'Content-Type': 'text/csv' },
    });
    const id = MAIN_IDS.activeProject;
    expect((await downloadAppraiseDetails(wb.main, id)).filename).toBe(`evaluation-details-${id}.csv`);
  });

  it('rejects with the server error when the backend answers with an envelope', async () => {
    const { wb, demo } = workbench();
    const missing = Math.max(...demo.db().main.projects.map((p) => p.id)) + 1000;
    const error = await downloadAppraiseDetails(wb.main, missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(`评价项目不存在：${missing}`);
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
