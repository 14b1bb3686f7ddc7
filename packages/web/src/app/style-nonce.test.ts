import { getNonce, setNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetStyleNonce, shareStyleNonce, styleNonce } from './style-nonce';

function page(content: string | null): Pick<Document, 'querySelector'> {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('the style nonce the server gives the page', () => {
  afterEach(() => forgetStyleNonce());

  it('is the nonce nginx wrote into the csp-nonce meta', () => {
    expect(styleNonce(page('3f9a0c1d2e4b5a6978877665544332211'))).toBe('3f9a0c1d2e4b5a6978877665544332211');
  });

  it('is absent when the page was served without one (placeholder left, empty or no meta)', () => {
    expect(styleNonce(page('__CSP_NONCE__'))).toBeUndefined();
    forgetStyleNonce();
    expect(styleNonce(page(''))).toBeUndefined();
    forgetStyleNonce();
    expect(styleNonce(page(null))).toBeUndefined();
  });

  it('ignores a value that cannot be a nonce', () => {
    expect(styleNonce(page('a" onload="x'))).toBeUndefined();
  });
});

describe("the dialogs' scroll lock", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="csp-nonce"]')?.remove();
    forgetStyleNonce();
    setNonce('');
  });

  function serveWith(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    document.head.append(meta);
  }

  it("stamps its style with the page's nonce once the app has shared it", () => {
    serveWith('3f9a0c1d2e4b5a6978877665544332211');
    shareStyleNonce();
    expect(getNonce()).toBe('3f9a0c1d2e4b5a6978877665544332211');
  });

  it('gets no nonce when the page was served without one', () => {
    serveWith('__CSP_NONCE__');
    shareStyleNonce();
    expect(getNonce()).toBeUndefined();
  });
});
