import { atom } from 'jotai';

/** Whether the sign-up dialog ('Training, exam, live registration') is open; the sign-up banner sets it. */
export const signupDialogOpenAtom = atom(false);

/** Opens the sign-up dialog (write-only: `useSetAtom(openSignupAtom)()`). */
export const openSignupAtom = atom(null, (_get, set) => {
  set(signupDialogOpenAtom, true);
});
