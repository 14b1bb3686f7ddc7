import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import StudentSettingPage from '.';

// The machine is shared: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 5_000 });

interface Row {
  id: number;
  projectId: number;
  systemType: number;
  unitId: number;
  unitName: string;
  doctorId: number | null;
  doctorName: string | null;
  createTime: string;
}

function node(
  id: number,
  name: string,
  unitId: number | null,
  isLeaf: boolean,
  parentId: number | null = null,
) {
  return { id, name, unitId, isLeaf, parentId, level: parentId === null ? 1 : 2, treeCode: `01${id}` };
}

function staffBackend(): FakeBackend & { rows: Row[] } {
  const backend = fakeBackend();
  const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    projectId: 101,
    systemType: 1,
    unitId: 2001,
    unitName: i === 0 ? '<img src=x onerror=alert(1)>芙蓉区妇幼保健院' : '长沙市芙蓉区妇幼保健院',
    doctorId: i < 2 ? null : 3000 + i,
    doctorName: i < 2 ? null : `医生${i}`,
    createTime: '2024-05-06 09:30:00',
  }));
  backend.on('GET main /v1/sync/queryChooseUserPre', ({ query }) => {
    const mine = rows.filter(
      (r) => r.projectId === Number(query.projectId) && r.systemType === Number(query.systemType),
    );
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    return {
      data: {
        records: mine.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: mine.length,
        pageIndex,
        pageSize,
      },
    };
  });
  backend.on('POST main /v1/sync/delChooseUserPreById', ({ query }) => {
    const at = rows.findIndex((r) => r.id === Number(query.id));
    if (at >= 0) rows.splice(at, 1);
    return { data: null };
  });
  backend.on('POST main /v1/sync/delChooseUserPreByProjectId', ({ query }) => {
    for (let i = rows.length - 1; i >= 0; i -= 1)
      if (rows[i]?.projectId === Number(query.projectId)) rows.splice(i, 1);
    return { data: null };
  });
  backend.on('POST main /v1/sync/saveChooseUserPre', () => ({ data: null }));
  backend.on('POST main /v1/sync/commitChooseUserPre', () => ({ data: null }));
  backend.on('POST main /v1/sync/addAllUserPre', () => ({ data: null }));
  backend.on('POST main /v1/sync/importExcelUser', () => ({ data: { imported: 2 } }));
  backend.on('GET main /v1/businessLine/queryAll', () => ({
    data: [
      { id: 1, title: '孕产妇健康管理' },
      { id: 3, title: '芙蓉区妇幼医联体' },
    ],
  }));
  backend.on('POST main /v1/orgCatalogTree/queryRootTreeNodeByLobId', ({ query }) => ({
    data: query.lobId === '1' ? [node(1, '湖南省妇幼保健院', 1000, false)] : [node(9, '医联体', null, true)],
  }));
  backend.on('GET main /v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId', () => ({
    data: [node(2, '长沙市芙蓉区妇幼保健院', 2001, true, 1), node(3, '基层医疗机构', null, true, 1)],
  }));
  backend.on('GET main /v1/doctorUser/queryOrgOfficeByUnitId', () => ({
    data: [
      { id: 11, name: '产科', unitId: 2001 },
      { id: 12, name: '儿科', unitId: 2001 },
    ],
  }));
  backend.on('POST main /v1/doctorUser/queryDoctorByUnitAndOffice', ({ query }) => ({
    data: [
      {
        id: 3001,
        name: '张伟',
        title: '主任医师',
        mobile: '13800000001',
        unitId: 2001,
        officeId: 11,
        officeName: '产科',
      },
      {
        id: 3002,
        name: '王芳',
        title: '主治医师',
        mobile: '13800000002',
        unitId: 2001,
        officeId: 12,
        officeName: '儿科',
      },
    ].filter((d) => query.officeId === undefined || String(d.officeId) === query.officeId),
  }));
  return Object.assign(backend, { rows });
}

const EXAM_101 = { projectId: '101', systemType: '1' };
const table = () => screen.getByRole('table', { name: 'Preselected units and doctors' });

// Generous limit: the machine is shared, and these tests render a whole page.
describe('staff configuration', { timeout: 30_000 }, () => {
  it('asks for a project first, checks it, then lists its preselection', async () => {
    const backend = staffBackend();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting')} />, { backend });
    expect(screen.getByText('No project chosen')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Project' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Project ID' }), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open project' }));
    expect(await screen.findByText('Enter a project ID (a whole number above 0).')).toBeTruthy();
    expect(backend.calls('GET main /v1/sync/queryChooseUserPre')).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Project ID' }), {
      target: { value: ' 101 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Open project' }));
    expect(await screen.findByText('Working on Online exam project 101')).toBeTruthy();
    expect(await within(table()).findByText('医生2')).toBeTruthy();
    expect(within(table()).getAllByText('Whole unit')).toHaveLength(2);
    expect(screen.getByText('Total 12 items')).toBeTruthy();
    // The hostile unit name is inert, shortened text.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table()).findByText('医生11')).toBeTruthy();
    expect(backend.calls('GET main /v1/sync/queryChooseUserPre').at(-1)?.query).toEqual({
      pageIndex: '2',
      pageSize: '10',
      projectId: '101',
      systemType: '1',
    });
  });

  it('takes the project from the page query and fetches nothing while hidden', async () => {
    const backend = staffBackend();
    const view = renderPage(
      <StudentSettingPage
        {...pageProps('StudentSetting', { projectId: '101', systemType: 'exam' }, false)}
      />,
      { backend },
    );
    expect(backend.seen).toEqual([]);
    view.rerenderPage(
      <StudentSettingPage {...pageProps('StudentSetting', { projectId: '101', systemType: 'exam' })} />,
    );
    expect(await within(table()).findByText('医生2')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Project ID' }).value).toBe('101');
  });

  it('chooses units from the tree and doctors by office, saves them in the background and clears what was saved', async () => {
    const backend = staffBackend();
    const view = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, {
      backend,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 湖南省妇幼保健院' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Choose the whole unit 长沙市芙蓉区妇幼保健院' }),
    );
    // A catalogue node has no box and no doctors.
    expect(screen.queryByRole('checkbox', { name: 'Choose the whole unit 基层医疗机构' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select 基层医疗机构' }));
    expect(screen.getByText(/a catalogue, not a unit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select 长沙市芙蓉区妇幼保健院' }));
    expect(await screen.findByText('Doctors of 长沙市芙蓉区妇幼保健院')).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Choose 王芳' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Office' }), { target: { value: '11' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Choose 王芳' })).toBeNull());
    expect(backend.calls('POST main /v1/doctorUser/queryDoctorByUnitAndOffice').at(-1)?.query).toEqual({
      unitId: '2001',
      officeId: '11',
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose 张伟' }));
    expect(screen.getByText('Chosen units: 1 · doctors: 1')).toBeTruthy();

    const release = view.hold('POST main /v1/sync/saveChooseUserPre');
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    expect(within(jobs).getByText('Running')).toBeTruthy();
    expect(
      within(jobs).getByRole('progressbar', {
        name: 'Progress of: Saving the choice for Online exam project 101',
      }),
    ).toBeTruthy();
    expect(within(jobs).getByText('0:00 elapsed (up to 10:00)')).toBeTruthy();
    release();
    expect(await screen.findByText('The choice for Online exam project 101 was saved.')).toBeTruthy();
    expect(within(jobs).getByText('Done')).toBeTruthy();
    expect(view.sent.find((r) => r.key === 'POST main /v1/sync/saveChooseUserPre')?.body).toBe(
      '{"projectId":101,"systemType":1,"unitList":[2001],"doctorIds":[3001]}',
    );
    expect(
      screen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.'),
    ).toBeTruthy();
    fireEvent.click(
      within(jobs).getByRole('button', { name: 'Dismiss: Saving the choice for Online exam project 101' }),
    );
    expect(screen.queryByRole('region', { name: 'Background work' })).toBeNull();
  });

  it('keeps the choice when the save fails and shows why in the job list', async () => {
    const backend = staffBackend();
    backend.on('POST main /v1/sync/saveChooseUserPre', () => ({ fail: '人员不存在：3001' }));
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { backend });
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 湖南省妇幼保健院' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Choose the whole unit 长沙市芙蓉区妇幼保健院' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    expect(await within(jobs).findByText('Failed')).toBeTruthy();
    expect(within(jobs).getByRole('alert').textContent).toBe('人员不存在：3001');
    expect(screen.getByText('Chosen units: 1 · doctors: 0')).toBeTruthy();
  });

  it('goes on committing after the page is closed, and shows the finished job when it is opened again', async () => {
    const backend = staffBackend();
    const view = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, {
      backend,
    });
    await within(table()).findByText('医生2');
    const release = view.hold('POST main /v1/sync/commitChooseUserPre');
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit the preselection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('Committing the preselection of Online exam project 101')).toBeTruthy();
    view.rerenderPage(<div />);
    release();
    expect(
      await screen.findByText('The preselection of Online exam project 101 was committed.'),
    ).toBeTruthy();
    view.rerenderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />);
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    expect(within(jobs).getByText('Done')).toBeTruthy();
    expect(
      view.sent.filter((r) => r.key === 'POST main /v1/sync/commitChooseUserPre').map((r) => r.search),
    ).toEqual(['?projectId=101&systemType=1']);
  });

  it('adds all users of the matching units under the selected node', async () => {
    const backend = staffBackend();
    const view = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, {
      backend,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 湖南省妇幼保健院' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add all users of matching units' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', {
        name: 'The selected tree node: 湖南省妇幼保健院',
      }).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Community centre or township hospital' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'County or district' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Unit name contains' }), {
      target: { value: ' 社区 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' }));
    expect(
      await screen.findByText('All users of the matching units were added to Online exam project 101.'),
    ).toBeTruthy();
    expect(view.sent.find((r) => r.key === 'POST main /v1/sync/addAllUserPre')?.search).toBe(
      `?projectId=101&systemType=1&treeCode=011&unitTypes=3&unitTypes=4&unitName=${encodeURIComponent('社区')}`,
    );
  });

  it('imports a spreadsheet, refusing other files', async () => {
    const backend = staffBackend();
    const view = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, {
      backend,
    });
    await within(table()).findByText('医生2');
    fireEvent.click(screen.getByRole('button', { name: 'Import from Excel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from Excel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose a file to import.')).toBeTruthy();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'people.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose an .xlsx, .xls or .csv file.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['姓名,手机号\n张三,13800000000'], 'people.csv')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('2 users from people.csv were imported into Online exam project 101.'),
    ).toBeTruthy();
    const sent = view.sent.find((r) => r.key === 'POST main /v1/sync/importExcelUser');
    expect(sent?.search).toBe('?projectId=101&systemType=1');
    expect(sent?.body).toBe('file=people.csv:姓名,手机号\n张三,13800000000');
  });

  it('deletes one row and the whole project after confirming', async () => {
    const backend = staffBackend();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { backend });
    await within(table()).findByText('医生2');
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete 医生2' }));
    const one = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(one).getByText('Remove 医生2 from the preselection?')).toBeTruthy();
    fireEvent.click(within(one).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Total 11 items')).toBeTruthy());
    expect(within(table()).queryByText('医生2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const all = await screen.findByRole('dialog', { name: 'Delete the whole preselection' });
    fireEvent.click(within(all).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No users preselected for this project yet')).toBeTruthy();
    expect(backend.calls('POST main /v1/sync/delChooseUserPreByProjectId')[0]?.query).toEqual({
      projectId: '101',
    });
  });

  it('shows a failed list with a retry and recovers', async () => {
    const backend = staffBackend();
    const ok = backend.routes.get('GET main /v1/sync/queryChooseUserPre')!;
    let fail = true;
    backend.on('GET main /v1/sync/queryChooseUserPre', (request) =>
      fail ? { fail: 'sync service down' } : ok(request),
    );
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { backend });
    expect(await within(table()).findByText('sync service down')).toBeTruthy();
    fail = false;
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('医生2')).toBeTruthy();
  });
});
