import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from './messages';
import { useWorkbench } from './workbench-context';

/** The blocking dialog of an account switch (SPEC.md §4): it says so, and confirming reloads the page. */
export default function AccountSwitchDialog({ signedOut }: { signedOut: boolean }) {
  const wb = useWorkbench();
  const t = useMessages(appMessages);
  return (
    <Modal
      opened
      onClose={() => {}}
      title={t('accountSwitchedTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="lg">
        <Text>{signedOut ? t('accountSignedOutBody') : t('accountSwitchedBody')}</Text>
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
