import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SafeHtml } from './safe-html';

// happy-dom's HTML parser hides attributes from DOMPurify, so the sanitiser itself is tested in Chromium
// (e2e/sanitize-html.spec.ts); here it is replaced to check that SafeHtml renders only what it returns.
vi.mock('./sanitize-html', () => ({
  sanitizeHtml: (html: string) => `<p data-sanitised="true">${html.length}</p>`,
}));

describe('SafeHtml', () => {
  it('renders what the sanitiser returns, never the raw HTML', () => {
    const { container } = renderUi(<SafeHtml html={'<img src=x onerror="alert(1)">'} data-testid="rich" />);
    const root = container.querySelector('[data-testid="rich"]')!;
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[data-sanitised="true"]')?.textContent).toBe('30');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = renderUi(<SafeHtml html={null} data-testid="rich" />);
    expect(container.querySelector('[data-testid="rich"]')?.innerHTML).toBe('');
  });
});
