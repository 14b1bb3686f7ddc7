import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderPage, testDemo } from '../../test/render-page';
import SystemNoticeInfoPage from '.';

// happy-dom hides attributes from DOMPurify, so the sanitiser is checked in Chromium (e2e); here it marks what
// it was given, to show that the content only reaches the page through it.
vi.mock('../../ui/sanitize-html', () => ({
  sanitizeHtml: (html: string) =>
    `<p data-sanitised="true">${html.includes('<script>') ? 'cleaned' : html}</p>`,
}));

/** A demo whose only announcement is 9, with hostile HTML in it. */
function infoDemo() {
  const demo = testDemo();
  demo.db().main.notices = [
    {
      id: 9,
      title: 'Platform upgrade',
      content:
        '<p>The platform is <strong>upgraded</strong> tonight.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">attachment</a>',
      publisher: 'Platform team',
      publishTime: '2024-05-06 09:30:00',
      systemId: 25,
    },
  ];
  return demo;
}

describe('the announcement detail', () => {
  it('shows the announcement with its HTML through the sanitiser', async () => {
    renderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '9' })} />, {
      demo: infoDemo(),
    });
    // The announcement's title is the page's one h1.
    await screen.findByRole('heading', { level: 1, name: 'Platform upgrade' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    screen.getByText('Platform team');
    expect(document.querySelector('article [data-sanitised="true"]')?.textContent).toBe('cleaned');
    expect(document.querySelector('article script')).toBeNull();
  });

  it('refuses an invalid id and shows a failure with retry', async () => {
    const demo = infoDemo();
    const view = renderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '-1' })} />, {
      demo,
    });
    screen.getByText('This announcement link is not valid.');
    screen.getByRole('heading', { level: 1, name: 'Announcement detail' });
    expect(demo.seen).toEqual([]);
    view.rerenderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '3' })} />);
    // The demo's own refusal: there is no announcement 3.
    await screen.findByText('公告不存在：3');
    fireEvent.click(screen.getByRole('button', { name: 'Back to announcements' }));
    expect(view.openPage).toHaveBeenCalledWith('/system-notice-detail');
  });
});
