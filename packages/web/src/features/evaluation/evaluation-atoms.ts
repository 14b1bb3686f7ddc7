import type { EvaluationOpening } from '@mch/sdk';
import { atom } from 'jotai';

/** How the evaluation dialog was opened: null while closed. From the home it cannot be closed by the user. */
export const evaluationDialogAtom = atom<EvaluationOpening | null>(null);

/** Opens the evaluation dialog from anywhere but the home, so it is closable (write-only). */
export const openEvaluationAtom = atom(null, (_get, set) => {
  set(evaluationDialogAtom, { fromHome: false });
});
