import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { demoUser, renderPage, testDemo } from '../../test/render-page';
import NoticeDetailPage from '.';

/** A demo where demo-doctor's inbox holds one notice, 42, read or not. */
function detailDemo(read: boolean) {
  const demo = testDemo();
  const notice = {
    id: 42,
    noticeTitle: 'Training schedule',
    content: '<img src=x onerror=alert(1)>Please read the attached list.',
    read,
    sender: 'Provincial office',
    createTime: '2024-05-06 09:30:00',
  };
  demo.db().message.notices[String(demoUser(demo).id)] = [notice];
  return { demo, notice };
}

describe('the message detail', () => {
  it('shows an unread notice, marks it read once and lowers the bell count', async () => {
    const { demo, notice } = detailDemo(false);
    const view = renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '42' })} />, { demo });
    await view.wb.notices.refresh();
    expect(view.wb.notices.getSnapshot().noticeCount).toBe(1);
    await screen.findByRole('heading', { name: 'Training schedule' });
    screen.getByText('Provincial office');
    screen.getByText(/<img src=x onerror=alert\(1\)>Please read/);
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(view.wb.notices.getSnapshot().noticeCount).toBe(0));
    screen.getByText('Read');
    expect(notice.read).toBe(true);
    // The notice's title is the page's one h1.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Training schedule',
    ]);
    expect(demo.requestsTo('PUT message /v1/notice/mark-read')).toHaveLength(1);
    // Its tab is named by the notice, so two open messages read apart.
    expect(view.setPageTitle).toHaveBeenLastCalledWith('test-tab', 'Training schedule');
  });

  it('does not mark a notice that is already read', async () => {
    const { demo } = detailDemo(true);
    renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '42' })} />, { demo });
    await screen.findByRole('heading', { name: 'Training schedule' });
    screen.getByText('Read');
    expect(demo.requestsTo('PUT message /v1/notice/mark-read')).toEqual([]);
  });

  it('refuses an id that is not a number without asking the server', () => {
    const { demo } = detailDemo(false);
    renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: 'abc' })} />, { demo });
    screen.getByText('This message link is not valid.');
    // Without a notice, the page's name is its heading (for screen readers: the tab shows it).
    screen.getByRole('heading', { level: 1, name: 'Message detail' });
    expect(demo.seen).toEqual([]);
  });

  it('shows a failure with retry, and goes back to the list', async () => {
    const { demo } = detailDemo(false);
    const view = renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '7' })} />, { demo });
    // The demo's own refusal: there is no notice 7.
    await screen.findByText('通知不存在或已删除');
    screen.getByRole('heading', { level: 1, name: 'Message detail' });
    screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(view.openPage).toHaveBeenCalledWith('/user-notice');
  });
});
