import { describe, expect, it } from 'vitest';
import { hrefOf, parseQuery, stringifyQuery } from './search';

describe('query helpers', () => {
  it('reads every value as text, the first of repeated keys', () => {
    expect(parseQuery('?id=007&flag=true&id=2&json={"a":1}')).toEqual({
      id: '007',
      flag: 'true',
      json: '{"a":1}',
    });
    expect(parseQuery('')).toEqual({});
  });

  it('writes text, numbers and booleans, and drops anything else', () => {
    expect(stringifyQuery({ a: 'x y', b: 2, c: false, d: undefined, e: { x: 1 } })).toBe(
      '?a=x+y&b=2&c=false',
    );
    expect(stringifyQuery({})).toBe('');
  });

  it('builds the address of a page', () => {
    expect(hrefOf('/out-system-url', { url: 'https://a.example/?q=1' })).toBe(
      '/out-system-url?url=https%3A%2F%2Fa.example%2F%3Fq%3D1',
    );
    expect(hrefOf('/workbench')).toBe('/workbench');
  });
});
