import { describe, expect, it } from 'vitest';
import { roomTarget } from './room-target';

const POLICY = { pageOrigin: 'https://app.test', frameOrigins: [{ origin: 'http://room.test' }] };

describe('roomTarget', () => {
  it('frames http(s) rooms on an http page and https rooms on an https page', () => {
    expect(roomTarget('http://room.test/a', 'http://app.test/', POLICY)).toEqual({
      url: 'http://room.test/a',
      mode: 'frame',
    });
    expect(roomTarget('https://room.test/a', 'https://app.test/', POLICY)).toEqual({
      url: 'https://room.test/a',
      mode: 'frame',
    });
  });

  it('opens a plain-http room from an https page in a new window', () => {
    expect(roomTarget('http://room.test/a', 'https://app.test/', POLICY)).toEqual({
      url: 'http://room.test/a',
      mode: 'window',
    });
  });

  it('opens a window only for a listed origin: any other goes to the framed page, which refuses it', () => {
    expect(roomTarget('http://evil.test/phish-login', 'https://app.test/', POLICY)).toEqual({
      url: 'http://evil.test/phish-login',
      mode: 'frame',
    });
    expect(roomTarget('http://room.test/a', 'https://app.test/', { ...POLICY, frameOrigins: [] })?.mode).toBe(
      'frame',
    );
  });

  it('refuses anything but a plain http(s) URL', () => {
    expect(roomTarget('javascript:alert(1)', 'https://app.test/', POLICY)).toBeNull();
    expect(roomTarget('//room.test/a', 'https://app.test/', POLICY)).toBeNull();
    expect(roomTarget(null, 'https://app.test/', POLICY)).toBeNull();
    expect(roomTarget('rtc://room/1', 'https://app.test/', POLICY)).toBeNull();
  });

  it('frames when the page address cannot be read', () => {
    expect(roomTarget('http://room.test/a', 'not a url', POLICY)?.mode).toBe('frame');
  });
});
