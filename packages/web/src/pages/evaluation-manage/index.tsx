import { Badge, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  defaultProjectForm,
  type EvaluationProject,
  evaluationAdminMutations,
  evaluationAdminQueries,
  evaluationYears,
  PROJECT_MODE,
  PROJECT_STATUSES,
  type ProjectForm,
  type ProjectListFilter,
  projectFormOf,
  projectListQuery,
  projectModeOf,
  projectStatusOf,
} from '@mch/sdk';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { invalidateKeys } from '../../platform/query-client';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
import { ProjectDetailModal } from './project-detail-modal';
import { ProjectFormModal } from './project-form-modal';
import { ProjectStatusAction } from './project-status-action';
import { ProjectStatusBadge } from './project-status-badge';

/** The path of the statistics page a project's 'Statistics' action opens. */
const STATISTICS_PATH = '/evaluationManage/detail';

interface TypedFilter {
  year: string | null;
  name: string;
  status: string | null;
}

const EMPTY_FILTER: TypedFilter = { year: null, name: '', status: null };

function applied(filter: TypedFilter): ProjectListFilter {
  return {
    year: filter.year === null ? null : Number(filter.year),
    name: filter.name,
    status: projectStatusOf(filter.status),
  };
}

/**
 * Evaluation management (/evaluationManage): the evaluation projects by year, name and state, paged; creating and
 * changing a project, starting and ending one (confirmed), its details, and its statistics page. Filters, page and
 * dialogs live in the page's state, so the keep-alive tab keeps them.
 */
export default function EvaluationManagePage({ active }: PageProps) {
  const t = useMessages(evaluationMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const queryClient = useQueryClient();
  const filter = useListFilter<TypedFilter>(EMPTY_FILTER);
  const { paging, typed } = filter;
  const [editing, setEditing] = useState<ProjectForm | null>(null);
  const [shown, setShown] = useState<EvaluationProject | null>(null);
  const [years] = useState(() => evaluationYears(wb.adapters.clock.now(), 5, 2));

  const query = projectListQuery(paging, applied(filter.applied));
  const projects = usePagedQuery({
    paging,
    query: evaluationAdminQueries.projectPage(wb, query),
    enabled: active,
  });

  const saved = (project: EvaluationProject) => {
    setEditing(null);
    notifications.show({ color: 'green', message: t('saved') });
    void invalidateKeys(queryClient, evaluationAdminMutations.saved);
    setShown((current) => (current?.id === project.id ? project : current));
  };

  const columns: PagedTableColumn<EvaluationProject>[] = [
    { key: 'name', title: t('name'), field: 'name', shorten: 24 },
    { key: 'year', title: t('year'), field: 'year', width: 70 },
    {
      key: 'mode',
      title: t('mode'),
      width: 120,
      render: (row) => {
        const mode = projectModeOf(row.mode);
        if (mode === null) return '-';
        return (
          <Badge variant="outline" color={mode === PROJECT_MODE.ignorable ? 'gray.8' : 'blue.9'} tt="none">
            {t(`mode.${mode}`)}
          </Badge>
        );
      },
    },
    {
      key: 'status',
      title: t('status'),
      width: 110,
      render: (row) => <ProjectStatusBadge status={row.status} />,
    },
    {
      key: 'period',
      title: t('period'),
      width: 250,
      render: (row) => t('periodValue', { start: format.date(row.startTime), end: format.date(row.endTime) }),
    },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 260,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setShown(row)}
            aria-label={t('detailsOf', { name: row.name })}
          >
            {common('common.details')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setEditing(projectFormOf(row))}
            aria-label={t('editOf', { name: row.name })}
          >
            {common('common.edit')}
          </Button>
          <ProjectStatusAction project={row} />
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => openPage(STATISTICS_PATH, { projectId: String(row.id) })}
            aria-label={t('statisticsOf', { name: row.name })}
          >
            {t('statistics')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {titles('page.evaluationManage')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing(defaultProjectForm(wb.adapters.clock.now()))}
        >
          {t('newProject')}
        </Button>
      </Group>
      <FilterBar label={t('filters')} onSearch={filter.search} onReset={filter.reset}>
        <Select
          label={t('year')}
          placeholder={t('allYears')}
          data={years.map((y) => String(y))}
          value={typed.year}
          onChange={(year) => filter.setTyped({ year })}
          clearable
          clearButtonProps={{ 'aria-label': t('clearField', { field: t('year') }) }}
          w={140}
        />
        <TextInput
          label={t('name')}
          placeholder={t('namePlaceholder')}
          value={typed.name}
          onChange={(event) => filter.setTyped({ name: event.currentTarget.value })}
          w={260}
          maxLength={100}
        />
        <Select
          label={t('status')}
          placeholder={t('allStatuses')}
          data={PROJECT_STATUSES.map((s) => ({ value: String(s), label: t(`status.${s}`) }))}
          value={typed.status}
          onChange={(status) => filter.setTyped({ status })}
          clearable
          clearButtonProps={{ 'aria-label': t('clearField', { field: t('status') }) }}
          w={150}
        />
      </FilterBar>
      <PagedTable
        label={t('table')}
        columns={columns}
        rowKey="id"
        {...projects.table}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
      <ProjectFormModal initial={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <ProjectDetailModal project={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
