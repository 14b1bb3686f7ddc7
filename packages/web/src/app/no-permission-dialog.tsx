import { Button, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from './messages';

/** The blocking 'Tip' dialog of a user without any accessible function (SPEC.md §6, §8). */
export function NoPermissionDialog({ onConfirm }: { onConfirm: () => void }) {
  const t = useMessages(appMessages);
  const common = useT();
  return (
    <Modal
      opened
      onClose={() => {}}
      title={common('common.tip')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="lg">
        <Text>{common('permission.noAccess')}</Text>
        <Button onClick={onConfirm} w="fit-content" ml="auto">
          {t('noPermissionConfirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
