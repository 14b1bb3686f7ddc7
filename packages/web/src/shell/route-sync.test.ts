import { createResidentRecordRefs } from '@mch/sdk';
import { memoryStorage } from '@mch/sdk/testing';
import { describe, expect, it } from 'vitest';
import { identityOfHref, resolveRoute } from './route-sync';

describe('resolveRoute', () => {
  it('resolves every page route with its query and parameters', () => {
    const resolved = resolveRoute('/loginLog', { userName: 'zhang' }, { hasBusinessLines: false });
    expect(resolved?.match.definition.name).toBe('LoginLog');
    expect(resolved?.query).toEqual({ userName: 'zhang' });
    const line = resolveRoute('/businessLineDetail/7', { lobId: '7' }, { hasBusinessLines: true });
    expect(line?.match.params).toEqual({ id: '7' });
  });

  it('keeps the query as its page does: a wrong value out', () => {
    const flags = { hasBusinessLines: false };
    expect(resolveRoute('/resident-case-detail', { record: '../x' }, flags)?.query).toEqual({});
    expect(resolveRoute('/notice-detail', { id: 'x', from: 'bell' }, flags)?.query).toEqual({ from: 'bell' });
  });

  it('names a resident record by the tab’s reference, never by the identity number an old address gave', () => {
    const flags = { hasBusinessLines: false };
    const records = createResidentRecordRefs(memoryStorage());
    const resolved = resolveRoute('/resident-case-detail', { idCard: '43010519900307123x' }, flags, records);
    expect(resolved?.query).toEqual(records.pageQuery('43010519900307123X'));
    expect(resolveRoute('/resident-case-detail', { idCard: '123' }, flags, records)?.query).toEqual({});
    // Without the tab's references, the number is only dropped.
    expect(resolveRoute('/resident-case-detail', { idCard: '43010519900307123X' }, flags)?.query).toEqual({});
  });

  it('shows nothing for unknown paths', () => {
    expect(resolveRoute('/nope', {}, { hasBusinessLines: true })).toBeNull();
    expect(resolveRoute('/loginlog', {}, { hasBusinessLines: true })).toBeNull();
  });

  it('has business-line routes only with the businessLineManage function', () => {
    expect(resolveRoute('/businessLineDetail/7', {}, { hasBusinessLines: false })).toBeNull();
  });

  it('never frames anything but an http(s) URL', () => {
    expect(
      resolveRoute('/out-system-url', { url: 'javascript:alert(1)' }, { hasBusinessLines: false }),
    ).toBeNull();
    expect(resolveRoute('/out-system-url', {}, { hasBusinessLines: false })).toBeNull();
    expect(
      resolveRoute('/out-system-url', { url: 'https://exam.example.org/' }, { hasBusinessLines: false }),
    ).not.toBeNull();
  });
});

describe('identityOfHref', () => {
  it('gives the SDK page identity of an address, without the token', () => {
    expect(identityOfHref('/notice-detail', '?token=x&id=4')).toBe('/notice-detail?id=4');
    expect(identityOfHref('/workbench', '?a=1')).toBe('/workbench');
  });
});
