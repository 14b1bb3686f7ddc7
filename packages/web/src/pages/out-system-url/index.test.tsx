import { trainingTokenFor } from '@mch/mock/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageProps } from '../../test/page-props';
import {
  cleanNotifications,
  DEMO_ORIGIN,
  renderPage,
  renderSignedInPage,
  testDemo,
} from '../../test/render-page';
import OutSystemUrlPage from '.';

// Rendering whole pages in happy-dom is slow on a busy machine; the default 5 s is not about the product.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanNotifications();
  vi.restoreAllMocks();
});

describe('the third-party page', () => {
  it('frames an address of a listed origin in an opaque-origin sandbox without referrer, with a safe new-window link', () => {
    const url = 'https://exam.test/home?x=1';
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url })} />);
    const frame = screen.getByTitle(`Third-party page: ${url}`);
    expect(frame.tagName).toBe('IFRAME');
    screen.getByRole('heading', { level: 1, name: 'Third-party embedded page' });
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(frame.getAttribute('allow')).toBeNull();
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const link = screen.getByRole('link', { name: 'Open in new window: the third-party page' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("is headed by its tab's title, a menu entry's own, and by the page's name in Chinese without one", () => {
    const url = 'https://exam.test/home';
    const view = renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url })} />, {
      tabTitle: 'Maternal health records',
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Maternal health records',
    ]);
    view.unmount();
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url })} />, { locale: 'zh-CN' });
    screen.getByRole('heading', { level: 1, name: '第三方嵌入页面' });
  });

  it('gives a room origin the camera, microphone, screen sharing and fullscreen', () => {
    const url = 'https://rooms.test/meeting?room=1';
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url })} />);
    expect(screen.getByTitle(`Third-party page: ${url}`).getAttribute('allow')).toBe(
      'camera; microphone; display-capture; fullscreen',
    );
  });

  it('refuses an origin the deployment does not list: nothing is framed or linked', () => {
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url: 'https://evil.example.org/x' })} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'This address is not among the sites this workbench may show',
    );
    expect(screen.getByRole('alert').textContent).toContain('https://evil.example.org/x');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses an address of the app’s own origin', () => {
    const own = `${window.location.origin}/workbench`;
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url: own })} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'An address of the workbench itself cannot be shown in a frame',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses anything but http(s): nothing is framed or linked', () => {
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Only http and https addresses can be shown');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when no address was given, in Chinese too', () => {
    renderPage(<OutSystemUrlPage {...pageProps('OutSystemUrl')} />, { locale: 'zh-CN' });
    expect(screen.getByRole('alert').textContent).toContain('未提供此页面的地址');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

/** The demo's exam page framed with the exam token the demo hands demo-doctor. */
const EXAM_TOKEN = trainingTokenFor('demo-doctor');
const EXAM_PAGE = `${DEMO_ORIGIN}/demo-embedded/exam.html?token=${EXAM_TOKEN}`;

describe('a subsystem in the out-system page', () => {
  it('exchanges the token itself and keeps it only in the frame’s src', async () => {
    await renderSignedInPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { system: 'exam' })} />);
    const frame = await screen.findByTitle('Online exam');
    expect(frame.getAttribute('src')).toBe(EXAM_PAGE);
    // The new-window control is a button: the address is nowhere in the page but the frame.
    expect(screen.queryByRole('link')).toBeNull();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open in new window: the third-party page' }));
    expect(open).toHaveBeenCalledWith(EXAM_PAGE, '_blank', 'noopener,noreferrer');
    expect(document.body.innerHTML.split(EXAM_TOKEN)).toHaveLength(2);
  });

  it('a failed exchange says syncing user info failed, and retries', async () => {
    const demo = testDemo();
    const down = demo.faults.set({ kind: 'http500', backend: 'mainSync', path: '/v1/sync/examUserInfo' });
    await renderSignedInPage(<OutSystemUrlPage {...pageProps('OutSystemUrl', { system: 'exam' })} />, {
      demo,
    });
    await screen.findByText('Online exam could not be opened');
    expect(screen.getByRole('alert').textContent).toContain('Syncing user information failed.');
    down();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTitle('Online exam').getAttribute('src')).toBe(EXAM_PAGE));
  });
});
