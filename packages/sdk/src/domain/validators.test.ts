import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMobile,
  isPassword,
  isStrongPassword,
  isVerificationCode,
  mobileRule,
  passwordRule,
  strongPasswordRule,
  VALIDATION_MESSAGE_KEYS,
  verificationCodeRule,
} from './validators';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const PASSWORD_SYMBOLS = '-=+_.';
const STRONG_SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const from = (chars: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('isPassword', () => {
  it('accepts mixed passwords of 6 to 18 characters', () => {
    for (const ok of ['abc123', 'a-b=c+', '12_.34', 'Abcdef.', 'a1b2c3d4e5f6g7h8i9']) {
      expect(isPassword(ok), ok).toBe(true);
    }
  });

  it('rejects single-class, short, long and foreign passwords', () => {
    for (const bad of [
      '123456',
      'abcdef',
      '-=+_.-',
      'ab12',
      'a1b2c3d4e5f6g7h8i9j',
      'abc 123',
      'abc!123',
      'abc中123',
      '',
    ]) {
      expect(isPassword(bad), bad).toBe(false);
    }
  });

  it('accepts exactly the allowed alphabet, length and mix', () => {
    fc.assert(
      fc.property(from(LETTERS + DIGITS + PASSWORD_SYMBOLS, 0, 22), (value) => {
        const classes = [LETTERS, DIGITS, PASSWORD_SYMBOLS].filter((set) =>
          [...value].some((c) => set.includes(c)),
        ).length;
        expect(isPassword(value)).toBe(value.length >= 6 && value.length <= 18 && classes >= 2);
      }),
    );
  });

  it('rejects any character outside the alphabet', () => {
    fc.assert(
      fc.property(
        from(LETTERS + DIGITS, 3, 8),
        fc
          .integer({ min: 0, max: 0x10ffff })
          .filter((cp) => cp < 0xd800 || cp > 0xdfff)
          .map((cp) => String.fromCodePoint(cp))
          .filter((c) => !(LETTERS + DIGITS + PASSWORD_SYMBOLS).includes(c)),
        (value, foreign) => {
          expect(isPassword(`a1${value}${foreign}`)).toBe(false);
        },
      ),
    );
  });
});

describe('isStrongPassword', () => {
  it('needs a digit, a lower-case and an upper-case letter and a symbol in 8 to 16 characters', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Zz9~Zz9~Zz9~Zz9~')).toBe(true);
    expect(isStrongPassword('a\\B2cdef')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(isStrongPassword('Abcdef1!xxxxxxxxx')).toBe(false);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Abc def1!')).toBe(false);
    expect(isStrongPassword('Abcdéf1!')).toBe(false);
    expect(isStrongPassword('Abcdef1!\n')).toBe(false);
  });

  it('agrees with the rule on any printable ASCII text', () => {
    fc.assert(
      fc.property(from(LETTERS + DIGITS + STRONG_SYMBOLS, 0, 20), (value) => {
        const has = (set: string) => [...value].some((c) => set.includes(c));
        const expected =
          value.length >= 8 &&
          value.length <= 16 &&
          has(DIGITS) &&
          has('abcdefghijklmnopqrstuvwxyz') &&
          has('ABCDEFGHIJKLMNOPQRSTUVWXYZ') &&
          has(STRONG_SYMBOLS);
        expect(isStrongPassword(value)).toBe(expected);
      }),
    );
  });
});

describe('isMobile and isVerificationCode', () => {
  it('check mobile numbers', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
    expect(isMobile('13800138000\n')).toBe(false);
    expect(isMobile('１３８００１３８０００')).toBe(false);
  });

  it('accept exactly 1, 3-9 and 9 more digits', () => {
    fc.assert(
      fc.property(from(DIGITS, 0, 13), (value) => {
        expect(isMobile(value)).toBe(
          value.length === 11 && value[0] === '1' && '3456789'.includes(value[1] ?? 'x'),
        );
      }),
    );
  });

  it('check verification codes', () => {
    expect(isVerificationCode('012345')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12a456')).toBe(false);
    fc.assert(
      fc.property(from(DIGITS, 0, 8), (value) => {
        expect(isVerificationCode(value)).toBe(value.length === 6);
      }),
    );
  });
});

describe('form rules', () => {
  it('return the required key for blank values', () => {
    for (const rule of [passwordRule, strongPasswordRule, mobileRule, verificationCodeRule]) {
      expect(rule('')).toBe('validation.required');
      expect(rule('  ')).toBe('validation.required');
    }
  });

  it('return the rule key for invalid values and null for valid ones', () => {
    expect(passwordRule('123456')).toBe('validation.password');
    expect(passwordRule('abc123')).toBeNull();
    expect(strongPasswordRule('abc123')).toBe('validation.strongPassword');
    expect(strongPasswordRule('Abcdef1!')).toBeNull();
    expect(mobileRule('12345')).toBe('validation.mobile');
    expect(mobileRule('13800138000')).toBeNull();
    expect(verificationCodeRule('12345')).toBe('validation.verificationCode');
    expect(verificationCodeRule('123456')).toBeNull();
  });

  it('list every key they can return', () => {
    expect(Object.values(VALIDATION_MESSAGE_KEYS).sort()).toEqual([
      'validation.mobile',
      'validation.password',
      'validation.required',
      'validation.strongPassword',
      'validation.verificationCode',
    ]);
  });
});
