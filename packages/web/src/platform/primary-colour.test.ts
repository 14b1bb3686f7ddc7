import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { primaryColourAtom, themeParam } from './primary-colour';

describe('themeParam', () => {
  it('reads a valid colour from the query string', () => {
    expect(themeParam('?theme=%231677ff&token=x')).toBe('#1677ff');
    expect(themeParam('?theme=teal')).toBe('teal');
    expect(themeParam('?theme=%20Teal')).toBe('teal');
  });

  it('ignores a missing or invalid colour', () => {
    expect(themeParam('')).toBeNull();
    expect(themeParam('?theme=url(javascript:alert(1))')).toBeNull();
  });
});

describe('primaryColourAtom', () => {
  it('takes valid colours and resets on anything else', () => {
    const store = createStore();
    expect(store.get(primaryColourAtom)).toBeNull();
    store.set(primaryColourAtom, 'grape');
    expect(store.get(primaryColourAtom)).toBe('grape');
    store.set(primaryColourAtom, 'expression(alert(1))');
    expect(store.get(primaryColourAtom)).toBeNull();
  });
});
