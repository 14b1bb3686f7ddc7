import { describe, expect, it } from 'vitest';
import { EMBEDDED_FRAME_SANDBOX, embeddedPageTarget } from './embedded-page';

describe('embedded page addresses', () => {
  it('shows plain http(s) addresses', () => {
    expect(embeddedPageTarget('https://exam.example.org/home?x=1')).toEqual({
      ok: true,
      url: 'https://exam.example.org/home?x=1',
    });
    expect(embeddedPageTarget('http://10.0.0.1:8080/')).toEqual({ ok: true, url: 'http://10.0.0.1:8080/' });
  });

  it('refuses a missing address', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(embeddedPageTarget(value)).toEqual({ ok: false, reason: 'missing' });
    }
  });

  it('refuses every other scheme and disguised address', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example.org',
      '/relative/path',
      'https://user:pass@example.org',
      'java\tscript:alert(1)',
      'ftp://example.org',
    ]) {
      expect(embeddedPageTarget(value)).toEqual({ ok: false, reason: 'unsafe' });
    }
  });

  it('sandboxes frames without same-origin navigation of the top page', () => {
    expect(EMBEDDED_FRAME_SANDBOX.split(' ').sort()).toEqual(
      ['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts'].sort(),
    );
    expect(EMBEDDED_FRAME_SANDBOX).not.toContain('allow-top-navigation');
  });
});
