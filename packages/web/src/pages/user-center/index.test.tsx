import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../test/page-props';
import { renderPage, TEST_CONFIG } from '../../test/render-page';
import UserCenterPage from '.';

describe('the personal centre', () => {
  it('frames the configured page in a sandbox and closes its tab', () => {
    const view = renderPage(<UserCenterPage {...pageProps('UserCenter')} />);
    // The framed page shows its own title; the page's h1 (for screen readers) is the tab's.
    screen.getByRole('heading', { level: 1, name: 'Personal centre' });
    const frame = screen.getByTitle('Personal centre');
    expect(frame.getAttribute('src')).toBe(TEST_CONFIG.externalUrls.userCenter);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    fireEvent.click(screen.getByRole('button', { name: 'Close personal centre' }));
    expect(view.closePage).toHaveBeenCalledWith('test-tab');
  });
});
