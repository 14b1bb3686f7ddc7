import { createHash } from 'node:crypto';
import { regionCodeAt, regionLevelOf } from '@mch/sdk';
import type { FdsPaths, MainPaths, MessagePaths } from '@mch/sdk/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDb } from '../src/core/db';
import { parseScale } from '../src/core/scale';
import { largeAreas } from '../src/fixtures/areas-large';
import { LOB_IDS } from '../src/fixtures/main-orgs';
import { SIGNED_GRASSROOTS } from '../src/fixtures/main-orgs-large';
import { scaleOfCommandLine } from '../src/serve';
import { birthDateOfCard, misfitOf, sexOfCard, yearsSince } from './patients';
import { sdkClient, TEST_NOW, useDemo } from './support';

const demo = useDemo({ scale: 'large', resetAfterEach: false });
const main = (token = 'demo-admin') => sdkClient<MainPaths>(demo, 'main', token);
const message = (token = 'demo-doctor') => sdkClient<MessagePaths>(demo, 'message', token);
const fds = (token = 'demo-doctor') => sdkClient<FdsPaths>(demo, 'fds', token);
const page50 = { pageIndex: 2, pageSize: 50 };

describe('the scale switch', () => {
  it('reads large and small, in any case, and nothing else', () => {
    expect(parseScale('large')).toBe('large');
    expect(parseScale(' LARGE ')).toBe('large');
    expect(parseScale('small')).toBe('small');
    expect(parseScale('huge')).toBeUndefined();
    expect(parseScale(null)).toBeUndefined();
  });

  it('comes from --scale, --scale=, or MOCK_SCALE on the command line of mock:serve', () => {
    expect(scaleOfCommandLine([], {})).toEqual({ scale: 'small' });
    expect(scaleOfCommandLine(['--scale', 'large'], {})).toEqual({ scale: 'large' });
    expect(scaleOfCommandLine(['--scale=large'], {})).toEqual({ scale: 'large' });
    expect(scaleOfCommandLine([], { MOCK_SCALE: 'large' })).toEqual({ scale: 'large' });
    expect(scaleOfCommandLine(['--scale', 'small'], { MOCK_SCALE: 'large' })).toEqual({ scale: 'small' });
    expect(scaleOfCommandLine(['--scale', 'huge'], {})).toEqual({
      error: '--scale must be one of small, large (got "huge")',
    });
    expect(scaleOfCommandLine(['--scale'], {})).toHaveProperty('error');
    expect(scaleOfCommandLine([], { MOCK_SCALE: 'xl' })).toHaveProperty('error');
  });
});

describe('the small demo data', () => {
  // The fingerprint of the small seed at TEST_NOW in UTC, as it was before the large data set was added. Changing
  // the small fixtures on purpose changes it: the failure prints the new value to paste here.
  const SMALL_SEED_SHA256 = 'f8585842ac9b54f3a170434284d0499469bcc00f3ea58ac84dabda578f48a32f';
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('is the default and stays what it was', () => {
    const now = new Date(Date.UTC(2026, 2, 16, 10, 0, 0));
    const json = JSON.stringify(seedDb('http://localhost', now));
    expect(JSON.stringify(seedDb('http://localhost', now, 'http://localhost', 'small'))).toBe(json);
    expect(createHash('sha256').update(json).digest('hex')).toBe(SMALL_SEED_SHA256);
  });
});

describe('the large demo data', () => {
  it('is the same on every seed for the same "now"', () => {
    const a = seedDb('http://localhost', TEST_NOW, 'http://localhost', 'large');
    const b = seedDb('http://localhost', new Date(TEST_NOW.getTime()), 'http://localhost', 'large');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('keeps every row of the small data the demo users and tests rely on', () => {
    const small = seedDb('http://localhost', TEST_NOW);
    const large = demo.db();
    expect(large.users).toEqual(small.users);
    expect(large.main.units.slice(0, small.main.units.length)).toEqual(small.main.units);
    expect(large.main.doctors.slice(0, small.main.doctors.length)).toEqual(small.main.doctors);
    expect(large.main.consultations.slice(0, small.main.consultations.length)).toEqual(
      small.main.consultations,
    );
    expect(large.fds.residents.slice(0, small.fds.residents.length)).toEqual(small.fds.residents);
    expect(large.main.preselection).toEqual(small.main.preselection);
  });

  it('has the counties of Hunan and Yunnan with their real codes, and townships and villages below', () => {
    const areas = largeAreas();
    const level = (prefix: string, n: number) =>
      areas.all.filter((a) => a.level === n && a.code.startsWith(prefix)).length;
    expect([level('43', 2), level('43', 3)]).toEqual([14, 122]);
    expect([level('53', 2), level('53', 3)]).toEqual([16, 129]);
    expect(level('', 4)).toBeGreaterThan(4_500);
    expect(level('', 5)).toBeGreaterThan(10_000);
    expect(areas.byCode('430423000000')?.name).toBe('衡山县');
    expect(areas.fullName('532923000000')).toBe('云南省大理白族自治州祥云县');
    const codes = new Set(areas.all.map((a) => a.code));
    expect(codes.size).toBe(areas.all.length);
    for (const a of areas.all) {
      expect(regionLevelOf(a.code)).toBe(a.level);
      if (a.parentCode !== null) {
        expect(codes.has(a.parentCode)).toBe(true);
        expect(regionCodeAt(a.code, (a.level - 1) as 1 | 2 | 3 | 4)).toBe(a.parentCode);
      }
    }
  });

  it('has an organisation tree of more than 5,000 nodes in every business line, each node in place', () => {
    const { treeNodes, units } = demo.db().main;
    const unitIds = new Set(units.map((u) => u.id));
    const byId = new Map(treeNodes.map((n) => [n.id, n]));
    expect(byId.size).toBe(treeNodes.length);
    for (const lobId of Object.values(LOB_IDS)) {
      const nodes = treeNodes.filter((n) => n.lobId === lobId);
      expect(nodes.length, `business line ${lobId}`).toBeGreaterThanOrEqual(5_000);
      for (const n of nodes) {
        if (n.unitId !== null) expect(unitIds.has(n.unitId)).toBe(true);
        const parent = n.parentId === null ? undefined : byId.get(n.parentId);
        expect(n.level).toBe((parent?.level ?? 0) + 1);
        if (parent) expect(n.treeCode.startsWith(parent.treeCode)).toBe(true);
      }
    }
  });

  it("has a node with 200 children: the alliance's signed grassroots units, none elsewhere in its line", () => {
    const { treeNodes } = demo.db().main;
    const line = treeNodes.filter((n) => n.lobId === LOB_IDS.alliance);
    const node = line.find((n) => n.name === '签约基层机构');
    expect(node?.level).toBe(2);
    const children = line.filter((n) => n.parentId === node?.id);
    expect(children).toHaveLength(SIGNED_GRASSROOTS);
    const placed = new Map<number | null, number>();
    for (const n of line) placed.set(n.unitId, (placed.get(n.unitId) ?? 0) + 1);
    for (const child of children) expect(placed.get(child.unitId)).toBe(1);
  });

  it('answers 20,000 residents, and finds each by identity card', async () => {
    const records = await main('demo-doctor').GET('/consultationSingle/queryRcsMedicalRecord', {
      params: { query: page50 },
    });
    expect(records.total).toBeGreaterThanOrEqual(20_000);
    expect(records.records).toHaveLength(50);
    const residents = demo.db().fds.residents;
    expect(residents.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(residents.map((r) => r.idCard)).size).toBe(residents.length);
    const last = residents.at(-1);
    const found = await fds().GET('/v1/fds-pc/residents-info/card/{idCard}', {
      params: { path: { idCard: last?.idCard ?? '' } },
    });
    expect(found?.name).toBe(last?.name);
  });

  it('has one record per resident, whose patient is that resident, with a diagnosis that fits', () => {
    const { main: mainDb, fds: fdsDb } = demo.db();
    const byCard = new Map(fdsDb.residents.map((r) => [r.idCard, r]));
    expect(mainDb.consultations).toHaveLength(fdsDb.residents.length);
    expect(new Set(mainDb.consultations.map((c) => c.patIdnum)).size).toBe(mainDb.consultations.length);
    const wrong: string[] = [];
    for (const c of mainDb.consultations) {
      const resident = byCard.get(c.patIdnum);
      const age = yearsSince(birthDateOfCard(c.patIdnum), TEST_NOW);
      const sex = sexOfCard(c.patIdnum);
      if (resident?.name !== c.patName) wrong.push(`${c.singleId}: ${c.patName} is ${resident?.name}`);
      if (resident?.birthday !== birthDateOfCard(c.patIdnum))
        wrong.push(`${c.singleId}: born ${resident?.birthday}`);
      if (sex !== c.patSex || age !== c.patAge)
        wrong.push(`${c.singleId}: ${c.patSex}/${c.patAge} for ${sex}/${age}`);
      const misfit = misfitOf(c);
      if (misfit) wrong.push(`${c.singleId}: ${misfit}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    const women = mainDb.consultations.filter((c) => c.patSex === 2 || c.patAge < 15).length;
    expect(women / mainDb.consultations.length).toBeGreaterThan(0.85);
  });

  it('answers 2,000 notices with 300 unread, and 2,000 announcements', async () => {
    const inbox = await message().GET('/v1/notice/user-notice', { params: { query: page50 } });
    expect(inbox.total).toBeGreaterThanOrEqual(2_000);
    expect(inbox.records).toHaveLength(50);
    const unread = await message().GET('/v1/message/unread-count');
    expect(unread.noticeCount).toBe(300);
    const announcements = await main().GET('/v1/systemNotice/getPageBySystemId', {
      params: { query: { ...page50, systemId: 25 } },
    });
    expect(announcements.total).toBeGreaterThanOrEqual(2_000);
  });

  it('answers 5,000 login-log rows', async () => {
    const logs = await main().GET('/v1/userLoginLog/queryPage', { params: { query: page50 } });
    expect(logs.total).toBeGreaterThanOrEqual(5_000);
    expect(logs.records).toHaveLength(50);
  });

  it('answers 500 evaluation answers of every project that has started', async () => {
    const projects = await main().GET('/ysfyAppraise/getProjectList', {
      params: { query: { pageIndex: 1, pageSize: 50 } },
    });
    const started = projects.records.filter((p) => p.status !== 0);
    expect(started.length).toBeGreaterThanOrEqual(5);
    for (const p of started) {
      const answers = await main().GET('/ysfyAppraise/getDetailPage', {
        params: { query: { ...page50, projectId: p.id } },
      });
      expect(answers.total, p.name).toBeGreaterThanOrEqual(500);
    }
  });

  it('lists 10,000 doctors for the staff preselection', async () => {
    const doctors = await main().GET('/v1/doctorUser/queryAll');
    expect(doctors.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    expect(new Set(doctors.map((d) => d.mobile)).size).toBeGreaterThan(doctors.length * 0.99);
  });
});
