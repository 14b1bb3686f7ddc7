import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useTabDetail } from '../../platform/tab-title';
import { useCloseCurrentPage, useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { PageTitle } from '../../ui/page-title';
import { residentDetailMessages } from './messages';
import { ResidentDetails } from './resident-details';
import { TeamCheck } from './team-check';
import { loadableOf, useResidentRecord } from './use-resident-record';

/**
 * The resident record (/resident-case-detail?record=r…, the tab's reference of the resident's identity number, see
 * the SDK's `residentRecords`): the resident's details with the coded fields by name and the area by the names of
 * its regions, and whether the resident is served by a team of the current doctor. Each part loads and fails on its
 * own; a failure shows in its place with a retry. A reference this browser tab did not give (an address copied to
 * another tab, or kept in the history) names no one: the page says so and leads back to the look-up.
 */
export default function ResidentCaseDetailPage({ search, active }: PageProps<'ResidentCaseDetail'>) {
  const t = useMessages(residentDetailMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const openPage = useOpenPage();
  const closeThisPage = useCloseCurrentPage();
  const wb = useWorkbench();
  const { record } = search;
  const idCard = wb.residentRecords.idCardOf(record);
  const { resident, enumerations, areas, team } = useResidentRecord(idCard, active);
  const basicsId = useId();
  const teamId = useId();
  useTabDetail('page.residentCaseDetail', resident.data?.name);

  const heading = <PageTitle>{titles('page.residentCaseDetail')}</PageTitle>;

  if (idCard === null) {
    const unknown = record !== null;
    return (
      <Stack gap="md">
        {heading}
        <EmptyState
          title={t(unknown ? 'unknownRecord' : 'noRecord')}
          description={t(unknown ? 'unknownRecordHint' : 'noRecordHint')}
          py="xl"
        >
          <Button
            variant="default"
            onClick={() => {
              // This tab has nothing to show: the list takes its place (and its entry in the history).
              closeThisPage();
              openPage('/resident-case');
            }}
          >
            {t('goToList')}
          </Button>
        </EmptyState>
      </Stack>
    );
  }

  // The record again, and with it every piece of it that failed (a failure of the whole record hides theirs: a
  // retry that brought the record back must not show a piece's old failure under it).
  const reload = ({ team: withTeam }: { team: boolean }) => {
    void resident.refetch();
    if (withTeam || team.isError) void team.refetch();
    if (enumerations.isError) void enumerations.refetch();
    if (areas.isError) void areas.refetch();
  };

  let body: ReactNode;
  if (resident.isError) {
    body = (
      <ErrorPanel
        title={common('error.loadFailed')}
        error={resident.error}
        onRetry={() => reload({ team: false })}
      />
    );
  } else if (resident.isPending) {
    body = <LoadingLine py="xl" />;
  } else if (resident.data === null) {
    body = <EmptyState title={t('notFound')} description={t('notFoundHint', { idCard })} py="xl" />;
  } else {
    body = (
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={basicsId}>
          <Stack gap="md">
            <Title order={2} size="h5" id={basicsId}>
              {t('basics')}
            </Title>
            {enumerations.isError && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
                <Group gap="sm">
                  <Text size="sm">{t('enumsFailed')}</Text>
                  <Button size="compact-xs" variant="default" onClick={() => void enumerations.refetch()}>
                    {common('common.retry')}
                  </Button>
                </Group>
              </Alert>
            )}
            <ResidentDetails
              resident={resident.data}
              enumerations={loadableOf(enumerations)}
              areas={loadableOf(areas)}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={teamId}>
          <Stack gap="md">
            <Title order={2} size="h5" id={teamId}>
              {t('team')}
            </Title>
            <TeamCheck check={loadableOf(team)} />
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        {heading}
        <Button
          variant="default"
          aria-label={t('refresh')}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={resident.isFetching}
          onClick={() => reload({ team: resident.data != null })}
        >
          {common('common.refresh')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
