import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itIsAKeepAliveList } from '../../test/list-page';
import { pageProps } from '../../test/page-props';
import { demoWorkbench, renderPage, testDemo } from '../../test/render-page';
import ResidentCasePage from '.';

// The machine is shared: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 5_000 });

/** A consultation of the demo with the medical record of patient `i` (record 1 is the newest). */
function record(i: number) {
  return {
    singleId: 10000 + i,
    rcRoomId: `RC${10000 + i}`,
    clientType: 1,
    creatorId: 3001,
    inviteeIds: [],
    patName: i === 3 ? '<b>欧阳娜娜娜娜娜娜娜娜娜娜娜娜</b>' : `患者${i}`,
    patIdnum: i === 5 ? 'not-a-card' : `4301021990010${String(i).padStart(4, '0')}X`.slice(0, 18),
    patSex: i % 2 === 0 ? 1 : 2,
    patAge: 20 + i,
    diagnosis: '妊娠期高血压疾病伴蛋白尿（重度）',
    hospitalName: '长沙市芙蓉区妇幼保健院',
    status: i % 5,
    createTime: `2024-05-06 09:${String(59 - i).padStart(2, '0')}:00`,
  };
}

/** A demo whose medical records are those of 23 patients. */
function recordDemo() {
  const demo = testDemo();
  demo.db().main.consultations = Array.from({ length: 23 }, (_, i) => record(i + 1));
  return demo;
}

const table = () => screen.getByRole('table', { name: 'Medical records' });

// Generous limit: the machine is shared, and a page test renders many table rows.
describe('patient record management', { timeout: 30_000 }, () => {
  it('lists the medical records with every column and pages through them', async () => {
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { demo: recordDemo() });
    await within(table()).findByText('患者1');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Patient',
      'Identity number',
      'Sex',
      'Age',
      'Diagnosis',
      'Hospital',
      'Status',
      'Created',
      'Actions',
    ]);
    const first = within(table()).getAllByRole('row')[1]!;
    within(first).getByText('Female');
    within(first).getByText('In progress');
    // A consultation not yet started is 'Pending', as the workbench counts it (never 'Waiting').
    expect(within(table()).getAllByText('Pending').length).toBeGreaterThan(0);
    expect(within(table()).queryByText('Waiting')).toBeNull();
    within(first).getByText('妊娠期高血压疾...');
    // A hostile name is shortened plain text.
    within(table()).getByText('<b>欧阳娜娜...');
    screen.getByText('Total 23 items');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await within(table()).findByText('患者21');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });

  it('filters by name and identity number from page 1', async () => {
    const demo = recordDemo();
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { demo });
    await within(table()).findByText('患者1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table()).findByText('患者11');
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient name' }), { target: { value: ' 患者1 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Identity number' }), {
      target: { value: ' 0001x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 1 item'));
    expect(demo.requestsTo('GET main /consultationSingle/queryRcsMedicalRecord').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      patName: '患者1',
      patIdnum: '0001X',
    });
  });

  it('resets the filters', async () => {
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { demo: recordDemo() });
    await within(table()).findByText('患者1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient name' }), { target: { value: '患者4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 1 item'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => screen.getByText('Total 23 items'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Patient name' }).value).toBe('');
  });

  it('opens the resident record of a row, and not of a row without a valid card', async () => {
    const demo = recordDemo();
    const wb = demoWorkbench(demo);
    const view = renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { demo, wb });
    await within(table()).findByText('患者1');
    fireEvent.click(screen.getByRole('button', { name: 'Open the resident record of 患者2' }));
    // By the tab's reference of the number, never the number itself.
    const record = expect.stringMatching(/^r[0-9a-z]{12}$/);
    expect(view.openPage).toHaveBeenCalledWith('/resident-case-detail', { record }, '患者2');
    const [, query] = view.openPage.mock.calls[0] ?? [];
    expect(wb.residentRecords.idCardOf(query?.record)).toBe('43010219900100002X');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Open the resident record of 患者5' }).disabled,
    ).toBe(true);
  });

  it('looks a resident up by a checked identity card', async () => {
    const demo = recordDemo();
    const wb = demoWorkbench(demo);
    const view = renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { demo, wb });
    const form = screen.getByRole('form', { name: 'Find a resident by identity card' });
    const input = within(form).getByRole('textbox', { name: 'Identity card number' });
    fireEvent.change(input, { target: { value: '4301021990' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open resident record' }));
    await within(form).findByText('Enter an 18-character identity card number (or an old 15-digit one).');
    expect(view.openPage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 43010219900307002x ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open resident record' }));
    expect(view.openPage).toHaveBeenCalledWith(
      '/resident-case-detail',
      wb.residentRecords.pageQuery('43010219900307002X'),
    );
    expect(JSON.stringify(view.openPage.mock.calls)).not.toContain('4301021990030700');
    // The number stays in the field (a record that fails to load is asked for again from here).
    expect(input).toHaveProperty('value', ' 43010219900307002x ');
    expect(within(form).queryByText(/Enter an 18-character/)).toBeNull();
  });

  itIsAKeepAliveList({
    page: (shown) => <ResidentCasePage {...pageProps('ResidentCase', {}, shown)} />,
    demo: recordDemo,
    table,
    rowText: '患者1',
    filterField: 'Patient name',
    typed: '王',
    listPath: '/consultationSingle/queryRcsMedicalRecord',
  });
});
