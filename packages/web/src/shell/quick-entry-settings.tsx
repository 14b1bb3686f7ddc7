import { Button, Checkbox, Group, ScrollArea, SimpleGrid, Text } from '@mantine/core';
import { type MenuItem, quickEntryKey } from '@mch/sdk';
import { type RefObject, useState } from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { DraftOffer, useFormDraft } from '../ui/form-draft';
import { GuardedModal, useUnsavedInput } from '../ui/guarded-modal';
import { shellMessages } from './messages';

/** Props of QuickEntrySettings. */
export interface QuickEntrySettingsProps {
  opened: boolean;
  onClose: () => void;
  /** The features the user may choose from. */
  candidates: readonly MenuItem[];
  /** The keys chosen now. */
  chosen: readonly string[];
  /** Saves the new choice. */
  onSave: (keys: string[]) => void;
  /**
   * Where the focus goes back to once the dialog has closed, when nothing else holds it. The dialog is mounted
   * already open the first time (its code loads on that click), so Mantine has not seen what opened it.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/** The name the draft of the quick-entry choice is kept under (one per user, as the choice itself). */
export const QUICK_ENTRIES_DRAFT_KEY = 'quick-entries';

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

function SettingsForm({ candidates, chosen, onSave }: Omit<QuickEntrySettingsProps, 'opened' | 'onClose'>) {
  const t = useMessages(shellMessages);
  const common = useT();
  const [initial] = useState<string[]>(() => [...chosen]);
  const [selected, setSelected] = useState<string[]>(initial);
  const draft = useFormDraft({
    form: QUICK_ENTRIES_DRAFT_KEY,
    value: selected,
    initial,
    accept: isKeyList,
    onRestore: setSelected,
  });
  const requestClose = useUnsavedInput(draft.dirty, draft.clear);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        draft.clear();
        onSave(selected);
      }}
    >
      <DraftOffer draft={draft} />
      <Text size="sm" c="dimmed" mb="md" mt={draft.offered === null ? undefined : 'md'}>
        {t('quickEntriesHint')}
      </Text>
      {candidates.length === 0 ? (
        <Text size="sm">{t('quickEntriesNone')}</Text>
      ) : (
        <ScrollArea.Autosize mah={380} type="auto">
          <Checkbox.Group value={selected} onChange={setSelected} label={t('quickEntries')}>
            <SimpleGrid cols={3} spacing="sm" verticalSpacing="sm" mt="xs">
              {candidates.map((item) => {
                const key = quickEntryKey(item);
                return <Checkbox key={key} value={key} label={item.title} />;
              })}
            </SimpleGrid>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={requestClose}>
          {common('common.cancel')}
        </Button>
        <Button type="submit">{common('common.save')}</Button>
      </Group>
    </form>
  );
}

/**
 * The 'Custom quick entries' dialog: the hint, a checkbox per feature, save. A changed choice is kept as a draft
 * (offered back after an expiry or a reload), and closing with a changed choice asks first.
 */
export function QuickEntrySettings({ opened, onClose, returnFocusTo, ...form }: QuickEntrySettingsProps) {
  const t = useMessages(shellMessages);
  const common = useT();
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={t('quickEntriesTitle')}
      size={640}
      centered
      closeButtonProps={{ 'aria-label': common('common.close') }}
      onExitTransitionEnd={() => {
        // Still on the closing dialog's own controls (about to go), or already lost to the page.
        const active = document.activeElement;
        if (active === null || active === document.body || active.closest('[role="dialog"]')) {
          returnFocusTo?.current?.focus();
        }
      }}
    >
      {opened && <SettingsForm {...form} />}
    </GuardedModal>
  );
}
