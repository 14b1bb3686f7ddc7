import type { MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { MAIN_IDS } from '../src/fixtures/main';
import { HOSTILE } from '../src/fixtures/random';
import { xlsxWorkbook } from '../src/xlsx';
import { refusalOf, sdkClient, useDemo } from './support';

const demo = useDemo();
const main = (token = 'demo-admin') => sdkClient<MainPaths>(demo, 'main', token);
const rows = async (projectId: number, systemType?: number) =>
  main().GET('/v1/sync/queryChooseUserPre', {
    params: { query: { pageIndex: 1, pageSize: 500, projectId, systemType } },
  });

/** Sends a file to the import as the web app does (multipart/form-data, field `file`). */
async function importFile(content: Uint8Array | string, name: string, projectId = 401, systemType = 1) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const url = new URL(`${demo.baseUrls.main}/v1/sync/importExcelUser`);
  url.searchParams.set('projectId', String(projectId));
  url.searchParams.set('systemType', String(systemType));
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { Authorization: 'Bearer demo-admin' },
  });
  return (await res.json()) as {
    code: unknown;
    msg: string;
    data: { imported: number; rejected?: { row: number; name: string | null; reason: string }[] } | null;
  };
}

describe('the chosen-user preselection', () => {
  it('starts with the seeded rows of the exam and training projects', async () => {
    expect((await rows(MAIN_IDS.examProject)).total).toBe(12);
    expect((await rows(MAIN_IDS.trainingProject, 2)).total).toBe(8);
    expect((await rows(MAIN_IDS.trainingProject, 1)).total).toBe(0);
  });

  it('saves chosen units and doctors once each, and pages them', async () => {
    const body = { projectId: 402, systemType: 2, unitList: [2001, 2002], doctorIds: [3001, 3002, 3101] };
    await main().POST('/v1/sync/saveChooseUserPre', { body });
    await main().POST('/v1/sync/saveChooseUserPre', { body });
    const saved = await rows(402);
    expect(saved.total).toBe(5);
    expect(
      saved.records
        .filter((r) => r.doctorId === null)
        .map((r) => r.unitName)
        .sort(),
    ).toEqual(['长沙市岳麓区妇幼保健计划生育服务中心', '长沙市芙蓉区妇幼保健院'].sort());
    expect(saved.records).toContainEqual(
      expect.objectContaining({
        doctorId: 3001,
        doctorName: '张伟',
        unitId: 2001,
        projectId: 402,
        systemType: 2,
      }),
    );
    const page = await main().GET('/v1/sync/queryChooseUserPre', {
      params: { query: { pageIndex: 2, pageSize: 2, projectId: 402 } },
    });
    expect(page).toMatchObject({ total: 5, pageIndex: 2, pageSize: 2 });
    expect(page.records).toHaveLength(2);
  });

  it('refuses an unknown unit or doctor and an empty choice', async () => {
    const save = (unitList: number[], doctorIds: number[]) =>
      main().POST('/v1/sync/saveChooseUserPre', {
        body: { projectId: 402, systemType: 1, unitList, doctorIds },
      });
    expect((await refusalOf(save([9], []))).serverMessage).toBe('单位不存在：9');
    expect((await refusalOf(save([], [9]))).serverMessage).toBe('人员不存在：9');
    expect((await refusalOf(save([], []))).serverMessage).toBe('请选择单位或人员');
    expect((await rows(402)).total).toBe(0);
  });

  it('adds every doctor of the units matching a tree code, unit types and a name', async () => {
    await main().POST('/v1/sync/addAllUserPre', {
      params: { query: { projectId: 403, systemType: 1, treeCode: '03001001', unitTypes: [4] } },
    });
    const added = await rows(403);
    expect(added.total).toBeGreaterThan(8);
    expect(
      added.records.every(
        (r) =>
          r.doctorId !== null &&
          (/社区卫生服务中心|^<script>/.test(r.unitName) || r.unitName === HOSTILE.long),
      ),
    ).toBe(true);
    await main().POST('/v1/sync/addAllUserPre', {
      params: { query: { projectId: 404, systemType: 1, unitName: '长沙市芙蓉区妇幼保健院' } },
    });
    const doctorsOfUnit = await main().POST('/v1/doctorUser/queryDoctorByUnitAndOffice', {
      params: { query: { unitId: 2001 } },
    });
    expect((await rows(404)).total).toBe(doctorsOfUnit.length);
    const unknown = await refusalOf(
      main().POST('/v1/sync/addAllUserPre', {
        params: { query: { projectId: 404, systemType: 1, treeCode: '99' } },
      }),
    );
    expect(unknown.serverMessage).toBe('节点不存在：99');
  });

  it('deletes one row, or every row of a project', async () => {
    const before = await rows(MAIN_IDS.examProject);
    const victim = before.records[0];
    await main().POST('/v1/sync/delChooseUserPreById', { params: { query: { id: victim?.id ?? 0 } } });
    const after = await rows(MAIN_IDS.examProject);
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((r) => r.id)).not.toContain(victim?.id);
    expect(
      (
        await refusalOf(
          main().POST('/v1/sync/delChooseUserPreById', { params: { query: { id: victim?.id ?? 0 } } }),
        )
      ).serverMessage,
    ).toBe(`预选记录不存在：${victim?.id}`);
    await main().POST('/v1/sync/delChooseUserPreByProjectId', {
      params: { query: { projectId: MAIN_IDS.examProject } },
    });
    expect((await rows(MAIN_IDS.examProject)).total).toBe(0);
  });

  it('commits a project with preselected users, and refuses one without', async () => {
    await expect(
      main().POST('/v1/sync/commitChooseUserPre', {
        params: { query: { projectId: MAIN_IDS.examProject, systemType: 1 } },
      }),
    ).resolves.toBeNull();
    const error = await refusalOf(
      main().POST('/v1/sync/commitChooseUserPre', { params: { query: { projectId: 999, systemType: 1 } } }),
    );
    expect(error.serverMessage).toBe('该项目暂无预选人员，请先选择人员');
  });
});

describe('the Excel import', () => {
  // The demo's doctors: 张伟 (芙蓉区 hospital, 13807310001, already preselected in exam project 101), 王芳
  // (岳麓区 centre, 13607310003) and 李强 (五华区 hospital, demo-admin's own unit, 13908710002).
  const doctorCount = () => demo.db().main.doctors.length;

  it('matches each row to an existing doctor and reports every other row with why, creating nobody', async () => {
    const doctors = doctorCount();
    const csv = [
      '\uFEFF序号,姓名,手机号,单位名称',
      '1,张伟,13807310001,长沙市芙蓉区妇幼保健院',
      '2,王 芳,,长沙市岳麓区妇幼保健计划生育服务中心',
      '3,李强,,',
      '4,刘晓燕,13912345678,长沙市芙蓉区妇幼保健院',
      '5,"陈,思雨",1381234,',
      '6,王芳,13807310001,',
      '7,赵六,,不存在的医院',
      '',
      '8,张伟,+86 138-0731-0001,',
      '9,,13908710002,',
    ].join('\r\n');
    const answer = await importFile(csv, '人员.csv');
    expect(answer).toEqual({
      code: 0,
      msg: 'success',
      data: {
        imported: 3,
        rejected: [
          { row: 5, name: '刘晓燕', reason: 'unknownPerson' },
          { row: 6, name: '陈,思雨', reason: 'invalidMobile' },
          { row: 7, name: '王芳', reason: 'nameMismatch' },
          { row: 8, name: '赵六', reason: 'unknownUnit' },
          { row: 10, name: '张伟', reason: 'duplicate' },
          { row: 11, name: null, reason: 'duplicate' },
        ],
      },
    });
    const added = await rows(401, 1);
    expect(added.records.map((r) => [r.doctorId, r.doctorName, r.unitId])).toEqual(
      expect.arrayContaining([
        [3001, '张伟', 2001],
        [3002, '王芳', 2002],
        [3101, '李强', 2101],
      ]),
    );
    expect(added.total).toBe(3);
    expect(doctorCount()).toBe(doctors);

    // Again: nobody is added twice, and each row says so.
    const again = await importFile(csv, '人员.csv');
    expect(again.data?.imported).toBe(0);
    expect(again.data?.rejected?.filter((r) => r.reason === 'alreadyPreselected')).toEqual([
      { row: 2, name: '张伟', reason: 'alreadyPreselected' },
      { row: 3, name: '王 芳', reason: 'alreadyPreselected' },
      { row: 4, name: '李强', reason: 'alreadyPreselected' },
    ]);
    expect((await rows(401, 1)).total).toBe(3);
  });

  it('reports a person already preselected, and a name several doctors of the unit share', async () => {
    const main = demo.db().main;
    const twin = main.doctors.find((d) => d.id === 3101);
    if (!twin) throw new Error('no 李强');
    main.doctors.push({ ...twin, id: 9999, mobile: '13900009999' });
    const answer = await importFile('姓名,手机号\n张伟,13807310001\n李强,\n李强,13900009999\n', 'a.csv', 101);
    expect(answer.data).toEqual({
      imported: 1,
      rejected: [
        { row: 2, name: '张伟', reason: 'alreadyPreselected' },
        { row: 3, name: '李强', reason: 'ambiguousPerson' },
      ],
    });
  });

  it('answers an empty report when every row is imported', async () => {
    const answer = await importFile('姓名,手机号\n王芳,13607310003\n', 'one.csv');
    expect(answer).toEqual({ code: 0, msg: 'success', data: { imported: 1, rejected: [] } });
  });

  it('reads an .xlsx workbook with its row numbers, finding the header below a title', async () => {
    const book = await xlsxWorkbook([
      ['2026 年考试人员名单'],
      ['姓名', '手机号码', '所在单位'],
      ['王芳', '13607310003', '长沙市岳麓区妇幼保健计划生育服务中心'],
      ['周雨彤', '13711112222', '长沙市雨花区妇幼保健院'],
      ['李强', '', '昆明市五华区妇幼保健院'],
    ]);
    expect(await importFile(book, '人员名单.xlsx')).toMatchObject({
      code: 0,
      data: { imported: 2, rejected: [{ row: 4, name: '周雨彤', reason: 'unknownPerson' }] },
    });
    expect((await rows(401)).records.map((r) => [r.doctorName, r.unitId])).toEqual(
      expect.arrayContaining([
        ['王芳', 2002],
        ['李强', 2101],
      ]),
    );
  });

  it('guesses the cells of a header-less file, a bad number included', async () => {
    const plain = await importFile('13908710002\t李强\n2\t孙佳怡\t1390871\n', 'list.txt', 405);
    expect(plain).toMatchObject({
      code: 0,
      data: { imported: 1, rejected: [{ row: 2, name: '孙佳怡', reason: 'invalidMobile' }] },
    });
    expect((await rows(405)).records[0]).toMatchObject({ doctorName: '李强', unitId: 2101 });
  });

  it('refuses an empty file, a file without people and a file that is not a spreadsheet', async () => {
    expect(await importFile('', 'empty.csv')).toEqual({
      code: 'BIZ.PARAM_ERROR',
      msg: '导入文件为空',
      data: null,
    });
    expect((await importFile('姓名,手机号\r\n', 'header-only.csv')).msg).toBe('导入文件中没有人员数据');
    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await importFile(binary, 'photo.png')).msg).toBe(
      '文件格式不正确，请上传 Excel（.xlsx）或 CSV 文件',
    );
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await importFile(xls, 'old.xls')).msg).toBe('暂不支持 .xls 格式，请另存为 .xlsx 后再导入');
    expect((await rows(401)).total).toBe(0);
  });

  it('refuses a sheet whose people cannot be told: no name or mobile column, no phone number in any row', async () => {
    const departments = await xlsxWorkbook([
      ['编号', '科室', '备注'],
      ['1', '内科', ''],
      ['2', '儿科', '门诊'],
    ]);
    expect(await importFile(departments, 'departments.xlsx')).toEqual({
      code: 'BIZ.PARAM_ERROR',
      msg: '未找到姓名或手机号列，请按导入模板填写（表头：姓名、手机号、单位）',
      data: null,
    });
    // A text file renamed .xlsx is read as text, and refused the same way.
    const prose = 'This is not a spreadsheet.\nIt is a note about the staff, with no list in it.\n';
    expect((await importFile(prose, 'note.xlsx')).msg).toBe(
      '未找到姓名或手机号列，请按导入模板填写（表头：姓名、手机号、单位）',
    );
    expect((await rows(401)).total).toBe(0);
  });

  it('refuses a request without the file field', async () => {
    const url = new URL(`${demo.baseUrls.main}/v1/sync/importExcelUser?projectId=401&systemType=1`);
    const form = new FormData();
    form.set('other', 'x');
    const res = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer demo-admin' },
    });
    expect(await res.json()).toEqual({ code: 'BIZ.PARAM_ERROR', msg: '缺少必填参数：file', data: null });
  });
});
