import type { EvaluationProject } from '@mch/sdk';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { GuardedModal } from '../../ui/guarded-modal';
import { EvaluationForm } from './evaluation-form';
import { evaluationMessages } from './messages';

/** Width of the evaluation dialog (SPEC.md §2.5, §9). */
export const EVALUATION_DIALOG_WIDTH = 960;

/** Props of EvaluationDialog. */
export interface EvaluationDialogProps {
  /** The project to evaluate; the dialog is closed while null. */
  project: EvaluationProject | null;
  /** Opened from the home: then the user cannot close it (only submit or, for mode 0, ignore). */
  fromHome: boolean;
  /** The user closed it (only possible when not opened from the home). */
  onClose: () => void;
  /** 2 s after a submit or an ignore. */
  onFinished: () => void;
  /** The dialog has gone (its closing transition ended). */
  onClosed?: () => void;
}

/**
 * The satisfaction evaluation (SPEC.md §2.5, §4, §5) in a 960 px modal that neither the mask nor the keyboard
 * closes; it has a close button only when not opened from the home, which asks first when something is typed (what
 * is typed is kept as a draft either way, and offered back after an expiry or a reload).
 */
export function EvaluationDialog({
  project,
  fromHome,
  onClose,
  onFinished,
  onClosed,
}: EvaluationDialogProps) {
  const t = useT();
  const m = useMessages(evaluationMessages);
  return (
    <GuardedModal
      opened={project !== null}
      onClose={() => {
        if (!fromHome) onClose();
      }}
      title={m('title')}
      size={EVALUATION_DIALOG_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={!fromHome}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...(onClosed ? { onExitTransitionEnd: onClosed } : {})}
    >
      {project !== null && <EvaluationForm key={project.id} project={project} onFinished={onFinished} />}
    </GuardedModal>
  );
}
