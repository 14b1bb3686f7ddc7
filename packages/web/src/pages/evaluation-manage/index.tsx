import { Badge, Button, Group, Stack } from '@mantine/core';
import {
  defaultProjectForm,
  EMPTY_PLACEHOLDER,
  type EvaluationProject,
  evaluationAdminMutations,
  evaluationAdminQueries,
  evaluationYears,
  PROJECT_MODE,
  PROJECT_STATUSES,
  type ProjectForm,
  type ProjectListFilter,
  parseMoment,
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
import { FilterSelect } from '../../ui/filter-select';
import { FilterTextInput } from '../../ui/filter-text-input';
import { FilteredPagedTable } from '../../ui/filtered-paged-table';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/page-title';
import type { PagedTableColumn } from '../../ui/paged-table';
import { RowAction } from '../../ui/row-action';
import { useFilteredList } from '../../ui/use-filtered-list';
import { keptListView } from '../../ui/use-list-filter';
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
const KEPT_VIEW = keptListView<TypedFilter>('projects', { year: 'choice', name: 'text', status: 'choice' });

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
  const [editing, setEditing] = useState<ProjectForm | null>(null);
  const [shown, setShown] = useState<EvaluationProject | null>(null);
  const [years] = useState(() => evaluationYears(wb.adapters.clock.now(), 5, 2));

  const projects = useFilteredList(
    EMPTY_FILTER,
    (typed, paging) => evaluationAdminQueries.projectPage(wb, projectListQuery(paging, applied(typed))),
    active,
    KEPT_VIEW,
  );

  const saved = (project: EvaluationProject) => {
    setEditing(null);
    notify({ color: 'green', message: ({ messages }) => messages(evaluationMessages)('saved') });
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
      // A project without a period shows the one placeholder (SPEC.md §2.6), not '- – -'.
      render: (row) =>
        parseMoment(row.startTime) || parseMoment(row.endTime)
          ? t('periodValue', { start: format.date(row.startTime), end: format.date(row.endTime) })
          : EMPTY_PLACEHOLDER,
    },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 260,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <RowAction label={t('detailsOf', { name: row.name })} onClick={() => setShown(row)}>
            {common('common.details')}
          </RowAction>
          <RowAction label={t('editOf', { name: row.name })} onClick={() => setEditing(projectFormOf(row))}>
            {common('common.edit')}
          </RowAction>
          <ProjectStatusAction project={row} />
          <RowAction
            label={t('statisticsOf', { name: row.name })}
            onClick={() => openPage(STATISTICS_PATH, { projectId: String(row.id) })}
          >
            {t('statistics')}
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{titles('page.evaluationManage')}</PageTitle>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing(defaultProjectForm(wb.adapters.clock.now()))}
        >
          {t('newProject')}
        </Button>
      </Group>
      <FilteredPagedTable
        list={projects}
        columns={columns}
        rowKey="id"
        texts={{ filters: t('filters'), table: t('table'), empty: t('empty') }}
      >
        <FilterSelect
          listFilter={projects}
          field="year"
          label={t('year')}
          placeholder={t('allYears')}
          data={years.map((y) => String(y))}
          clearLabel={t('clearField', { field: t('year') })}
          w={140}
        />
        <FilterTextInput
          listFilter={projects}
          field="name"
          label={t('name')}
          placeholder={t('namePlaceholder')}
          w={260}
        />
        <FilterSelect
          listFilter={projects}
          field="status"
          label={t('status')}
          placeholder={t('allStatuses')}
          data={PROJECT_STATUSES.map((s) => ({ value: String(s), label: t(`status.${s}`) }))}
          clearLabel={t('clearField', { field: t('status') })}
          w={150}
        />
      </FilteredPagedTable>
      <ProjectFormModal initial={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <ProjectDetailModal project={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
