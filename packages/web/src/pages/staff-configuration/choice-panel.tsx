import { Badge, Button, CloseButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { ConfirmAction } from '../../ui/confirm-action';
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
      <CloseButton
        size="md"
        onClick={onRemove}
        aria-label={t('removeChoice', { name: choice.name })}
        data-remove-choice
      />
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
  // A removed row takes its button away, and Save and Clear wait disabled: the focus goes on in the panel (the next
  // row's remove button, else the count line, which then says what is left) instead of to the page's body.
  const panel = useRef<HTMLElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const focusAfter = useRef<number | 'count' | null>(null);
  useLayoutEffect(() => {
    const after = focusAfter.current;
    if (after === null) return;
    focusAfter.current = null;
    // Only when the focus was lost, or is on a button about to lose it (disabled): the user may have moved on to
    // another control meanwhile.
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.matches(':disabled');
    if (!lost) return;
    const buttons = [...(panel.current?.querySelectorAll<HTMLElement>('[data-remove-choice]') ?? [])];
    const next = after === 'count' ? undefined : (buttons[after] ?? buttons[after - 1]);
    (next ?? count.current)?.focus();
  }, [units, doctors, saving]);
  const removeAt = (index: number, remove: () => void) => {
    focusAfter.current = index;
    remove();
  };
  return (
    <Paper ref={panel} withBorder p="md" radius="md" component="section" aria-label={t('chosenTitle')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('chosenTitle')}
        </Title>
        <Text ref={count} tabIndex={-1} size="sm" c={empty ? 'dimmed' : undefined} aria-live="polite">
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
              {units.map((unit, index) => (
                <ChoiceRow
                  key={`u${unit.id}`}
                  kind={t('unitTag')}
                  choice={unit}
                  onRemove={() => removeAt(index, () => onRemoveUnit(unit.id))}
                />
              ))}
              {doctors.map((doctor, index) => (
                <ChoiceRow
                  key={`d${doctor.id}`}
                  kind={t('doctorTag')}
                  choice={doctor}
                  onRemove={() => removeAt(units.length + index, () => onRemoveDoctor(doctor.id))}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group gap="xs">
          <Button
            onClick={() => {
              focusAfter.current = 'count';
              onSave();
            }}
            disabled={empty}
            loading={saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('saveChoice')}
          </Button>
          {/* The choice may be many units and doctors picked one by one, not saved yet: Clear asks first. */}
          <ConfirmAction
            variant="default"
            disabled={empty}
            title={t('clearChoiceTitle')}
            message={t('clearChoiceMessage', { units: units.length, doctors: doctors.length })}
            onConfirm={() => {
              focusAfter.current = 'count';
              onClear();
            }}
          >
            {t('clearChoice')}
          </ConfirmAction>
        </Group>
      </Stack>
    </Paper>
  );
}
