import { Button, Card, Group, Text, Title } from '@mantine/core';
import { SUBSYSTEM_KINDS } from '@mch/sdk';
import { IconCertificate, IconSchool } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { ErrorPanel } from '../../ui/error-panel';
import { featureErrorMessage } from './feature-error';
import { subsystemsMessages } from './messages';
import { useOpenSubsystem } from './use-open-subsystem';

const ICONS = { exam: IconCertificate, training: IconSchool } as const;

/** The workbench card that opens the online exam and online training subsystems as embedded pages. */
export function SubsystemsCard() {
  const t = useMessages(subsystemsMessages);
  const shared = useT();
  const headingId = useId();
  const { open, pending, error, failedKind } = useOpenSubsystem();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb={4}>
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('description')}
      </Text>
      <Group gap="sm">
        {SUBSYSTEM_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <Button
              key={kind}
              variant="light"
              leftSection={<Icon size={18} aria-hidden />}
              loading={pending === kind}
              disabled={pending !== null && pending !== kind}
              onClick={() => open(kind)}
            >
              {t(kind)}
            </Button>
          );
        })}
      </Group>
      {failedKind !== null && (
        <ErrorPanel
          mt="md"
          title={t('failedTitle', { name: t(failedKind) })}
          message={featureErrorMessage(error, shared)}
        />
      )}
    </Card>
  );
}
