import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectCodeType,
  SIGNUP_CODE_INPUT_LIMIT,
  SIGNUP_CODE_TYPES,
  trimSignupCode,
  validateSignupCode,
} from './codes';
import { halfWidth } from './half-width';

const digits = fc.stringMatching(/^[0-9]{1,12}$/);
const whitespace = fc.constantFrom(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u3000',
  '\u2003',
  '\u0085',
  '\ufeff',
  '\u2028',
);
const padding = fc.array(whitespace, { maxLength: 4 }).map((chars) => chars.join(''));

describe('detectCodeType', () => {
  it('reads the examples of the spec', () => {
    expect(detectCodeType('2024YKS001')).toBe('exam');
    expect(detectCodeType('12YKC345')).toBe('training');
    expect(detectCodeType('LIVE-2024-09')).toBe('live');
    expect(detectCodeType('123456')).toBe('live');
    expect(detectCodeType('')).toBeNull();
    expect(detectCodeType('   ')).toBeNull();
  });

  it('trims every kind of Unicode whitespace, including full-width and no-break spaces', () => {
    expect(detectCodeType('\u3000 12YKS3\u00a0\n')).toBe('exam');
    expect(detectCodeType('\u0085\u2028\ufeff')).toBeNull();
  });

  it('drops characters of no width a copied code can carry', () => {
    expect(trimSignupCode('LIVE\u200b0001\u2060')).toBe('LIVE0001');
    expect(detectCodeType('2024\u200dYKS\ufeff0001')).toBe('exam');
    expect(detectCodeType('\u200b\u200c')).toBeNull();
  });

  it('keeps the letters case-sensitive: lower-case yks is tried as a live code', () => {
    expect(detectCodeType('12yks34')).toBe('live');
    expect(detectCodeType('12Ykc34')).toBe('live');
  });

  it('needs digits on both sides of the letters', () => {
    expect(detectCodeType('YKS12')).toBe('live');
    expect(detectCodeType('12YKS')).toBe('live');
    expect(detectCodeType('12YKS3YKS4')).toBe('live');
    expect(detectCodeType('１２YKS３')).toBe('live');
  });

  it('detects exam codes however they are padded', () => {
    fc.assert(
      fc.property(digits, digits, padding, padding, (a, b, before, after) => {
        expect(detectCodeType(`${before}${a}YKS${b}${after}`)).toBe('exam');
      }),
    );
  });

  it('detects training codes however they are padded', () => {
    fc.assert(
      fc.property(digits, digits, padding, padding, (a, b, before, after) => {
        expect(detectCodeType(`${before}${a}YKC${b}${after}`)).toBe('training');
      }),
    );
  });

  it('gives a type to any text that is not blank, and null only to blank text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const type = detectCodeType(raw);
        expect(type === null).toBe(trimSignupCode(raw) === '');
        if (type !== null) expect(SIGNUP_CODE_TYPES).toContain(type);
      }),
    );
  });

  it('depends only on the trimmed code', () => {
    fc.assert(
      fc.property(fc.string(), padding, padding, (raw, before, after) => {
        expect(detectCodeType(`${before}${raw}${after}`)).toBe(detectCodeType(raw));
      }),
    );
  });
});

describe('validateSignupCode', () => {
  it('asks for a code when it is blank', () => {
    expect(validateSignupCode('')).toEqual({ ok: false, messageKey: 'signup.emptyCode' });
    expect(validateSignupCode(' \t\u3000')).toEqual({ ok: false, messageKey: 'signup.emptyCode' });
  });

  it('returns the trimmed code and its type', () => {
    expect(validateSignupCode('  2024YKS001 ')).toEqual({ ok: true, code: '2024YKS001', type: 'exam' });
    expect(validateSignupCode('\n8YKC9')).toEqual({ ok: true, code: '8YKC9', type: 'training' });
    expect(validateSignupCode(' live 7 ')).toEqual({ ok: true, code: 'live 7', type: 'live' });
  });

  it('refuses a code longer than the code box takes as matching no rule, without a type to search by', () => {
    const longest = `1YKS${'0'.repeat(SIGNUP_CODE_INPUT_LIMIT - 4)}`;
    expect(validateSignupCode(longest)).toEqual({ ok: true, code: longest, type: 'exam' });
    expect(validateSignupCode(`${longest}0`)).toEqual({ ok: false, messageKey: 'signup.codeRuleMismatch' });
    expect(validateSignupCode('x'.repeat(20_000))).toEqual({
      ok: false,
      messageKey: 'signup.codeRuleMismatch',
    });
  });

  it('never reports a rule mismatch for a code the box takes, because any other text is a live code', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: SIGNUP_CODE_INPUT_LIMIT }), (raw) => {
        const result = validateSignupCode(raw);
        if (result.ok) {
          // Full-width ASCII typed through an input method is read as plain ASCII first.
          expect(result.code).toBe(trimSignupCode(halfWidth(raw)));
          expect(result.type).toBe(detectCodeType(halfWidth(raw)));
        } else {
          expect(result.messageKey).toBe('signup.emptyCode');
        }
      }),
    );
  });
});
