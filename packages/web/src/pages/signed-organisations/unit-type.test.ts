import { describe, expect, it } from 'vitest';
import { createLocalTranslator } from '../../i18n/define-messages';
import { orgMessages } from './messages';
import { unitTypeName } from './unit-type';

describe('unitTypeName', () => {
  it('names the kind of unit of a code, the code itself when it is no kind, and nothing as -', () => {
    const en = createLocalTranslator(orgMessages, 'en');
    expect([1, 2, 3, 4, 5].map((code) => unitTypeName(en, code))).toEqual([
      'Provincial',
      'Prefectural',
      'County',
      'Township or community',
      'Village or station',
    ]);
    expect(unitTypeName(en, 7)).toBe('Type 7');
    expect(unitTypeName(en, null)).toBe('-');
    expect(unitTypeName(createLocalTranslator(orgMessages, 'zh-CN'), 4)).toBe('乡镇（街道）级');
  });
});
