import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import NoticeDetailPage from '.';

function detailBackend(read: boolean) {
  const backend = fakeBackend();
  const notice = {
    id: 42,
    noticeTitle: 'Training schedule',
    content: '<img src=x onerror=alert(1)>Please read the attached list.',
    read,
    sender: 'Provincial office',
    createTime: '2024-05-06 09:30:00',
  };
  let unread = read ? 3 : 4;
  backend.on('GET message /v1/notice/user-notice/{id}', ({ path }) =>
    path.endsWith('/42') ? { data: { ...notice } } : { fail: 'The notice does not exist' },
  );
  backend.on('PUT message /v1/notice/mark-read', () => {
    notice.read = true;
    unread -= 1;
    return { data: null };
  });
  backend.on('GET message /v1/message/unread-count', () => ({
    data: { total: unread, noticeCount: unread, workTipsCount: 0 },
  }));
  return backend;
}

describe('the message detail', () => {
  it('shows an unread notice, marks it read once and lowers the bell count', async () => {
    const backend = detailBackend(false);
    const view = renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '42' })} />, { backend });
    await view.wb.notices.refresh();
    expect(await screen.findByRole('heading', { name: 'Training schedule' })).toBeTruthy();
    expect(screen.getByText('Provincial office')).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>Please read/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(view.wb.notices.getSnapshot().noticeCount).toBe(3));
    expect(screen.getByText('Read')).toBeTruthy();
    expect(backend.calls('PUT message /v1/notice/mark-read').map((r) => r.query.id)).toEqual(['42']);
  });

  it('does not mark a notice that is already read', async () => {
    const backend = detailBackend(true);
    renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '42' })} />, { backend });
    await screen.findByRole('heading', { name: 'Training schedule' });
    expect(backend.calls('PUT message /v1/notice/mark-read')).toEqual([]);
  });

  it('refuses an id that is not a number without asking the server', () => {
    const backend = detailBackend(false);
    renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: 'abc' })} />, { backend });
    expect(screen.getByText('This message link is not valid.')).toBeTruthy();
    expect(backend.seen).toEqual([]);
  });

  it('shows a failure with retry, and goes back to the list', async () => {
    const backend = detailBackend(false);
    const view = renderPage(<NoticeDetailPage {...pageProps('NoticeDetail', { id: '7' })} />, { backend });
    expect(await screen.findByText('The notice does not exist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(view.openPage).toHaveBeenCalledWith('/user-notice');
  });
});
