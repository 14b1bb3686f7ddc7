import { DOCTOR_IDS, MAIN_IDS, type TestDemo, UNIT_IDS } from '@mch/mock/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, signedIn } from '../../../test/helpers';
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
  importFileProblem,
  isImportFileName,
  jobHoldsUntil,
  jobProgressPercent,
  jobsBlocking,
  leavesOutcomeUnknown,
  projectSelectionOf,
  projectsSharingId,
  sameProject,
  systemTypeName,
} from './choose-user';
import {
  IMPORT_REJECT_REASONS,
  IMPORT_REPORT_ROW_LIMIT,
  IMPORT_REPORT_ROWS_SHOWN,
  importRejectionsView,
  importRejectReason,
  importReportOf,
} from './import-report';

afterEach(() => {
  vi.useRealTimers();
});

/** The demo's exam and training projects with a seeded preselection. */
const EXAM = { projectId: MAIN_IDS.examProject, systemType: 1 };
const TRAINING = { projectId: MAIN_IDS.trainingProject, systemType: 2 };

/** A request the demo was asked, as "METHOD path?query body" (a multipart body as "file=NAME:TEXT"). */
async function described(r: TestDemo['seen'][number]): Promise<string> {
  let body = r.body;
  const type = r.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(r.body, { headers: { 'Content-Type': type } }).formData();
    const file = form.get('file');
    body = file instanceof Blob ? `file=${(file as File).name}:${await file.text()}` : 'file=?';
  }
  return `${r.method} ${r.path}${r.search}${body ? ` ${body}` : ''}`;
}

/** Every request the demo was asked, described. */
const log = (demo: TestDemo) => Promise.all(demo.seen.map(described));

/** The requests of `route` the demo was asked. */
const asked = (demo: TestDemo, route: string) => demo.requestsTo(route).length;

/** An administrator's workbench over a fresh demo. */
function workbench() {
  return signedIn('demo-admin');
}

/** A CSV of `count` doctors of the demo not yet preselected for the exam project (names and mobiles). */
function peopleCsv(demo: TestDemo, count: number): string {
  const { doctors, preselection } = demo.db().main;
  const chosen = new Set(preselection.filter((r) => r.projectId === EXAM.projectId).map((r) => r.doctorId));
  const rows = doctors
    .filter((d) => !chosen.has(d.id))
    .slice(0, count)
    .map((d) => `${d.name},${d.mobile}`);
  if (rows.length < count) throw new Error('the demo has too few doctors');
  return `姓名,手机号\n${rows.join('\n')}\n`;
}

/** A CSV with two doctors the demo has (王芳 and 李强, rows 2 and 3), then someone it does not know and a bad mobile. */
const MIXED_CSV = '姓名,手机号\n王芳,13607310003\n李强,13908710002\n测试甲,13900000001\n赵敏,1380731\n';

/** The demo has no preselection for the exam project (its commit is refused). */
function noPreselection(demo: TestDemo) {
  const db = demo.db().main;
  db.preselection = db.preselection.filter((r) => r.projectId !== EXAM.projectId);
}

/** The message the demo refuses a commit without preselection with. */
const NOTHING_TO_COMMIT = '该项目暂无预选人员，请先选择人员';

/** A journal of the administrator's jobs in a fresh storage. */
function journalOf(demo: TestDemo) {
  return { storage: memoryStorage(), userKey: () => String(demoUser(demo, 'demo-admin').id) };
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
    expect(projectSelectionOf({ projectId: ` ${EXAM.projectId} `, systemType: '1' })).toEqual(EXAM);
    expect(projectSelectionOf({ projectId: TRAINING.projectId, systemType: 'training' })).toEqual(TRAINING);
    expect(projectSelectionOf({ projectId: '0', systemType: '1' })).toBeNull();
    expect(projectSelectionOf({ projectId: '1.5', systemType: '1' })).toBeNull();
    expect(projectSelectionOf({ projectId: String(EXAM.projectId), systemType: '7' })).toBeNull();
    expect(projectSelectionOf({})).toBeNull();
    expect(sameProject(EXAM, { projectId: EXAM.projectId, systemType: 1 })).toBe(true);
    expect(sameProject(EXAM, { projectId: EXAM.projectId, systemType: 2 })).toBe(false);
    expect(sameProject(EXAM, null)).toBe(false);
  });
});

describe('projectsSharingId', () => {
  it('names the project of the other system with the same id (a whole-project delete clears it too)', () => {
    expect(projectsSharingId({ projectId: 101, systemType: 1 })).toEqual([{ projectId: 101, systemType: 2 }]);
    expect(projectsSharingId({ projectId: 7, systemType: 2 })).toEqual([{ projectId: 7, systemType: 1 }]);
  });
});

describe('jobsBlocking', () => {
  const job = (
    id: number,
    kind: ChooseUserJob['kind'],
    project: { projectId: number; systemType: number },
    status: ChooseUserJob['status'] = 'running',
  ): ChooseUserJob =>
    ({
      id,
      kind,
      project,
      startedAt: 0,
      inputKey: String(id),
      elapsedMs: 0,
      limitMs: 600_000,
      status,
    }) as ChooseUserJob;
  const exam101 = { projectId: 101, systemType: 1 };
  const training101 = { projectId: 101, systemType: 2 };
  const exam102 = { projectId: 102, systemType: 1 };

  it('a commit waits for the jobs still adding to its project', () => {
    const jobs = [
      job(1, 'addAll', exam101),
      job(2, 'import', exam101, 'done'),
      job(3, 'save', training101),
      job(4, 'import', exam102),
      job(5, 'commit', exam101),
    ];
    expect(jobsBlocking(jobs, 'commit', exam101).map((j) => j.id)).toEqual([1]);
    expect(jobsBlocking(jobs, 'commit', exam102).map((j) => j.id)).toEqual([4]);
    expect(jobsBlocking([job(6, 'import', exam101, 'failed')], 'commit', exam101)).toEqual([]);
  });

  it('given the time, a commit waits for an unconfirmed job too while the server may be carrying it out', () => {
    const cut = { ...job(1, 'addAll', exam101, 'unconfirmed'), reason: 'reload' } as ChooseUserJob;
    expect(jobsBlocking([cut], 'commit', exam101)).toEqual([]);
    expect(jobsBlocking([cut], 'commit', exam101, 599_999).map((j) => j.id)).toEqual([1]);
    expect(jobsBlocking([cut], 'deleteAll', exam101, 599_999).map((j) => j.id)).toEqual([1]);
    expect(jobsBlocking([cut], 'commit', exam101, 600_000)).toEqual([]);
  });

  it('deleting all waits for every running job of a project of that id, in either system', () => {
    const jobs = [job(1, 'commit', exam101), job(2, 'save', training101), job(3, 'addAll', exam102)];
    expect(jobsBlocking(jobs, 'deleteAll', exam101).map((j) => j.id)).toEqual([1, 2]);
    expect(jobsBlocking(jobs, 'deleteAll', exam102).map((j) => j.id)).toEqual([3]);
  });
});

describe('the preselection list and its deletes', () => {
  it('pages a project and deletes one row or the whole project', async () => {
    const { wb, demo } = workbench();
    const { projectId } = EXAM;
    const rows = () => demo.db().main.preselection.filter((r) => r.projectId === projectId);
    const row = rows()[0];
    if (!row) throw new Error('demo fixtures changed: no preselection of the exam project');
    expect(chooseUserPreQuery({ page: 2, pageSize: 20 }, EXAM)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      projectId,
      systemType: 1,
    });
    const page = await fetchChooseUserPrePage(wb.main, chooseUserPreQuery({ page: 2, pageSize: 20 }, EXAM));
    expect(page.total).toBe(rows().length);
    await deleteChooseUserPreRow(wb.main, row.id);
    expect(rows().map((r) => r.id)).not.toContain(row.id);
    await deleteChooseUserPreOfProject(wb.main, projectId);
    expect(rows()).toEqual([]);
    expect(await log(demo)).toEqual([
      `GET /v1/sync/queryChooseUserPre?pageIndex=2&pageSize=20&projectId=${projectId}&systemType=1`,
      `POST /v1/sync/delChooseUserPreById?id=${row.id}`,
      `POST /v1/sync/delChooseUserPreByProjectId?projectId=${projectId}`,
    ]);
  });
});

describe('offices and doctors of a unit', () => {
  it('reads the offices, and the doctors of the unit or of one office', async () => {
    const { wb, demo } = workbench();
    const unitId = UNIT_IDS.furong;
    const offices = demo.db().main.offices.filter((o) => o.unitId === unitId);
    const office = offices[0];
    if (!office) throw new Error('demo fixtures changed: no office of the unit');
    expect(await fetchUnitOffices(wb.main, unitId)).toEqual(offices);
    await fetchUnitDoctors(wb.main, unitId);
    await fetchUnitDoctors(wb.main, unitId, office.id);
    await fetchUnitDoctors(wb.main, unitId, null);
    expect(await log(demo)).toEqual([
      `GET /v1/doctorUser/queryOrgOfficeByUnitId?unitId=${unitId}`,
      `POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=${unitId}`,
      `POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=${unitId}&officeId=${office.id}`,
      `POST /v1/doctorUser/queryDoctorByUnitAndOffice?unitId=${unitId}`,
    ]);
  });
});

describe('the bodies of save and add all', () => {
  it('saves the chosen ids once each, and refuses an empty choice', () => {
    const { furong, yuelu } = UNIT_IDS;
    const { zhangWei, wangFang } = DOCTOR_IDS;
    expect(chooseUserPrePayload(EXAM, [furong, furong, yuelu], [zhangWei, wangFang, zhangWei])).toEqual({
      payload: { ...EXAM, unitList: [furong, yuelu], doctorIds: [zhangWei, wangFang] },
    });
    expect(chooseUserPrePayload(EXAM, [], [zhangWei])).toEqual({
      payload: { ...EXAM, unitList: [], doctorIds: [zhangWei] },
    });
    expect(chooseUserPrePayload(EXAM, [], [])).toEqual({ problem: 'empty' });
  });

  it('adds all by the trimmed tree code and name and the sorted unit types, leaving out empty ones', () => {
    expect(
      addAllUserPreQuery(EXAM, { treeCode: ' 01001 ', unitTypes: [4, 3, 4], unitName: ' 社区 ' }),
    ).toEqual({
      ...EXAM,
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

  it('says what is wrong with a file chosen for an import before anything is sent', () => {
    expect(importFileProblem(null)).toBe('missing');
    expect(importFileProblem({ name: 'people.pdf', size: 10 })).toBe('invalid');
    expect(importFileProblem({ name: 'people.xlsx', size: 0 })).toBe('empty');
    expect(importFileProblem({ name: 'people.xlsx', size: 10 })).toBeNull();
  });

  it('sends the file as multipart form data with the project in the query', async () => {
    const { wb, demo } = workbench();
    const csv = peopleCsv(demo, 2);
    const blob = new Blob([csv], { type: 'text/csv' });
    expect(await importChooseUsers(wb.main, EXAM, { blob, name: 'people.csv' })).toEqual({
      imported: 2,
      rejected: undefined,
    });
    expect(await log(demo)).toEqual([
      `POST /v1/sync/importExcelUser?projectId=${EXAM.projectId}&systemType=1 file=people.csv:${csv}`,
    ]);
  });

  it('reports the rows not imported with their row numbers and why', async () => {
    const { wb } = workbench();
    const blob = new Blob([MIXED_CSV], { type: 'text/csv' });
    expect(await importChooseUsers(wb.main, EXAM, { blob, name: 'mixed.csv' })).toEqual({
      imported: 2,
      rejected: {
        rows: [
          { row: 4, name: '测试甲', reason: 'unknownPerson' },
          { row: 5, name: '赵敏', reason: 'invalidMobile' },
        ],
        total: 2,
      },
    });
  });

  it('reads an answer of only a count, an unknown reason and unreadable rows, and keeps every row of a long list', () => {
    expect(importReportOf({ imported: 3 })).toEqual({ imported: 3, rejected: undefined });
    expect(importReportOf({ imported: 3, rejected: [] })).toEqual({ imported: 3, rejected: undefined });
    expect(importReportOf(null)).toEqual({ imported: undefined, rejected: undefined });
    expect(
      importReportOf({
        imported: -1,
        rejected: [
          { row: 7, name: '  ', reason: 'retired' },
          { row: 0, name: 'x', reason: 'duplicate' },
          'row 9',
          { row: 12, name: '张伟', reason: 'duplicate' },
        ],
      }),
    ).toEqual({
      imported: undefined,
      rejected: {
        rows: [
          { row: 7, name: null, reason: 'other' },
          { row: 12, name: '张伟', reason: 'duplicate' },
        ],
        total: 4,
      },
    });
    const many = Array.from({ length: IMPORT_REPORT_ROW_LIMIT + 20 }, (_, i) => ({
      row: i + 2,
      name: `人员${i}`,
      reason: 'unknownPerson',
    }));
    const report = importReportOf({ imported: 0, rejected: many });
    expect(report.rejected?.total).toBe(IMPORT_REPORT_ROW_LIMIT + 20);
    expect(report.rejected?.rows).toHaveLength(IMPORT_REPORT_ROW_LIMIT + 20);
    expect(report.rejected?.rows.at(-1)?.row).toBe(IMPORT_REPORT_ROW_LIMIT + 21);
    expect(IMPORT_REJECT_REASONS.map(importRejectReason)).toEqual(IMPORT_REJECT_REASONS);
  });

  it('lists the first rows not imported, the first few hundred on demand, and counts the rest', () => {
    const rejected = importReportOf({
      imported: 0,
      rejected: Array.from({ length: IMPORT_REPORT_ROW_LIMIT + 20 }, (_, i) => ({
        row: i + 2,
        name: null,
        reason: 'unknownPerson',
      })),
    }).rejected;
    if (!rejected) throw new Error('no report');
    const first = importRejectionsView(rejected, false);
    expect(first.rows.map((r) => r.row)).toEqual(
      Array.from({ length: IMPORT_REPORT_ROWS_SHOWN }, (_, i) => i + 2),
    );
    expect(first).toMatchObject({
      more: IMPORT_REPORT_ROW_LIMIT - IMPORT_REPORT_ROWS_SHOWN,
      listable: IMPORT_REPORT_ROW_LIMIT,
      unlisted: 20,
    });
    expect(importRejectionsView(rejected, true)).toMatchObject({ more: 0, unlisted: 20 });
    expect(importRejectionsView(rejected, true).rows).toHaveLength(IMPORT_REPORT_ROW_LIMIT);
    const few = { rows: [{ row: 3, name: '测试甲', reason: 'duplicate' as const }], total: 1 };
    expect(importRejectionsView(few, false)).toEqual({ rows: few.rows, more: 0, listable: 1, unlisted: 0 });
    // Rows the backend gave without a number are counted, never listed.
    expect(importRejectionsView({ rows: few.rows, total: 3 }, true)).toMatchObject({
      listable: 1,
      unlisted: 2,
    });
  });
});

describe('the job store', () => {
  it('runs a save apart from any screen, ticking its elapsed time, and keeps the finished job', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'delay', backend: 'main', path: '/v1/sync/saveChooseUserPre', delayMs: 2_500 });
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const seen: string[] = [];
    jobs.subscribe(() => {
      const job = jobs.getSnapshot()[0];
      if (job) seen.push(`${job.status} ${job.elapsedMs}`);
    });
    const payload = { ...EXAM, unitList: [UNIT_IDS.furong], doctorIds: [] };
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
    expect(await log(demo)).toEqual([
      `POST /v1/sync/saveChooseUserPre {"projectId":${EXAM.projectId},"systemType":1,"unitList":[${UNIT_IDS.furong}],"doctorIds":[]}`,
    ]);
    expect(
      demo.db().main.preselection.some((r) => r.projectId === EXAM.projectId && r.unitId === UNIT_IDS.furong),
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toHaveLength(4);
    jobs.dismiss(1);
    expect(jobs.getSnapshot()).toEqual([]);
    jobs.dispose();
  });

  it('does not start the same kind twice for a project, but runs other kinds and projects side by side', async () => {
    const { wb, demo } = workbench();
    const releases = [
      demo.hold('POST main /v1/sync/commitChooseUserPre'),
      demo.hold('POST main /v1/sync/addAllUserPre'),
    ];
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const first = jobs.commit(EXAM);
    const again = jobs.commit({ ...EXAM });
    const other = jobs.commit(TRAINING);
    const all = jobs.addAll(EXAM, { unitTypes: [4], unitName: ' 社区 ' });
    expect(jobs.getSnapshot().map((j) => `${j.id} ${j.kind} ${j.project.projectId} ${j.status}`)).toEqual([
      `1 commit ${EXAM.projectId} running`,
      `2 commit ${TRAINING.projectId} running`,
      `3 addAll ${EXAM.projectId} running`,
    ]);
    jobs.dismiss(1);
    expect(jobs.getSnapshot()).toHaveLength(3);
    for (const release of releases) release();
    const [a, b] = await Promise.all([first, again, other, all]);
    expect(a).toBe(b);
    expect(jobs.getSnapshot().every((j) => j.status === 'done')).toBe(true);
    expect((await log(demo)).sort()).toEqual([
      `POST /v1/sync/addAllUserPre?projectId=${EXAM.projectId}&systemType=1&unitTypes=4&unitName=%E7%A4%BE%E5%8C%BA`,
      `POST /v1/sync/commitChooseUserPre?projectId=${EXAM.projectId}&systemType=1`,
      `POST /v1/sync/commitChooseUserPre?projectId=${TRAINING.projectId}&systemType=2`,
    ]);
    expect(
      demo
        .db()
        .main.commits.map((c) => c.projectId)
        .sort(),
    ).toEqual([EXAM.projectId, TRAINING.projectId].sort());
    jobs.dispose();
  });

  it('resolves with a failed job carrying the typed error, and reports the rows an import took', async () => {
    const { wb, demo } = workbench();
    noPreselection(demo);
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock });
    const failed = await jobs.commit(EXAM);
    expect(failed.status).toBe('failed');
    expect(failed.status === 'failed' && failed.error).toBeInstanceOf(ApiError);
    const imported = await jobs.importFile(EXAM, { blob: new Blob([peopleCsv(demo, 5)]), name: 'a.csv' });
    expect(imported).toMatchObject({ kind: 'import', status: 'done', imported: 5, fileName: 'a.csv' });
    expect(imported.status === 'done' && imported.rejected).toBeUndefined();
    expect(imported.limitMs).toBe(CHOOSE_USER_JOB_LIMITS_MS.import);
    // Another project: the five may include the two doctors of the mixed file.
    const mixed = await jobs.importFile(
      { projectId: 401, systemType: 1 },
      { blob: new Blob([MIXED_CSV]), name: 'mixed.csv' },
    );
    expect(mixed).toMatchObject({
      status: 'done',
      imported: 2,
      rejected: {
        rows: [
          { row: 4, name: '测试甲', reason: 'unknownPerson' },
          { row: 5, name: '赵敏', reason: 'invalidMobile' },
        ],
        total: 2,
      },
    });
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
  it("keeps a finished job for the next page of the same user, and drops another user's", async () => {
    const { wb, demo } = workbench();
    const storage = memoryStorage();
    let user: string | null = String(demoUser(demo, 'demo-admin').id);
    const journal = { storage, userKey: () => user };
    const first = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    await first.importFile(EXAM, { blob: new Blob([peopleCsv(demo, 3)]), name: 'staff.csv' });
    first.dispose();

    const again = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    expect(again.getSnapshot()).toMatchObject([
      { id: 1, kind: 'import', status: 'done', imported: 3, fileName: 'staff.csv', project: EXAM },
    ]);
    again.dismiss(1);
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );

    await again.importFile(EXAM, { blob: new Blob([peopleCsv(demo, 3)]), name: 'staff.csv' });
    user = String(demoUser(demo, 'demo-doctor').id);
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );
    expect(storage.getItem('mch.jobs')).toBeNull();
  });

  it('shows a job cut off by a reload as unconfirmed, and does not send the same work again within its limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'timeout', backend: 'main', path: '/v1/sync/commitChooseUserPre' });
    const commits = () => asked(demo, 'POST main /v1/sync/commitChooseUserPre');
    const journal = journalOf(demo);
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
    expect(after.unconfirmedJob('commit', EXAM)).toBe(job);
    expect(after.runningJob('commit', EXAM)).toBeUndefined();
    const retry = await after.commit(EXAM);
    expect(retry).toBe(job);
    expect(commits()).toBe(1);

    // Once the limit has passed, the server has finished one way or the other: the work may be sent again, and the
    // listeners are told so when it passes (what waited for it shows as free).
    const told = vi.fn();
    after.subscribe(told);
    await vi.advanceTimersByTimeAsync(540_001);
    expect(told).toHaveBeenCalled();
    expect(after.unconfirmedJob('commit', EXAM)).toBeUndefined();
    expect(jobHoldsUntil(job, Date.now())).toBeNull();
    void after.commit(EXAM);
    await vi.advanceTimersByTimeAsync(10);
    expect(commits()).toBe(2);
    expect(after.getSnapshot().map((j) => `${j.id} ${j.status}`)).toEqual(['1 unconfirmed', '2 running']);
    after.dispose();
  });

  it('after a gateway timeout, a retry of the same input sends nothing; other input goes', async () => {
    const { wb, demo } = workbench();
    demo.faults.set({
      kind: 'gatewayTimeout',
      backend: 'main',
      path: '/v1/sync/saveChooseUserPre',
      times: 1,
    });
    const saves = () => asked(demo, 'POST main /v1/sync/saveChooseUserPre');
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal: journalOf(demo) });
    const { furong, yuelu, yuhua } = UNIT_IDS;
    const first = await jobs.save({ ...EXAM, unitList: [furong, yuelu], doctorIds: [DOCTOR_IDS.zhangWei] });
    expect(first).toMatchObject({ status: 'unconfirmed', reason: 'gatewayTimeout' });
    expect(first.status === 'unconfirmed' && first.error).toBeInstanceOf(ApiError);
    // The same choice in another order is the same work.
    const retry = await jobs.save({ ...EXAM, unitList: [yuelu, furong], doctorIds: [DOCTOR_IDS.zhangWei] });
    expect(retry).toBe(first);
    expect(saves()).toBe(1);
    const other = await jobs.save({ ...EXAM, unitList: [yuhua], doctorIds: [] });
    expect(other.status).toBe('done');
    expect(saves()).toBe(2);
    jobs.dispose();
  });

  it('keeps a job as running when its call is cut off after the page started going away', async () => {
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'network', backend: 'main', path: '/v1/sync/commitChooseUserPre' });
    const journal = journalOf(demo);
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
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'network', backend: 'main', path: '/v1/sync/commitChooseUserPre' });
    const journal = journalOf(demo);
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

  it('keeps the rows an import did not take across a reload', async () => {
    const { wb, demo } = workbench();
    const journal = journalOf(demo);
    const first = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    await first.importFile(EXAM, { blob: new Blob([MIXED_CSV]), name: 'mixed.csv' });
    first.dispose();
    const [job] = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot();
    expect(job).toMatchObject({
      kind: 'import',
      status: 'done',
      imported: 2,
      fileName: 'mixed.csv',
      rejected: {
        rows: [
          { row: 4, name: '测试甲', reason: 'unknownPerson' },
          { row: 5, name: '赵敏', reason: 'invalidMobile' },
        ],
        total: 2,
      },
    });
  });

  it('holds every row not imported while the page lives, and the first few hundred across a reload', async () => {
    const { wb, demo } = workbench();
    const journal = journalOf(demo);
    const first = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    const count = IMPORT_REPORT_ROW_LIMIT + 30;
    const people = Array.from({ length: count }, (_, i) => `未知${i},139${String(i).padStart(8, '0')}`);
    await first.importFile(EXAM, {
      blob: new Blob([`姓名,手机号\n${people.join('\n')}\n`]),
      name: 'big.csv',
    });
    const [live] = first.getSnapshot();
    expect(live?.status === 'done' && live.rejected?.rows).toHaveLength(count);
    first.dispose();
    const [restored] = createChooseUserJobs({
      main: wb.main,
      clock: wb.adapters.clock,
      journal,
    }).getSnapshot();
    const kept = restored?.status === 'done' ? restored.rejected : undefined;
    expect(kept?.rows).toHaveLength(IMPORT_REPORT_ROW_LIMIT);
    expect(kept?.total).toBe(count);
  });

  it('reads a journal written before imports reported rows, and quietly drops a job whose report is corrupt', () => {
    const { wb, demo } = workbench();
    const journal = journalOf(demo);
    const now = Date.now();
    const job = (id: number, extra: object) => ({
      id,
      kind: 'import',
      projectId: EXAM.projectId,
      systemType: 1,
      inputKey: `k${id}`,
      fileName: `f${id}.csv`,
      startedAt: now - 1_000,
      elapsedMs: 900,
      limitMs: 30_000,
      status: 'done',
      imported: 2,
      ...extra,
    });
    const rows = [{ row: 3, name: '测试甲', reason: 'unknownPerson' }];
    journal.storage.setItem(
      'mch.jobs',
      JSON.stringify({
        v: 1,
        user: journal.userKey(),
        jobs: [
          // Written before the report existed.
          job(1, {}),
          job(2, { rejected: { rows, total: 4 } }),
          // A later version's reason reads as 'other'.
          job(3, { rejected: { rows: [{ row: 2, name: null, reason: 'retired' }], total: 1 } }),
          job(4, { rejected: { rows, total: 0 } }),
          job(5, { rejected: { rows: [{ row: 0, name: 'x', reason: 'duplicate' }], total: 1 } }),
          job(6, { rejected: { rows: [{ row: 2, name: 7, reason: 'duplicate' }], total: 1 } }),
          job(7, { rejected: 'two rows' }),
          job(8, { rejected: { rows: 'x', total: 1 } }),
        ],
      }),
    );
    const jobs = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal });
    expect(jobs.getSnapshot().map((j) => [j.id, j.status === 'done' ? j.rejected : null])).toEqual([
      [1, undefined],
      [2, { rows, total: 4 }],
      [3, { rows: [{ row: 2, name: null, reason: 'other' }], total: 1 }],
    ]);
    // What was dropped is gone from the journal too.
    expect(
      JSON.parse(journal.storage.getItem('mch.jobs') ?? '{}').jobs.map((j: { id: number }) => j.id),
    ).toEqual([1, 2, 3]);
    jobs.dispose();
  });

  it('keeps a failure with its message across a reload, and quietly drops a corrupt journal', async () => {
    const { wb, demo } = workbench();
    noPreselection(demo);
    const journal = journalOf(demo);
    const { storage } = journal;
    await createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).commit(EXAM);
    const [failed] = createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot();
    expect(failed?.status).toBe('failed');
    const error = failed?.status === 'failed' ? failed.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(NOTHING_TO_COMMIT);

    storage.setItem('mch.jobs', '{not json');
    expect(createChooseUserJobs({ main: wb.main, clock: wb.adapters.clock, journal }).getSnapshot()).toEqual(
      [],
    );
    expect(storage.getItem('mch.jobs')).toBeNull();
  });
});
