import { describe, expect, it } from 'vitest';
import { validateSignupCode } from './codes';
import { halfWidth } from './half-width';
import { parsePositiveId } from './ids';
import { jumpTarget } from './paging';

describe('typed in full-width mode (a Chinese input method)', () => {
  it('makes digits, Latin letters and spaces plain and leaves Chinese as it is', () => {
    expect(halfWidth('１３８００１３８０００')).toBe('13800138000');
    expect(halfWidth('ＹＫＳ　妇幼')).toBe('YKS 妇幼');
    // A compatibility ideograph is a different character to a backend: it is kept (NFKC would change it).
    expect(halfWidth('\uF900')).toBe('\uF900');
  });

  it('is read as the user meant in ids, the page jumper and sign-up codes', () => {
    expect(parsePositiveId('０１')).toBe(1);
    expect(jumpTarget('２', 16)).toBe(2);
    expect(validateSignupCode('　２０２４ＹＫＳ０００１　')).toEqual({
      ok: true,
      code: '2024YKS0001',
      type: 'exam',
    });
    expect(validateSignupCode('２０２４ＹＫＣ０００１')).toMatchObject({ ok: true, type: 'training' });
  });
});
