import type { AppraiseDetail } from '@mch/sdk';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DetailModal } from '../../ui/detail-modal';
import { ResultBadge } from './result-badge';

/** Props of AnswerDetailModal. */
export interface AnswerDetailModalProps {
  /** The answer to show; null closes the dialog. */
  answer: AppraiseDetail | null;
  onClose: () => void;
}

/** One evaluation answer in the detail table, in a dialog. */
export function AnswerDetailModal({ answer, onClose }: AnswerDetailModalProps) {
  const t = useMessages(evaluationMessages);
  const format = useFormat();
  return (
    <DetailModal
      item={answer}
      title={t('answerTitle')}
      onClose={onClose}
      items={(answer) => [
        { key: 'user', label: t('user'), value: answer.userName },
        { key: 'unit', label: t('unit'), value: answer.unitName },
        { key: 'time', label: t('submitted'), value: format.dateTime(answer.createTime) },
        { key: 'result', label: t('result'), value: <ResultBadge result={answer.appraiseResult} /> },
        { key: 'explain', label: t('explain'), value: answer.explain, span: 16 },
        { key: 'suggest', label: t('suggest'), value: answer.suggest, span: 24 },
      ]}
    />
  );
}
