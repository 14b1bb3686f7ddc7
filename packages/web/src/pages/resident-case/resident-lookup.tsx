import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IDENTITY_CARD_MAX_LENGTH } from '@mch/sdk';
import { IconId } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import { residentCaseMessages } from './messages';

/** The look-up of a resident by identity card: a checked card opens the resident record in a tab. */
export function ResidentLookup() {
  const t = useMessages(residentCaseMessages);
  const openPage = useOpenPage();
  const { residentRecords } = useWorkbench();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Each refused submit moves the focus to the field, where its error is read (not on the button, in silence).
  const [refusals, setRefusals] = useState(0);
  const { formRef, refused } = useFocusFirstInvalid(refusals);

  const open = (event: FormEvent) => {
    event.preventDefault();
    // The record's address names the tab's reference of the number, never the number.
    const query = residentRecords.pageQuery(typed);
    if (query === null) {
      setInvalid(true);
      refused();
      setRefusals((n) => n + 1);
      return;
    }
    setInvalid(false);
    // The number stays in the field: a record that fails to load can be asked for again from here, untyped.
    openPage('/resident-case-detail', query);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('lookupTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lookupHint')}
          </Text>
        </Stack>
        <form ref={formRef} onSubmit={open} aria-label={t('lookupForm')} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('idCard')}
              placeholder={t('idCardPlaceholder')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid ? t('idCardInvalid') : undefined}
              // Room for a number pasted in groups with spaces ('430 102 198 205 221 013'): the check reads it
              // without them, and a limit that cut the paste would turn a right number into a wrong one.
              maxLength={IDENTITY_CARD_MAX_LENGTH * 2}
              w={300}
              autoComplete="off"
            />
            <Button type="submit" mt={25} leftSection={<IconId size={16} aria-hidden />}>
              {t('openRecord')}
            </Button>
          </Group>
        </form>
      </Group>
    </Paper>
  );
}
