import type { MainComponents, MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { MAIN_IDS } from '../src/fixtures/main';
import { refusalOf, sdkClient, useDemo } from './support';

const demo = useDemo();
const main = (token = 'demo-doctor') => sdkClient<MainPaths>(demo, 'main', token);
const useProject = (token: string) => main(token).GET('/ysfyAppraise/getUseProject');
const stats = (projectId: number) =>
  main().GET('/ysfyAppraise/getDetailStats', { params: { query: { projectId } } });
const details = (query: MainPaths['/ysfyAppraise/getDetailPage']['get']['parameters']['query']) =>
  main().GET('/ysfyAppraise/getDetailPage', { params: { query } });
const projects = (query: MainPaths['/ysfyAppraise/getProjectList']['get']['parameters']['query']) =>
  main('demo-admin').GET('/ysfyAppraise/getProjectList', { params: { query } });

describe('the evaluation dialog (getUseProject)', () => {
  it('offers demo-evaluator the project in use, of mode 0, and nobody else', async () => {
    const project = await useProject('demo-evaluator');
    expect(project).toMatchObject({ id: MAIN_IDS.activeProject, mode: 0, status: 1 });
    expect(await useProject('demo-doctor')).toBeNull();
    expect(await useProject('demo-admin')).toBeNull();
    expect(await useProject('demo-noaccess')).toBeNull();
  });

  it('ends the dialog once the user saves an answer, which then shows in the details and statistics', async () => {
    const before = await stats(MAIN_IDS.activeProject);
    await expect(
      main('demo-evaluator').POST('/ysfyAppraise/saveDetail', {
        body: {
          appraiseResult: 2,
          explain: '视频会诊画面偶尔卡顿。',
          suggest: '希望增加移动端提醒。',
          projectId: MAIN_IDS.activeProject,
        },
      }),
    ).resolves.toBeNull();
    expect(await useProject('demo-evaluator')).toBeNull();
    const after = await stats(MAIN_IDS.activeProject);
    expect(after.total).toBe(before.total + 1);
    expect(after.dissatisfied).toBe(before.dissatisfied + 1);
    const page = await details({
      pageIndex: 1,
      pageSize: 10,
      projectId: MAIN_IDS.activeProject,
      appraiseResult: 2,
    });
    expect(page.records[0]).toMatchObject({
      userName: '王芳',
      unitName: '长沙市岳麓区妇幼保健计划生育服务中心',
      appraiseResult: 2,
      explain: '视频会诊画面偶尔卡顿。',
      suggest: '希望增加移动端提醒。',
    });
  });

  it('ends the dialog when a mode-0 project is ignored, for that user only', async () => {
    await expect(
      main('demo-evaluator').GET('/ysfyAppraise/ignoreAppraise', {
        params: { query: { projectId: MAIN_IDS.activeProject } },
      }),
    ).resolves.toBeNull();
    expect(await useProject('demo-evaluator')).toBeNull();
    expect((await stats(MAIN_IDS.activeProject)).total).toBe(47);
  });

  it('refuses a second answer, an over-long text, an unknown choice and an unknown project', async () => {
    const evaluator = main('demo-evaluator');
    const save = (body: Record<string, unknown>) =>
      evaluator.POST('/ysfyAppraise/saveDetail', {
        body: body as MainPaths['/ysfyAppraise/saveDetail']['post']['requestBody']['content']['application/json'],
      });
    expect((await refusalOf(save({ appraiseResult: 0, projectId: 999 }))).serverMessage).toBe(
      '评价项目不存在：999',
    );
    expect(
      (
        await refusalOf(
          save({ appraiseResult: 2, explain: '慢'.repeat(201), projectId: MAIN_IDS.activeProject }),
        )
      ).serverMessage,
    ).toBe('不满意原因不能超过200个字');
    expect(
      (await refusalOf(save({ appraiseResult: 5, projectId: MAIN_IDS.activeProject }))).serverMessage,
    ).toBe('参数格式错误：appraiseResult');
    expect((await refusalOf(save({ projectId: MAIN_IDS.activeProject }))).serverMessage).toBe(
      '缺少必填参数：appraiseResult',
    );
    await save({ appraiseResult: 0, projectId: MAIN_IDS.activeProject });
    expect(
      (await refusalOf(save({ appraiseResult: 1, projectId: MAIN_IDS.activeProject }))).serverMessage,
    ).toBe('您已提交过该项目的评价');
  });

  it('counts a text in characters, as the form does: 200 characters outside the BMP (𠮷, emoji) are accepted', async () => {
    const evaluator = main('demo-evaluator');
    await expect(
      evaluator.POST('/ysfyAppraise/saveDetail', {
        body: {
          appraiseResult: 2,
          explain: `${'𠮷'.repeat(120)}${'😀'.repeat(80)}`,
          suggest: ` ${'😀'.repeat(200)} `,
          projectId: MAIN_IDS.activeProject,
        },
      }),
    ).resolves.toBeNull();
    expect((await stats(MAIN_IDS.activeProject)).total).toBe(48);
  });

  it('offers a project to everyone once an administrator starts it, and refuses ignoring a mode-1 project', async () => {
    const admin = main('demo-admin');
    const created = await admin.POST('/ysfyAppraise/saveProject', {
      body: {
        name: '2026年第二季度远程会诊满意度评价',
        year: 2026,
        mode: 1,
        startTime: '2026-04-01 08:00:00',
        endTime: '2026-06-30',
      },
    });
    expect(created).toMatchObject({ mode: 1, status: 0, year: 2026, endTime: '2026-06-30 23:59:59' });
    expect(await useProject('demo-doctor')).toBeNull();
    const start = () =>
      admin.GET('/ysfyAppraise/updateProjectStatus', {
        params: { query: { projectId: created.id, status: 1 } },
      });
    // One evaluation at a time: the seed's project in use is ended first.
    expect((await refusalOf(start())).serverMessage).toBe('已有评价项目正在使用中，请先结束该项目');
    await admin.GET('/ysfyAppraise/updateProjectStatus', {
      params: { query: { projectId: MAIN_IDS.activeProject, status: 2 } },
    });
    await start();
    expect(await useProject('demo-doctor')).toMatchObject({ id: created.id, mode: 1 });
    const refusal = await refusalOf(
      main().GET('/ysfyAppraise/ignoreAppraise', { params: { query: { projectId: created.id } } }),
    );
    expect(refusal.serverMessage).toBe('该评价项目不允许忽略');
    await admin.GET('/ysfyAppraise/updateProjectStatus', {
      params: { query: { projectId: created.id, status: 2 } },
    });
    expect(await useProject('demo-doctor')).toBeNull();
  });
});

describe('evaluation projects', () => {
  it('spans 2025 and 2026 and filters by year, status and name', async () => {
    const all = await projects({ pageIndex: 1, pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(new Set(all.records.map((p) => p.year))).toEqual(new Set([2025, 2026]));
    const of2025 = await projects({ pageIndex: 1, pageSize: 50, year: 2025 });
    expect(of2025.total).toBeGreaterThan(0);
    expect(of2025.records.every((p) => p.year === 2025)).toBe(true);
    const inUse = await projects({ pageIndex: 1, pageSize: 50, status: 1 });
    expect(inUse.records.map((p) => p.id)).toEqual([MAIN_IDS.activeProject]);
    const named = await projects({ pageIndex: 1, pageSize: 50, name: '远程会诊' });
    expect(named.records.length).toBeGreaterThan(0);
    expect(named.records.every((p) => p.name.includes('远程会诊'))).toBe(true);
    const paged = await projects({ pageIndex: 2, pageSize: 4 });
    expect(paged.records).toHaveLength(all.total - 4);
    expect(paged).toMatchObject({ pageIndex: 2, pageSize: 4, total: all.total });
  });

  it('creates, finds by name and year, and changes a project; refuses a duplicate name and reversed dates', async () => {
    const admin = main('demo-admin');
    const body: MainComponents['schemas']['SaveProjectRequest'] = {
      name: '2026年直播培训满意度评价',
      year: 2026,
      mode: 0,
      startTime: '2026-05-01 08:00:00',
      endTime: '2026-05-31 18:00:00',
    };
    const created = await admin.POST('/ysfyAppraise/saveProject', { body });
    const found = await admin.GET('/ysfyAppraise/getProjectByName', {
      params: { query: { name: body.name, year: 2026 } },
    });
    expect(found).toEqual(created);
    expect(
      await admin.GET('/ysfyAppraise/getProjectByName', {
        params: { query: { name: body.name, year: 2025 } },
      }),
    ).toBeNull();
    expect((await refusalOf(admin.POST('/ysfyAppraise/saveProject', { body }))).serverMessage).toBe(
      '同一年度已存在同名评价项目',
    );
    const changed = await admin.POST('/ysfyAppraise/saveProject', {
      body: { ...body, id: created.id, name: '2026年直播培训满意度评价（修订）' },
    });
    expect(changed).toMatchObject({ id: created.id, name: '2026年直播培训满意度评价（修订）', status: 0 });
    const reversed = await refusalOf(
      admin.POST('/ysfyAppraise/saveProject', {
        body: {
          ...body,
          name: '时间颠倒的项目',
          startTime: '2026-06-01 00:00:00',
          endTime: '2026-05-01 00:00:00',
        },
      }),
    );
    expect(reversed.serverMessage).toBe('开始时间不能晚于结束时间');
  });
});

describe('evaluation answers and statistics', () => {
  it('pages the answers of a project without overlap and filters them', async () => {
    const first = await details({ pageIndex: 1, pageSize: 20, projectId: 1 });
    const second = await details({ pageIndex: 2, pageSize: 20, projectId: 1 });
    expect(first.total).toBe(80);
    const ids = [...first.records, ...second.records].map((a) => a.id);
    expect(new Set(ids).size).toBe(40);
    const satisfied = await details({ pageIndex: 1, pageSize: 100, projectId: 1, appraiseResult: 1 });
    expect(satisfied.records.every((a) => a.appraiseResult === 1)).toBe(true);
    const s = await stats(1);
    expect(satisfied.total).toBe(s.satisfied);
    expect(s.verySatisfied + s.satisfied + s.dissatisfied).toBe(s.total);
    expect(s.satisfactionRate).toBeCloseTo(((s.verySatisfied + s.satisfied) / s.total) * 100, 1);
    const unitName = first.records[0]?.unitName ?? '';
    const ofUnit = await details({ pageIndex: 1, pageSize: 100, projectId: 1, unitName });
    expect(ofUnit.records.every((a) => a.unitName.includes(unitName))).toBe(true);
    const windowed = await details({
      pageIndex: 1,
      pageSize: 100,
      projectId: 1,
      startTime: '2025-02-01',
      endTime: '2025-02-28',
    });
    expect(windowed.total).toBeGreaterThan(0);
    expect(windowed.total).toBeLessThan(80);
    expect(
      windowed.records.every((a) => a.createTime >= '2025-02-01' && a.createTime <= '2025-02-28 23:59:59'),
    ).toBe(true);
  });

  it('gives per-unit statistics that add up to the project statistics', async () => {
    const byUnit = await main().GET('/ysfyAppraise/getDetailStatsByUnit', {
      params: { query: { projectId: 4 } },
    });
    const total = await stats(4);
    expect(byUnit.reduce((sum, u) => sum + u.total, 0)).toBe(total.total);
    expect(byUnit.reduce((sum, u) => sum + u.dissatisfied, 0)).toBe(total.dissatisfied);
    expect(byUnit.map((u) => u.total)).toEqual([...byUnit.map((u) => u.total)].sort((a, b) => b - a));
  });

  it('refuses statistics of an unknown project and a request without a project', async () => {
    expect((await refusalOf(stats(12345))).serverMessage).toBe('评价项目不存在：12345');
    const missing = await refusalOf(
      main().GET('/ysfyAppraise/getDetailStatsByUnit', { params: { query: {} as { projectId: number } } }),
    );
    expect(missing.serverMessage).toBe('缺少必填参数：projectId');
  });
});

describe('the evaluation download', () => {
  it('is a UTF-8 CSV with BOM, one row per answer, named after the project', async () => {
    const client = main('demo-admin');
    const file = await client.download('/v1/file/ysfyAppraiseDetailDown', {
      params: { query: { projectId: 2 } },
    });
    expect(file.filename).toBe('2025年第二季度远程会诊服务满意度评价-评价明细.csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('序号,姓名,单位,评价结果,不满意原因,意见建议,提交时间');
    expect(lines).toHaveLength(1 + (await stats(2)).total);
    expect(lines[1]).toMatch(/^1,/);
    expect(client.last()?.contentType).toBe('application/octet-stream');
  });

  it('refuses an unknown project with the error envelope', async () => {
    const error = await refusalOf(
      main().download('/v1/file/ysfyAppraiseDetailDown', { params: { query: { projectId: 777 } } }),
    );
    expect(error.code).toBe('BIZ.PARAM_ERROR');
    expect(error.serverMessage).toBe('评价项目不存在：777');
  });
});
