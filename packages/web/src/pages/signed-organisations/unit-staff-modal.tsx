import { Modal, Select, Stack } from '@mantine/core';
import { parsePositiveId, staffQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { PagedTable } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { wholeListTable } from '../../ui/use-paged-query';
import { doctorColumns } from './doctor-columns';
import { orgMessages } from './messages';
import type { ParentUnit } from './org-form-modal';

/** Props of UnitStaffModal. */
export interface UnitStaffModalProps {
  /** The unit whose offices and doctors to show; null closes the dialog. */
  unit: ParentUnit | null;
  onClose: () => void;
}

/** The offices of a unit and its doctors, of one office or all, in a dialog. */
export function UnitStaffModal({ unit, onClose }: UnitStaffModalProps) {
  const t = useMessages(orgMessages);
  const common = useT();
  return (
    <Modal
      opened={unit !== null}
      onClose={onClose}
      title={unit ? t('staffTitle', { name: unit.name }) : ''}
      size={960}
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      {unit && <UnitStaff unitId={unit.id} />}
    </Modal>
  );
}

function UnitStaff({ unitId }: { unitId: number }) {
  const t = useMessages(orgMessages);
  const wb = useWorkbench();
  const paging = usePaging();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const offices = useQuery({
    ...staffQueries.unitOffices(wb, unitId),
  });
  const doctors = useQuery({
    ...staffQueries.unitDoctors(wb, unitId, officeId),
  });
  return (
    <Stack gap="md">
      <Select
        label={t('office')}
        placeholder={t('allOffices')}
        data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        value={officeId === null ? null : String(officeId)}
        onChange={(value) => {
          setOfficeId(parsePositiveId(value));
          paging.reset();
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('clearField', { field: t('office') }) }}
        error={offices.isError ? t('officesFailed') : undefined}
        w={260}
      />
      <PagedTable
        label={t('doctorsTable')}
        columns={doctorColumns(t, false)}
        rowKey="id"
        {...wholeListTable(doctors, paging)}
        empty={<EmptyState title={t('noDoctors')} py="lg" />}
      />
    </Stack>
  );
}
