import { describe, expect, it } from 'vitest';
import { roomTarget } from './room-target';

describe('roomTarget', () => {
  it('frames http(s) rooms on an http page and https rooms on an https page', () => {
    expect(roomTarget('http://room.test/a', 'http://app.test/')).toEqual({
      url: 'http://room.test/a',
      mode: 'frame',
    });
    expect(roomTarget('https://room.test/a', 'https://app.test/')).toEqual({
      url: 'https://room.test/a',
      mode: 'frame',
    });
  });

  it('opens a plain-http room from an https page in a new window', () => {
    expect(roomTarget('http://room.test/a', 'https://app.test/')).toEqual({
      url: 'http://room.test/a',
      mode: 'window',
    });
  });

  it('refuses anything but a plain http(s) URL', () => {
    expect(roomTarget('javascript:alert(1)', 'https://app.test/')).toBeNull();
    expect(roomTarget('//room.test/a', 'https://app.test/')).toBeNull();
    expect(roomTarget(null, 'https://app.test/')).toBeNull();
    expect(roomTarget('rtc://room/1', 'https://app.test/')).toBeNull();
  });

  it('frames when the page address cannot be read', () => {
    expect(roomTarget('http://room.test/a', 'not a url')?.mode).toBe('frame');
  });
});
