import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { useWorkbench } from '../platform/workbench-context';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What `useFormDraft` gives a form. */
export interface FormDraft<T> {
  /** A draft kept from before (an expiry, a reload) that the user has not restored or discarded yet. */
  offered: T | null;
  /** Restores the offered draft: the form takes it through `onRestore`. */
  restore(): void;
  /** Drops the offered draft; what the form shows now is kept as the draft (none when untouched). */
  dismiss(): void;
  /** Drops the draft: call it after a successful submit or when the user discards the input. */
  clear(): void;
  /** True when the form holds input that differs from what it started with. */
  dirty: boolean;
}

/**
 * Keeps what the user types into a form as a draft of the signed-in user in this tab (the SDK's `wb.drafts`),
 * offers it back when the form opens again after an expiry or a reload, and drops it after a successful submit.
 * `form` names the form and what it edits ('org:create:12'); null keeps nothing (the form is not open).
 */
export function useFormDraft<T>(options: {
  form: string | null;
  value: T;
  initial: T;
  accept: (value: unknown) => value is T;
  onRestore: (value: T) => void;
}): FormDraft<T> {
  const { form, value, initial, accept, onRestore } = options;
  const wb = useWorkbench();
  const [offered, setOffered] = useState<T | null>(() => {
    if (form === null) return null;
    const kept = wb.drafts.load(form, accept);
    if (kept === null || same(kept, initial)) return null;
    return kept;
  });
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;
  const dirty = !same(value, initial);

  // Keep the input as the draft while the user types; an untouched form keeps none. While a draft is offered, what
  // the user types instead (leaving the offer aside) is newer and is kept in its place (the offer can still be taken
  // until the form closes); as long as nothing is typed, the offered draft stays kept.
  useEffect(() => {
    if (form === null) return;
    if (dirty) wb.drafts.save(form, value);
    else if (offered !== null) wb.drafts.save(form, offered);
    else wb.drafts.discard(form);
  }, [wb, form, value, dirty, offered]);

  const restore = useCallback(() => {
    if (offered === null) return;
    restoreRef.current(offered);
    setOffered(null);
  }, [offered]);
  const dismiss = useCallback(() => {
    if (form !== null) wb.drafts.discard(form);
    setOffered(null);
  }, [wb, form]);
  const clear = useCallback(() => {
    if (form !== null) wb.drafts.discard(form);
    setOffered(null);
  }, [wb, form]);

  return { offered, restore, dismiss, clear, dirty };
}

/** The offer to restore a kept draft, shown at the top of a form. */
export function DraftOffer<T>({ draft }: { draft: FormDraft<T> }) {
  const t = useT();
  if (draft.offered === null) return null;
  return (
    <Alert color="blue" variant="light" title={t('draft.offer')} role="region" aria-label={t('draft.offer')}>
      <Text size="sm" mb="xs">
        {t('draft.offerDetail')}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={draft.restore}>
          {t('draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={draft.dismiss}>
          {t('draft.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
