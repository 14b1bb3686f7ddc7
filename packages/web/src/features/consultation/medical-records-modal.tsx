import { Badge, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { consultationStatus, type MedicalRecordPage, patientSexKey, residentQueries } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ConsultationDetailModal } from './consultation-detail-modal';
import { consultationMessages } from './messages';

/** One consultation medical record. */
type MedicalRecord = MedicalRecordPage['records'][number];

/** Props of MedicalRecordsModal. */
export interface MedicalRecordsModalProps {
  opened: boolean;
  onClose: () => void;
}

const STATUS_COLOURS = {
  waiting: 'orange',
  inProgress: 'blue',
  finished: 'teal',
  cancelled: 'gray',
} as const;

interface Filter {
  patName: string;
  patIdnum: string;
}

function RecordsBody({ onOpen }: { onOpen: (singleId: number) => void }) {
  const t = useMessages(consultationMessages);
  const shared = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const [draft, setDraft] = useState<Filter>({ patName: '', patIdnum: '' });
  const [filter, setFilter] = useState<Filter>({ patName: '', patIdnum: '' });
  const paging = usePaging();
  const query = useQuery({
    ...residentQueries.medicalRecords(wb, { pageIndex: paging.page, pageSize: paging.pageSize, ...filter }),
    placeholderData: keepPreviousData,
  });
  const search = () => {
    setFilter({ ...draft });
    paging.reset();
  };
  const reset = () => {
    setDraft({ patName: '', patIdnum: '' });
    setFilter({ patName: '', patIdnum: '' });
    paging.reset();
  };
  const columns = useMemo<PagedTableColumn<MedicalRecord>[]>(
    () => [
      { key: 'patName', title: t('records.patName'), field: 'patName', shorten: 6 },
      { key: 'patIdnum', title: t('records.patIdnum'), field: 'patIdnum', shorten: 18 },
      { key: 'patSex', title: t('records.sex'), render: (r) => shared(patientSexKey(r.patSex)), width: 56 },
      { key: 'patAge', title: t('records.age'), field: 'patAge', width: 56 },
      { key: 'diagnosis', title: t('records.diagnosis'), field: 'diagnosis', shorten: 8 },
      { key: 'hospitalName', title: t('records.hospital'), field: 'hospitalName', shorten: 8 },
      {
        key: 'status',
        title: t('records.status'),
        width: 128,
        render: (r) => {
          const status = consultationStatus(r.status);
          return status ? (
            <Badge variant="dot" color={STATUS_COLOURS[status]} tt="none">
              {t(`status.${status}`)}
            </Badge>
          ) : (
            t('status.unknown', { code: String(r.status) })
          );
        },
      },
      {
        key: 'createTime',
        title: t('records.created'),
        width: 160,
        render: (r) => format.dateTime(r.createTime),
      },
      {
        key: 'actions',
        title: t('records.actions'),
        render: (r) => (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('records.openLabel', { name: r.patName })}
            onClick={() => onOpen(r.singleId)}
          >
            {t('records.open')}
          </Button>
        ),
      },
    ],
    [t, shared, format, onOpen],
  );
  return (
    <Stack gap="md">
      <form
        aria-label={t('records.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('records.patName')}
            value={draft.patName}
            onChange={(event) => {
              const patName = event.currentTarget.value;
              setDraft((d) => ({ ...d, patName }));
            }}
            w={180}
          />
          <TextInput
            label={t('records.patIdnum')}
            value={draft.patIdnum}
            onChange={(event) => {
              const patIdnum = event.currentTarget.value;
              setDraft((d) => ({ ...d, patIdnum }));
            }}
            w={220}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('records.search')}
          </Button>
          <Button variant="default" onClick={reset}>
            {t('records.reset')}
          </Button>
        </Group>
      </form>
      <PagedTable
        label={t('records.tableLabel')}
        columns={columns}
        rows={query.isError ? [] : query.data?.records}
        rowKey="singleId"
        total={query.isError ? 0 : (query.data?.total ?? 0)}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={query.isFetching}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        empty={<EmptyState title={t('records.empty')} py="lg" />}
      />
    </Stack>
  );
}

/** The consultation medical records: search by patient name and identity number, paged, with the details of one. */
export function MedicalRecordsModal({ opened, onClose }: MedicalRecordsModalProps) {
  const t = useMessages(consultationMessages);
  const shared = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('records.title')}
        size={960}
        centered
        closeOnEscape={openId === null}
        closeButtonProps={{ 'aria-label': shared('common.close') }}
      >
        {opened && <RecordsBody onOpen={setOpenId} />}
      </Modal>
      <ConsultationDetailModal singleId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
