import { Button, Checkbox, Group, NativeSelect, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { staffQueries, type UnitDoctor } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { studentSettingMessages } from './messages';

/** Props of DoctorList. */
export interface DoctorListProps {
  active: boolean;
  /** The unit whose doctors are listed; 'catalogue' when a catalogue node is selected; null when none is. */
  unit: { id: number; name: string } | 'catalogue' | null;
  chosenDoctorIds: ReadonlySet<number>;
  onToggle: (doctor: UnitDoctor) => void;
  /** Chooses every doctor given. */
  onChooseAll: (doctors: readonly UnitDoctor[]) => void;
}

function Doctors({
  active,
  unit,
  chosenDoctorIds,
  onToggle,
  onChooseAll,
}: DoctorListProps & { unit: { id: number; name: string } }) {
  const t = useMessages(studentSettingMessages);
  // A doctor without a title shows the office alone, not "· office".
  const doctorLine = (title: string | null | undefined, office: string) =>
    title?.trim() ? t('doctorLine', { title, office }) : office;
  const common = useT();
  const wb = useWorkbench();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const offices = useQuery({
    ...staffQueries.unitOffices(wb, unit.id),
    enabled: active,
  });
  const doctors = useQuery({
    ...staffQueries.unitDoctors(wb, unit.id, officeId),
    enabled: active,
  });

  let list: ReactNode;
  if (doctors.isError) {
    list = (
      <ErrorPanel
        title={common('error.loadFailed')}
        error={doctors.error}
        onRetry={() => void doctors.refetch()}
      />
    );
  } else if (doctors.isPending) {
    list = <LoadingLine py="md" />;
  } else if (doctors.data.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {t('noDoctors')}
      </Text>
    );
  } else {
    list = (
      <Stack gap={6}>
        {doctors.data.map((doctor) => (
          <Checkbox
            key={doctor.id}
            size="xs"
            checked={chosenDoctorIds.has(doctor.id)}
            onChange={() => onToggle(doctor)}
            label={doctor.name}
            description={doctorLine(doctor.title, doctor.officeName ?? t('noOffice'))}
            aria-label={t('chooseDoctor', { name: doctor.name })}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {t('doctorsOf', { unit: unit.name })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NativeSelect
          label={t('office')}
          size="xs"
          style={{ flex: 1 }}
          value={officeId === null ? '' : String(officeId)}
          onChange={(event) =>
            setOfficeId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
          }
          data={[
            { value: '', label: t('allOffices') },
            ...(offices.data ?? []).map((office) => ({ value: String(office.id), label: office.name })),
          ]}
          error={offices.isError ? common('error.loadFailed') : undefined}
        />
        <Button
          size="xs"
          variant="default"
          disabled={!doctors.isSuccess || doctors.data.length === 0}
          onClick={() => doctors.data && onChooseAll(doctors.data)}
        >
          {t('chooseAllShown')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
        {list}
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The doctors of the selected unit, by office, to choose one by one or all at once. */
export function DoctorList(props: DoctorListProps) {
  const t = useMessages(studentSettingMessages);
  const { unit } = props;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('doctorsTitle')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('doctorsTitle')}
        </Title>
        {unit === null && (
          <Text size="sm" c="dimmed">
            {t('pickUnitHint')}
          </Text>
        )}
        {unit === 'catalogue' && (
          <Text size="sm" c="dimmed">
            {t('catalogueNodeHint')}
          </Text>
        )}
        {unit !== null && unit !== 'catalogue' && <Doctors key={unit.id} {...props} unit={unit} />}
      </Stack>
    </Paper>
  );
}
