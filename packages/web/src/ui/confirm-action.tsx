import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { isUncertainFailure } from '@mch/sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { errorMessage } from './error-message';
import { notify } from './notify';

/** Props of ConfirmAction. */
export interface ConfirmActionProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's label ('Delete' by default). */
  children?: ReactNode;
  /** The dialog's title ('Please confirm' by default). */
  title?: ReactNode;
  /** The question asked ('Are you sure you want to delete this? …' by default). */
  message?: ReactNode;
  /** The confirm button's label (the button's own label by default). */
  confirmLabel?: ReactNode;
  /** Runs on confirm; while its promise is pending the dialog waits, a rejection is shown in the dialog. */
  onConfirm: () => unknown;
  /** An accessible name for the button when its label is only an icon. */
  'aria-label'?: string;
  /**
   * The id of a text saying why the action cannot be taken now: the button shows as disabled and does nothing, but
   * keeps its place in the Tab order and is described by that text, so a keyboard or screen-reader user finds the
   * action and hears why it waits (a `disabled` button is skipped, and its reason with it).
   */
  unavailableReasonId?: string;
}

/**
 * A button for a destructive action that first asks in a Mantine modal. Cancel is focused first, so that
 * pressing Enter by habit does not destroy anything.
 */
export function ConfirmAction({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  color = 'red',
  unavailableReasonId,
  ...buttonProps
}: ConfirmActionProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // What keeps the focus when the action takes this button away (a deleted row goes with its Delete button, and
  // the dialog's focus return with it): the table, tree or page the button was in.
  const survivor = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const keep = survivor.current;
      const active = document.activeElement;
      if (!keep?.isConnected || (active && active !== document.body && active.isConnected)) return;
      if (!keep.hasAttribute('tabindex')) keep.tabIndex = -1;
      keep.focus({ preventScroll: true });
    },
    [],
  );
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const label = children ?? t('common.delete');
  // The confirm button waits disabled, which takes the focus off it: on a refusal the focus comes back into the
  // dialog, on Cancel (the refusal is read from its alert), not left on the page's body behind the dialog.
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (failure !== null && !pending) cancel.current?.focus();
  }, [failure, pending]);

  const close = () => {
    if (pending) return;
    setOpened(false);
    setFailure(null);
  };
  const confirm = async () => {
    // Once confirmed the dialog fades out, and what it asks may change under it (a project just started offers
    // End): a second click on the fading dialog must not act again.
    if (!opened || pending) return;
    setPending(true);
    setFailure(null);
    survivor.current =
      button.current?.parentElement?.closest<HTMLElement>(
        'table, [role="tree"], [role="tabpanel"], [role="dialog"]',
      ) ?? null;
    try {
      await onConfirm();
      setOpened(false);
    } catch (error) {
      if (isUncertainFailure(error)) {
        // The answer was lost on the way: the action may stand, and its list is being read again (see
        // runMutation), which may take away the row this dialog belongs to. Nothing is left to ask: the dialog
        // closes and a notification says so (the row shows whether it was done).
        setOpened(false);
        notify({
          color: 'yellow',
          message: ({ t: tr }) => tr('confirm.uncertain', { message: errorMessage(error, tr) }),
          autoClose: 15_000,
        });
        return;
      }
      setFailure(error ?? new Error());
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        ref={button}
        color={color}
        variant="light"
        {...buttonProps}
        {...(unavailableReasonId !== undefined
          ? { 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': unavailableReasonId }
          : {})}
        onClick={() => {
          if (unavailableReasonId === undefined) setOpened(true);
        }}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title ?? t('confirm.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{message ?? t('confirm.deleteMessage')}</Text>
          {failure !== null && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(failure, t)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button ref={cancel} variant="default" onClick={close} disabled={pending} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color={color} onClick={confirm} loading={pending}>
              {confirmLabel ?? label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
