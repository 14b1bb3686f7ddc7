import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { unitTypeName } from './unit-type-name';

describe('unitTypeName', () => {
  it('names the kind of unit of a code in either language, the code itself when it is no kind, nothing for none', () => {
    const en = createTranslator('en');
    expect([1, 2, 3, 4, 5].map((code) => unitTypeName(en, code))).toEqual([
      'Province',
      'City',
      'County or district',
      'Township or community',
      'Village or station',
    ]);
    expect(unitTypeName(en, 7)).toBe('Type 7');
    expect(unitTypeName(en, null)).toBeNull();
    expect(unitTypeName(createTranslator('zh-CN'), 4)).toBe('乡镇（街道）级');
  });
});
