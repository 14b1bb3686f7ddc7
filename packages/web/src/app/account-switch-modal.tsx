import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from './messages';
import { useWorkbench } from './workbench-context';

/**
 * The token watch of SPEC.md §4: when the tab becomes visible and the login cookie is another account's (or gone),
 * a warning dialog says so; confirming reloads the page.
 */
export function AccountSwitchModal() {
  const wb = useWorkbench();
  const t = useMessages(appMessages);
  const [switched, setSwitched] = useState<{ signedOut: boolean } | null>(null);

  useEffect(() => {
    const off = wb.tokenWatch.events.on('accountSwitched', ({ current }) => {
      setSwitched({ signedOut: current === null });
    });
    wb.tokenWatch.start();
    return () => {
      off();
      wb.tokenWatch.stop();
    };
  }, [wb]);

  return (
    <Modal
      opened={switched !== null}
      onClose={() => {}}
      title={t('accountSwitchedTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="lg">
        <Text>{switched?.signedOut ? t('accountSignedOutBody') : t('accountSwitchedBody')}</Text>
        <Button
          w="fit-content"
          ml="auto"
          onClick={() => {
            wb.tokenWatch.acknowledge();
            wb.adapters.location.reload();
          }}
        >
          {t('reload')}
        </Button>
      </Stack>
    </Modal>
  );
}
