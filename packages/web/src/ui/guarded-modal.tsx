import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { useWorkbench } from '../platform/workbench-context';

interface UnsavedGuard {
  /** The form inside reports whether it holds unsaved input, and what discarding it means (dropping its draft). */
  report(unsaved: boolean, onDiscard?: () => void): void;
  /** Closes the dialog, asking first when the form holds unsaved input (a Cancel button). */
  requestClose(): void;
  /** The form inside reports whether its save is on its way (the dialog then stays: see `useDialogBusy`). */
  busy(busy: boolean): void;
}

const GuardContext = createContext<UnsavedGuard | null>(null);

/**
 * Reports a form's unsaved input to the dialog around it (a {@link GuardedModal}): while `unsaved`, closing the dialog
 * by Escape, a click outside, the close button or `requestClose` asks first, and the page warns before unloading.
 * Returns `requestClose` for the form's Cancel button (it closes at once when nothing is typed).
 */
export function useUnsavedInput(unsaved: boolean, onDiscard?: () => void): () => void {
  const guard = useContext(GuardContext);
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;
  useEffect(() => {
    guard?.report(unsaved, () => discardRef.current?.());
  }, [guard, unsaved]);
  useEffect(() => () => guard?.report(false), [guard]);
  return guard?.requestClose ?? (() => {});
}

/**
 * While `busy` (the form's save is on its way), the dialog around it (a {@link GuardedModal}) stays: Escape, a click
 * outside and its close button do nothing, as its Cancel button does. Closing could not stop the save, and asking
 * "Discard what you typed?" would be wrong: what was typed is being saved, and the dialog says how that ends.
 */
export function useDialogBusy(busy: boolean): void {
  const guard = useContext(GuardContext);
  useEffect(() => {
    guard?.busy(busy);
  }, [guard, busy]);
  useEffect(() => () => guard?.busy(false), [guard]);
}

/**
 * While `unsaved`, leaving or reloading the page asks the browser's question (a form outside a dialog with input
 * that is only kept as a draft). A logout (an expired login) is never held up: the draft is kept instead.
 */
export function useWarnBeforeUnload(unsaved: boolean): void {
  const wb = useWorkbench();
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (wb.session.getSnapshot().status === 'loggedOut') return;
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, wb]);
}

/**
 * A Mantine modal for a form: with unsaved input in it, Escape, a click outside and the close button ask "Discard
 * what you typed?" before closing (Keep editing is the default), and leaving the page asks the browser's question.
 * With nothing typed it closes at once; while the form's save is on its way (`useDialogBusy`) it stays. A logout (an
 * expired login) is never held up: the draft is kept instead.
 */
export function GuardedModal({ onClose, children, opened, ...props }: ModalProps) {
  const t = useT();
  const [unsaved, setUnsaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [asking, setAsking] = useState(false);
  const discardRef = useRef<(() => void) | undefined>(undefined);
  // The guard the form talks to stays the same object for the dialog's life; it reads the latest state from refs.
  const unsavedRef = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Where the focus was when the question came up: it goes back there when the user keeps editing (the question is
  // unmounted at once, so Mantine's own focus return, which waits for its closing transition, never runs).
  const returnFocus = useRef<HTMLElement | null>(null);
  // Whether the question is up. The form's own dialog hears an Escape meant for the question too (both listen on
  // the window): asked again then, it must not take the question's button as the place to go back to.
  const askingRef = useRef(false);
  const requestClose = useCallback(() => {
    if (askingRef.current || busyRef.current) return;
    if (unsavedRef.current) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      askingRef.current = true;
      setAsking(true);
    } else onCloseRef.current();
  }, []);
  const [keptEditing, setKeptEditing] = useState(0);
  const keepEditing = () => {
    askingRef.current = false;
    setAsking(false);
    setKeptEditing((n) => n + 1);
  };
  // Once the question has gone (its focus trap with it).
  useEffect(() => {
    if (keptEditing === 0) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  }, [keptEditing]);

  const guard = useMemo<UnsavedGuard>(
    () => ({
      report(next, onDiscard) {
        unsavedRef.current = next;
        setUnsaved(next);
        discardRef.current = onDiscard;
      },
      requestClose,
      busy(next) {
        busyRef.current = next;
        setBusy(next);
      },
    }),
    [requestClose],
  );

  useWarnBeforeUnload(opened && unsaved);

  useEffect(() => {
    if (opened) return;
    askingRef.current = false;
    setAsking(false);
  }, [opened]);

  const discard = () => {
    askingRef.current = false;
    setAsking(false);
    discardRef.current?.();
    unsavedRef.current = false;
    setUnsaved(false);
    onClose();
  };

  return (
    <>
      <Modal
        {...props}
        opened={opened}
        onClose={requestClose}
        closeButtonProps={{ ...props.closeButtonProps, disabled: busy || props.closeButtonProps?.disabled }}
      >
        <GuardContext value={guard}>{children}</GuardContext>
      </Modal>
      {/*
        Mounted only while asking: Mantine modals listen for Escape on the window from the moment they mount, so a
        question mounted all along would take the very Escape that opened it as its own "keep editing".
      */}
      {opened && asking && (
        <Modal
          opened
          onClose={keepEditing}
          title={t('unsaved.title')}
          size="sm"
          zIndex={400}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack gap="md">
            <Text size="sm">{t('unsaved.message')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={keepEditing} data-autofocus>
                {t('unsaved.keepEditing')}
              </Button>
              <Button color="red" onClick={discard}>
                {t('unsaved.discard')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
