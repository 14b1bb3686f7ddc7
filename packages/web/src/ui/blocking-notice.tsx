import { Button, Modal, Stack, Text } from '@mantine/core';

/** Props of BlockingNotice. */
export interface BlockingNoticeProps {
  /** The dialog's title (its accessible name). */
  title: string;
  /** What happened. */
  body: string;
  /** The one way out: the button's label and what it does. */
  actionLabel: string;
  onAction: () => void;
}

/**
 * A dialog the user cannot dismiss (no close button, no Escape, no click outside), with one action: for the
 * states that end the session as it is (no permission, another account signed in).
 */
export function BlockingNotice({ title, body, actionLabel, onAction }: BlockingNoticeProps) {
  return (
    <Modal
      opened
      onClose={() => {}}
      title={title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="lg">
        <Text>{body}</Text>
        <Button onClick={onAction} w="fit-content" ml="auto">
          {actionLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
