import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters } from './adapters';

/** A stand-in for `document.cookie` that records every string written to it. */
function cookieJar() {
  const written: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser cookie adapter', () => {
  it('writes the login cookie Secure when the page is served over https', () => {
    const written = cookieJar();
    vi.stubGlobal('location', { protocol: 'https:' });
    browserAdapters().cookies.set('mch_token', 'abc', { domain: '.example.org', path: '/' });
    expect(written).toEqual(['mch_token=abc; path=/; domain=.example.org; secure; samesite=lax']);
  });

  it('writes it without Secure over plain http (a browser would drop a Secure cookie there)', () => {
    const written = cookieJar();
    vi.stubGlobal('location', { protocol: 'http:' });
    browserAdapters().cookies.set('mch_token', 'abc', { path: '/' });
    expect(written).toEqual(['mch_token=abc; path=/; samesite=lax']);
  });

  it('clears it with the same attributes', () => {
    const written = cookieJar();
    vi.stubGlobal('location', { protocol: 'https:' });
    browserAdapters().cookies.remove('mch_token', { domain: '.example.org', path: '/' });
    expect(written).toEqual([
      'mch_token=; max-age=0; path=/; domain=.example.org; secure',
      'mch_token=; max-age=0; path=/',
    ]);
  });
});
