export { evaluationDialogAtom, openEvaluationAtom } from './evaluation-atoms';
export { EVALUATION_DIALOG_WIDTH, EvaluationDialog, type EvaluationDialogProps } from './evaluation-dialog';
export { EvaluationHost } from './evaluation-host';
