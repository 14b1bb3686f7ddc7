import type { LoginLogEntry } from '@mch/sdk';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DetailModal } from '../../ui/detail-modal';
import { loginLogMessages } from './messages';

/** Props of LoginDetailModal. */
export interface LoginDetailModalProps {
  /** The entry to show; null closes the dialog. */
  entry: LoginLogEntry | null;
  onClose: () => void;
}

/** One login attempt in the detail table, in a dialog. */
export function LoginDetailModal({ entry, onClose }: LoginDetailModalProps) {
  const t = useMessages(loginLogMessages);
  const format = useFormat();
  return (
    <DetailModal
      item={entry}
      title={t('detailTitle')}
      onClose={onClose}
      items={(entry) => [
        { key: 'time', label: t('time'), value: format.dateTime(entry.loginTime) },
        { key: 'user', label: t('user'), value: entry.userName },
        { key: 'nickName', label: t('nickName'), value: entry.nickName },
        { key: 'unit', label: t('unit'), value: entry.unitName },
        { key: 'ip', label: t('ip'), value: entry.ip },
        { key: 'client', label: t('client'), value: entry.client },
        { key: 'result', label: t('result'), value: entry.result },
      ]}
    />
  );
}
