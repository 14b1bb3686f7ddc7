import { describe, expect, it } from 'vitest';
import { jumpTarget, pageCount } from './paging';

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(5, 0)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('jumpTarget', () => {
  it('accepts a whole page number within the pages', () => {
    expect(jumpTarget(' 3 ', 5)).toBe(3);
    expect(jumpTarget('5', 5)).toBe(5);
  });

  it('refuses empty text, fractions, zero and pages beyond the last', () => {
    expect(jumpTarget('', 5)).toBeNull();
    expect(jumpTarget('2.5', 5)).toBeNull();
    expect(jumpTarget('0', 5)).toBeNull();
    expect(jumpTarget('6', 5)).toBeNull();
    expect(jumpTarget('abc', 5)).toBeNull();
  });
});
