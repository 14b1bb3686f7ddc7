import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, MAX_URL_LENGTH, safeFrameUrl } from './url';

describe('isHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    for (const ok of [
      'https://exam.example.com/path?a=1#top',
      'http://10.0.0.1:8080/',
      'HTTPS://Example.com',
      'https://例子.测试/页面',
      'https://host/a%20b',
    ]) {
      expect(isHttpUrl(ok), ok).toBe(true);
    }
  });

  it('rejects other schemes and the usual tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://host/file',
      '//evil.example.com',
      '/relative/path',
      'https:evil.example.com',
      'https:\\\\evil.example.com',
      'https:/evil.example.com',
      'https://',
      'https:///path',
      ' https://example.com',
      'https://example.com ',
      'https://exa\nmple.com',
      'https://example.com/\u0000',
      'https://example.com/\u200bx',
      'https://user:pass@example.com',
      'https://trusted.example.com@evil.example.com',
      `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`,
      '',
    ]) {
      expect(isHttpUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('rejects values that are not strings', () => {
    for (const bad of [null, undefined, 1, {}, ['https://example.com'], new URL('https://example.com')]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it('only ever accepts text that parses to an http(s) URL with a host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })), (value) => {
        if (!isHttpUrl(value)) return;
        const url = new URL(value);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
        expect(value.trim()).toBe(value);
      }),
    );
  });

  it('accepts generated web URLs without credentials', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          const parsed = new URL(url);
          expect(isHttpUrl(url)).toBe(parsed.username === '' && parsed.password === '');
        },
      ),
    );
  });
});

describe('safeFrameUrl', () => {
  it('returns the URL only when it may be framed', () => {
    expect(safeFrameUrl('https://exam.example.com/')).toBe('https://exam.example.com/');
    expect(safeFrameUrl('javascript:alert(1)')).toBeNull();
    expect(safeFrameUrl(undefined)).toBeNull();
  });
});
