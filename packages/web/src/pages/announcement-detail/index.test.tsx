import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderPage } from '../../test/fake-backend';
import { pageProps } from '../../test/page-props';
import SystemNoticeInfoPage from '.';

// happy-dom hides attributes from DOMPurify, so the sanitiser is checked in Chromium (e2e); here it marks what
// it was given, to show that the content only reaches the page through it.
vi.mock('../../ui/sanitize-html', () => ({
  sanitizeHtml: (html: string) =>
    `<p data-sanitised="true">${html.includes('<script>') ? 'cleaned' : html}</p>`,
}));

function infoBackend() {
  const backend = fakeBackend();
  backend.on('GET main /v1/systemNotice/getById', ({ query }) =>
    query.id === '9'
      ? {
          data: {
            id: 9,
            title: 'Platform upgrade',
            content:
              '<p>The platform is <strong>upgraded</strong> tonight.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">attachment</a>',
            publisher: 'Platform team',
            publishTime: '2024-05-06 09:30:00',
            systemId: 25,
          },
        }
      : { fail: 'The announcement does not exist' },
  );
  return backend;
}

describe('the announcement detail', () => {
  it('shows the announcement with its HTML through the sanitiser', async () => {
    renderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '9' })} />, {
      backend: infoBackend(),
    });
    expect(await screen.findByRole('heading', { name: 'Platform upgrade' })).toBeTruthy();
    expect(screen.getByText('Platform team')).toBeTruthy();
    expect(document.querySelector('article [data-sanitised="true"]')?.textContent).toBe('cleaned');
    expect(document.querySelector('article script')).toBeNull();
  });

  it('refuses an invalid id and shows a failure with retry', async () => {
    const backend = infoBackend();
    const view = renderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '-1' })} />, {
      backend,
    });
    expect(screen.getByText('This announcement link is not valid.')).toBeTruthy();
    expect(backend.seen).toEqual([]);
    view.rerenderPage(<SystemNoticeInfoPage {...pageProps('SystemNoticeInfo', { id: '3' })} />);
    expect(await screen.findByText('The announcement does not exist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to announcements' }));
    expect(view.openPage).toHaveBeenCalledWith('/system-notice-detail');
  });
});
