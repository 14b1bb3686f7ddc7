import { notifications } from '@mantine/notifications';
import type { WarningMessageKey } from '@mch/sdk';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from '../platform/messages';
import { useWorkbench } from '../platform/workbench-context';

const WARNING_TEXTS: Record<WarningMessageKey, 'warningServer' | 'warningMalformed' | 'warningHttp'> = {
  'error.server': 'warningServer',
  'error.malformed': 'warningMalformed',
  'error.http': 'warningHttp',
};

/**
 * Shows the interception policy's events once, globally (pages never toast them again): a warning with the
 * server's message (or the text of its message key), the expired-login message (the SDK logs out 2 s later) and
 * the network error. The SDK already debounces and throttles them.
 */
export function PolicyNotifications() {
  const wb = useWorkbench();
  const t = useMessages(appMessages);
  const common = useT();
  // The latest translators, read when an event arrives (the subscriptions stay put).
  const texts = useRef({ t, common });
  texts.current = { t, common };

  useEffect(() => {
    const offWarning = wb.events.on('warning', (event) => {
      const { t: tr, common: c } = texts.current;
      notifications.show({
        color: 'orange',
        title: c('common.warning'),
        message: event.message?.trim()
          ? event.message
          : tr(WARNING_TEXTS[event.messageKey] ?? 'warningServer'),
      });
    });
    const offExpired = wb.events.on('sessionExpired', () => {
      const { common: c } = texts.current;
      notifications.show({
        id: 'session-expired',
        color: 'red',
        title: c('common.tip'),
        message: c('error.sessionExpired'),
      });
    });
    const offNetwork = wb.events.on('networkError', (event) => {
      const { common: c } = texts.current;
      notifications.show({
        color: 'red',
        title: c('common.failed'),
        message: c(event.kind === 'timeout' ? 'error.timeout' : 'error.network'),
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
