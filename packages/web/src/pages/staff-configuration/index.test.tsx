import type { TestDemo } from '@mch/mock/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../../i18n';
import { pageProps } from '../../test/page-props';
import { cleanNotifications, renderPage, testDemo } from '../../test/render-page';
import StudentSettingPage from '.';

// The machine is shared: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanNotifications);

function unit(id: number, parentId: number | null, name: string, unitType: number) {
  return {
    id,
    parentId,
    name,
    shortName: name,
    areaCode: '430102000000',
    unitType,
    address: '',
    contactName: '',
    contactMobile: '',
    signed: true,
    createTime: '2024-01-01 08:00:00',
  };
}

function node(
  id: number,
  lobId: number,
  parentId: number | null,
  treeCode: string,
  name: string,
  unitId: number | null,
  sort = 0,
) {
  return { id, lobId, parentId, name, unitId, treeCode, level: treeCode.length / 3, sort };
}

function doctor(
  id: number,
  name: string,
  unitId: number,
  officeId: number | null,
  officeName: string | null,
  title = '主治医师',
) {
  return { id, name, title, mobile: `138000${id}`, unitId, officeId, officeName };
}

/**
 * A demo whose organisations are a provincial hospital with, in the tree of business line 1, the 芙蓉区 hospital
 * (two offices, a doctor in each), a catalogue node and a community centre (one doctor); business line 3 has only a
 * catalogue node. Online exam project 101 has 12 preselected rows, newest first: two whole units (the first with a
 * hostile name), then 医生2 … 医生11 of the 芙蓉区 hospital.
 */
function staffDemo() {
  const demo = testDemo();
  const main = demo.db().main;
  main.units = [
    unit(1000, null, '湖南省妇幼保健院', 1),
    unit(2001, 1000, '长沙市芙蓉区妇幼保健院', 3),
    unit(2101, 1000, '文艺路社区卫生服务中心', 4),
  ];
  main.businessLines = [
    { id: 1, title: '孕产妇健康管理' },
    { id: 3, title: '芙蓉区妇幼医联体' },
  ];
  main.treeNodes = [
    node(1, 1, null, '01001', '湖南省妇幼保健院', 1000),
    node(2, 1, 1, '01001001', '长沙市芙蓉区妇幼保健院', 2001, 0),
    node(3, 1, 1, '01001002', '基层医疗机构', null, 1),
    node(4, 1, 1, '01001003', '文艺路社区卫生服务中心', 2101, 2),
    node(9, 3, null, '03001', '医联体', null),
  ];
  main.offices = [
    { id: 11, name: '产科', unitId: 2001 },
    { id: 12, name: '儿科', unitId: 2001 },
  ];
  main.doctors = [
    doctor(3001, '张伟', 2001, 11, '产科'),
    doctor(3002, '王芳', 2001, 12, '儿科'),
    doctor(3101, '李医生', 2101, null, null, ''),
  ];
  main.preselection = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    projectId: 101,
    systemType: 1,
    unitId: i < 2 ? 2004 + i : 2001,
    unitName: i === 0 ? '<img src=x onerror=alert(1)>芙蓉区妇幼保健院' : '长沙市芙蓉区妇幼保健院',
    doctorId: i < 2 ? null : 3000 + i,
    doctorName: i < 2 ? null : `医生${i}`,
    createTime: `2024-05-06 09:${String(59 - i).padStart(2, '0')}:00`,
  }));
  return demo;
}

/** The preselected rows of project 101 on the demo added by the test (ids above the 12 seeded), as 'unit/doctor'. */
const added = (demo: TestDemo) =>
  demo
    .db()
    .main.preselection.filter((r) => r.projectId === 101 && r.id > 12)
    .map((r) => `${r.unitId}/${r.doctorName ?? 'whole unit'}`);

const EXAM_101 = { projectId: '101', systemType: '1' };
const table = () => screen.getByRole('table', { name: 'Preselected units and doctors' });

// Generous limit: the machine is shared, and these tests render a whole page.
describe('staff configuration', { timeout: 30_000 }, () => {
  it('asks for a project first, checks it, then lists its preselection', async () => {
    const demo = staffDemo();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting')} />, { demo });
    screen.getByText('No project chosen');
    const form = screen.getByRole('form', { name: 'Project' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Project ID' }), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open project' }));
    await screen.findByText('Enter a project ID: a whole number above 0, of at most 15 digits.');
    expect(demo.requestsTo('GET main /v1/sync/queryChooseUserPre')).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Project ID' }), {
      target: { value: ' 101 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Open project' }));
    await screen.findByText('Working on Online exam project 101');
    await within(table()).findByText('医生2');
    expect(within(table()).getAllByText('Whole unit')).toHaveLength(2);
    screen.getByText('Total 12 items');
    // The hostile unit name is inert, shortened text.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table()).findByText('医生11');
    expect(within(table()).queryByText('医生2')).toBeNull();
  });

  it('takes the project from the page query and fetches nothing while hidden', async () => {
    const demo = staffDemo();
    const view = renderPage(
      <StudentSettingPage
        {...pageProps('StudentSetting', { projectId: '101', systemType: 'exam' }, false)}
      />,
      { demo },
    );
    expect(demo.seen).toEqual([]);
    view.rerenderPage(
      <StudentSettingPage {...pageProps('StudentSetting', { projectId: '101', systemType: 'exam' })} />,
    );
    await within(table()).findByText('医生2');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Project ID' }).value).toBe('101');
  });

  it('describes each doctor by title and office, and one without a title or an office by what is known', async () => {
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo: staffDemo() });
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 湖南省妇幼保健院' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select 长沙市芙蓉区妇幼保健院' }));
    await screen.findByRole('checkbox', { name: 'Choose 张伟' });
    screen.getByText('主治医师 · 产科');
    fireEvent.click(screen.getByRole('button', { name: 'Select 文艺路社区卫生服务中心' }));
    await screen.findByRole('checkbox', { name: 'Choose 李医生' });
    // No title and no office: 'No office' alone, without a separator before it.
    screen.getByText('No office');
    expect(screen.queryByText(/·/)).toBeNull();
  });

  it('chooses units from the tree and doctors by office, saves them in the background and clears what was saved', async () => {
    const demo = staffDemo();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 湖南省妇幼保健院' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Choose the whole unit 长沙市芙蓉区妇幼保健院' }),
    );
    // A catalogue node has no box and no doctors.
    expect(screen.queryByRole('checkbox', { name: 'Choose the whole unit 基层医疗机构' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select 基层医疗机构' }));
    screen.getByText(/a catalogue, not a unit/);
    fireEvent.click(screen.getByRole('button', { name: 'Select 长沙市芙蓉区妇幼保健院' }));
    await screen.findByText('Doctors of 长沙市芙蓉区妇幼保健院');
    await screen.findByRole('checkbox', { name: 'Choose 王芳' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Office' }), { target: { value: '11' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Choose 王芳' })).toBeNull());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose 张伟' }));
    screen.getByText('Chosen units: 1 · doctors: 1');

    const release = demo.hold('POST main /v1/sync/saveChooseUserPre');
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    within(jobs).getByText('Running');
    within(jobs).getByRole('progressbar', {
      name: 'Progress of: Saving the choice for Online exam project 101',
    });
    within(jobs).getByText('0:00 elapsed (up to 10:00)');
    expect(added(demo)).toEqual([]);
    release();
    await screen.findByText('The choice for Online exam project 101 was saved.');
    within(jobs).getByText('Done');
    // Done, the job is named for what it was, no longer for what is going on.
    within(jobs).getByText('Save of the choice for Online exam project 101');
    expect(within(jobs).queryByText('Saving the choice for Online exam project 101')).toBeNull();
    expect(added(demo)).toEqual(['2001/whole unit', '2001/张伟']);
    screen.getByText('Nothing chosen yet: tick units in the tree or doctors in the list.');
    fireEvent.click(
      within(jobs).getByRole('button', { name: 'Dismiss: Save of the choice for Online exam project 101' }),
    );
    expect(screen.queryByRole('region', { name: 'Background work' })).toBeNull();
  });

  it('keeps the choice when the save fails and shows why in the job list', async () => {
    const demo = staffDemo();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/sync/saveChooseUserPre',
      message: '人员不存在：3001',
    });
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    fireEvent.click(await screen.findByRole('button', { name: 'Expand 湖南省妇幼保健院' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Choose the whole unit 长沙市芙蓉区妇幼保健院' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the choice' }));
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    await within(jobs).findByText('Failed');
    within(jobs).getByText('Save of the choice for Online exam project 101');
    expect(within(jobs).getByRole('alert').textContent).toBe('人员不存在：3001');
    screen.getByText('Chosen units: 1 · doctors: 0');
    expect(added(demo)).toEqual([]);
  });

  it('goes on committing after the page is closed, and shows the finished job when it is opened again', async () => {
    const demo = staffDemo();
    const view = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    await within(table()).findByText('医生2');
    const release = demo.hold('POST main /v1/sync/commitChooseUserPre');
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit the preselection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commit' }));
    await screen.findByText('Committing the preselection of Online exam project 101');
    view.rerenderPage(<div />);
    release();
    await screen.findByText('The preselection of Online exam project 101 was committed.');
    view.rerenderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />);
    const jobs = await screen.findByRole('region', { name: 'Background work' });
    within(jobs).getByText('Done');
    within(jobs).getByText('Commit of the preselection of Online exam project 101');
    expect(within(jobs).queryByText('Committing the preselection of Online exam project 101')).toBeNull();
    expect(demo.db().main.commits.map((c) => [c.projectId, c.systemType, c.count])).toEqual([[101, 1, 12]]);
  });

  it('adds all users of the matching units under the selected node', async () => {
    const demo = staffDemo();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 湖南省妇幼保健院' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add all users of matching units' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', {
        name: 'The selected tree node: 湖南省妇幼保健院',
      }).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Township or community' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'County or district' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Unit name contains' }), {
      target: { value: ' 社区 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' }));
    await screen.findByText('All users of the matching units were added to Online exam project 101.');
    const jobs = screen.getByRole('region', { name: 'Background work' });
    await within(jobs).findByText('Addition of all users to Online exam project 101');
    // Of the units under the node, only the community centre is of those types with that name.
    expect(added(demo)).toEqual(['2101/李医生']);
  });

  it('imports a spreadsheet, refusing other files, and lists the rows it did not import', async () => {
    const demo = staffDemo();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    await within(table()).findByText('医生2');
    fireEvent.click(screen.getByRole('button', { name: 'Import from Excel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from Excel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Choose a file to import.');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'people.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Choose an .xlsx, .xls or .csv file.');
    const requests = demo.requests().length;
    fireEvent.change(input, { target: { files: [new File([], 'people.xlsx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('This file is empty: choose a spreadsheet with the users to import.');
    expect(demo.requests()).toHaveLength(requests);
    // Two doctors the demo has (张伟 of the user's unit, 李医生 of the one the row names), someone it does not know,
    // a bad mobile number and a doctor already preselected (王芳 is 医生2's id).
    const csv =
      '姓名,手机号,单位\n张伟,,\n李医生,,文艺路社区卫生服务中心\n张三,13800000000,\n李四,1390000,\n王芳,,\n';
    fireEvent.change(input, { target: { files: [new File([csv], 'people.csv')] } });
    const release = demo.hold('POST main /v1/sync/importExcelUser');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const running = await screen.findByRole('region', { name: 'Background work' });
    await within(running).findByText('Importing people.csv into Online exam project 101');
    within(running).getByText('Running');
    release();
    await screen.findByText(
      '2 users from people.csv were imported into Online exam project 101. 3 rows were not imported: Background work on Staff configuration lists them and why.',
    );
    screen.getByText('Not every row was imported');
    expect(added(demo)).toEqual(['2001/张伟', '2101/李医生']);
    // Nobody new: the demo's doctors are the three it had.
    expect(demo.db().main.doctors.map((d) => d.name)).toEqual(['张伟', '王芳', '李医生']);

    const jobs = screen.getByRole('region', { name: 'Background work' });
    within(jobs).getByText('Partly imported');
    within(jobs).getByText('Import of people.csv into Online exam project 101');
    expect(within(jobs).queryByText(/^Importing/)).toBeNull();
    within(jobs).getByText(/ · 2 users imported · 3 rows not imported$/);
    const report = within(jobs).getByRole('table', { name: 'Rows of people.csv not imported' });
    const lines = within(report)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Row', 'Name', 'Why'],
      ['4', '张三', 'No doctor account matches this person'],
      ['5', '李四', 'The mobile number is not valid'],
      ['6', '王芳', 'Already preselected for this project'],
    ]);
    expect(within(jobs).queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('says nothing more than the count when every row was imported, and says it again in the language switched to', async () => {
    const demo = staffDemo();
    const { store } = renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    await within(table()).findByText('医生2');
    fireEvent.click(screen.getByRole('button', { name: 'Import from Excel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from Excel' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['姓名\n张伟\n'], 'one.csv')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await screen.findByText('1 user from one.csv was imported into Online exam project 101.');
    const jobs = screen.getByRole('region', { name: 'Background work' });
    within(jobs).getByText('Done');
    within(jobs).getByText(/ · 1 user imported$/);
    expect(within(jobs).queryByRole('table')).toBeNull();
    expect(screen.queryByText(/not imported/)).toBeNull();

    // The notification still on screen, and the job list, follow the language switch.
    act(() => store.set(localeAtom, 'zh-CN'));
    const notice = screen.getByRole('alert');
    within(notice).getByText('已完成');
    within(notice).getByText('已从 one.csv 导入 1 人到 在线考试项目 101。');
    const zh = screen.getByRole('region', { name: '后台任务' });
    within(zh).getByText('将 one.csv 导入 在线考试项目 101');
    within(zh).getByText('已完成');
  });

  it('deletes one row and the whole project after confirming', async () => {
    const demo = staffDemo();
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    await within(table()).findByText('医生2');
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete 医生2' }));
    const one = await screen.findByRole('dialog', { name: 'Please confirm' });
    within(one).getByText('Remove 医生2 from the preselection?');
    fireEvent.click(within(one).getByRole('button', { name: 'Delete' }));
    await waitFor(() => screen.getByText('Total 11 items'));
    expect(within(table()).queryByText('医生2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const all = await screen.findByRole('dialog', { name: 'Delete the whole preselection' });
    fireEvent.click(within(all).getByRole('button', { name: 'Delete all' }));
    await screen.findByText('No users preselected for this project yet');
    expect(demo.db().main.preselection.filter((r) => r.projectId === 101)).toEqual([]);
  });

  it('shows a failed list with a retry and recovers', async () => {
    const demo = staffDemo();
    const down = demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/sync/queryChooseUserPre',
      message: 'sync service down',
    });
    renderPage(<StudentSettingPage {...pageProps('StudentSetting', EXAM_101)} />, { demo });
    await within(table()).findByText('sync service down');
    down();
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    await within(table()).findByText('医生2');
  });
});
