/**
 * Placeholder of the sign-up dialog ('Training, exam, live registration'); the sign-up engineer replaces this file.
 * The shell renders `<SignupDialog />` once and opens it through `signupDialogOpenAtom` (src/shell/shell-atoms.ts).
 */
export function SignupDialog() {
  return null;
}
