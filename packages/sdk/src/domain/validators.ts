/**
 * Form field rules of SPEC.md §5. Deliberately tiny and import-free: a consumer that imports only `isMobile`
 * must bundle well under 1 kB gzip.
 *
 * Strong-password symbols are the printable ASCII characters that are neither letters nor digits
 * (`!"#$%&'()*+,-./:;<=>?@[\]^_\`{|}~`); spaces and non-ASCII characters are not allowed at all.
 */

/** Message keys the form rules return. */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  password: 'validation.password',
  strongPassword: 'validation.strongPassword',
  mobile: 'validation.mobile',
  verificationCode: 'validation.verificationCode',
} as const;

/** A message key a form rule can return. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[keyof typeof VALIDATION_MESSAGE_KEYS];

/** A form rule: the message key of the first problem, or null when the value is valid. */
export type FieldRule = (value: string) => ValidationMessageKey | null;

const PASSWORD = /^(?![0-9]+$)(?![a-zA-Z]+$)(?![-=+_.]+$)[-=+_.a-zA-Z0-9]{6,18}$/;
const STRONG_PASSWORD = /^(?=[^0-9]*[0-9])(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=.*[!-/:-@[-`{-~])[!-~]{8,16}$/;
const MOBILE = /^1[3-9][0-9]{9}$/;
const VERIFICATION_CODE = /^[0-9]{6}$/;

/** 6-18 letters, digits or `-=+_.`, and not only digits, only letters or only symbols. */
export function isPassword(value: string): boolean {
  return PASSWORD.test(value);
}

/** 8-16 printable ASCII characters (no spaces) with a digit, a lower-case and an upper-case letter and a symbol. */
export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD.test(value);
}

/** A mainland mobile number: 1, then 3-9, then 9 more digits (11 in total). */
export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

/** A verification code: exactly 6 digits. */
export function isVerificationCode(value: string): boolean {
  return VERIFICATION_CODE.test(value);
}

function check(value: string, valid: boolean, key: ValidationMessageKey): ValidationMessageKey | null {
  return value.trim() === '' ? 'validation.required' : valid ? null : key;
}

/** Form rule for a password: `validation.required` when blank, `validation.password` when invalid, else null. */
export function passwordRule(value: string): ValidationMessageKey | null {
  return check(value, isPassword(value), 'validation.password');
}

/** Form rule for a strong password: `validation.required` or `validation.strongPassword`, else null. */
export function strongPasswordRule(value: string): ValidationMessageKey | null {
  return check(value, isStrongPassword(value), 'validation.strongPassword');
}

/** Form rule for a mobile number: `validation.required` or `validation.mobile`, else null. */
export function mobileRule(value: string): ValidationMessageKey | null {
  return check(value, isMobile(value), 'validation.mobile');
}

/** Form rule for a verification code: `validation.required` or `validation.verificationCode`, else null. */
export function verificationCodeRule(value: string): ValidationMessageKey | null {
  return check(value, isVerificationCode(value), 'validation.verificationCode');
}
