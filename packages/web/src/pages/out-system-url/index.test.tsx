import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, pageProps, renderPage } from '../../test/fake-backend';
import OutSystemUrlPage from '.';

describe('the third-party page', () => {
  it('frames an https address in a sandbox without referrer, with a safe new-window link', () => {
    const url = 'https://exam.example.org/home?x=1';
    renderPage(<OutSystemUrlPage {...pageProps('/out-system-url', { url })} />, { backend: fakeBackend() });
    const frame = screen.getByTitle(`Third-party page: ${url}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const link = screen.getByRole('link', { name: 'Open in new window: the third-party page' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('refuses anything but http(s): nothing is framed or linked', () => {
    renderPage(<OutSystemUrlPage {...pageProps('/out-system-url', { url: 'javascript:alert(1)' })} />, {
      backend: fakeBackend(),
    });
    expect(screen.getByRole('alert').textContent).toContain('Only http and https addresses can be shown');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when no address was given, in Chinese too', () => {
    renderPage(<OutSystemUrlPage {...pageProps('/out-system-url')} />, {
      backend: fakeBackend(),
      locale: 'zh-CN',
    });
    expect(screen.getByRole('alert').textContent).toContain('未提供此页面的地址');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
