import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderSignedInPage, testDemo } from '../../test/render-page';
import MahefnqPage from '.';

function org(id: number, parentId: number | null, name: string, signed = true) {
  return {
    id,
    parentId,
    name,
    shortName: name.slice(0, 4),
    areaCode: '430102000000',
    unitType: parentId === null ? 1 : 3,
    address: '人民路1号',
    contactName: '李四',
    contactMobile: '13800000000',
    signed,
    areaName: '芙蓉区',
    childCount: 0,
    createTime: '2024-05-06 09:30:00',
  };
}

/** A demo whose organisations are a provincial hospital, two hospitals under it and 12 centres under one. */
function orgDemo() {
  const demo = testDemo();
  demo.db().fds.orgs = [
    org(1000, null, 'Hunan hospital'),
    org(2001, 1000, 'Furong hospital'),
    org(2004, 1000, 'Tianxin hospital', false),
    ...Array.from({ length: 12 }, (_, i) => org(5000 + i, 2001, `Centre ${i + 1}`, i % 3 !== 0)),
  ];
  return demo;
}

const table = (name: string) => screen.getByRole('table', { name });

/** Waits for a slow first render on a busy machine. */
const WAIT = { timeout: 10_000 };

describe('signed-organisation management', { timeout: 30_000 }, () => {
  it('goes down a level, pages and filters it, and back up by the trail', async () => {
    await renderSignedInPage(<MahefnqPage {...pageProps('Mahefnq')} />, { demo: orgDemo() });
    fireEvent.click(await screen.findByRole('button', { name: 'Sub-units of Hunan hospital' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Sub-units of Furong hospital' }, WAIT));
    const level = 'Organisations under Furong hospital';
    await within(table(level)).findByText('Centre 1', {}, WAIT);
    screen.getByText('Total 12 items');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table(level)).findByText('Centre 11', {}, WAIT);

    fireEvent.change(screen.getByRole('textbox', { name: 'Name or area' }), {
      target: { value: 'centre 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 4 items'), WAIT);

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Organisation levels' })).getByText('Hunan hospital'),
    );
    await within(table('Organisations under Hunan hospital')).findByText('Tianxin hospital', {}, WAIT);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name or area' }).value).toBe('');
  });

  it('shows an organisation with its parent unit', async () => {
    await renderSignedInPage(<MahefnqPage {...pageProps('Mahefnq')} />, { demo: orgDemo() });
    fireEvent.click(await screen.findByRole('button', { name: 'Sub-units of Hunan hospital' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Tianxin hospital' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation details' }, WAIT);
    await within(dialog).findByText('Hunan hospital', {}, WAIT);
    within(dialog).getByText('Not signed');
    within(dialog).getByText('County or district');
  });

  it('refuses a form without the required fields or with a wrong mobile, sending nothing', async () => {
    const demo = orgDemo();
    await renderSignedInPage(<MahefnqPage {...pageProps('Mahefnq')} />, { demo });
    fireEvent.click(await screen.findByRole('button', { name: 'New organisation' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' }, WAIT);
    within(dialog).getByText('None (top level)');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contact mobile' }), {
      target: { value: '10086' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required', {}, WAIT)).toHaveLength(3);
    within(dialog).getByText('Enter an 11-digit mobile number starting with 13-19');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Contact mobile' }).value).toBe(
      '10086',
    );
    // The area's choice is required, and its hint and error describe it.
    const area = within(dialog).getByRole('group', { name: 'Area' });
    const described = (area.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Choose down to the level the organisation is in', 'This field is required']);
    expect(within(area).getAllByRole('combobox')[0]?.hasAttribute('required')).toBe(true);
    expect(demo.requestsTo('POST fds /v1/fds-pc/org-info')).toEqual([]);
    expect(demo.db().fds.orgs).toHaveLength(15);
  });

  it('shows a provincial unit’s area, its province, in its edit form', async () => {
    const demo = orgDemo();
    const hunan = demo.db().fds.orgs.find((o) => o.id === 1000);
    if (!hunan) throw new Error('no provincial unit');
    Object.assign(hunan, { areaCode: '430000000000', areaName: '湖南省' });
    await renderSignedInPage(<MahefnqPage {...pageProps('Mahefnq')} />, { demo });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hunan hospital' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organisation' }, WAIT);
    const area = await within(dialog).findByRole('group', { name: 'Area' }, WAIT);
    await waitFor(() => {
      const [province] = within(area).getAllByRole<HTMLInputElement>('combobox');
      expect(province?.getAttribute('aria-label')).toBe('Area: Province');
      expect(province?.value).toBe('湖南省');
    }, WAIT);
  });

  it('fetches nothing while hidden', async () => {
    const { demo } = await renderSignedInPage(<MahefnqPage {...pageProps('Mahefnq', {}, false)} />, {
      demo: orgDemo(),
    });
    expect(demo.seen).toEqual([]);
  });
});
