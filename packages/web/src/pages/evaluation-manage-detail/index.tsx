import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import {
  defaultProjectChoice,
  downloadAppraiseDetails,
  evaluationAdminQueries,
  evaluationYears,
  parsePositiveId,
  parseProjectYear,
} from '@mch/sdk';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useTabDetail } from '../../platform/tab-title';
import { useSetPageQuery, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { errorMessage } from '../../ui/error-message';
import { ErrorPanel } from '../../ui/error-panel';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/page-title';
import { saveFile } from '../../ui/save-file';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { AnswersBlock } from './answers-block';
import { OverviewBlock } from './overview-block';
import { UnitStatsBlock } from './unit-stats-block';

/**
 * Evaluation statistics (/evaluationManage/detail): for one project (the `projectId` of the query when given, else
 * the one in use, else the newest), the statistics overall and by unit as charts and tables, the answers with their
 * filters, and the download of the answers as a file the browser saves. The year and the project chosen are the
 * page's address (`year`, `projectId`): a reload keeps them, and a link to another project switches the page to it.
 */
export default function EvaluationManageDetailPage({ search, active }: PageProps<'EvaluationManageDetail'>) {
  const t = useMessages(evaluationMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const wb = useWorkbench();
  const setQuery = useSetPageQuery();
  const [offered] = useState(() => evaluationYears(wb.adapters.clock.now(), 5, 2));
  const { year, projectId: chosen } = search;
  // A year of the address that the filter does not offer (an old project's) is offered too.
  const years = year === null || offered.includes(year) ? offered : [...offered, year].sort((a, b) => b - a);

  const choices = useQuery({ ...evaluationAdminQueries.projectChoices(wb, year), enabled: active });
  const projects = choices.data ?? [];
  const projectId = choices.data ? defaultProjectChoice(projects, chosen) : null;
  const project = projects.find((p) => p.id === projectId) ?? null;
  // The tab says which project it shows: the menu's entry and a row's 'Statistics' open two tabs of this page.
  useTabDetail('page.evaluationManageDetail', project?.name);
  // A link's project that is not there (deleted, or a mistyped address): said, not silently replaced.
  const missing =
    chosen !== null && year === null && choices.data && project
      ? !projects.some((p) => p.id === chosen)
      : false;

  // Another year keeps the project shown when it is of that year; else the year's own default shows.
  const chooseYear = (value: string | null) => {
    const next = parseProjectYear(value);
    const keep = project !== null && (next === null || project.year === next);
    setQuery({ year: next === null ? null : String(next), projectId: keep ? String(project.id) : null });
  };
  const chooseProject = (value: string | null) => {
    const next = parsePositiveId(value);
    if (next !== null) setQuery({ projectId: String(next) });
  };

  const download = useMutation({
    mutationFn: (id: number) => downloadAppraiseDetails(wb.main, id),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      notify({
        color: 'green',
        message: ({ messages }) => messages(evaluationMessages)('downloaded', { file: file.filename }),
      });
    },
  });
  // A double click downloads the file once (the pending state reaches React a moment after the click).
  const oneAtATime = useOneAtATime();

  let content: ReactNode;
  if (choices.isError) {
    content = (
      <ErrorPanel title={t('projectsFailed')} error={choices.error} onRetry={() => void choices.refetch()} />
    );
  } else if (!choices.data) {
    content = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  } else if (projectId === null) {
    content = <EmptyState title={t('noProject')} py="xl" />;
  } else {
    content = (
      <Stack gap="md" key={projectId}>
        <OverviewBlock projectId={projectId} active={active} />
        <UnitStatsBlock projectId={projectId} active={active} />
        <AnswersBlock projectId={projectId} active={active} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.evaluationManageDetail')}</PageTitle>
      <Group align="flex-end" gap="sm" role="group" aria-label={t('statsFilters')}>
        <Select
          label={t('year')}
          placeholder={t('allYears')}
          data={years.map((y) => String(y))}
          value={year === null ? null : String(year)}
          onChange={chooseYear}
          clearable
          clearButtonProps={{ 'aria-label': t('clearField', { field: t('year') }) }}
          w={140}
        />
        <Select
          label={t('project')}
          placeholder={t('projectPlaceholder')}
          data={projects.map((p) => ({ value: String(p.id), label: p.name }))}
          value={projectId === null ? null : String(projectId)}
          onChange={chooseProject}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('noProjectFound')}
          disabled={!choices.data}
          w={420}
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
          disabled={project === null}
          loading={download.isPending}
          onClick={(event) => {
            // The second click of a double click is no second download, even when the first has already ended (a
            // fast answer can come back between the two clicks).
            if (event.detail > 1 || !project) return;
            oneAtATime(() => download.mutateAsync(project.id));
          }}
          aria-label={project ? t('downloadOf', { name: project.name }) : t('download')}
        >
          {t('download')}
        </Button>
      </Group>
      {download.isError && (
        <Text c="red" size="sm" role="alert">
          {t('downloadFailed', { message: errorMessage(download.error, common) })}
        </Text>
      )}
      {missing && project && (
        <Alert color="yellow" role="status">
          {t('projectNotFound', { id: chosen ?? '', name: project.name })}
        </Alert>
      )}
      {content}
    </Stack>
  );
}
