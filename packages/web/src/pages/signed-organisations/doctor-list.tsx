import { Button, Group, Stack, TextInput } from '@mantine/core';
import { filterDoctors, staffQueries } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { PagedTable } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { wholeListTable } from '../../ui/use-paged-query';
import { doctorColumns } from './doctor-columns';
import { orgMessages } from './messages';

/** Every doctor of the platform, found by name, title, mobile or office, paged. */
export function DoctorList({ active }: { active: boolean }) {
  const t = useMessages(orgMessages);
  const common = useT();
  const wb = useWorkbench();
  const paging = usePaging();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const doctors = useQuery({
    ...staffQueries.allDoctors(wb),
    enabled: active,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setText(typed);
    paging.reset();
  };
  return (
    <Stack gap="md">
      <form onSubmit={search} aria-label={t('doctorSearch')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('doctorSearch')}
            placeholder={t('doctorSearchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={280}
            maxLength={50}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {common('common.search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped('');
              setText('');
              paging.reset();
            }}
          >
            {common('common.reset')}
          </Button>
        </Group>
      </form>
      <PagedTable
        label={t('allDoctorsTable')}
        columns={doctorColumns(t, true)}
        rowKey="id"
        {...wholeListTable(doctors, paging, (all) => filterDoctors(all, text))}
        empty={<EmptyState title={t('noDoctors')} py="lg" />}
      />
    </Stack>
  );
}
