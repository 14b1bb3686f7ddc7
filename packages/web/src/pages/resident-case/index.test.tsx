import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import ResidentCasePage from '.';

// The machine is shared: give asynchronous queries more time than the default second.
configure({ asyncUtilTimeout: 5_000 });

function record(i: number) {
  return {
    singleId: 10000 + i,
    patName: i === 3 ? '<b>欧阳娜娜娜娜娜娜娜娜娜娜娜娜</b>' : `患者${i}`,
    patIdnum: i === 5 ? 'not-a-card' : `4301021990010${String(i).padStart(4, '0')}X`.slice(0, 18),
    patSex: i % 2 === 0 ? 1 : 2,
    patAge: 20 + i,
    diagnosis: '妊娠期高血压疾病伴蛋白尿（重度）',
    hospitalName: '长沙市芙蓉区妇幼保健院',
    status: i % 5,
    createTime: '2024-05-06 09:30:00',
  };
}

function recordBackend(): FakeBackend {
  const backend = fakeBackend();
  const all = Array.from({ length: 23 }, (_, i) => record(i + 1));
  backend.on('GET main /consultationSingle/queryRcsMedicalRecord', ({ query }) => {
    const rows = all.filter(
      (r) => r.patName.includes(query.patName ?? '') && r.patIdnum.includes(query.patIdnum ?? ''),
    );
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    return {
      data: {
        records: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: rows.length,
        pageIndex,
        pageSize,
      },
    };
  });
  return backend;
}

const table = () => screen.getByRole('table', { name: 'Medical records' });

// Generous limit: the machine is shared, and a page test renders many table rows.
describe('patient record management', { timeout: 30_000 }, () => {
  it('lists the medical records with every column and pages through them', async () => {
    const backend = recordBackend();
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { backend });
    expect(await within(table()).findByText('患者1')).toBeTruthy();
    for (const header of [
      'Patient',
      'Identity number',
      'Sex',
      'Age',
      'Diagnosis',
      'Hospital',
      'Status',
      'Created',
    ]) {
      expect(within(table()).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const first = within(table()).getAllByRole('row')[1]!;
    expect(within(first).getByText('Female')).toBeTruthy();
    expect(within(first).getByText('In progress')).toBeTruthy();
    expect(within(first).getByText('妊娠期高血压疾...')).toBeTruthy();
    // A hostile name is shortened plain text.
    expect(within(table()).getByText('<b>欧阳娜娜娜...')).toBeTruthy();
    expect(screen.getByText('Total 23 items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await within(table()).findByText('患者21')).toBeTruthy();
    expect(backend.calls('GET main /consultationSingle/queryRcsMedicalRecord').at(-1)?.query).toEqual({
      pageIndex: '3',
      pageSize: '10',
    });
  });

  it('filters by name and identity number from page 1', async () => {
    const backend = recordBackend();
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { backend });
    await within(table()).findByText('患者1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table()).findByText('患者11');
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient name' }), { target: { value: ' 患者1 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Identity number' }), {
      target: { value: ' 0001x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 1 item')).toBeTruthy());
    expect(backend.calls('GET main /consultationSingle/queryRcsMedicalRecord').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      patName: '患者1',
      patIdnum: '0001X',
    });
  });

  it('resets the filters', async () => {
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { backend: recordBackend() });
    await within(table()).findByText('患者1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient name' }), { target: { value: '患者4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 1 item')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText('Total 23 items')).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Patient name' }).value).toBe('');
  });

  it('opens the resident record of a row, and not of a row without a valid card', async () => {
    const view = renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, {
      backend: recordBackend(),
    });
    await within(table()).findByText('患者1');
    fireEvent.click(screen.getByRole('button', { name: 'Open the resident record of 患者2' }));
    expect(view.openPage).toHaveBeenCalledWith(
      '/resident-case-detail',
      { idCard: '43010219900100002X' },
      'Resident record: 患者2',
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Open the resident record of 患者5' }).disabled,
    ).toBe(true);
  });

  it('looks a resident up by a checked identity card', async () => {
    const view = renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, {
      backend: recordBackend(),
    });
    const form = screen.getByRole('form', { name: 'Find a resident by identity card' });
    const input = within(form).getByRole('textbox', { name: 'Identity card number' });
    fireEvent.change(input, { target: { value: '4301021990' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open resident record' }));
    expect(
      await within(form).findByText('Enter an 18-character identity card number (or an old 15-digit one).'),
    ).toBeTruthy();
    expect(view.openPage).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 43010219900307002x ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open resident record' }));
    expect(view.openPage).toHaveBeenCalledWith('/resident-case-detail', { idCard: '43010219900307002X' });
    expect(within(form).queryByText(/Enter an 18-character/)).toBeNull();
  });

  it('fetches nothing while hidden and keeps the typed filter across hiding', async () => {
    const backend = recordBackend();
    const view = renderPage(<ResidentCasePage {...pageProps('ResidentCase', {}, false)} />, { backend });
    expect(backend.seen).toEqual([]);
    view.rerenderPage(<ResidentCasePage {...pageProps('ResidentCase', {}, true)} />);
    await within(table()).findByText('患者1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient name' }), { target: { value: '王' } });
    view.rerenderPage(<ResidentCasePage {...pageProps('ResidentCase', {}, false)} />);
    view.rerenderPage(<ResidentCasePage {...pageProps('ResidentCase', {}, true)} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Patient name' }).value).toBe('王');
  });

  it('shows the failure with a retry inside the table and recovers', async () => {
    const backend = recordBackend();
    let fail = true;
    const ok = backend.routes.get('GET main /consultationSingle/queryRcsMedicalRecord')!;
    backend.on('GET main /consultationSingle/queryRcsMedicalRecord', (request) =>
      fail ? { fail: 'record service down' } : ok(request),
    );
    renderPage(<ResidentCasePage {...pageProps('ResidentCase')} />, { backend });
    expect(await within(table()).findByText('record service down')).toBeTruthy();
    fail = false;
    fireEvent.click(within(table()).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('患者1')).toBeTruthy();
  });
});
