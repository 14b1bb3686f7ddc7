import {
  type EvaluationProject,
  evaluationAdminMutations,
  ProjectStartError,
  projectStatusChanges,
} from '@mch/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useMessages } from '../../i18n/define-messages';
import { runMutation } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { notify } from '../../ui/notify';

/** The status change a project offers (start or end), asked for in a confirmation dialog; nothing when it has none. */
export function ProjectStatusAction({ project }: { project: EvaluationProject }) {
  const t = useMessages(evaluationMessages);
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const change = projectStatusChanges(project.status)[0];
  if (!change) return null;
  const start = change.action === 'start';
  const confirm = async () => {
    try {
      if (start) await runMutation(queryClient, evaluationAdminMutations.start(wb), project);
      else
        await runMutation(queryClient, evaluationAdminMutations.setStatus(wb), {
          projectId: project.id,
          status: change.to,
        });
    } catch (error) {
      // A start refused before anything changed: why, in the dialog (which shows a rejection's message).
      if (!(error instanceof ProjectStartError)) throw error;
      const { refusal } = error;
      throw new Error(
        refusal.reason === 'periodOver'
          ? t('start.periodOver', { end: refusal.endTime.slice(0, 16) })
          : t('start.otherInUse', { other: refusal.other.name ?? String(refusal.other.id) }),
      );
    }
    notify({
      color: 'green',
      message: ({ messages }) => {
        const m = messages(evaluationMessages);
        return m(change.to === 2 ? 'statusChanged.2' : 'statusChanged.1', { name: project.name });
      },
    });
  };
  return (
    <ConfirmAction
      size="compact-sm"
      variant="subtle"
      color="blue"
      aria-label={t(start ? 'action.startOf' : 'action.endOf', { name: project.name })}
      title={t(start ? 'confirm.startTitle' : 'confirm.endTitle')}
      message={t(start ? 'confirm.start' : 'confirm.end', { name: project.name })}
      onConfirm={confirm}
    >
      {t(start ? 'action.start' : 'action.end')}
    </ConfirmAction>
  );
}
