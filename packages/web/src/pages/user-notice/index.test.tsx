import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeBackend, fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import UserNoticePage from '.';

interface FakeNotice {
  id: number;
  noticeTitle: string;
  content: string;
  read: boolean;
  sender: string;
  createTime: string;
}

function inboxBackend() {
  const backend = fakeBackend();
  const notices: FakeNotice[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    noticeTitle: i === 1 ? '<script>alert(1)</script>Safety check' : `Notice number ${i + 1}`,
    content: 'text',
    read: i >= 2,
    sender: 'Provincial office',
    createTime: `2024-05-${String(20 - i).padStart(2, '0')} 09:30:00`,
  }));
  const tips = [
    {
      id: 501,
      templateId: 7,
      body: 'Follow-up reminder',
      openUrl: null,
      read: false,
      extraParams: { id: 1 },
      createTime: '2024-05-06 09:30:00',
    },
    {
      id: 502,
      templateId: 14,
      body: 'Live invitation',
      openUrl: 'https://live.test/room',
      read: true,
      extraParams: { id: 2 },
      createTime: '2024-05-05 09:30:00',
    },
  ];
  const page = <T,>(rows: T[], query: Record<string, string>) => {
    const pageIndex = Number(query.pageIndex);
    const pageSize = Number(query.pageSize);
    return {
      records: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      total: rows.length,
      pageIndex,
      pageSize,
    };
  };
  backend.on('GET message /v1/notice/user-notice', ({ query }) => ({
    data: page(
      notices.filter((n) => !query.noticeTitle || n.noticeTitle.includes(query.noticeTitle)),
      query,
    ),
  }));
  backend.on('GET message /v1/business/work-tips', ({ query }) => ({
    data: page(
      tips.filter((t) => query.read === undefined || String(t.read) === query.read),
      query,
    ),
  }));
  backend.on('PUT message /v1/business/mark-read', ({ query }) => {
    for (const t of tips) if (t.id === Number(query.id)) t.read = true;
    return { data: null };
  });
  backend.on('GET message /v1/message/unread-count', () => {
    const noticeCount = notices.filter((n) => !n.read).length;
    const workTipsCount = tips.filter((t) => !t.read).length;
    return { data: { total: noticeCount + workTipsCount, noticeCount, workTipsCount } };
  });
  return { backend, notices, tips };
}

const noticeTable = () => screen.getByRole('table', { name: 'Messages' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

async function renderInbox(backend: FakeBackend) {
  const view = renderPage(<UserNoticePage {...pageProps('UserNotice')} />, { backend });
  await view.wb.notices.refresh();
  return view;
}

describe('the message list', () => {
  it('marks unread notices with a badge and bold title, and shows hostile titles as text', async () => {
    const { backend } = inboxBackend();
    await renderInbox(backend);
    const table = noticeTable();
    await within(table).findByText('Notice number 1');
    const unread = rowOf(table, 'Notice number 1');
    expect(within(unread).getByText('Unread')).toBeTruthy();
    expect(within(unread).getByText('Notice number 1').style.fontWeight).toBe('700');
    const read = rowOf(table, 'Notice number 3');
    expect(within(read).getByText('Read')).toBeTruthy();
    expect(within(table).getByText(/<script>alert/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('tab', { name: /Messages/ }).textContent).toContain('2 unread');
  });

  it('filters by title from page 1', async () => {
    const { backend } = inboxBackend();
    await renderInbox(backend);
    await within(noticeTable()).findByText('Notice number 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' number 12 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('Total 1 item')).toBeTruthy());
    expect(backend.calls('GET message /v1/notice/user-notice').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      noticeTitle: 'number 12',
    });
  });

  it('opens a notice in the detail page with its id', async () => {
    const { backend } = inboxBackend();
    const view = await renderInbox(backend);
    await within(noticeTable()).findByText('Notice number 1');
    fireEvent.click(screen.getByRole('button', { name: 'View message: Notice number 1' }));
    expect(view.openPage).toHaveBeenCalledWith('/notice-detail', { id: '1' });
  });

  it('lists work tips by read state and marks one read, lowering the count', async () => {
    const { backend } = inboxBackend();
    const view = await renderInbox(backend);
    fireEvent.click(screen.getByRole('tab', { name: /Work tips/ }));
    const table = await screen.findByRole('table', { name: 'Work tips' });
    await within(table).findByText('Follow-up reminder');
    expect(view.wb.notices.getSnapshot().workTipsCount).toBe(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(backend.calls('GET message /v1/business/work-tips').at(-1)?.query).toEqual({
        pageIndex: '1',
        pageSize: '10',
        read: 'false',
      }),
    );
    await waitFor(() => expect(within(table).queryByText('Live invitation')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Mark as read: Follow-up reminder' }));
    await waitFor(() => expect(view.wb.notices.getSnapshot().workTipsCount).toBe(0));
    expect(backend.calls('PUT message /v1/business/mark-read').map((r) => r.query.id)).toEqual(['501']);
    await waitFor(() => expect(within(table).queryByText('Follow-up reminder')).toBeNull());
  });

  it('opens a work tip address in the third-party page', async () => {
    const { backend } = inboxBackend();
    const view = await renderInbox(backend);
    fireEvent.click(screen.getByRole('tab', { name: /Work tips/ }));
    const table = await screen.findByRole('table', { name: 'Work tips' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Open: Live invitation' }));
    expect(view.openPage).toHaveBeenCalledWith('/out-system-url', { url: 'https://live.test/room' });
    expect(within(table).queryByRole('button', { name: 'Open: Follow-up reminder' })).toBeNull();
  });

  it('fetches nothing while its tab is hidden', () => {
    const { backend } = inboxBackend();
    renderPage(<UserNoticePage {...pageProps('UserNotice', {}, false)} />, { backend });
    expect(backend.calls('GET message /v1/notice/user-notice')).toEqual([]);
  });

  it('speaks Chinese', async () => {
    const { backend } = inboxBackend();
    renderPage(<UserNoticePage {...pageProps('UserNotice')} />, { backend, locale: 'zh-CN' });
    const table = await screen.findByRole('table', { name: '消息列表' });
    await within(table).findByText('Notice number 1');
    expect(within(table).getAllByText('未读')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /工作提示/ })).toBeTruthy();
  });
});
