import { createEvaluationOffer, evaluationQueries } from '@mch/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { memo, useEffect, useRef, useState } from 'react';
import { useAtomSnapshot } from '../../platform/atom-snapshot';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { notify } from '../../ui/notify';
import { evaluationDialogAtom } from './evaluation-atoms';
import { EvaluationDialog } from './evaluation-dialog';
import { evaluationMessages } from './messages';

/**
 * Asks at start-up whether an evaluation project is active; the SDK's evaluation offer then opens the evaluation
 * dialog as opened from the home (not closable), once. Also opens it, closable, whenever `openEvaluationAtom` is
 * set. After a submit or an ignore it closes and goes to the workbench. Render it once inside the ready session and
 * the page actions.
 */
export const EvaluationHost = memo(function EvaluationHost({
  afterFinish,
}: {
  /**
   * Called once the dialog has gone after a submit or an ignore, with the workbench shown: the shell puts the
   * keyboard's focus there when it was left nowhere (a dialog opened at start-up has no control to go back to).
   */
  afterFinish?: () => void;
}) {
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const queryClient = useQueryClient();
  const dialog = useAtomSnapshot(evaluationDialogAtom);
  const setDialog = useSetAtom(evaluationDialogAtom);
  const active = useQuery({
    ...evaluationQueries.active(wb),
    retry: false,
  });
  const project = active.data ?? null;

  // Start-up: the SDK's offer opens the dialog from the home when a project is active, once per shell.
  const [offer] = useState(createEvaluationOffer);
  useEffect(() => {
    if (!active.isFetched) return;
    const next = offer.afterAnswer(dialog, project);
    if (next !== dialog) setDialog(next);
  }, [offer, active.isFetched, project, dialog, setDialog]);

  // Opened from elsewhere: ask again; with nothing to evaluate, say so and stay closed.
  const requested = dialog !== null && !dialog.fromHome;
  const { refetch } = active;
  useEffect(() => {
    if (!requested) return;
    let current = true;
    void refetch().then((result) => {
      if (!current || result.isError || result.data) return;
      notify({ color: 'blue', message: ({ messages }) => messages(evaluationMessages)('nothingToEvaluate') });
      setDialog(null);
    });
    return () => {
      current = false;
    };
  }, [requested, refetch, setDialog]);

  // The dialog is mounted from its first opening on (it closes with its transition), not drawn closed at start.
  const [wanted, setWanted] = useState(false);
  if (dialog !== null && !wanted) setWanted(true);

  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
    setDialog(null);
    queryClient.setQueryData(evaluationQueries.active(wb).queryKey, null);
    openPage('/workbench');
  };

  if (!wanted) return null;
  return (
    <EvaluationDialog
      project={dialog !== null ? project : null}
      fromHome={dialog?.fromHome ?? true}
      onClose={() => setDialog(null)}
      onFinished={finish}
      onClosed={() => {
        if (!finished.current) return;
        finished.current = false;
        afterFinish?.();
      }}
    />
  );
});
