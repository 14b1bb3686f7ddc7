import { Modal } from '@mantine/core';
import type { AppraiseDetail } from '@mch/sdk';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DetailTable } from '../../ui';
import { evaluationMessages } from '../evaluation-manage/messages';
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
  const common = useT();
  const format = useFormat();
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      title={t('answerTitle')}
      size={960}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {answer && (
        <DetailTable
          items={[
            { key: 'user', label: t('user'), value: answer.userName },
            { key: 'unit', label: t('unit'), value: answer.unitName },
            { key: 'time', label: t('submitted'), value: format.dateTime(answer.createTime) },
            { key: 'result', label: t('result'), value: <ResultBadge result={answer.appraiseResult} /> },
            { key: 'explain', label: t('explain'), value: answer.explain, span: 16 },
            { key: 'suggest', label: t('suggest'), value: answer.suggest, span: 24 },
          ]}
        />
      )}
    </Modal>
  );
}
