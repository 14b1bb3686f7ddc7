import { halfWidth } from './half-width';
/**
 * Sign-up code rules (SPEC.md §2.4, §4 "Code type detection", §5 "Sign-up search").
 *
 * The letters are case-sensitive, exactly as the spec writes them: `12YKS34` is an exam and `12YKC34` a training,
 * while `12yks34` is neither and is therefore tried as a live code (the product never upper-cases the input).
 */

/** The kinds of thing a sign-up code can name, in the order the product shows them. */
export const SIGNUP_CODE_TYPES = ['exam', 'training', 'live'] as const;

/** What a sign-up code names: an exam, a training course or a live broadcast. */
export type SignupCodeType = (typeof SIGNUP_CODE_TYPES)[number];

/** Message keys the sign-up search can return (SPEC.md §5). */
export const SIGNUP_MESSAGE_KEYS = {
  emptyCode: 'signup.emptyCode',
  codeRuleMismatch: 'signup.codeRuleMismatch',
} as const;

/** A message key of the sign-up search. */
export type SignupMessageKey = (typeof SIGNUP_MESSAGE_KEYS)[keyof typeof SIGNUP_MESSAGE_KEYS];

/** The outcome of checking a sign-up code: the trimmed code and its type, or the message key to show. */
export type SignupCodeValidation =
  | { ok: true; code: string; type: SignupCodeType }
  | { ok: false; messageKey: SignupMessageKey };

const EXAM_CODE = /^\d+YKS\d+$/;
const TRAINING_CODE = /^\d+YKC\d+$/;
// Every Unicode White_Space character plus the byte-order mark (which String.prototype.trim also removes).
const EDGE_WHITESPACE = /^[\p{White_Space}\uFEFF]+|[\p{White_Space}\uFEFF]+$/gu;

/**
 * The most characters the code box takes: the codes are a dozen characters long; a paste of a whole page must not
 * go out as a query of kilobytes (a gateway refuses a request line that long).
 */
export const SIGNUP_CODE_INPUT_LIMIT = 64;

// Characters of no width (a zero-width space or joiner, a word joiner), which a copy from a web page can carry.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Removes every kind of Unicode whitespace from both ends of a sign-up code, and characters of no width from it. */
export function trimSignupCode(raw: string): string {
  return raw.replace(ZERO_WIDTH, '').replace(EDGE_WHITESPACE, '');
}

/**
 * The type a sign-up code names: digits + `YKS` + digits is an exam, digits + `YKC` + digits a training, any
 * other text a live code; `null` for a blank code. The code is trimmed first; digits are ASCII 0-9.
 */
export function detectCodeType(raw: string): SignupCodeType | null {
  const code = trimSignupCode(raw);
  if (code === '') return null;
  if (EXAM_CODE.test(code)) return 'exam';
  if (TRAINING_CODE.test(code)) return 'training';
  return 'live';
}

/**
 * Checks the code typed into the sign-up dialog: blank gives `signup.emptyCode`
 * ('Please enter the query number!'); a code longer than {@link SIGNUP_CODE_INPUT_LIMIT} gives
 * `signup.codeRuleMismatch` (no exam, training or live code is that long, and it is not sent: a gateway refuses a
 * request line of kilobytes); otherwise the trimmed code and its type (any other non-blank text is tried as a live
 * code).
 */
export function validateSignupCode(raw: string): SignupCodeValidation {
  // What the user typed in full-width mode ('２０２４ＹＫＳ０００１') is the code they meant; the rule itself
  // (detectCodeType) reads ASCII digits and letters only.
  const code = trimSignupCode(halfWidth(raw));
  if (code === '') return { ok: false, messageKey: SIGNUP_MESSAGE_KEYS.emptyCode };
  if (code.length > SIGNUP_CODE_INPUT_LIMIT)
    return { ok: false, messageKey: SIGNUP_MESSAGE_KEYS.codeRuleMismatch };
  const type = detectCodeType(code);
  if (type === null) return { ok: false, messageKey: SIGNUP_MESSAGE_KEYS.codeRuleMismatch };
  return { ok: true, code, type };
}
