import { describe, expect, it } from 'vitest';
import { targetRouteOf } from './session';

describe('targetRouteOf (SPEC.md §2.3 target route)', () => {
  it('is the page arrived at, path and query, without the SSO token', () => {
    expect(targetRouteOf('https://wb.example/residentCase?token=abc&status=1')).toBe(
      '/residentCase?status=1',
    );
    expect(targetRouteOf('/userNotice?token=abc')).toBe('/userNotice');
    expect(targetRouteOf('/businessLine/7?lobId=7#top')).toBe('/businessLine/7?lobId=7');
  });

  it('is null at the login path, where the landing decides', () => {
    expect(targetRouteOf('https://wb.example/?token=abc')).toBeNull();
    expect(targetRouteOf('/')).toBeNull();
    expect(targetRouteOf('/sso?token=abc', '/sso')).toBeNull();
  });

  it('keeps every other parameter as written', () => {
    expect(targetRouteOf('/referralMonit?id=12&token=t&theme=blue')).toBe('/referralMonit?id=12&theme=blue');
  });
});
