import { Badge, Button, CloseButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMessages } from '../../i18n/define-messages';
import { ShortText } from '../../ui/short-text';
import { studentSettingMessages } from './messages';

/** A chosen unit or doctor. */
export interface Choice {
  id: number;
  name: string;
}

/** Props of ChoicePanel. */
export interface ChoicePanelProps {
  units: readonly Choice[];
  doctors: readonly Choice[];
  onRemoveUnit: (id: number) => void;
  onRemoveDoctor: (id: number) => void;
  onClear: () => void;
  onSave: () => void;
  /** A save of this project is running. */
  saving: boolean;
}

function ChoiceRow({ kind, choice, onRemove }: { kind: string; choice: Choice; onRemove: () => void }) {
  const t = useMessages(studentSettingMessages);
  return (
    <Group component="li" gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {/* The kind is the only sign of a unit or a doctor: it keeps its width beside a name that wraps. */}
        <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
          {kind}
        </Badge>
        <ShortText text={choice.name} max={18} size="sm" />
      </Group>
      <CloseButton size="sm" onClick={onRemove} aria-label={t('removeChoice', { name: choice.name })} />
    </Group>
  );
}

/** The units and doctors chosen so far, each removable, and the save of the choice. */
export function ChoicePanel({
  units,
  doctors,
  onRemoveUnit,
  onRemoveDoctor,
  onClear,
  onSave,
  saving,
}: ChoicePanelProps) {
  const t = useMessages(studentSettingMessages);
  const empty = units.length === 0 && doctors.length === 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('chosenTitle')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('chosenTitle')}
        </Title>
        <Text size="sm" c={empty ? 'dimmed' : undefined} aria-live="polite">
          {empty ? t('chosenNothing') : t('chosenCount', { units: units.length, doctors: doctors.length })}
        </Text>
        {!empty && (
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <Stack
              gap={4}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('chosenList')}
            >
              {units.map((unit) => (
                <ChoiceRow
                  key={`u${unit.id}`}
                  kind={t('unitTag')}
                  choice={unit}
                  onRemove={() => onRemoveUnit(unit.id)}
                />
              ))}
              {doctors.map((doctor) => (
                <ChoiceRow
                  key={`d${doctor.id}`}
                  kind={t('doctorTag')}
                  choice={doctor}
                  onRemove={() => onRemoveDoctor(doctor.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group gap="xs">
          <Button
            onClick={onSave}
            disabled={empty}
            loading={saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('saveChoice')}
          </Button>
          <Button variant="default" onClick={onClear} disabled={empty}>
            {t('clearChoice')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
