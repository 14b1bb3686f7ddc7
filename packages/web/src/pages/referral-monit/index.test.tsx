import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderSignedInPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import ReferralMonitPage from '.';

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

function statsBackend(): FakeBackend {
  const backend = fakeBackend();
  backend.on('GET main /stats/all', () => ({
    data: {
      consultations: 2000,
      referrals: 500,
      trainings: 1,
      exams: 1,
      liveViews: 1,
      residentRecords: 12345,
    },
  }));
  backend.on('GET main /stats/areaStats', () => ({
    data: [
      { areaCode: '430100000000', areaName: 'Changsha', consultations: 900, referrals: 100 },
      { areaCode: '430200000000', areaName: 'Zhuzhou', consultations: 300, referrals: 300 },
    ],
  }));
  backend.on('GET main /stats/myWorkSingle', () => ({ data: { pending: 2, inProgress: 1, finished: 7 } }));
  backend.on('GET main /stats/myWorkProgressMonitoring', () => ({
    data: [
      { stage: 'applied', label: 'Applied', count: 10 },
      { stage: 'finished', label: 'Finished', count: 7 },
    ],
  }));
  backend.on('GET main /consultationSingle/getConsultationInfo', ({ query }) => ({
    data: {
      singleId: Number(query.singleId),
      rcRoomId: 'RC1',
      clientType: 1,
      creatorId: 3001,
      patName: 'Liu Xiuying',
      patIdnum: '430102199001011234',
      patSex: 2,
      patAge: 32,
    },
  }));
  return backend;
}

describe('referral monitoring', { timeout: 30_000 }, () => {
  it('shows the consultation of ?id=, the figures of the province and its areas by referrals', async () => {
    const backend = statsBackend();
    await renderSignedInPage(<ReferralMonitPage {...pageProps('ReferralMonit', { id: '10001' })} />, backend);
    const consultation = await screen.findByRole('region', { name: 'Consultation 10001' }, WAIT);
    expect(await within(consultation).findByText('Liu Xiuying', {}, WAIT)).toBeTruthy();
    expect(within(consultation).getByText('Female')).toBeTruthy();
    expect(within(consultation).getByText('32 years')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Referrals and consultations' });
    expect(await within(summary).findByText('12,345', {}, WAIT)).toBeTruthy();
    expect(within(summary).getByText('25')).toBeTruthy();
    expect(backend.calls('GET main /stats/all')[0]?.query).toEqual({});
    expect(backend.calls('GET main /stats/areaStats')[0]?.query).toEqual({ areaCode: '430000000000' });

    const table = await screen.findByRole('table', { name: 'Referrals by area' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Zhuzhou30030075%', 'Changsha90010025%']);
  });

  it('shows a failing block with a retry while the others show', async () => {
    const backend = statsBackend();
    let fail = true;
    const ok = backend.routes.get('GET main /stats/all')!;
    backend.on('GET main /stats/all', (request) => (fail ? { fail: 'stats down' } : ok(request)));
    await renderSignedInPage(<ReferralMonitPage {...pageProps('ReferralMonit')} />, backend);
    const summary = screen.getByRole('region', { name: 'Referrals and consultations' });
    expect(await within(summary).findByText('stats down', {}, WAIT)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Referrals by area' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Consultation / })).toBeNull();
    fail = false;
    fireEvent.click(within(summary).getByRole('button', { name: 'Retry' }));
    expect(await within(summary).findByText('12,345', {}, WAIT)).toBeTruthy();
  });

  it('fetches nothing while hidden', async () => {
    const backend = statsBackend();
    await renderSignedInPage(<ReferralMonitPage {...pageProps('ReferralMonit', {}, false)} />, backend);
    expect(backend.seen.filter((r) => r.path.startsWith('/stats/'))).toEqual([]);
  });
});
