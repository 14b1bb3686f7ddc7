import type { WarningMessageKey } from '@mch/sdk';
import { useEffect } from 'react';
import { appMessages } from '../platform/messages';
import { useWorkbench } from '../platform/workbench-context';
import { notify } from '../ui/notify';

const WARNING_TEXTS: Record<WarningMessageKey, 'warningServer' | 'warningMalformed' | 'warningHttp'> = {
  'error.server': 'warningServer',
  'error.malformed': 'warningMalformed',
  'error.http': 'warningHttp',
};

/**
 * Shows the interception policy's events once, globally (pages never toast them again): a warning with the
 * server's message (or the text of its message key), the expired-login message (the SDK logs out 2 s later) and
 * the network error. The SDK already debounces and throttles them. The texts are the app's in the current language
 * (a notification on screen follows a language switch); a server's message is shown as the server wrote it.
 */
export function PolicyNotifications() {
  const wb = useWorkbench();
  useEffect(() => {
    const offWarning = wb.events.on('warning', (event) => {
      const said = event.message?.trim() ? event.message : null;
      notify({
        color: 'orange',
        title: ({ t }) => t('common.warning'),
        message: ({ messages }) =>
          said ?? messages(appMessages)(WARNING_TEXTS[event.messageKey] ?? 'warningServer'),
      });
    });
    const offExpired = wb.events.on('sessionExpired', () => {
      notify({
        id: 'session-expired',
        color: 'red',
        title: ({ t }) => t('common.tip'),
        message: ({ t }) => t('error.sessionExpired'),
      });
    });
    const offNetwork = wb.events.on('networkError', (event) => {
      notify({
        color: 'red',
        title: ({ t }) => t('common.failed'),
        message: ({ t }) => t(event.kind === 'timeout' ? 'error.timeout' : 'error.network'),
      });
    });
    return () => {
      offWarning();
      offExpired();
      offNetwork();
    };
  }, [wb]);
  return null;
}
