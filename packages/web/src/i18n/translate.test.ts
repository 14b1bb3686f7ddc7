import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createTranslator, interpolate, isMessageKey } from './translate';
import type { Message } from './types';
import { zhCN } from './zh-CN';

describe('catalogues', () => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold the product texts of SPEC.md word for word', () => {
    const t = createTranslator('en');
    expect(t('signup.emptyCode')).toBe('Please enter the query number!');
    expect(t('signup.codeRuleMismatch')).toBe(
      'Input number does not match the course, exam or live number rules!',
    );
    expect(t('signup.noData')).toBe('No data, please check the number');
    expect(t('common.tip')).toBe('Tip');
    expect(t('permission.noAccess')).toBe(
      'This login account has no accessible permission, please contact the administrator!',
    );
    expect(`${t('signup.successTitle')}: ${t('signup.successBody')}`).toBe(
      'Success: You have registered successfully, please go to and refresh the online learning, online exam and online live pages to view the related content;',
    );
  });

  it('have no empty messages', () => {
    for (const catalogue of [en, zhCN] as Record<string, Message>[]) {
      for (const [key, message] of Object.entries(catalogue)) {
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        for (const form of forms) expect(form.trim(), key).not.toBe('');
      }
    }
  });
});

describe('createTranslator', () => {
  it('translates into the chosen language', () => {
    expect(createTranslator('en')('common.cancel')).toBe('Cancel');
    expect(createTranslator('zh-CN')('common.cancel')).toBe('取消');
  });

  it('fills placeholders and picks the plural form by count', () => {
    const t = createTranslator('en');
    expect(t('common.foundItems', { count: 1 })).toBe('Found 1 item');
    expect(t('common.foundItems', { count: 3 })).toBe('Found 3 items');
    expect(t('pagination.total', { total: 0 })).toBe('Total 0 items');
    // A count or total is an amount: grouped like every other (SPEC.md §2.6), its plural picked from the number.
    expect(t('pagination.total', { total: 17666 })).toBe('Total 17,666 items');
    expect(createTranslator('zh-CN')('pagination.total', { total: 17666 })).toBe('共 17,666 条');
    expect(createTranslator('zh-CN')('common.foundItems', { count: 3 })).toBe('共查询到 3 条');
  });
});

describe('interpolate', () => {
  it('keeps placeholders it has no value for', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('plain')).toBe('plain');
  });
});

describe('isMessageKey', () => {
  it('accepts the catalogue keys only', () => {
    expect(isMessageKey('validation.mobile')).toBe(true);
    expect(isMessageKey('signup.emptyCode')).toBe(true);
    expect(isMessageKey('no.such.key')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
