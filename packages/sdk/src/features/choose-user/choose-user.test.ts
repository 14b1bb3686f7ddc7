import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/msw-legacy';
import { ApiError, NetworkError, TimeoutError } from '../../http/errors';
import { memoryStorage } from '../../runtime/adapters';
import {
  addAllUserPreQuery,
  CHOOSE_USER_JOB_LIMITS_MS,
  type ChooseUserJob,
  chooseUserPrePayload,
  chooseUserPreQuery,
  createChooseUserJobs,
  deleteChooseUserPreOfProject,
  deleteChooseUserPreRow,
  fetchChooseUserPrePage,
  fetchUnitDoctors,
  fetchUnitOffices,
  importChooseUsers,
  isImportFileName,
  jobHoldsUntil,
  jobProgressPercent,
  leavesOutcomeUnknown,
  projectSelectionOf,
  sameProject,
  systemTypeName,
} from './choose-user';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const M = BASE_URLS.main;
const EXAM = { projectId: 101, systemType: 1 };

/** Records each request as "METHOD path?query body". */
function recorder() {
  const log: string[] = [];
  const note = async (request: Request) => {
    const url = new URL(request.url);
    const type = request.headers.get('Content-Type') ?? '';
    let body = '';
    if (request.method !== 'GET') {
      if (type.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const file = form.get('file');
        body = file instanceof Blob ? `file=${(file as File).name}:${await file.text()}` : 'file=?';
      } else body = await request.text();
    }
    log.push(
      `${request.method} ${url.pathname.replace('/api/main', '')}${url.search}${body ? ` ${body}` : ''}`,
    );
  };
  return { log, note };
}

function workbench() {
  return testWorkbench({ cookies: { mch_token: 'tok' } }).wb;
}

describe('the project of a preselection', () => {
  it('reads the system type from its code or name', () => {
    expect(systemTypeName(1)).toBe('exam');
    expect(systemTypeName('2')).toBe('training');
    expect(systemTypeName('training')).toBe('training');
    expect(systemTypeName(3)).toBeNull();
    expect(systemTypeName('exam ')).toBe(null);
    expect(systemTypeName(undefined)).toBeNull();
  });

  it('takes a positive project id and a known system, else nothing', () => {
    expect(projectSelectionOf({ projectId: ' 101 ', systemType: '1' })).toEqual(EXAM);
    expect(projectSelectionOf({ projectId: 201, systemType: 'training' })).toEqual({
      projectId: 201,
      systemType: 2,
    });
    expect(projectSelectionOf({ projectId: '0', systemType: '1' })).toBeNull();
    expect(projectSelectionOf({ projectId: '1.5', systemType: '1' })).toBeNull();
    expect(projectSelectionOf({ projectId: '101', systemType: '7' })).toBeNull();
    expect(projectSelectionOf({})).toBeNull();
    expect(sameProject(EXAM, { projectId: 101, systemType: 1 })).toBe(true);
    expect(sameProject(EXAM, { projectId: 101, systemType: 2 })).toBe(false);
    expect(sameProject(EXAM, null)).toBe(false);
  });
});

describe('the preselection list and its deletes', () => {
  it('pages a project and deletes one row or the whole project', async () => {
    const { log, note } = recorder();
    server.use(
      http.get(`${M}/v1/sync/queryChooseUserPre`, async ({ request }) => {
        await note(request);
        return ok({ records: [], total: 0, pageIndex: 2, pageSize: 20 });
      }),
      http.post(`${M}/v1/sync/delChooseUserPreById`, async ({ request }) => {
        await note(request);
        return ok(null);
      }),
      http.post(`${M}/v1/sync/delChooseUserPreByProjectId`, async ({ request }) => {
        await note(request);
        return ok(null);
      }),
    );
    const wb = workbench();
    expect(chooseUserPreQuery({ page: 2, pageSize: 20 }, EXAM)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      projectId: 101,
      systemType: 1,
    });
    await fetchChooseUserPrePage(wb.main, chooseUserPreQuery({ page: 2, pageSize: 20 }, EXAM));
    await deleteChooseUserPreRow(wb.main, 7);
    await deleteChooseUserPreOfProject(wb.main, 101);
    expect(log).toEqual([
      'GET /v1/sync/queryChooseUserPre?pageIndex=2&pageSize=20&projectId=101&systemType=1',
      'POST /v1/sync/delChooseUserPreById?id=7',
      'POST /v1/sync/delChooseUserPreByProjectId?projectId=101',
    ]);
  });
});

describe('offices and doctors of a unit', () => {
  it('reads the offices, and the doctors of the unit or of one office', async () => {
    const { log, note } = recorder();
    server.use(
      http.get(`${M}/v1/doctorUser/queryOrgOfficeByUnitId`, async ({ request }) => {
        await note(request);
        return ok([{ id: 11, name: '产科', unitId: 2001 }]);
      }),
      http.post(`${M}/v1/doctorUser/queryDoctorByUnitAndOffice`, async ({ request }) => {
        await note(request);
        return ok([]);
      }),
    );
    const wb = workbench();
    expect(await fetchUnitOffices(wb.main, 2001)).toEqual([{ id: 11, name: '产科', unitId: 2001 }]);
    await fetchUnitDoctors(wb.main, 2001);
    await fetchUnitDoctors(wb.main, 2001, 11);
    await fetchUnitDoctors(wb.main, 2001, null);
    expect(log).toEqual([
      'GET /v1/doctorUser/queryOrgOfficeByUnitId?unitId=2001',
      'POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=2001',
      'POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=2001&officeId=11',
      'POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=2001',
    ]);
  });
});

describe('the bodies of save and add all', () => {
  it('saves the chosen ids once each, and refuses an empty choice', () => {
    expect(chooseUserPrePayload(EXAM, [2001, 2001, 2002], [3001, 3002, 3001])).toEqual({
      payload: { projectId: 101, systemType: 1, unitList: [2001, 2002], doctorIds: [3001, 3002] },
    });
    expect(chooseUserPrePayload(EXAM, [], [3001])).toEqual({
      payload: { projectId: 101, systemType: 1, unitList: [], doctorIds: [3001] },
    });
    expect(chooseUserPrePayload(EXAM, [], [])).toEqual({ problem: 'empty' });
  });

  it('adds all by the trimmed tree code and name and the sorted unit types, leaving out empty ones', () => {
    expect(
      addAllUserPreQuery(EXAM, { treeCode: ' 01001 ', unitTypes: [4, 3, 4], unitName: ' 社区 ' }),
    ).toEqual({
      projectId: 101,
      systemType: 1,
      treeCode: '01001',
      unitTypes: [3, 4],
      unitName: '社区',
    });
    expect(addAllUserPreQuery(EXAM, { treeCode: '  ', unitTypes: [], unitName: '' })).toEqual(EXAM);
    expect(addAllUserPreQuery(EXAM)).toEqual(EXAM);
  });
});

describe('the import', () => {
  it('accepts spreadsheet and CSV names only', () => {
    expect(isImportFileName('人员.xlsx')).toBe(true);
    expect(isImportFileName('people.XLS')).toBe(true);
    expect(isImportFileName('people.csv')).toBe(true);
    expect(isImportFileName('.csv')).toBe(false);
    expect(isImportFileName('people.pdf')).toBe(false);
    expect(isImportFileName(undefined)).toBe(false);
  });

  it('sends the file as multipart form data with the project in the query', async () => {
    const { log, note } = recorder();
    server.use(
      http.post(`${M}/v1/sync/importExcelUser`, async ({ request }) => {
        await note(request);
        return ok({ imported: 2 });
      }),
    );
    const wb = workbench();
    const blob = new Blob(['姓名,手机号\n张三,13800000000\n'], { type: 'text/csv' });
    expect(await importChooseUsers(wb.main, EXAM, { blob, name: 'people.csv' })).toEqual({ imported: 2 });
    expect(log).toEqual([
      'POST /v1/sync/importExcelUser?projectId=101&systemType=1 file=people.csv:姓名,手机号\n张三,13800000000\n',
    ]);
  });
});

describe('the job store', () => {
  it('runs a save apart from any screen, ticking its elapsed time, and keeps the finished job', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { log, note } = recorder();
    server.use(
      http.post(`${M}/v1/sync/saveChooseUserPre`, async ({ request }) => {
        await note(request);
        await delay(2_500);
        return ok(null);
      }),
    );
    const wb = workbench();
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const seen: string[] = [];
    jobs.subscribe(() => {
      const job = jobs.getSnapshot()[0];
      if (job) seen.push(`${job.status} ${job.elapsedMs}`);
    });
    const payload = { ...EXAM, unitList: [2001], doctorIds: [] };
    const done = jobs.save(payload);
    expect(jobs.getSnapshot()).toMatchObject([
      { id: 1, kind: 'save', project: EXAM, status: 'running', elapsedMs: 0, limitMs: 600_000 },
    ]);
    expect(jobs.runningJob('save', EXAM)?.id).toBe(1);
    expect(jobs.runningJob('commit', EXAM)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2_600);
    const finished = await done;
    expect(finished).toMatchObject({ id: 1, status: 'done', elapsedMs: 2_500 });
    expect(seen).toEqual(['running 0', 'running 1000', 'running 2000', 'done 2500']);
    expect(log).toEqual([
      'POST /v1/sync/saveChooseUserPre {"projectId":101,"systemType":1,"unitList":[2001],"doctorIds":[]}',
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toHaveLength(4);
    jobs.dismiss(1);
    expect(jobs.getSnapshot()).toEqual([]);
    jobs.dispose();
  });

  it('does not start the same kind twice for a project, but runs other kinds and projects side by side', async () => {
    const { log, note } = recorder();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${M}/v1/sync/commitChooseUserPre`, async ({ request }) => {
        await note(request);
        await gate;
        return ok(null);
      }),
      http.post(`${M}/v1/sync/addAllUserPre`, async ({ request }) => {
        await note(request);
        await gate;
        return ok(null);
      }),
    );
    const wb = workbench();
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const first = jobs.commit(EXAM);
    const again = jobs.commit({ ...EXAM });
    const other = jobs.commit({ projectId: 201, systemType: 2 });
    const all = jobs.addAll(EXAM, { unitTypes: [4], unitName: ' 社区 ' });
    expect(jobs.getSnapshot().map((j) => `${j.id} ${j.kind} ${j.project.projectId} ${j.status}`)).toEqual([
      '1 commit 101 running',
      '2 commit 201 running',
      '3 addAll 101 running',
    ]);
    jobs.dismiss(1);
    expect(jobs.getSnapshot()).toHaveLength(3);
    release();
    const [a, b] = await Promise.all([first, again, other, all]);
    expect(a).toBe(b);
    expect(jobs.getSnapshot().every((j) => j.status === 'done')).toBe(true);
    expect([...log].sort()).toEqual([
      'POST /v1/sync/addAllUserPre?projectId=101&systemType=1&unitTypes=4&unitName=%E7%A4%BE%E5%8C%BA',
      'POST /v1/sync/commitChooseUserPre?projectId=101&systemType=1',
      'POST /v1/sync/commitChooseUserPre?projectId=201&systemType=2',
    ]);
    jobs.dispose();
  });

  it('resolves with a failed job carrying the typed error, and reports the rows an import took', async () => {
    server.use(
      http.post(`${M}/v1/sync/commitChooseUserPre`, () => fail('BIZ.PARAM_ERROR', '该项目暂无预选人员')),
      http.post(`${M}/v1/sync/importExcelUser`, () => ok({ imported: 5 })),
    );
    const wb = workbench();
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const failed = await jobs.commit(EXAM);
    expect(failed.status).toBe('failed');
    expect(failed.status === 'failed' && failed.error).toBeInstanceOf(ApiError);
    const imported = await jobs.importFile(EXAM, { blob: new Blob(['x']), name: 'a.csv' });
    expect(imported).toMatchObject({ kind: 'import', status: 'done', imported: 5, fileName: 'a.csv' });
    expect(imported.limitMs).toBe(CHOOSE_USER_JOB_LIMITS_MS.import);
    jobs.dispose();
  });

  it('shows the part of the limit used, never 100 % before the answer', () => {
    const job = (elapsedMs: number, status: 'running' | 'done' = 'running'): ChooseUserJob => ({
      id: 1,
      kind: 'commit',
      project: EXAM,
      startedAt: 0,
      inputKey: 'k',
      elapsedMs,
      limitMs: 600_000,
      status,
    });
    expect(jobProgressPercent(job(0))).toBe(0);
    expect(jobProgressPercent(job(300_000))).toBe(50);
    expect(jobProgressPercent(job(900_000))).toBe(99);
    expect(jobProgressPercent(job(10, 'done'))).toBe(100);
    expect(
      jobProgressPercent({
        id: 1,
        kind: 'save',
        project: EXAM,
        startedAt: 0,
        inputKey: 'k',
        elapsedMs: 1,
        limitMs: 1,
        status: 'failed',
        error: 1,
      }),
    ).toBe(0);
  });
});

describe('jobs across reloads and gateway timeouts (issue 17 point 4)', () => {
  const gatewayTimeout = () =>
    new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
      status: 504,
      headers: { 'Content-Type': 'text/html' },
    });

  it("keeps a finished job for the next page of the same user, and drops another user's", async () => {
    server.use(http.post(`${M}/v1/sync/importExcelUser`, () => ok({ imported: 3 })));
    const wb = workbench();
    const storage = memoryStorage();
    let user: string | null = '7';
    const journal = { storage, userKey: () => user };
    const first = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    await first.importFile(EXAM, { blob: new Blob(['abc']), name: 'staff.csv' });
    first.dispose();

    const again = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    expect(again.getSnapshot()).toMatchObject([
      { id: 1, kind: 'import', status: 'done', imported: 3, fileName: 'staff.csv', project: EXAM },
    ]);
    again.dismiss(1);
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );

    await again.importFile(EXAM, { blob: new Blob(['abc']), name: 'staff.csv' });
    user = '8';
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );
    expect(storage.getItem('mch.jobs')).toBeNull();
  });

  it('shows a job cut off by a reload as unconfirmed, and does not send the same work again within its limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { log, note } = recorder();
    server.use(
      http.post(`${M}/v1/sync/commitChooseUserPre`, async ({ request }) => {
        await note(request);
        await delay('infinite');
        return ok(null);
      }),
    );
    const wb = workbench();
    const journal = { storage: memoryStorage(), userKey: () => '7' };
    const before = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    void before.commit(EXAM);
    await vi.advanceTimersByTimeAsync(60_000);
    before.dispose();

    // The page is reloaded: the commit's fate is unknown.
    const after = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    const [job] = after.getSnapshot();
    expect(job).toMatchObject({
      id: 1,
      kind: 'commit',
      status: 'unconfirmed',
      reason: 'reload',
      elapsedMs: 60_000,
    });
    if (!job) throw new Error('no job');
    expect(jobHoldsUntil(job, Date.now())).toBe(job.startedAt + 600_000);
    const retry = await after.commit(EXAM);
    expect(retry).toBe(job);
    expect(log).toHaveLength(1);

    // Once the limit has passed, the server has finished one way or the other: the work may be sent again.
    await vi.advanceTimersByTimeAsync(540_001);
    expect(jobHoldsUntil(job, Date.now())).toBeNull();
    void after.commit(EXAM);
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toHaveLength(2);
    expect(after.getSnapshot().map((j) => `${j.id} ${j.status}`)).toEqual(['1 unconfirmed', '2 running']);
    after.dispose();
  });

  it('after a gateway timeout, a retry of the same input sends nothing; other input goes', async () => {
    const { log, note } = recorder();
    server.use(
      http.post(`${M}/v1/sync/saveChooseUserPre`, async ({ request }) => {
        await note(request);
        return log.length === 1 ? gatewayTimeout() : ok(null);
      }),
    );
    const wb = workbench();
    const jobs = createChooseUserJobs({
      main: wb.main,
      clock: wb.adapters.clock,
      journal: { storage: memoryStorage(), userKey: () => '7' },
    });
    const first = await jobs.save({ ...EXAM, unitList: [2001, 2002], doctorIds: [9] });
    expect(first).toMatchObject({ status: 'unconfirmed', reason: 'gatewayTimeout' });
    expect(first.status === 'unconfirmed' && first.error).toBeInstanceOf(ApiError);
    // The same choice in another order is the same work.
    const retry = await jobs.save({ ...EXAM, unitList: [2002, 2001], doctorIds: [9] });
    expect(retry).toBe(first);
    expect(log).toHaveLength(1);
    const other = await jobs.save({ ...EXAM, unitList: [2003], doctorIds: [] });
    expect(other.status).toBe('done');
    expect(log).toHaveLength(2);
    jobs.dispose();
  });

  it('keeps a job as running when its call is cut off after the page started going away', async () => {
    server.use(http.post(`${M}/v1/sync/commitChooseUserPre`, () => Response.error()));
    const wb = workbench();
    const journal = { storage: memoryStorage(), userKey: () => '7' };
    const leaving = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    const cut = leaving.commit(EXAM);
    leaving.suspendJournal();
    expect((await cut).status).toBe('failed');
    const next = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    expect(next.getSnapshot()).toMatchObject([{ id: 1, status: 'unconfirmed', reason: 'reload' }]);
    // Back from the back-forward cache: the journal is written again as things are.
    leaving.resumeJournal();
    const resumed = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    expect(resumed.getSnapshot()).toMatchObject([{ id: 1, status: 'failed' }]);
  });

  it("keeps a network failure as one after a reload, so the page can say it in the user's language", async () => {
    server.use(http.post(`${M}/v1/sync/commitChooseUserPre`, () => Response.error()));
    const wb = workbench();
    const journal = { storage: memoryStorage(), userKey: () => '7' };
    await createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).commit(EXAM);
    const [failed] = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot();
    expect(failed?.status === 'failed' && failed.error).toBeInstanceOf(NetworkError);
  });

  it('counts a gateway timeout and the client time limit as unknown outcomes, nothing else', () => {
    expect(leavesOutcomeUnknown(new ApiError({ code: 'HTTP_504', status: 504 }))).toBe(true);
    expect(leavesOutcomeUnknown(new TimeoutError(600_000))).toBe(true);
    expect(leavesOutcomeUnknown(new ApiError({ code: 'HTTP_502', status: 502 }))).toBe(false);
    expect(leavesOutcomeUnknown(new ApiError({ code: 'BIZ.ERROR', status: 200 }))).toBe(false);
  });

  it('keeps a failure with its message across a reload, and quietly drops a corrupt journal', async () => {
    server.use(
      http.post(`${M}/v1/sync/commitChooseUserPre`, () => fail('BIZ.PARAM_ERROR', '该项目暂无预选人员')),
    );
    const wb = workbench();
    const storage = memoryStorage();
    const journal = { storage, userKey: () => '7' };
    await createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).commit(EXAM);
    const [failed] = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot();
    expect(failed?.status).toBe('failed');
    const error = failed?.status === 'failed' ? failed.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('该项目暂无预选人员');

    storage.setItem('mch.jobs', '{not json');
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );
    expect(storage.getItem('mch.jobs')).toBeNull();
  });
});
