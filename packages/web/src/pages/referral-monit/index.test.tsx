import { MAIN_IDS } from '@mch/mock/testing';
import { formatAmount, referralAreaTable, referralRate, type Workbench } from '@mch/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderSignedInPage, testDemo } from '../../test/render-page';
import ReferralMonitPage from '.';

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

/** The figures of demo-doctor's province (Hunan) as the demo gives them. */
const provinceFigures = (wb: Workbench) => wb.main.GET('/stats/all');

describe('referral monitoring', { timeout: 30_000 }, () => {
  it('shows the consultation of ?id=, the figures of the province and its areas by referrals', async () => {
    const singleId = MAIN_IDS.consultationByDoctor;
    const { demo, wb } = await renderSignedInPage(
      <ReferralMonitPage {...pageProps('ReferralMonit', { id: String(singleId) })} />,
    );
    const info = demo.db().main.consultations.find((c) => c.singleId === singleId);
    const consultation = await screen.findByRole('region', { name: `Consultation ${singleId}` }, WAIT);
    await within(consultation).findByText(info?.patName ?? '?', {}, WAIT);
    within(consultation).getByText(`${info?.patAge} years`);
    // demo-doctor created it: the card says it is the user, who hosts its meeting.
    within(consultation).getByText(`You (doctor ${info?.creatorId}), the host`);

    const figures = await provinceFigures(wb);
    const summary = screen.getByRole('region', { name: 'Referrals and consultations' });
    const records = await within(summary).findByText(formatAmount(figures.residentRecords), {}, WAIT);
    expect(records.closest('div')?.textContent).toContain('Resident records');
    within(summary).getByText(formatAmount(figures.referrals));
    within(summary).getByText(String(referralRate(figures)));

    // Hunan's prefectures, most referrals first, each with its share of the referrals.
    const areas = referralAreaTable(
      await wb.main.GET('/stats/areaStats', { params: { query: { areaCode: '430000000000' } } }),
    );
    const table = await screen.findByRole('table', { name: 'Referrals by area' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1, 3);
    expect(rows.map((r) => r.textContent)).toEqual(
      areas.rows
        .slice(0, 2)
        .map(
          (a) =>
            `${a.areaName}${formatAmount(a.consultations)}${formatAmount(a.referrals)}${a.referralShare}%`,
        ),
    );
  });

  it('shows a failing block with a retry while the others show', async () => {
    const demo = testDemo();
    const down = demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/stats/all',
      message: 'stats down',
    });
    const { wb } = await renderSignedInPage(<ReferralMonitPage {...pageProps('ReferralMonit')} />, { demo });
    const summary = screen.getByRole('region', { name: 'Referrals and consultations' });
    await within(summary).findByText('stats down', {}, WAIT);
    await screen.findByRole('table', { name: 'Referrals by area' }, WAIT);
    expect(screen.queryByRole('region', { name: /^Consultation / })).toBeNull();
    down();
    fireEvent.click(within(summary).getByRole('button', { name: 'Retry' }));
    const figures = await provinceFigures(wb);
    await within(summary).findByText(formatAmount(figures.residentRecords), {}, WAIT);
  });

  it('fetches nothing while hidden', async () => {
    const { demo } = await renderSignedInPage(
      <ReferralMonitPage {...pageProps('ReferralMonit', {}, false)} />,
    );
    expect(demo.seen.filter((r) => r.path.startsWith('/stats/'))).toEqual([]);
  });
});
