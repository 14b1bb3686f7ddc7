/**
 * The main backend of the demo (specs/main.yaml): statistics, consultation, evaluation, user and functions,
 * sync and the chosen-user preselection, login logs, systems, organisation trees, doctors, regions,
 * announcements and business lines. Every operation needs a known login token; refusals use the backend's
 * own envelope (`BIZ.PARAM_ERROR`).
 */
import type { MainComponents, MainPaths } from '@mch/sdk/generated';
import { type HttpHandler, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { BackendModule, MockContext } from '../core/context';
import { ok, paginate } from '../core/envelope';
import {
  bodyInt,
  bodyIntList,
  bodyPage,
  bodyString,
  fail,
  malformed,
  missing,
  parseTime,
  queryInt,
  queryInts,
  queryPage,
  queryString,
  readBody,
  requiredBodyInt,
  requiredBodyString,
  requiredInt,
  requiredString,
} from '../core/request';
import { areasOf } from '../core/scale';
import { serveFor } from '../core/serve';
import type {
  AnswerRow,
  BusinessLineRow,
  ConsultationRow,
  DemoUser,
  DoctorRow,
  MainState,
  ProjectRow,
  TreeNodeRow,
  UnitRow,
} from '../core/state';
import { type Area, type AreaDictionary, areaPrefix } from '../fixtures/areas';
import { seedMainState } from '../fixtures/main';
import { peopleOf, readSpreadsheet, SpreadsheetError, toCsv } from '../fixtures/main-import';
import { unitInfo } from '../fixtures/main-orgs';
import { createRng, formatDateTime, hashOf } from '../fixtures/random';

type Schemas = MainComponents['schemas'];

function contains(haystack: string, needle: string | undefined): boolean {
  return needle === undefined || haystack.toLowerCase().includes(needle.toLowerCase());
}

function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}

// ---------------------------------------------------------------------------------------------------------
// Views: what the backend answers, built from the stored rows.

/** The listed fields of a stored row: the response view of it (the schema type checks the list). */
function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) view[key] = row[key];
  return view;
}

function userView(u: DemoUser): Schemas['UserInfoResponse'] {
  return pick(u, [
    'id',
    'adminType',
    'userName',
    'nickName',
    'mobile',
    'identityCard',
    'unitAreaCode',
    'unitId',
    'unitUuid',
    'unitName',
    'relationId',
    'doctorUuid',
  ]);
}

function projectView(p: ProjectRow): Schemas['EvaluationProject'] {
  return pick(p, ['id', 'mode', 'name', 'year', 'status', 'startTime', 'endTime', 'createTime']);
}

function answerView(a: AnswerRow): Schemas['AppraiseDetail'] {
  return pick(a, [
    'id',
    'projectId',
    'userName',
    'unitName',
    'appraiseResult',
    'explain',
    'suggest',
    'createTime',
  ]);
}

function statsOf(answers: readonly AnswerRow[]) {
  const count = (r: number) => answers.filter((a) => a.appraiseResult === r).length;
  const verySatisfied = count(0);
  const satisfied = count(1);
  const dissatisfied = count(2);
  const total = answers.length;
  const satisfactionRate = total ? Math.round(((verySatisfied + satisfied) / total) * 10_000) / 100 : 0;
  return { total, verySatisfied, satisfied, dissatisfied, satisfactionRate };
}

/** The units by id and how many child units each has, built once per list of units (no handler changes it). */
interface UnitIndex {
  byId: Map<number, UnitRow>;
  childCount: Map<number, number>;
}

const unitIndexes = new WeakMap<UnitRow[], UnitIndex>();

function unitIndex(st: MainState): UnitIndex {
  let index = unitIndexes.get(st.units);
  if (!index) {
    const byId = new Map<number, UnitRow>();
    const childCount = new Map<number, number>();
    for (const u of st.units) {
      if (!byId.has(u.id)) byId.set(u.id, u);
      if (u.parentId !== null) childCount.set(u.parentId, (childCount.get(u.parentId) ?? 0) + 1);
    }
    index = { byId, childCount };
    unitIndexes.set(st.units, index);
  }
  return index;
}

function unitView(st: MainState, u: UnitRow, areas: AreaDictionary): Schemas['OrgInfo'] {
  return unitInfo(u, unitIndex(st).childCount.get(u.id) ?? 0, areas);
}

/** Texts in code-unit order (the backends' times and tree codes are fixed-width: this is their order). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Replaces the rows of a stored list in place (no spread: lists of the large data are long). */
function replaceRows<T>(rows: T[], kept: readonly T[]): void {
  rows.length = 0;
  for (const r of kept) rows.push(r);
}

/**
 * The children of every node of the trees (by sort; the roots of business line L under -L: node ids are positive
 * and unique across lines) and the nodes by id, built once per state of the trees.
 */
interface TreeIndex {
  children: Map<number, TreeNodeRow[]>;
  byId: Map<number, TreeNodeRow>;
}

const treeIndexes = new WeakMap<TreeNodeRow[], TreeIndex>();

function treeIndex(st: MainState): TreeIndex {
  let index = treeIndexes.get(st.treeNodes);
  if (!index) {
    const children = new Map<number, TreeNodeRow[]>();
    const byId = new Map<number, TreeNodeRow>();
    for (const n of st.treeNodes) {
      const key = n.parentId ?? -n.lobId;
      const list = children.get(key);
      if (list) list.push(n);
      else children.set(key, [n]);
      if (!byId.has(n.id)) byId.set(n.id, n);
    }
    for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
    index = { children, byId };
    treeIndexes.set(st.treeNodes, index);
  }
  return index;
}

/** Forgets the index of the trees: every handler that changes a node's parent, sort or presence calls it. */
function treesChanged(st: MainState): void {
  treeIndexes.delete(st.treeNodes);
}

function childNodes(st: MainState, lobId: number, parentId: number | null): readonly TreeNodeRow[] {
  // A node's children are of its business line (a node only ever moves within its line).
  return treeIndex(st).children.get(parentId ?? -lobId) ?? [];
}

function nodeView(st: MainState, n: TreeNodeRow, depth = 0): Schemas['OrgTreeNode'] {
  const children = childNodes(st, n.lobId, n.id);
  const view: Schemas['OrgTreeNode'] = {
    level: n.level,
    id: n.id,
    name: n.name,
    parentId: n.parentId,
    treeCode: n.treeCode,
    unitId: n.unitId,
    isLeaf: children.length === 0,
  };
  if (depth > 0 && children.length) view.children = children.map((c) => nodeView(st, c, depth - 1));
  return view;
}

/** The node and every node below it, in tree order. */
function subtree(st: MainState, root: TreeNodeRow): TreeNodeRow[] {
  const out: TreeNodeRow[] = [];
  const walk = (n: TreeNodeRow) => {
    out.push(n);
    for (const c of childNodes(st, n.lobId, n.id)) walk(c);
  };
  walk(root);
  return out;
}

function areaView(areas: AreaDictionary, a: Area): Schemas['AreaNode'] {
  return { areaCode: a.code, areaName: a.name, isLeaf: areas.children(a.code).length === 0 };
}

function consultationView(c: ConsultationRow): Schemas['ConsultationInfo'] {
  return pick(c, [
    'singleId',
    'rcRoomId',
    'clientType',
    'creatorId',
    'patName',
    'patIdnum',
    'patSex',
    'patAge',
  ]);
}

function recordView(c: ConsultationRow): Schemas['MedicalRecord'] {
  return pick(c, [
    'singleId',
    'patName',
    'patIdnum',
    'patSex',
    'patAge',
    'diagnosis',
    'hospitalName',
    'status',
    'createTime',
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Statistics: plausible, deterministic figures per region, scaled by the period and narrowed by the unit.

type Figures = Schemas['WorkbenchStats'];
const FLOW_KEYS = ['consultations', 'referrals', 'trainings', 'exams', 'liveViews'] as const;

/** Yearly figures of a district (level 3), from its code. */
function districtYear(code: string): Figures {
  const rng = createRng(hashOf(code));
  return {
    consultations: 60 + rng.int(0, 420),
    referrals: 30 + rng.int(0, 260),
    trainings: 4 + rng.int(0, 20),
    exams: 2 + rng.int(0, 12),
    liveViews: 800 + rng.int(0, 6000),
    residentRecords: 12_000 + rng.int(0, 90_000),
  };
}

function scaleFigures(f: Figures, flow: number, stock: number): Figures {
  const out = { ...f };
  for (const k of FLOW_KEYS) out[k] = Math.round(f[k] * flow);
  out.residentRecords = Math.round(f.residentRecords * stock);
  return out;
}

function sumFigures(list: readonly Figures[]): Figures {
  const out: Figures = {
    consultations: 0,
    referrals: 0,
    trainings: 0,
    exams: 0,
    liveViews: 0,
    residentRecords: 0,
  };
  for (const f of list) for (const k of [...FLOW_KEYS, 'residentRecords'] as const) out[k] += f[k];
  return out;
}

/** Yearly figures of any region: the sum of its districts, or a share of its district below level 3. */
function areaYear(areas: AreaDictionary, area: Area): Figures {
  if (area.level <= 3) {
    const prefix = areaPrefix(area);
    const districts = areas.all.filter((a) => a.level === 3 && a.code.startsWith(prefix));
    return sumFigures(districts.map((d) => districtYear(d.code)));
  }
  const district = areas.byCode(`${area.code.slice(0, 6)}000000`);
  const share = (area.level === 4 ? 0.08 : 0.02) + (hashOf(area.code) % 12) / 100;
  return district ? scaleFigures(districtYear(district.code), share, share) : sumFigures([]);
}

function unitShare(u: UnitRow): number {
  const base = [0, 0.06, 0.08, 0.22, 0.12, 0.03][u.unitType] ?? 0.05;
  return base * (0.8 + (hashOf(String(u.id)) % 40) / 100);
}

function parseAreaCode(areas: AreaDictionary, value: string, name: string): Area {
  if (!/^\d{2,12}$/.test(value)) malformed(name);
  return areas.byCode(value.padEnd(12, '0')) ?? fail(`区域不存在：${value}`);
}

function yearStart(now: Date): Date {
  return new Date(now.getFullYear(), 0, 1);
}

// ---------------------------------------------------------------------------------------------------------
// Organisation trees.

function lobOf(st: MainState, lobId: number): BusinessLineRow {
  return st.businessLines.find((l) => l.id === lobId) ?? fail(`业务线不存在：${lobId}`);
}

function nodeOf(st: MainState, id: number, lobId?: number): TreeNodeRow {
  const n = treeIndex(st).byId.get(id);
  return n && (lobId === undefined || n.lobId === lobId) ? n : fail(`节点不存在：${id}`);
}

function removeSubtree(st: MainState, node: TreeNodeRow): void {
  const gone = new Set(subtree(st, node).map((n) => n.id));
  replaceRows(
    st.treeNodes,
    st.treeNodes.filter((n) => !gone.has(n.id)),
  );
  treesChanged(st);
  childNodes(st, node.lobId, node.parentId).forEach((n, i) => {
    n.sort = i;
  });
}

/**
 * Recomputes sort, level and treeCode below `from` (the whole tree of the business line when null) from the
 * sibling order.
 */
function renumber(st: MainState, lobId: number, from: TreeNodeRow | null = null): void {
  const walk = (parent: TreeNodeRow | null) => {
    childNodes(st, lobId, parent?.id ?? null).forEach((n, i) => {
      n.sort = i;
      n.level = (parent?.level ?? 0) + 1;
      n.treeCode = `${parent ? parent.treeCode : String(lobId).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`;
      walk(n);
    });
  };
  walk(from);
}

function unitOf(st: MainState, id: number): UnitRow {
  return unitIndex(st).byId.get(id) ?? fail(`单位不存在：${id}`);
}

// ---------------------------------------------------------------------------------------------------------
// Chosen-user preselection.

/** A preselection row's identity: one row per project, system, unit and doctor (null = the whole unit). */
const preselectionKey = (projectId: number, systemType: number, unitId: number, doctorId: number | null) =>
  `${projectId}:${systemType}:${unitId}:${doctorId ?? ''}`;

/**
 * Adds rows to the preselection, skipping the ones it already holds (true when added). Made once per request,
 * so adding the thousands of doctors of a subtree stays linear.
 */
function preselectionAdder(st: MainState, now: Date) {
  const keys = new Set(
    st.preselection.map((r) => preselectionKey(r.projectId, r.systemType, r.unitId, r.doctorId)),
  );
  const units = unitIndex(st).byId;
  let id = nextId(st.preselection);
  const createTime = formatDateTime(now);
  return (projectId: number, systemType: number, unitId: number, doctor: DoctorRow | null): boolean => {
    const key = preselectionKey(projectId, systemType, unitId, doctor?.id ?? null);
    if (keys.has(key)) return false;
    keys.add(key);
    st.preselection.push({
      id: id++,
      projectId,
      systemType,
      unitId,
      unitName: units.get(unitId)?.name ?? '',
      doctorId: doctor?.id ?? null,
      doctorName: doctor?.name ?? null,
      createTime,
    });
    return true;
  };
}

/** The first row of each key (what `find` on the list would give), for look-ups in a loop. */
function firstBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T> {
  const out = new Map<K, T>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!out.has(k)) out.set(k, r);
  }
  return out;
}

async function importPeople(
  st: MainState,
  user: DemoUser,
  now: Date,
  request: Request,
  projectId: number,
  systemType: number,
): Promise<number> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    fail('请上传导入文件');
  }
  const file = form.get('file');
  if (file === null) missing('file');
  const bytes =
    typeof file === 'string' ? new TextEncoder().encode(file) : new Uint8Array(await file.arrayBuffer());
  let rows: string[][];
  try {
    rows = await readSpreadsheet(bytes);
  } catch (e) {
    if (e instanceof SpreadsheetError) fail(e.message);
    fail('文件格式不正确，请上传 Excel（.xlsx）或 CSV 文件');
  }
  const people = peopleOf(rows);
  if (people.length === 0) fail('导入文件中没有人员数据');
  let imported = 0;
  const add = preselectionAdder(st, now);
  const unitByName = firstBy(st.units, (u) => u.name);
  const ownUnit = st.units.find((u) => u.id === user.unitId) ?? st.units[0];
  const byMobile = firstBy(st.doctors, (d) => d.mobile);
  const nameAtUnit = (name: string, unitId: number) => `${unitId}:${name}`;
  const byNameAtUnit = firstBy(st.doctors, (d) => nameAtUnit(d.name, d.unitId));
  let doctorId = nextId(st.doctors);
  for (const p of people) {
    const unit = (p.unitName && unitByName.get(p.unitName)) || ownUnit;
    if (!unit) continue;
    let doctor = (p.mobile && byMobile.get(p.mobile)) || byNameAtUnit.get(nameAtUnit(p.name, unit.id));
    if (!doctor) {
      doctor = {
        id: doctorId++,
        name: p.name,
        title: '医师',
        mobile: p.mobile ?? '',
        unitId: unit.id,
        officeId: null,
        officeName: null,
      };
      st.doctors.push(doctor);
      if (!byMobile.has(doctor.mobile)) byMobile.set(doctor.mobile, doctor);
      const key = nameAtUnit(doctor.name, doctor.unitId);
      if (!byNameAtUnit.has(key)) byNameAtUnit.set(key, doctor);
    }
    if (add(projectId, systemType, doctor.unitId, doctor)) imported += 1;
  }
  return imported;
}

// ---------------------------------------------------------------------------------------------------------
// The handlers.

type Backend = 'main' | 'mainSync';

function mainHandlers(ctx: MockContext): HttpHandler[] {
  const served = {
    main: serveFor(ctx, 'main', (db) => db.main),
    mainSync: serveFor(ctx, 'mainSync', (db) => db.main),
  };
  const on = served.main;
  const areas = areasOf(ctx.scale);
  const http = createOpenApiHttp<MainPaths>({ baseUrl: ctx.baseUrls.main });
  const sync = createOpenApiHttp<MainPaths>({ baseUrl: ctx.baseUrls.mainSync });

  const project = (st: MainState, id: number) =>
    st.projects.find((p) => p.id === id) ?? fail(`评价项目不存在：${id}`);

  const syncHandlers = (h: typeof http, backend: Backend) => [
    h.post(
      '/v1/sync/examUserInfo',
      served[backend](() => ok(backend, null)),
    ),
    h.post(
      '/v1/sync/userInfo',
      served[backend](({ url }) => {
        requiredInt(url, 'userType');
        return ok(backend, null);
      }),
    ),
  ];

  return [
    // Statistics -------------------------------------------------------------------------------------------
    http.get(
      '/stats/all',
      on(({ url, st, user, now }) => {
        const areaParam = queryString(url, 'areaCode');
        const area = areaParam
          ? parseAreaCode(areas, areaParam, 'areaCode')
          : parseAreaCode(areas, user.unitAreaCode.slice(0, 2), 'areaCode');
        const start = queryString(url, 'startTime')
          ? parseTime(requiredString(url, 'startTime'), 'startTime')
          : yearStart(now);
        const end = queryString(url, 'endTime')
          ? parseTime(requiredString(url, 'endTime'), 'endTime', true)
          : now;
        if (start.getTime() > end.getTime()) fail('开始时间不能晚于结束时间');
        const flow = (end.getTime() - start.getTime()) / (365 * 86_400_000);
        const unitId = queryInt(url, 'unitId');
        let figures = scaleFigures(areaYear(areas, area), flow, 1);
        if (unitId !== undefined) {
          const unit = unitOf(st, unitId);
          if (!unit.areaCode.startsWith(areaPrefix(area))) figures = scaleFigures(figures, 0, 0);
          else {
            const home = areas.byCode(unit.areaCode);
            const base = home ? scaleFigures(areaYear(areas, home), flow, 1) : figures;
            const share = unitShare(unit);
            figures = scaleFigures(base, share, share);
          }
        }
        return ok('main', figures);
      }),
    ),
    http.get(
      '/stats/areaStats',
      on(({ url, now }) => {
        const area = parseAreaCode(areas, requiredString(url, 'areaCode'), 'areaCode');
        const flow = (now.getTime() - yearStart(now).getTime()) / (365 * 86_400_000);
        return ok(
          'main',
          areas.children(area.code).map((child) => {
            const f = scaleFigures(areaYear(areas, child), flow, 1);
            return {
              areaCode: child.code,
              areaName: child.name,
              consultations: f.consultations,
              referrals: f.referrals,
            };
          }),
        );
      }),
    ),
    http.get(
      '/stats/myWorkSingle',
      on(({ st, user }) => {
        const mine = involving(st, user);
        return ok('main', {
          pending: mine.filter((c) => c.status === 0).length,
          inProgress: mine.filter((c) => c.status === 1).length,
          finished: mine.filter((c) => c.status === 2).length,
        });
      }),
    ),
    http.get(
      '/stats/myWorkProgressMonitoring',
      on(({ st, user }) => {
        const mine = involving(st, user);
        const count = (s: number) => mine.filter((c) => c.status === s).length;
        return ok('main', [
          { stage: 'applied', label: '会诊申请', count: mine.length },
          { stage: 'pending', label: '待会诊', count: count(0) },
          { stage: 'inProgress', label: '会诊中', count: count(1) },
          { stage: 'finished', label: '已完成', count: count(2) },
          { stage: 'cancelled', label: '已取消', count: count(3) },
        ]);
      }),
    ),

    // Consultation -----------------------------------------------------------------------------------------
    http.get(
      '/consultationSingle/queryRcsMedicalRecord',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const name = queryString(url, 'patName');
        const idnum = queryString(url, 'patIdnum');
        const rows = st.consultations
          .filter((c) => contains(c.patName, name) && contains(c.patIdnum, idnum))
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.singleId - a.singleId);
        const page = paginate(rows, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map(recordView) });
      }),
    ),
    http.get(
      '/consultationSingle/getConsultationInfo',
      on(({ url, st }) => {
        const id = requiredInt(url, 'singleId');
        const c = st.consultations.find((x) => x.singleId === id) ?? fail(`会诊不存在：${id}`);
        return ok('main', consultationView(c));
      }),
    ),
    http.get(
      '/whiteboard/createHstRoom',
      on(({ url, st, user }) => {
        const projectId = requiredInt(url, 'projectId');
        const type = requiredInt(url, 'type');
        const consultation = st.consultations.find((c) => c.singleId === projectId);
        if (!consultation) fail(`会诊不存在：${projectId}`);
        let room = st.rooms.find((r) => r.projectId === projectId && r.type === type);
        if (!room) {
          const h = hashOf(`${projectId}:${type}`);
          room = {
            projectId,
            type,
            roomId: `HST${projectId}${type}${String(h % 10_000).padStart(4, '0')}`,
            chairPassword: String(100_000 + (h % 900_000)),
          };
          st.rooms.push(room);
        }
        // The demo's room page: the creator of the consultation joins as host, everyone else as guest.
        const page = new URL('/demo-embedded/meeting.html', ctx.roomsOrigin);
        page.searchParams.set('room', room.roomId);
        page.searchParams.set('host', consultation?.creatorId === user.relationId ? '1' : '0');
        return ok('main', { roomId: room.roomId, chairPassword: room.chairPassword, url: page.href });
      }),
    ),

    // Evaluation -------------------------------------------------------------------------------------------
    http.get(
      '/ysfyAppraise/getDetailPage',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const p = project(st, requiredInt(url, 'projectId'));
        const result = queryInt(url, 'appraiseResult');
        if (result !== undefined && ![0, 1, 2].includes(result)) malformed('appraiseResult');
        const unitName = queryString(url, 'unitName');
        const from = queryString(url, 'startTime')
          ? formatDateTime(parseTime(requiredString(url, 'startTime'), 'startTime'))
          : undefined;
        const to = queryString(url, 'endTime')
          ? formatDateTime(parseTime(requiredString(url, 'endTime'), 'endTime', true))
          : undefined;
        const rows = st.answers
          .filter(
            (a) =>
              a.projectId === p.id &&
              (result === undefined || a.appraiseResult === result) &&
              contains(a.unitName, unitName) &&
              (from === undefined || a.createTime >= from) &&
              (to === undefined || a.createTime <= to),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id);
        const page = paginate(rows, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map(answerView) });
      }),
    ),
    http.get(
      '/ysfyAppraise/getDetailStats',
      on(({ url, st }) => {
        const p = project(st, requiredInt(url, 'projectId'));
        return ok('main', statsOf(st.answers.filter((a) => a.projectId === p.id)));
      }),
    ),
    http.get(
      '/ysfyAppraise/getProjectList',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const year = queryInt(url, 'year');
        const name = queryString(url, 'name');
        const status = queryInt(url, 'status');
        const rows = st.projects
          .filter(
            (p) =>
              (year === undefined || p.year === year) &&
              contains(p.name, name) &&
              (status === undefined || p.status === status),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id)
          .map(projectView);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
    http.get(
      '/ysfyAppraise/getDetailStatsByUnit',
      on(({ url, st }) => {
        const p = project(st, requiredInt(url, 'projectId'));
        const byUnit = new Map<number, AnswerRow[]>();
        for (const a of st.answers.filter((x) => x.projectId === p.id)) {
          const list = byUnit.get(a.unitId);
          if (list) list.push(a);
          else byUnit.set(a.unitId, [a]);
        }
        const rows = [...byUnit.entries()].map(([unitId, list]) => ({
          unitId,
          unitName: list[0]?.unitName ?? '',
          ...statsOf(list),
        }));
        rows.sort((a, b) => b.total - a.total || a.unitId - b.unitId);
        return ok('main', rows);
      }),
    ),
    http.get(
      '/ysfyAppraise/getUseProject',
      on(({ st, user }) => {
        const active = st.projects
          .filter((p) => p.status === 1 && !p.respondedUserIds.includes(user.id))
          .sort((a, b) => compareText(b.startTime, a.startTime));
        const first = active[0];
        return ok('main', first ? projectView(first) : null);
      }),
    ),
    http.get(
      '/ysfyAppraise/ignoreAppraise',
      on(({ url, st, user }) => {
        const p = project(st, requiredInt(url, 'projectId'));
        if (p.status !== 1) fail('该评价项目未在进行中');
        if (p.mode !== 0) fail('该评价项目不允许忽略');
        if (!p.respondedUserIds.includes(user.id)) p.respondedUserIds.push(user.id);
        return ok('main', null);
      }),
    ),
    http.post(
      '/ysfyAppraise/saveDetail',
      on(async ({ st, user, now, request }) => {
        const body = await readBody(request);
        const result = requiredBodyInt(body, 'appraiseResult');
        if (result !== 0 && result !== 1 && result !== 2) malformed('appraiseResult');
        const p = project(st, requiredBodyInt(body, 'projectId'));
        const explain = bodyString(body, 'explain') || null;
        const suggest = bodyString(body, 'suggest') || null;
        if (explain && explain.length > 200) fail('不满意原因不能超过200个字');
        if (suggest && suggest.length > 200) fail('意见建议不能超过200个字');
        if (p.status !== 1) fail('该评价项目未在进行中');
        if (st.answers.some((a) => a.projectId === p.id && a.userId === user.id))
          fail('您已提交过该项目的评价');
        st.answers.push({
          id: nextId(st.answers),
          projectId: p.id,
          userId: user.id,
          userName: user.nickName,
          unitId: user.unitId,
          unitName: user.unitName,
          appraiseResult: result,
          explain: result === 2 ? explain : null,
          suggest,
          createTime: formatDateTime(now),
        });
        if (!p.respondedUserIds.includes(user.id)) p.respondedUserIds.push(user.id);
        return ok('main', null);
      }),
    ),
    http.post(
      '/ysfyAppraise/saveProject',
      on(async ({ st, now, request }) => {
        const body = await readBody(request);
        const id = bodyInt(body, 'id');
        const name = requiredBodyString(body, 'name');
        if (name.length > 100) fail('项目名称不能超过100个字');
        const year = requiredBodyInt(body, 'year');
        const mode = requiredBodyInt(body, 'mode');
        if (mode !== 0 && mode !== 1) malformed('mode');
        const startText = bodyString(body, 'startTime') ?? missing('startTime');
        const endText = bodyString(body, 'endTime') ?? missing('endTime');
        const start = parseTime(startText, 'startTime');
        const end = parseTime(endText, 'endTime', true);
        if (start.getTime() > end.getTime()) fail('开始时间不能晚于结束时间');
        if (st.projects.some((p) => p.name === name && p.year === year && p.id !== id)) {
          fail('同一年度已存在同名评价项目');
        }
        const fields = {
          name,
          year,
          mode,
          startTime: formatDateTime(start),
          endTime: formatDateTime(end),
        } as const;
        if (id !== undefined) {
          const p = project(st, id);
          Object.assign(p, fields);
          return ok('main', projectView(p));
        }
        const created: ProjectRow = {
          id: nextId(st.projects),
          ...fields,
          status: 0,
          createTime: formatDateTime(now),
          respondedUserIds: [],
        };
        st.projects.push(created);
        return ok('main', projectView(created));
      }),
    ),
    http.get(
      '/ysfyAppraise/updateProjectStatus',
      on(({ url, st }) => {
        const p = project(st, requiredInt(url, 'projectId'));
        const status = requiredInt(url, 'status');
        if (status !== 0 && status !== 1 && status !== 2) malformed('status');
        p.status = status;
        return ok('main', null);
      }),
    ),
    http.get(
      '/ysfyAppraise/getProjectByName',
      on(({ url, st }) => {
        const name = requiredString(url, 'name');
        const year = requiredInt(url, 'year');
        const p = st.projects.find((x) => x.name === name && x.year === year);
        return ok('main', p ? projectView(p) : null);
      }),
    ),
    http.get(
      '/v1/file/ysfyAppraiseDetailDown',
      on(({ url, st }) => {
        const p = project(st, requiredInt(url, 'projectId'));
        const labels = ['非常满意', '满意', '不满意'];
        const rows = st.answers
          .filter((a) => a.projectId === p.id)
          .sort((a, b) => compareText(a.createTime, b.createTime) || a.id - b.id)
          .map((a, i) => [
            i + 1,
            a.userName,
            a.unitName,
            labels[a.appraiseResult] ?? '',
            a.explain,
            a.suggest,
            a.createTime,
          ]);
        const csv = toCsv(['序号', '姓名', '单位', '评价结果', '不满意原因', '意见建议', '提交时间'], rows);
        const filename = `${p.name}-评价明细.csv`;
        return HttpResponse.text(csv, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="appraise-${p.id}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          },
        });
      }),
    ),

    // User, functions and sync -----------------------------------------------------------------------------
    http.get(
      '/v1/user/getUser',
      on(({ user }) => ok('main', userView(user))),
    ),
    http.post(
      '/v1/roleFunction/queryFunctionAllByUserIdSystemId',
      on(({ url }) => {
        const userId = requiredInt(url, 'userId');
        const systemId = requiredInt(url, 'systemId');
        const target = ctx.db().users.find((u) => u.id === userId) ?? fail(`用户不存在：${userId}`);
        return ok('main', systemId === MAIN_SYSTEM_ID ? target.functions : []);
      }),
    ),
    ...syncHandlers(http, 'main'),
    ...syncHandlers(sync, 'mainSync'),
    http.post(
      '/v1/sync/commitChooseUserPre',
      on(({ url, st, now }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        const count = st.preselection.filter(
          (r) => r.projectId === projectId && r.systemType === systemType,
        ).length;
        if (count === 0) fail('该项目暂无预选人员，请先选择人员');
        st.commits.push({ projectId, systemType, count, time: formatDateTime(now) });
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/saveChooseUserPre',
      on(async ({ st, now, request }) => {
        const body = await readBody(request);
        const projectId = requiredBodyInt(body, 'projectId');
        const systemType = requiredBodyInt(body, 'systemType');
        const unitList = bodyIntList(body, 'unitList');
        const doctorIds = bodyIntList(body, 'doctorIds');
        if (unitList.length === 0 && doctorIds.length === 0) fail('请选择单位或人员');
        const unitById = unitIndex(st).byId;
        const units = unitList.map((id) => unitById.get(id) ?? fail(`单位不存在：${id}`));
        const doctorById = firstBy(st.doctors, (d) => d.id);
        const doctors = doctorIds.map((id) => doctorById.get(id) ?? fail(`人员不存在：${id}`));
        const add = preselectionAdder(st, now);
        for (const u of units) add(projectId, systemType, u.id, null);
        for (const d of doctors) add(projectId, systemType, d.unitId, d);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/addAllUserPre',
      on(({ url, st, now }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        const treeCode = queryString(url, 'treeCode');
        const unitTypes = queryInts(url, 'unitTypes');
        const unitName = queryString(url, 'unitName');
        let unitIds: Set<number> | undefined;
        if (treeCode !== undefined) {
          const nodes = st.treeNodes.filter((n) => n.treeCode.startsWith(treeCode));
          if (nodes.length === 0) fail(`节点不存在：${treeCode}`);
          unitIds = new Set(nodes.flatMap((n) => (n.unitId === null ? [] : [n.unitId])));
        }
        const units = st.units.filter(
          (u) =>
            (unitIds === undefined || unitIds.has(u.id)) &&
            (unitTypes.length === 0 || unitTypes.includes(u.unitType)) &&
            contains(u.name, unitName),
        );
        const ids = new Set(units.map((u) => u.id));
        const add = preselectionAdder(st, now);
        for (const d of st.doctors) if (ids.has(d.unitId)) add(projectId, systemType, d.unitId, d);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/delChooseUserPreById',
      on(({ url, st }) => {
        const id = requiredInt(url, 'id');
        const i = st.preselection.findIndex((r) => r.id === id);
        if (i < 0) fail(`预选记录不存在：${id}`);
        st.preselection.splice(i, 1);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/delChooseUserPreByProjectId',
      on(({ url, st }) => {
        const projectId = requiredInt(url, 'projectId');
        replaceRows(
          st.preselection,
          st.preselection.filter((r) => r.projectId !== projectId),
        );
        return ok('main', null);
      }),
    ),
    http.get(
      '/v1/sync/queryChooseUserPre',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const projectId = requiredInt(url, 'projectId');
        const systemType = queryInt(url, 'systemType');
        const rows = st.preselection
          .filter(
            (r) => r.projectId === projectId && (systemType === undefined || r.systemType === systemType),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
    http.post(
      '/v1/sync/importExcelUser',
      on(async ({ url, st, user, now, request }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        const imported = await importPeople(st, user, now, request, projectId, systemType);
        return ok('main', { imported });
      }),
    ),

    // Logs and systems -------------------------------------------------------------------------------------
    http.get(
      '/v1/userLoginLog/queryPage',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const name = queryString(url, 'userName');
        const rows = st.loginLogs
          .filter((l) => contains(l.userName, name) || contains(l.nickName, name))
          .sort((a, b) => compareText(b.loginTime, a.loginTime) || b.id - a.id);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
    http.get(
      '/v1/system/queryAll',
      on(({ st }) => ok('main', st.systems)),
    ),
    http.post(
      '/v1/user/checkUnitTreeRoot',
      on(({ st, user }) =>
        ok(
          'main',
          st.treeNodes.some((n) => n.parentId === null && n.unitId === user.unitId),
        ),
      ),
    ),

    // Organisation catalogue trees -------------------------------------------------------------------------
    http.post(
      '/v1/orgCatalogTree/queryRootTreeNodeByLobId',
      on(({ url, st }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        return ok(
          'main',
          childNodes(st, lob.id, null).map((n) => nodeView(st, n)),
        );
      }),
    ),
    http.get(
      '/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId',
      on(({ url, st }) => {
        const parent = nodeOf(st, requiredInt(url, 'parentId'));
        return ok(
          'main',
          childNodes(st, parent.lobId, parent.id).map((n) => nodeView(st, n)),
        );
      }),
    ),
    http.post(
      '/v1/orgCatalogTree/delOrgCatalogTreeNode',
      on(({ url, st }) => {
        removeSubtree(st, nodeOf(st, requiredInt(url, 'id')));
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/orgInfo/queryListByLobTreePage',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        const { pageIndex, pageSize } = bodyPage(body);
        const treeNodeId = bodyInt(body, 'treeNodeId');
        const unitName = bodyString(body, 'unitName') || undefined;
        const roots =
          treeNodeId === undefined ? childNodes(st, lob.id, null) : [nodeOf(st, treeNodeId, lob.id)];
        const seen = new Set<number>();
        const units: UnitRow[] = [];
        const unitById = unitIndex(st).byId;
        const needle = unitName?.toLowerCase();
        for (const root of roots) {
          for (const n of subtree(st, root)) {
            if (n.unitId === null || seen.has(n.unitId)) continue;
            seen.add(n.unitId);
            const u = unitById.get(n.unitId);
            if (u && (needle === undefined || u.name.toLowerCase().includes(needle))) units.push(u);
          }
        }
        const page = paginate(units, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map((u) => unitView(st, u, areas)) });
      }),
    ),

    // Offices and doctors ----------------------------------------------------------------------------------
    http.get(
      '/v1/doctorUser/queryOrgOfficeByUnitId',
      on(({ url, st }) => {
        const unit = unitOf(st, requiredInt(url, 'unitId'));
        return ok(
          'main',
          st.offices.filter((o) => o.unitId === unit.id),
        );
      }),
    ),
    http.post(
      '/v1/doctorUser/queryDoctorByUnitAndOffice',
      on(({ url, st }) => {
        const unit = unitOf(st, requiredInt(url, 'unitId'));
        const officeId = queryInt(url, 'officeId');
        if (officeId !== undefined && !st.offices.some((o) => o.id === officeId && o.unitId === unit.id)) {
          fail(`科室不存在：${officeId}`);
        }
        return ok(
          'main',
          st.doctors.filter(
            (d) => d.unitId === unit.id && (officeId === undefined || d.officeId === officeId),
          ),
        );
      }),
    ),
    http.get(
      '/v1/doctorUser/queryAll',
      on(({ st }) => ok('main', st.doctors)),
    ),

    // Regions and role trees -------------------------------------------------------------------------------
    http.post(
      '/v1/ysfyRole/getDictAreaByParentCode',
      on(({ url }) => {
        const code = requiredString(url, 'parentCode');
        const view = (a: Area) => areaView(areas, a);
        if (code === '0') return ok('main', areas.children(null).map(view));
        if (!/^\d{2,12}$/.test(code)) malformed('parentCode');
        return ok('main', areas.children(code.padEnd(12, '0')).map(view));
      }),
    ),
    http.post(
      '/v1/ysfyRole/getDictAreaByCodeName',
      on(({ url }) => {
        const text = requiredString(url, 'codeName');
        const digits = /^\d+$/.test(text);
        const found: Area[] = [];
        for (const a of areas.all) {
          if (found.length === 100) break;
          if (digits ? a.code.startsWith(text) : a.name.includes(text)) found.push(a);
        }
        return ok(
          'main',
          found.map((a) => areaView(areas, a)),
        );
      }),
    ),
    http.post(
      '/v1/ysfyRole/getTreeNodeByParentId',
      on(({ url, st }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        const name = queryString(url, 'treeNodeName');
        if (name !== undefined) {
          return ok(
            'main',
            st.treeNodes
              .filter((n) => n.lobId === lob.id && contains(n.name, name))
              .sort((a, b) => compareText(a.treeCode, b.treeCode))
              .map((n) => nodeView(st, n)),
          );
        }
        const parentId = queryInt(url, 'parentNodeId');
        const parent = parentId === undefined || parentId === 0 ? null : nodeOf(st, parentId, lob.id);
        return ok(
          'main',
          childNodes(st, lob.id, parent?.id ?? null).map((n) => nodeView(st, n)),
        );
      }),
    ),
    http.get(
      '/v1/ysfyRole/queryOrgCatalogTree',
      on(({ st }) => {
        const lob = st.businessLines[0];
        return ok(
          'main',
          lob ? childNodes(st, lob.id, null).map((n) => nodeView(st, n, Number.POSITIVE_INFINITY)) : [],
        );
      }),
    ),
    http.post(
      '/v1/ysfyRole/getTreeNodeByUnitId',
      on(({ url, st, user }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        return ok(
          'main',
          st.treeNodes
            .filter((n) => n.lobId === lob.id && n.unitId === user.unitId)
            .map((n) => nodeView(st, n, Number.POSITIVE_INFINITY)),
        );
      }),
    ),
    http.post(
      '/v1/ysfyRole/dragNode',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        const node = nodeOf(st, requiredBodyInt(body, 'nodeId'), lob.id);
        const targetParentId = requiredBodyInt(body, 'targetParentId');
        const targetIndex = requiredBodyInt(body, 'targetIndex');
        if (targetIndex < 0) malformed('targetIndex');
        const parent = targetParentId === 0 ? null : nodeOf(st, targetParentId, lob.id);
        if (parent && subtree(st, node).some((n) => n.id === parent.id)) {
          fail('不能将节点移动到其自身或其下级节点');
        }
        const oldParent = node.parentId === null ? null : nodeOf(st, node.parentId, lob.id);
        const oldSiblings = childNodes(st, lob.id, node.parentId).filter((n) => n.id !== node.id);
        oldSiblings.forEach((n, i) => {
          n.sort = i;
        });
        const siblings = childNodes(st, lob.id, parent?.id ?? null).filter((n) => n.id !== node.id);
        siblings.splice(Math.min(targetIndex, siblings.length), 0, node);
        node.parentId = parent?.id ?? null;
        siblings.forEach((n, i) => {
          n.sort = i;
        });
        treesChanged(st);
        // Only the codes below the old and the new parent change (old first: the new one may lie below it).
        if (oldParent === null || parent === null) renumber(st, lob.id);
        else {
          renumber(st, lob.id, oldParent);
          renumber(st, lob.id, parent);
        }
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/ysfyRole/delOrgCatalogNode',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        removeSubtree(st, nodeOf(st, requiredBodyInt(body, 'id'), lob.id));
        return ok('main', null);
      }),
    ),

    // Announcements and business lines ---------------------------------------------------------------------
    http.get(
      '/v1/systemNotice/getIndexBySystemId',
      on(({ url, st }) => {
        const systemId = requiredInt(url, 'systemId');
        return ok('main', noticesOf(st, systemId).slice(0, 5));
      }),
    ),
    http.get(
      '/v1/systemNotice/getPageBySystemId',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const title = queryString(url, 'title')?.toLowerCase();
        const notices = noticesOf(st, requiredInt(url, 'systemId')).filter(
          (n) => !title || n.title.toLowerCase().includes(title),
        );
        return ok('main', paginate(notices, pageIndex, pageSize));
      }),
    ),
    http.get(
      '/v1/systemNotice/getById',
      on(({ url, st }) => {
        const id = requiredInt(url, 'id');
        return ok('main', st.notices.find((n) => n.id === id) ?? fail(`公告不存在：${id}`));
      }),
    ),
    http.get(
      '/v1/businessLine/queryAll',
      on(({ st }) => ok('main', st.businessLines)),
    ),
  ];
}

/** The product's system id (SPEC.md §6). */
const MAIN_SYSTEM_ID = 25;

function involving(st: MainState, user: DemoUser): ConsultationRow[] {
  const me = user.relationId;
  if (me === null) return [];
  return st.consultations.filter((c) => c.creatorId === me || c.inviteeIds.includes(me));
}

function noticesOf(st: MainState, systemId: number): Schemas['SystemNotice'][] {
  return st.notices
    .filter((n) => n.systemId === systemId)
    .sort((a, b) => compareText(b.publishTime, a.publishTime) || b.id - a.id);
}

/** The main backend module of the demo (also serves the two sync calls of the second host). */
export const mainModule: BackendModule<MainState> = {
  seed: seedMainState,
  handlers: mainHandlers,
};
