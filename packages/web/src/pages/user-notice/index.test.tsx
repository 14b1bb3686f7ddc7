import type { TestDemo } from '@mch/mock/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { demoUser, renderPage, testDemo } from '../../test/render-page';
import UserNoticePage from '.';

/**
 * A demo where demo-doctor's inbox holds 12 notices (1 and 2 unread, 2 with a hostile title, 1 the newest) and
 * two work tips: an unread follow-up reminder and a read live invitation with an address.
 */
function inboxDemo() {
  const demo = testDemo();
  const key = String(demoUser(demo).id);
  demo.db().message.notices[key] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    noticeTitle: i === 1 ? '<script>alert(1)</script>Safety check' : `Notice number ${i + 1}`,
    content: 'text',
    read: i >= 2,
    sender: 'Provincial office',
    createTime: `2024-05-${String(20 - i).padStart(2, '0')} 09:30:00`,
  }));
  demo.db().message.workTips[key] = [
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
  return demo;
}

const noticeTable = () => screen.getByRole('table', { name: 'Messages' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

async function renderInbox(demo: TestDemo) {
  const view = renderPage(<UserNoticePage {...pageProps('UserNotice')} />, { demo });
  await view.wb.notices.refresh();
  return view;
}

describe('the message list', () => {
  it('marks unread notices with a badge and bold title, and shows hostile titles as text', async () => {
    await renderInbox(inboxDemo());
    const table = noticeTable();
    await within(table).findByText('Notice number 1');
    const unread = rowOf(table, 'Notice number 1');
    within(unread).getByText('Unread');
    expect(within(unread).getByText('Notice number 1').style.fontWeight).toBe('700');
    const read = rowOf(table, 'Notice number 3');
    within(read).getByText('Read');
    within(table).getByText(/<script>alert/);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('tab', { name: /Messages/ }).textContent).toContain('2 unread');
  });

  it('filters by title from page 1', async () => {
    const view = await renderInbox(inboxDemo());
    await within(noticeTable()).findByText('Notice number 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' number 12 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => screen.getByText('Total 1 item'));
    expect(view.demo.requestsTo('GET message /v1/notice/user-notice').at(-1)?.query).toEqual({
      pageIndex: '1',
      pageSize: '10',
      noticeTitle: 'number 12',
    });
  });

  it('opens a notice in the detail page with its id', async () => {
    const view = await renderInbox(inboxDemo());
    await within(noticeTable()).findByText('Notice number 1');
    fireEvent.click(screen.getByRole('button', { name: 'View message: Notice number 1' }));
    expect(view.openPage).toHaveBeenCalledWith('/notice-detail', { id: '1' });
  });

  it('lists work tips by read state and marks one read, lowering the count', async () => {
    const view = await renderInbox(inboxDemo());
    fireEvent.click(screen.getByRole('tab', { name: /Work tips/ }));
    const table = await screen.findByRole('table', { name: 'Work tips' });
    await within(table).findByText('Follow-up reminder');
    expect(view.wb.notices.getSnapshot().workTipsCount).toBe(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(within(table).queryByText('Live invitation')).toBeNull());
    within(table).getByText('Follow-up reminder');

    const markRead = within(table).getByRole('button', { name: 'Mark as read: Follow-up reminder' });
    markRead.focus();
    fireEvent.click(markRead);
    await waitFor(() => expect(view.wb.notices.getSnapshot().workTipsCount).toBe(0));
    expect(view.demo.db().message.workTips[String(demoUser(view.demo).id)]?.map((t) => t.read)).toEqual([
      true,
      true,
    ]);
    await waitFor(() => expect(within(table).queryByText('Follow-up reminder')).toBeNull());
    // The focus did not fall to the page's body with the row: the table has it.
    expect(document.activeElement).toBe(table);
  });

  it('opens a work tip address in the third-party page', async () => {
    const view = await renderInbox(inboxDemo());
    fireEvent.click(screen.getByRole('tab', { name: /Work tips/ }));
    const table = await screen.findByRole('table', { name: 'Work tips' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Open: Live invitation' }));
    expect(view.openPage).toHaveBeenCalledWith('/out-system-url', { url: 'https://live.test/room' });
    expect(within(table).queryByRole('button', { name: 'Open: Follow-up reminder' })).toBeNull();
  });

  it('fetches nothing while its tab is hidden', () => {
    const demo = inboxDemo();
    renderPage(<UserNoticePage {...pageProps('UserNotice', {}, false)} />, { demo });
    expect(demo.requestsTo('GET message /v1/notice/user-notice')).toEqual([]);
  });

  it('speaks Chinese', async () => {
    renderPage(<UserNoticePage {...pageProps('UserNotice')} />, { demo: inboxDemo(), locale: 'zh-CN' });
    const table = await screen.findByRole('table', { name: '消息列表' });
    await within(table).findByText('Notice number 1');
    expect(within(table).getAllByText('未读')).toHaveLength(2);
    screen.getByRole('tab', { name: /工作提示/ });
  });
});
