export { evaluationDialogAtom, openEvaluationAtom } from './evaluation-atoms';
export { EVALUATION_DIALOG_WIDTH, EvaluationDialog, type EvaluationDialogProps } from './evaluation-dialog';
export { ACTIVE_EVALUATION_QUERY_KEY, EvaluationHost } from './evaluation-host';
