import { Modal } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useAtomSnapshot } from '../../platform/atom-snapshot';
import { signupDialogOpenAtom } from './signup-atoms';
import { SignupPanel } from './signup-panel';

/** Width of the sign-up dialog (SPEC.md §2.4). */
export const SIGNUP_DIALOG_WIDTH = 780;

/**
 * The 'Training, exam, live registration' dialog (SPEC.md §2.4). The shell renders it once; it opens through
 * `signupDialogOpenAtom` / `openSignupAtom` and starts with an empty code and no result each time.
 */
export function SignupDialog() {
  const t = useT();
  const opened = useAtomSnapshot(signupDialogOpenAtom);
  const setOpened = useSetAtom(signupDialogOpenAtom);
  // A new panel for every opening: the code and the result never survive a close.
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  // Focus goes back to what opened the dialog (the banner), also on the first opening, when the lazily loaded
  // dialog mounts already open and Mantine has no earlier focus to return to.
  const returnTo = useRef<HTMLElement | null>(null);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setOpenings((n) => n + 1);
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
  }
  if (opened && returnTo.current === null && document.activeElement instanceof HTMLElement) {
    returnTo.current = document.activeElement;
  }

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('signup.title')}
      size={SIGNUP_DIALOG_WIDTH}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      returnFocus={false}
      onExitTransitionEnd={() => {
        returnTo.current?.focus();
        returnTo.current = null;
      }}
    >
      <SignupPanel key={openings} />
    </Modal>
  );
}
