import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import SystemNoticeDetailPage from '.';

function announcement(id: number, title: string) {
  return {
    id,
    title,
    content: '<p>x</p>',
    publisher: 'Platform team',
    publishTime: '2024-05-06 09:30:00',
    systemId: 25,
  };
}

function announcementBackend() {
  const backend = fakeBackend();
  const all = Array.from({ length: 15 }, (_, i) =>
    announcement(i + 1, i === 4 ? 'Exam schedule for June' : `Platform notice ${i + 1}`),
  );
  backend.on('GET main /v1/systemNotice/getIndexBySystemId', () => ({ data: all.slice(0, 3) }));
  backend.on('GET main /v1/systemNotice/getPageBySystemId', ({ query }) => {
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    const title = query.title?.toLowerCase();
    const found = all.filter((a) => !title || a.title.toLowerCase().includes(title));
    return {
      data: {
        records: found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: found.length,
        pageIndex,
        pageSize,
      },
    };
  });
  return backend;
}

const table = () => screen.getByRole('table', { name: 'Announcements' });
const latest = () => screen.getByRole('region', { name: 'Latest announcements' });

describe('the announcement list', () => {
  it('shows the latest announcements on top and the paged list of system 25', async () => {
    const backend = announcementBackend();
    renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, { backend });
    expect(await within(latest()).findByRole('button', { name: /^Platform notice 1\b/ })).toBeTruthy();
    await within(table()).findByText('Platform notice 10');
    expect(screen.getByText('Total 15 items')).toBeTruthy();
    expect(backend.calls('GET main /v1/systemNotice/getIndexBySystemId')[0]?.query).toEqual({
      systemId: '25',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table()).findByText('Platform notice 15')).toBeTruthy();
  });

  it('filters by title and opens an announcement', async () => {
    const backend = announcementBackend();
    const view = renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, { backend });
    await within(table()).findByText('Platform notice 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'exam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 1 item')).toBeTruthy());
    expect(backend.calls('GET main /v1/systemNotice/getPageBySystemId').at(-1)?.query).toMatchObject({
      title: 'exam',
    });
    fireEvent.click(
      within(table()).getByRole('button', { name: 'View announcement: Exam schedule for June' }),
    );
    expect(view.openPage).toHaveBeenCalledWith('/system-notice-info', { id: '5' });
    fireEvent.click(within(latest()).getByRole('button', { name: /^Platform notice 2\b/ }));
    expect(view.openPage).toHaveBeenLastCalledWith('/system-notice-info', { id: '2' });
  });

  it('keeps a failure of the latest announcements in their own block', async () => {
    const backend = announcementBackend();
    backend.on('GET main /v1/systemNotice/getIndexBySystemId', () => ({ fail: 'index unavailable' }));
    renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, { backend });
    expect(await within(latest()).findByText('index unavailable')).toBeTruthy();
    expect(within(latest()).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await within(table()).findByText('Platform notice 1')).toBeTruthy();
  });
});
