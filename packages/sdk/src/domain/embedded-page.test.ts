import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_FRAME_SANDBOX,
  embeddedPageTarget,
  type FramePolicy,
  isFrameOrigin,
  ROOM_FRAME_ALLOW,
} from './embedded-page';

const policy: FramePolicy = {
  pageOrigin: 'https://workbench.example.org',
  frameOrigins: [
    { origin: 'https://exam.example.org' },
    { origin: 'http://10.0.0.1:8080' },
    { origin: 'https://rooms.example.org', room: true },
    { origin: 'https://legacy.example.org', allowSameOrigin: true },
    { origin: 'http://localhost:*' },
  ],
};

describe('embedded page addresses', () => {
  it('frames an address of a listed origin in an opaque-origin sandbox', () => {
    expect(embeddedPageTarget('https://exam.example.org/home?x=1', policy)).toEqual({
      ok: true,
      url: 'https://exam.example.org/home?x=1',
      sandbox: EMBEDDED_FRAME_SANDBOX,
      allow: '',
      room: false,
    });
    expect(embeddedPageTarget('http://10.0.0.1:8080/', policy)).toMatchObject({ ok: true });
    expect(embeddedPageTarget('http://localhost:4318/demo.html', policy)).toMatchObject({ ok: true });
  });

  it('gives room origins the camera, microphone, screen and fullscreen', () => {
    const target = embeddedPageTarget('https://rooms.example.org/r/1', policy);
    // In its own origin: a browser gives no capture device to a frame in an opaque origin.
    expect(target).toMatchObject({
      ok: true,
      room: true,
      allow: ROOM_FRAME_ALLOW,
      sandbox: 'allow-scripts allow-forms allow-popups allow-same-origin',
    });
    expect(ROOM_FRAME_ALLOW).toBe('camera; microphone; display-capture; fullscreen');
  });

  it('adds allow-same-origin only for an origin listed with it', () => {
    const legacy = embeddedPageTarget('https://legacy.example.org/', policy);
    expect(legacy.ok && legacy.sandbox.split(' ')).toContain('allow-same-origin');
    const exam = embeddedPageTarget('https://exam.example.org/', policy);
    expect(exam.ok && exam.sandbox.split(' ')).not.toContain('allow-same-origin');
  });

  it('refuses an origin that is not listed, another port or scheme of a listed one included', () => {
    for (const value of [
      'https://evil.example.org/',
      'http://exam.example.org/',
      'https://exam.example.org:8443/',
      'http://10.0.0.1:8081/',
      'https://sub.exam.example.org/',
    ]) {
      expect(embeddedPageTarget(value, policy)).toEqual({ ok: false, reason: 'notListed' });
    }
  });

  it('never frames the app’s own origin, even when it is listed', () => {
    const own: FramePolicy = {
      pageOrigin: 'http://localhost:4173',
      frameOrigins: [{ origin: 'http://localhost:*', allowSameOrigin: true }],
    };
    expect(embeddedPageTarget('http://localhost:4173/workbench', own)).toEqual({
      ok: false,
      reason: 'sameOrigin',
    });
    expect(embeddedPageTarget('http://localhost:4174/x', own)).toMatchObject({ ok: true });
    // A path from the root is the app's own too; a protocol-relative address is not a path.
    for (const path of ['/workbench', ' /loginLog?x=1']) {
      expect(embeddedPageTarget(path, own)).toEqual({ ok: false, reason: 'sameOrigin' });
    }
    expect(embeddedPageTarget('//evil.example.com/x', own)).toEqual({ ok: false, reason: 'unsafe' });
    expect(embeddedPageTarget('/\\evil.example.com/x', own)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('refuses an address with a user name or password for that reason, and takes one with spaces around it', () => {
    for (const value of ['https://user:pass@exam.example.org', 'http://user@exam.example.org/a']) {
      expect(embeddedPageTarget(value, policy)).toEqual({ ok: false, reason: 'credentials' });
    }
    expect(embeddedPageTarget('  https://exam.example.org/a ', policy)).toMatchObject({
      ok: true,
      url: 'https://exam.example.org/a',
    });
    expect(embeddedPageTarget('https://exam.example.org/a b', policy)).toEqual({
      ok: false,
      reason: 'unsafe',
    });
  });

  it('refuses a missing address', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(embeddedPageTarget(value, policy)).toEqual({ ok: false, reason: 'missing' });
    }
  });

  it('refuses every other scheme and disguised address', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example.org',
      'java\tscript:alert(1)',
      'ftp://example.org',
    ]) {
      expect(embeddedPageTarget(value, policy)).toEqual({ ok: false, reason: 'unsafe' });
    }
  });

  it('sandboxes frames without same-origin access or top navigation by default', () => {
    expect(EMBEDDED_FRAME_SANDBOX.split(' ').sort()).toEqual(
      ['allow-forms', 'allow-popups', 'allow-scripts'].sort(),
    );
    expect(EMBEDDED_FRAME_SANDBOX).not.toContain('allow-top-navigation');
  });

  it('accepts only scheme://host[:port|:*] as a listed origin', () => {
    for (const ok of [
      'https://a.example.org',
      'http://127.0.0.1:4318',
      'http://localhost:*',
      'https://x.org/',
    ]) {
      expect(isFrameOrigin(ok)).toBe(true);
    }
    for (const bad of [
      'a.example.org',
      'https://a.org/path',
      'ftp://a.org',
      'https://a.org:99999',
      42,
      '*',
    ]) {
      expect(isFrameOrigin(bad)).toBe(false);
    }
  });
});
