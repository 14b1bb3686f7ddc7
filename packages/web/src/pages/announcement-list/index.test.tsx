import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderPage, testDemo } from '../../test/render-page';
import SystemNoticeDetailPage from '.';

/** An announcement of system `systemId`; announcement 1 is the newest. */
function announcement(id: number, title: string, systemId = 25) {
  return {
    id,
    title,
    content: '<p>x</p>',
    publisher: 'Platform team',
    publishTime: `2024-05-06 09:${String(59 - id).padStart(2, '0')}:00`,
    systemId,
  };
}

/** A demo with 15 announcements of this product (system 25) and one of another system. */
function announcementDemo() {
  const demo = testDemo();
  demo.db().main.notices = [
    ...Array.from({ length: 15 }, (_, i) =>
      announcement(i + 1, i === 4 ? 'Exam schedule for June' : `Platform notice ${i + 1}`),
    ),
    announcement(16, 'Notice of another system', 31),
  ];
  return demo;
}

const table = () => screen.getByRole('table', { name: 'Announcements' });
const latest = () => screen.getByRole('region', { name: 'Latest announcements' });

describe('the announcement list', () => {
  it('shows the latest announcements on top and the paged list of system 25', async () => {
    renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, {
      demo: announcementDemo(),
    });
    await within(latest()).findByRole('button', { name: /^Platform notice 1\b/ });
    await within(table()).findByText('Platform notice 10');
    screen.getByText('Total 15 items');
    expect(screen.queryByText('Notice of another system')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await within(table()).findByText('Platform notice 15');
  });

  it('filters by title and opens an announcement', async () => {
    const view = renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, {
      demo: announcementDemo(),
    });
    await within(table()).findByText('Platform notice 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'exam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 1 item'));
    fireEvent.click(
      within(table()).getByRole('button', { name: 'View announcement: Exam schedule for June' }),
    );
    expect(view.openPage).toHaveBeenCalledWith('/system-notice-info', { id: '5' });
    fireEvent.click(within(latest()).getByRole('button', { name: /^Platform notice 2\b/ }));
    expect(view.openPage).toHaveBeenLastCalledWith('/system-notice-info', { id: '2' });
  });

  it('keeps a failure of the latest announcements in their own block', async () => {
    const demo = announcementDemo();
    demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: '/v1/systemNotice/getIndexBySystemId',
      message: 'index unavailable',
    });
    renderPage(<SystemNoticeDetailPage {...pageProps('SystemNoticeDetail')} />, { demo });
    await within(latest()).findByText('index unavailable');
    within(latest()).getByRole('button', { name: 'Retry' });
    await within(table()).findByText('Platform notice 1');
  });
});
