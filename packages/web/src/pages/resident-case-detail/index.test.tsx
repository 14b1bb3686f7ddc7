import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { demoUser, demoWorkbench, renderPage, testDemo } from '../../test/render-page';
import ResidentCaseDetailPage from '.';

// The machine is shared: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 5_000 });

const CARD = '43010219900307002X';
const OTHER = '430102198801010011';

function value(id: number, enumName: string) {
  return { id, enumName, enumValue: String(id % 100), enumNameAlias: null, filterCondition: null };
}

const ENUMS = {
  '30': [value(3001, '男'), value(3002, '女')],
  '31': [value(3104, '苗族')],
  '37': [value(3702, '已婚')],
  '40': [value(4002, '大学本科')],
  '80': [value(8002, '专业技术人员')],
  '81': [value(8103, 'O型')],
  '33': [value(3302, 'Rh阳性')],
  '34': [value(3401, '户籍')],
  '145': [value(14502, '城乡居民基本医疗保险')],
};

function resident(idCard: string, name: string) {
  return {
    id: 700001,
    name,
    idCard,
    sex: 3002,
    birthday: '1990-03-07',
    mobile: '13800000000',
    areaCode: '430102001000',
    address: '文艺路 12 栋 301 室',
    nation: 3104,
    maritalStatus: 3702,
    education: 4002,
    occupation: 8002,
    bloodType: 8103,
    rhBloodType: 3302,
    residenceType: 3401,
    insuranceType: 14502,
  };
}

/**
 * A demo with two residents (one with a hostile name) and the enumerations above; demo-doctor's team serves the
 * first. The area 430102001000 is 湖南省 / 长沙市 / 芙蓉区 / 文艺路街道 in the demo's regions.
 */
function recordDemo() {
  const demo = testDemo();
  const fds = demo.db().fds;
  fds.residents = [resident(CARD, '李娟'), resident(OTHER, '<script>alert(1)</script>')];
  fds.enums = ENUMS;
  const doctorId = demoUser(demo).relationId ?? 0;
  fds.teams = { [CARD]: { teamName: '文艺路家庭医生团队1组', doctorIds: [doctorId] } };
  return demo;
}

/**
 * A tab's workbench over `demo` and the props of its record page of an identity number (opened as the app does, by
 * the tab's reference of the number).
 */
function recordTab(demo = recordDemo()) {
  const wb = demoWorkbench(demo);
  const props = (card: string, active = true) =>
    pageProps('ResidentCaseDetail', wb.residentRecords.pageQuery(card) ?? {}, active);
  return { demo, wb, props };
}

/** The value shown under a label of the detail table. */
function shownValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

// Generous limit: the machine is shared.
describe('the resident record', { timeout: 30_000 }, () => {
  it('shows the details with the coded fields by name, the area by its regions and the team', async () => {
    const tab = recordTab();
    renderPage(<ResidentCaseDetailPage {...tab.props(CARD)} />, {
      ...tab,
    });
    await screen.findByText('李娟');
    await waitFor(() => expect(shownValue('Ethnic group')).toBe('苗族'));
    expect(shownValue('Identity card number')).toBe(CARD);
    expect(shownValue('Sex')).toBe('女');
    expect(shownValue('Marital status')).toBe('已婚');
    expect(shownValue('Education')).toBe('大学本科');
    expect(shownValue('Occupation')).toBe('专业技术人员');
    expect(shownValue('Blood type (ABO)')).toBe('O型');
    expect(shownValue('Rh blood type')).toBe('Rh阳性');
    expect(shownValue('Household registration')).toBe('户籍');
    expect(shownValue('Medical insurance')).toBe('城乡居民基本医疗保险');
    expect(shownValue('Date of birth')).toBe('Mar 7, 1990');
    await waitFor(() => expect(shownValue('Area')).toBe('湖南省 / 长沙市 / 芙蓉区 / 文艺路街道'));
    await waitFor(() => expect(shownValue('Team')).toBe('文艺路家庭医生团队1组'));
    expect(shownValue('Served by your team')).toBe('Yes');
  });

  it('loads the enumerations once for every open record', async () => {
    const tab = recordTab();
    renderPage(
      <>
        <ResidentCaseDetailPage {...tab.props(CARD)} />
        <ResidentCaseDetailPage {...tab.props(OTHER)} />
      </>,
      tab,
    );
    await waitFor(() => expect(screen.getAllByText('苗族')).toHaveLength(2));
    expect(tab.demo.requestsTo('POST fds /v1/fds-pc/sys-enum/keys-values-map')).toHaveLength(1);
    // A hostile name is plain text.
    screen.getByText('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
    await screen.findByText('No, this resident is not served by a team of yours');
  });

  it('says so when no resident has the card', async () => {
    const tab = recordTab();
    renderPage(<ResidentCaseDetailPage {...tab.props('430102200001010011')} />, tab);
    await screen.findByText('No resident record');
    screen.getByText('No resident has the identity card number 430102200001010011.');
  });

  it('offers the list when the page names no record, and fetches nothing', () => {
    const tab = recordTab();
    const view = renderPage(<ResidentCaseDetailPage {...pageProps('ResidentCaseDetail')} />, tab);
    screen.getByText('No resident was chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Go to patient record management' }));
    expect(view.openPage).toHaveBeenCalledWith('/resident-case');
    // The tab, with nothing to show, gives way to the list.
    expect(view.closePage).toHaveBeenCalledWith('test-tab');
    expect(tab.demo.seen).toEqual([]);
  });

  it('names no one by a reference another tab gave, and leads back to the look-up', () => {
    const other = recordTab();
    const tab = recordTab(other.demo);
    const view = renderPage(<ResidentCaseDetailPage {...other.props(CARD)} />, tab);
    screen.getByText('This record is not open in this browser tab');
    screen.getByText(/works only in the browser tab it was opened in/);
    expect(document.body.textContent).not.toContain(CARD);
    fireEvent.click(screen.getByRole('button', { name: 'Go to patient record management' }));
    expect(view.openPage).toHaveBeenCalledWith('/resident-case');
    expect(view.closePage).toHaveBeenCalledWith('test-tab');
    expect(tab.demo.seen).toEqual([]);
  });

  it('fetches nothing while hidden', async () => {
    const tab = recordTab();
    const view = renderPage(<ResidentCaseDetailPage {...tab.props(CARD, false)} />, tab);
    expect(tab.demo.seen).toEqual([]);
    view.rerenderPage(<ResidentCaseDetailPage {...tab.props(CARD, true)} />);
    await screen.findByText('李娟');
  });

  it('shows a failed record with a retry and recovers', async () => {
    const demo = recordDemo();
    const down = demo.faults.set({
      kind: 'businessError',
      backend: 'fds',
      path: '/v1/fds-pc/residents-info/card/{idCard}',
      message: 'resident service down',
    });
    const tab = recordTab(demo);
    renderPage(<ResidentCaseDetailPage {...tab.props(CARD)} />, {
      ...tab,
    });
    await screen.findByText('resident service down');
    down();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('李娟');
  });

  it('keeps the record when the names, the area or the team fail, each with its own retry', async () => {
    const demo = recordDemo();
    const down = [
      '/v1/fds-pc/sys-enum/keys-values-map',
      '/v1/fds-pc/dict-area/code/{code}',
      '/v1/fds-pc/doctor-base-info/check-team-resident',
    ].map((path) => demo.faults.set({ kind: 'businessError', backend: 'fds', path, message: 'down' }));
    const tab = recordTab(demo);
    renderPage(<ResidentCaseDetailPage {...tab.props(CARD)} />, {
      ...tab,
    });
    await screen.findByText('The names of the coded fields could not be loaded; they show as “-”.');
    screen.getByText('李娟');
    expect(shownValue('Ethnic group')).toBe('-');
    await screen.findByText('430102001000 · The area names could not be loaded.');
    await screen.findByText('The team could not be checked.');
    for (const up of down) up();
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(button);
    await waitFor(() => expect(shownValue('Ethnic group')).toBe('苗族'));
    await waitFor(() => expect(shownValue('Area')).toBe('湖南省 / 长沙市 / 芙蓉区 / 文艺路街道'));
    await waitFor(() => expect(shownValue('Served by your team')).toBe('Yes'));
  });

  it('shows its texts in Chinese', async () => {
    const tab = recordTab();
    renderPage(<ResidentCaseDetailPage {...tab.props(CARD)} />, {
      ...tab,
      locale: 'zh-CN',
    });
    await screen.findByText('基本信息');
    const section = screen.getByRole('region', { name: '家庭医生团队' });
    await within(section).findByText('是');
  });
});
