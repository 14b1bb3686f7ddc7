import { type DemoToken, LOB_IDS, type TestDemo, UNIT_IDS } from '@mch/mock/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, signedIn } from '../../../test/helpers';
import { formatElapsed } from '../../domain/format';
import { parsePositiveId } from '../../domain/ids';
import { pageOfList } from '../../domain/paging';
import { REGION_LEVEL_DIGITS } from '../../domain/region';
import { UNIT_TYPE_CODES, unitTypeOf } from '../../domain/unit-types';
import { ApiError } from '../../http/errors';
import { areaTreeRootCode, searchAreas } from '../areas/area-search';
import { ORG_UNIT_TYPES } from '../organisations/organisations';
import {
  checkUnitTreeRoot,
  deleteLobTreeNode,
  fetchLobChildNodes,
  fetchLobOrganisationPage,
  fetchLobRootNodes,
  fetchPlatformSystems,
  filterPlatformSystems,
  lobIdOfPage,
  lobOrganisationQuery,
} from './business-lines';
import { createNodeMover, moveProblem, moveProgressPercent, NODE_MOVE_LIMIT_MS } from './node-mover';
import {
  buildOrgTree,
  deleteCatalogNode,
  fetchOrgCatalogTree,
  fetchTreeNodesByParent,
  fetchTreeNodesOfUnit,
  filterOrgTree,
  flattenOrgTree,
  isOrgTreeNode,
  type OrgTreeNode,
  treeNodeQuery,
} from './org-tree';

afterEach(() => {
  vi.useRealTimers();
});

/** Every request the demo was asked, as "METHOD path?query body". */
const log = (demo: TestDemo) =>
  demo.seen.map((r) => `${r.method} ${r.path}${r.search}${r.body ? ` ${r.body}` : ''}`);

/** A workbench over a fresh demo, signed in as `token` (demo-doctor, whose unit is 芙蓉区妇幼保健院, by default). */
function testWorkbench(token: DemoToken = 'demo-doctor') {
  return signedIn(token);
}

/** The demo's tree node of a line that stands for a unit. */
function unitNode(demo: TestDemo, lobId: number, unitId: number = UNIT_IDS.furong) {
  const found = demo.db().main.treeNodes.find((n) => n.lobId === lobId && n.unitId === unitId);
  if (!found) throw new Error(`demo fixtures changed: no node of unit ${unitId} in line ${lobId}`);
  return found;
}

/** The nodes of the demo's trees, in their order among their siblings. */
function childrenOf(demo: TestDemo, lobId: number, parentId: number | null) {
  return demo
    .db()
    .main.treeNodes.filter((n) => n.lobId === lobId && n.parentId === parentId)
    .sort((a, b) => a.sort - b.sort);
}

/**
 * A move the demo carries out: the node of demo-doctor's unit in the maternal line to the top of its tree (an
 * ancestor, not its parent).
 */
function validMove(demo: TestDemo) {
  const lobId = LOB_IDS.maternal;
  const moved = unitNode(demo, lobId);
  const nodes = demo.db().main.treeNodes;
  let top = moved;
  for (let up = moved; up.parentId !== null; ) {
    const parent = nodes.find((n) => n.id === up.parentId);
    if (!parent) break;
    top = parent;
    up = parent;
  }
  if (top.id === moved.parentId || top.id === moved.id) throw new Error('demo fixtures changed: no move');
  return { lobId, nodeId: moved.id, targetParentId: top.id };
}

/** The moves the demo was asked. */
const drags = (demo: TestDemo) => demo.requestsTo('POST main /v1/ysfyRole/dragNode').length;

function node(
  id: number,
  name: string,
  parentId: number | null,
  extra: Partial<OrgTreeNode> = {},
): OrgTreeNode {
  return { id, name, parentId, level: 1, treeCode: String(id), unitId: null, isLeaf: false, ...extra };
}

describe('small rules', () => {
  it('reads positive ids from text or numbers only', () => {
    expect(parsePositiveId('7')).toBe(7);
    expect(parsePositiveId(' 12 ')).toBe(12);
    expect(parsePositiveId(3)).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'x', '', undefined, null, '99999999999999999']) {
      expect(parsePositiveId(bad)).toBeNull();
    }
  });

  it('takes the business line from the lobId query, else from the route id', () => {
    expect(lobIdOfPage({ lobId: '2' }, { id: '9' })).toBe(2);
    expect(lobIdOfPage({}, { id: '9' })).toBe(9);
    expect(lobIdOfPage({ lobId: 'abc' }, { id: 'b2' })).toBeNull();
  });

  it('pages a list in memory and clamps a page past the end to the last page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOfList(items, { page: 1, pageSize: 10 })).toEqual({
      records: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 23,
      pageIndex: 1,
      pageSize: 10,
    });
    expect(pageOfList(items, { page: 3, pageSize: 10 }).records).toEqual([21, 22, 23]);
    expect(pageOfList(items, { page: 9, pageSize: 10 }).pageIndex).toBe(3);
    expect(pageOfList([], { page: 2, pageSize: 10 })).toEqual({
      records: [],
      total: 0,
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('names the unit type codes 1-5 and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(unitTypeOf)).toEqual(['province', 'city', 'district', 'community', 'station']);
    expect(unitTypeOf(0)).toBeNull();
    expect(unitTypeOf(6)).toBeNull();
    expect(unitTypeOf(1.5)).toBeNull();
    expect(unitTypeOf(null)).toBeNull();
  });

  it('gives a kind of unit to every code a unit may have and to nothing else', () => {
    // The unit type code is the level of the unit's area (SPEC.md §3: a region code has five levels).
    expect(REGION_LEVEL_DIGITS.map((_, i) => unitTypeOf(i + 1))).not.toContain(null);
    expect(unitTypeOf(REGION_LEVEL_DIGITS.length + 1)).toBeNull();
    expect(UNIT_TYPE_CODES.map(unitTypeOf)).toEqual(['province', 'city', 'district', 'community', 'station']);
    expect(ORG_UNIT_TYPES).toEqual(UNIT_TYPE_CODES);
  });

  it('formats elapsed time as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(5_400)).toBe('0:05');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(NODE_MOVE_LIMIT_MS)).toBe('5:00');
    expect(formatElapsed(-1)).toBe('0:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
  });

  it('filters systems by name or code, ignoring case and spaces', () => {
    const systems = [
      { id: 1, name: '远程会诊', code: 'RC' },
      { id: 2, name: 'Online exam', code: 'EXAM' },
    ];
    expect(filterPlatformSystems(systems, ' exam ').map((s) => s.id)).toEqual([2]);
    expect(filterPlatformSystems(systems, 'rc').map((s) => s.id)).toEqual([1]);
    expect(filterPlatformSystems(systems, '会诊').map((s) => s.id)).toEqual([1]);
    expect(filterPlatformSystems(systems, '')).toHaveLength(2);
  });
});

describe('area dictionary', () => {
  it('starts at the province of the user unit for 43 and 53, else at the country root', () => {
    expect(areaTreeRootCode('430102000000')).toBe('430000000000');
    expect(areaTreeRootCode('530102000000')).toBe('530000000000');
    expect(areaTreeRootCode('110101000000')).toBe('0');
    expect(areaTreeRootCode('')).toBe('0');
    expect(areaTreeRootCode(null)).toBe('0');
  });

  it('searches areas by trimmed code or name, as cascader options', async () => {
    const { wb, demo } = testWorkbench();
    // The demo's dictionary has no malformed code nor a village that says it has children: the answer is arranged.
    demo.answer('POST main /v1/ysfyRole/getDictAreaByCodeName', {
      json: {
        code: 0,
        msg: 'success',
        data: [
          { areaCode: '430102000000', areaName: '芙蓉区', isLeaf: false },
          { areaCode: 'bad', areaName: 'Bad', isLeaf: true },
          { areaCode: '430102001001', areaName: '某社区', isLeaf: false },
        ],
      },
    });
    expect(await searchAreas(wb.main, '  芙蓉 ')).toEqual([
      { value: '430102000000', label: '芙蓉区', level: 3, isLeaf: false },
      { value: '430102001001', label: '某社区', level: 5, isLeaf: true },
    ]);
    expect(await searchAreas(wb.main, '   ')).toEqual([]);
    expect(log(demo)).toEqual([
      `POST /v1/ysfyRole/getDictAreaByCodeName?codeName=${encodeURIComponent('芙蓉')}`,
    ]);
    // What the demo's dictionary answers comes through as options of the same kind.
    const found = await searchAreas(wb.main, '芙蓉');
    expect(found.length).toBeGreaterThan(0);
    for (const option of found) expect(option.label).toContain('芙蓉');
  });
});

describe('organisation catalogue tree', () => {
  it('builds the tree from a flat list by parent id, keeping order', () => {
    const roots = buildOrgTree([
      node(1, 'A', null),
      node(2, 'B', 1),
      node(3, 'C', null),
      node(4, 'D', 2, { isLeaf: true }),
      node(5, 'E', 1),
    ]);
    expect(roots.map((n) => n.name)).toEqual(['A', 'C']);
    expect(roots[0]?.children?.map((n) => n.name)).toEqual(['B', 'E']);
    expect(roots[0]?.children?.[0]?.children?.map((n) => n.name)).toEqual(['D']);
    // No children found and none sent: left out, so the node can still load them.
    expect(roots[1]?.children).toBeUndefined();
    expect(flattenOrgTree(roots).map((n) => n.id)).toEqual([1, 2, 4, 5, 3]);
  });

  it('builds the tree from nested children, fixing the parent ids and dropping duplicates', () => {
    const roots = buildOrgTree([
      { ...node(1, 'A', null), children: [{ ...node(2, 'B', 99), children: [] }, node(3, 'C', 1)] },
      node(2, 'B again', null),
    ]);
    expect(roots).toHaveLength(1);
    expect(roots[0]?.children?.map((n) => [n.name, n.parentId])).toEqual([
      ['B', 1],
      ['C', 1],
    ]);
    expect(roots[0]?.children?.[0]?.children).toEqual([]);
  });

  it('never loops on a cycle and treats an unknown parent as the top', () => {
    const roots = buildOrgTree([node(1, 'A', 2), node(2, 'B', 1), node(3, 'C', 42)]);
    expect(
      flattenOrgTree(roots)
        .map((n) => n.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(roots.map((n) => n.id)).toContain(3);
    expect(buildOrgTree(undefined)).toEqual([]);
  });

  it('filters by name, keeping the ancestors of a match and the whole subtree below it', () => {
    const roots = buildOrgTree([
      node(1, '湖南省', null),
      node(2, '长沙市', 1),
      node(3, '芙蓉区', 2),
      node(4, '岳麓区', 2),
      node(5, '株洲市', 1),
      node(6, '云南省', null),
    ]);
    const filtered = filterOrgTree(roots, ' 长沙 ');
    expect(flattenOrgTree(filtered).map((n) => n.name)).toEqual(['湖南省', '长沙市', '芙蓉区', '岳麓区']);
    expect(flattenOrgTree(filterOrgTree(roots, '岳麓')).map((n) => n.name)).toEqual([
      '湖南省',
      '长沙市',
      '岳麓区',
    ]);
    expect(filterOrgTree(roots, 'nothing')).toEqual([]);
    expect(filterOrgTree(roots, '')).toEqual(roots);
  });

  it('asks for nodes by parent and name, by unit and the whole tree', async () => {
    const { wb, demo } = testWorkbench();
    const lobId = LOB_IDS.maternal;
    const [root] = childrenOf(demo, lobId, null);
    if (!root) throw new Error('demo fixtures changed: no root');
    expect(await fetchTreeNodesByParent(wb.main, { lobId })).toHaveLength(
      childrenOf(demo, lobId, null).length,
    );
    await fetchTreeNodesByParent(wb.main, { lobId, parentNodeId: root.id, treeNodeName: ' 长沙 ' });
    // The nodes of demo-doctor's unit, each with the nodes below it.
    const own = unitNode(demo, lobId);
    const unit = await fetchTreeNodesOfUnit(wb.main, lobId);
    expect(unit.map((n) => n.id)).toEqual([own.id]);
    const below = childrenOf(demo, lobId, own.id).map((n) => n.id);
    expect(below.length).toBeGreaterThan(0);
    expect(unit[0]?.children?.map((n) => n.id)).toEqual(below);
    // The whole tree (of the first line), nested.
    const firstLine = demo.db().main.businessLines[0]?.id ?? 0;
    const [firstRoot] = childrenOf(demo, firstLine, null);
    const whole = await fetchOrgCatalogTree(wb.main);
    expect(whole[0]?.children?.[0]?.name).toBe(childrenOf(demo, firstLine, firstRoot?.id ?? null)[0]?.name);
    expect(log(demo)).toEqual([
      `POST /v1/ysfyRole/getTreeNodeByParentId?lobId=${lobId}`,
      `POST /v1/ysfyRole/getTreeNodeByParentId?lobId=${lobId}&parentNodeId=${root.id}&treeNodeName=${encodeURIComponent('长沙')}`,
      `POST /v1/ysfyRole/getTreeNodeByUnitId?lobId=${lobId}`,
      'GET /v1/ysfyRole/queryOrgCatalogTree',
    ]);
    expect(treeNodeQuery({ lobId: 2, parentNodeId: null, treeNodeName: '  ' })).toEqual({ lobId: 2 });
  });

  it('refuses to move a node onto itself, below itself or to the parent it has', () => {
    const node5 = { id: 5, ancestorIds: [1, 2] };
    expect(moveProblem(node5, { id: 5, ancestorIds: [1, 2] })).toBe('self');
    expect(moveProblem(node5, { id: 9, ancestorIds: [1, 2, 5] })).toBe('descendant');
    expect(moveProblem(node5, { id: 2, ancestorIds: [1] })).toBe('sameParent');
    expect(moveProblem(node5, { id: 1, ancestorIds: [] })).toBeNull();
    expect(moveProblem({ id: 1, ancestorIds: [] }, { id: 3, ancestorIds: [] })).toBeNull();
  });

  it('deletes a node of a line with its line and id in the body', async () => {
    const { wb, demo } = testWorkbench();
    const lobId = LOB_IDS.child;
    const { id } = unitNode(demo, lobId);
    await deleteCatalogNode(wb.main, { lobId, id });
    expect(log(demo)).toEqual([`POST /v1/ysfyRole/delOrgCatalogNode {"lobId":${lobId},"id":${id}}`]);
    expect(demo.db().main.treeNodes.some((n) => n.id === id)).toBe(false);
  });
});

describe('node mover', () => {
  it('moves a node, reporting elapsed time every second, then says moved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'delay', backend: 'main', path: '/v1/ysfyRole/dragNode', delayMs: 3_500 });
    const move = validMove(demo);
    const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
    const seen: string[] = [];
    mover.subscribe(() => {
      const s = mover.getSnapshot();
      seen.push(s.status === 'moving' ? `moving ${s.elapsedMs}` : s.status);
    });
    const done = mover.move(move);
    expect(mover.getSnapshot()).toMatchObject({
      status: 'moving',
      elapsedMs: 0,
      limitMs: NODE_MOVE_LIMIT_MS,
    });
    await vi.advanceTimersByTimeAsync(3_600);
    await done;
    expect(seen).toEqual(['moving 0', 'moving 1000', 'moving 2000', 'moving 3000', 'moved']);
    expect(moveProgressPercent(mover.getSnapshot())).toBe(100);
    expect(log(demo)).toEqual([
      `POST /v1/ysfyRole/dragNode {"lobId":${move.lobId},"nodeId":${move.nodeId},"targetParentId":${move.targetParentId},"targetIndex":0}`,
    ]);
    expect(demo.db().main.treeNodes.find((n) => n.id === move.nodeId)?.parentId).toBe(move.targetParentId);
    // No more ticks after the end.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toHaveLength(5);
    mover.dismiss();
    expect(mover.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('shows the part of the 5-minute limit used, never 100 % before the answer', () => {
    const moving = (elapsedMs: number) =>
      ({
        status: 'moving',
        move: { lobId: 1, nodeId: 1, targetParentId: 2, targetIndex: 0 },
        detail: undefined,
        elapsedMs,
        limitMs: NODE_MOVE_LIMIT_MS,
      }) as const;
    expect(moveProgressPercent(moving(0))).toBe(0);
    expect(moveProgressPercent(moving(NODE_MOVE_LIMIT_MS / 2))).toBe(50);
    expect(moveProgressPercent(moving(NODE_MOVE_LIMIT_MS * 2))).toBe(99);
    expect(moveProgressPercent({ status: 'idle' })).toBe(0);
  });

  it('keeps a failed move to retry, and runs one move at a time', async () => {
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'businessError', backend: 'main', path: '/v1/ysfyRole/dragNode', times: 1 });
    wb.events.on('warning', () => {});
    const move = validMove(demo);
    const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
    const first = mover.move({ ...move, targetIndex: 2 });
    await expect(mover.move({ ...move, nodeId: move.targetParentId })).rejects.toThrow(/already/);
    await expect(first).rejects.toBeInstanceOf(ApiError);
    const failed = mover.getSnapshot();
    expect(failed.status).toBe('failed');
    expect(failed.status === 'failed' && failed.move).toEqual({ ...move, targetIndex: 2 });
    await mover.retry();
    expect(mover.getSnapshot().status).toBe('moved');
    expect(drags(demo)).toBe(2);
    mover.dispose();
  });

  it('keeps the caller’s detail with a move, retries with it and reports each move done once', async () => {
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'businessError', backend: 'main', path: '/v1/ysfyRole/dragNode', times: 1 });
    wb.events.on('warning', () => {});
    const move = validMove(demo);
    const moved: string[] = [];
    const mover = createNodeMover<{ name: string }>({
      main: wb.main,
      clock: wb.adapters.clock,
      onMoved: (detail, move) => moved.push(`${detail.name} -> ${move.targetParentId}`),
    });
    await expect(mover.move(move, { name: 'Node 5' })).rejects.toBeInstanceOf(ApiError);
    expect(mover.getSnapshot()).toMatchObject({ status: 'failed', detail: { name: 'Node 5' } });
    expect(moved).toEqual([]);
    await mover.retry();
    expect(mover.getSnapshot()).toMatchObject({ status: 'moved', detail: { name: 'Node 5' } });
    expect(moved).toEqual([`Node 5 -> ${move.targetParentId}`]);
    // Nothing failed: nothing to retry.
    await mover.retry();
    expect(drags(demo)).toBe(2);
    expect(moved).toEqual([`Node 5 -> ${move.targetParentId}`]);
  });

  it('stops the elapsed time on dispose and lets it run on when watched again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'delay', backend: 'main', path: '/v1/ysfyRole/dragNode', delayMs: 10_000 });
    const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
    const elapsed = () => {
      const s = mover.getSnapshot();
      return s.status === 'moving' ? s.elapsedMs : s.status;
    };
    const done = mover.move(validMove(demo));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(elapsed()).toBe(2_000);
    // The page is hidden or gone: no more updates.
    mover.dispose();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(elapsed()).toBe(2_000);
    // Shown again: the time moves on from the start of the move.
    const unsubscribe = mover.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(elapsed()).toBe(6_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(elapsed()).toBe('moved');
    unsubscribe();
  });

  it('answers a move that takes up to 5 minutes without timing out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'delay', backend: 'main', path: '/v1/ysfyRole/dragNode', delayMs: 4 * 60_000 });
    const mover = createNodeMover({ main: wb.main, clock: wb.adapters.clock });
    const done = mover.move(validMove(demo));
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    const halfway = mover.getSnapshot();
    expect(halfway.status === 'moving' && halfway.elapsedMs).toBe(120_000);
    expect(moveProgressPercent(halfway)).toBe(40);
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 1_000);
    await done;
    expect(mover.getSnapshot().status).toBe('moved');
  });
});

describe('systems, unit root and business lines', () => {
  it('reads the systems, the unit root check and the business lines', async () => {
    // demo-doctor's unit heads a tree of its own (the medical alliance line); demo-admin's heads none.
    const { wb, demo } = testWorkbench('demo-doctor');
    const systems = demo.db().main.systems;
    expect(systems.length).toBeGreaterThan(0);
    expect(await fetchPlatformSystems(wb.main)).toEqual(systems);
    expect(unitNode(demo, LOB_IDS.alliance).parentId).toBeNull();
    expect(await checkUnitTreeRoot(wb.main)).toBe(true);
    const admin = testWorkbench('demo-admin');
    const adminUnit = demoUser(admin.demo, 'demo-admin').unitId;
    expect(admin.demo.db().main.treeNodes.some((n) => n.unitId === adminUnit && n.parentId === null)).toBe(
      false,
    );
    expect(await checkUnitTreeRoot(admin.wb.main)).toBe(false);
  });
});

describe('business-line tree and organisations', () => {
  it('asks for the roots by line, children by parent, deletes by id', async () => {
    const { wb, demo } = testWorkbench();
    const lobId = LOB_IDS.maternal;
    const [root] = childrenOf(demo, lobId, null);
    const [child] = childrenOf(demo, lobId, root?.id ?? null);
    if (!root || !child) throw new Error('demo fixtures changed: no root with children');
    expect((await fetchLobRootNodes(wb.main, lobId))[0]?.id).toBe(root.id);
    const children = await fetchLobChildNodes(wb.main, root.id);
    expect(children[0]?.id).toBe(child.id);
    expect(children[0]?.parentId).toBe(root.id);
    await deleteLobTreeNode(wb.main, child.id);
    expect(demo.db().main.treeNodes.some((n) => n.id === child.id)).toBe(false);
    expect(log(demo)).toEqual([
      `POST /v1/orgCatalogTree/queryRootTreeNodeByLobId?lobId=${lobId}`,
      `GET /v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId?parentId=${root.id}`,
      `POST /v1/orgCatalogTree/delOrgCatalogTreeNode?id=${child.id}`,
    ]);
  });

  it('pages the organisations of a line, under a node and by trimmed unit name', async () => {
    const { wb, demo } = testWorkbench();
    const lobId = LOB_IDS.maternal;
    const treeNodeId = unitNode(demo, lobId).id;
    const page = await fetchLobOrganisationPage(wb.main, {
      lobId,
      page: 2,
      pageSize: 20,
      treeNodeId,
      unitName: ' 芙蓉 ',
    });
    // The units under demo-doctor's unit node whose names hold 芙蓉 (fewer than a page: page 2 is empty).
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(20);
    expect(page.records).toEqual([]);
    const first = await fetchLobOrganisationPage(wb.main, {
      lobId,
      page: 1,
      pageSize: 20,
      treeNodeId,
      unitName: '芙蓉',
    });
    expect(first.records.length).toBe(page.total);
    for (const unit of first.records) expect(unit.name).toContain('芙蓉');
    await fetchLobOrganisationPage(wb.main, {
      lobId,
      page: 1,
      pageSize: 10,
      treeNodeId: null,
      unitName: '',
    });
    expect(
      demo.requestsTo('POST main /v1/orgInfo/queryListByLobTreePage').map((r) => JSON.parse(r.body)),
    ).toEqual([
      { lobId, pageIndex: 2, pageSize: 20, treeNodeId, unitName: '芙蓉' },
      { lobId, pageIndex: 1, pageSize: 20, treeNodeId, unitName: '芙蓉' },
      { lobId, pageIndex: 1, pageSize: 10 },
    ]);
    expect(lobOrganisationQuery({ lobId: 3, page: 0, pageSize: -1 })).toEqual({
      lobId: 3,
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('rejects with the typed error when the backend fails', async () => {
    const { wb, demo } = testWorkbench();
    demo.faults.set({ kind: 'network', backend: 'main', path: '/v1/orgInfo/queryListByLobTreePage' });
    wb.events.on('networkError', () => {});
    await expect(
      fetchLobOrganisationPage(wb.main, { lobId: LOB_IDS.maternal, page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({
      name: expect.stringMatching(/NetworkError/),
    });
  });
});

describe('isOrgTreeNode (a kept draft)', () => {
  it('accepts a node as the app keeps it and refuses anything else', () => {
    const node: OrgTreeNode = {
      level: 2,
      id: 12,
      name: '长沙市妇幼保健院',
      parentId: 1,
      treeCode: '0001-0012',
      unitId: 430100,
      isLeaf: false,
    };
    expect(isOrgTreeNode(node)).toBe(true);
    expect(isOrgTreeNode({ ...node, parentId: null, unitId: null, children: [] })).toBe(true);
    expect(isOrgTreeNode({ ...node, id: '12' })).toBe(false);
    expect(isOrgTreeNode({ ...node, isLeaf: 0 })).toBe(false);
    expect(isOrgTreeNode({ ...node, children: {} })).toBe(false);
    expect(isOrgTreeNode(null)).toBe(false);
  });
});
