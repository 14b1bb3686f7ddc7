import { describe, expect, it } from 'vitest';
import { pageCount } from './paging';

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
  });
});
