import { Button, Checkbox, Group, Modal, ScrollArea, SimpleGrid, Text } from '@mantine/core';
import { type MenuItem, quickEntryKey } from '@mch/sdk';
import { useState } from 'react';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
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
}

function SettingsForm({ candidates, chosen, onSave, onClose }: Omit<QuickEntrySettingsProps, 'opened'>) {
  const t = useMessages(shellMessages);
  const common = useT();
  const [selected, setSelected] = useState<string[]>(() => [...chosen]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(selected);
      }}
    >
      <Text size="sm" c="dimmed" mb="md">
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
        <Button variant="default" onClick={onClose}>
          {common('common.cancel')}
        </Button>
        <Button type="submit">{common('common.save')}</Button>
      </Group>
    </form>
  );
}

/** The 'Custom quick entries' dialog: the hint, a checkbox per feature, save. */
export function QuickEntrySettings({ opened, onClose, ...form }: QuickEntrySettingsProps) {
  const t = useMessages(shellMessages);
  const common = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quickEntriesTitle')}
      size={640}
      centered
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {opened && <SettingsForm {...form} onClose={onClose} />}
    </Modal>
  );
}
