import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { lazyChunk } from '../../platform/chunk';
import { PartSuspense } from '../../ui/part-suspense';
import { useOpenerFocus } from '../../ui/use-opener-focus';
import { consultationMessages } from './messages';

// The records dialog loads with its own code the first time it opens.
const MedicalRecordsModal = lazyChunk(() =>
  import('./medical-records-modal').then((m) => ({ default: m.MedicalRecordsModal })),
);

/** The workbench card of teleconsultation: opens the medical-record query (and from it the consultation details). */
export function ConsultationCard() {
  const t = useMessages(consultationMessages);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { opener, returnFocus } = useOpenerFocus();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb={4}>
        <IconStethoscope size={20} aria-hidden />
        <Title order={2} size="h5" id={headingId}>
          {t('title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('description')}
      </Text>
      <Button
        ref={opener}
        variant="light"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        w="fit-content"
      >
        {t('records')}
      </Button>
      {used && (
        <PartSuspense quiet>
          <MedicalRecordsModal
            opened={open}
            onClose={() => {
              setOpen(false);
              returnFocus();
            }}
          />
        </PartSuspense>
      )}
    </Card>
  );
}
