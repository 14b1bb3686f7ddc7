import { Button, Card, Group, Modal, Select, Stack, Title } from '@mantine/core';
import { type LiveProject, liveQueries, liveYears } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { DetailTable } from '../../ui/detail-table';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ShortText } from '../../ui/short-text';
import { featureErrorMessage } from '../subsystems/feature-error';
import { AddLiveRoomModal } from './add-live-room-modal';
import { liveMessages } from './messages';

/** Props of LiveProjectsModal. */
export interface LiveProjectsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The current year (the first one offered). */
  currentYear: number;
}

/**
 * Scrolls the nearest scrolling ancestor of `element` (the dialog's body) so that the element shows, as much of it as
 * fits. Not `scrollIntoView`, which scrolls every ancestor, the page behind the dialog too.
 */
function revealInScroller(element: HTMLElement): void {
  let scroller = element.parentElement;
  while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement;
  if (!scroller) return;
  const view = scroller.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  if (box.bottom > view.bottom) scroller.scrollTop += Math.min(box.bottom - view.bottom, box.top - view.top);
  else if (box.top < view.top) scroller.scrollTop -= view.top - box.top;
}

function StudyFigures({ project }: { project: LiveProject }) {
  const t = useMessages(liveMessages);
  const shared = useT();
  const wb = useWorkbench();
  const query = useQuery({
    ...liveQueries.studyCount(wb, project.projectUniqueId),
  });
  // The figures come under the table, below the dialog's fold on a laptop: the click brings them into view and
  // takes the focus there, so it does not look as if nothing happened (and a screen reader reads where it went).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    revealInScroller(element);
    element.focus({ preventScroll: true });
  }, [project.projectUniqueId]);
  return (
    <Card
      ref={section}
      tabIndex={-1}
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={t('projects.figuresOf', { name: project.projectName })}
    >
      <Title order={3} size="h6" mb="sm">
        {t('projects.figuresOf', { name: project.projectName })}
      </Title>
      {query.isError ? (
        <ErrorPanel
          title={t('figures.failed')}
          message={featureErrorMessage(query.error, shared)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DetailTable
          items={[
            { key: 'project', label: t('figures.project'), value: project.projectName, span: 24 },
            {
              key: 'signUp',
              label: t('figures.signUp'),
              value: query.data ? <Amount value={query.data.signUpCount} /> : shared('common.loading'),
            },
            {
              key: 'study',
              label: t('figures.study'),
              value: query.data ? <Amount value={query.data.studyCount} /> : shared('common.loading'),
            },
            {
              key: 'finished',
              label: t('figures.finished'),
              value: query.data ? <Amount value={query.data.finishedCount} /> : shared('common.loading'),
            },
          ]}
        />
      )}
    </Card>
  );
}

function ProjectsBody({
  currentYear,
  onAddRoom,
}: {
  currentYear: number;
  onAddRoom: (project: LiveProject, year: number) => void;
}) {
  const t = useMessages(liveMessages);
  const format = useFormat();
  const wb = useWorkbench();
  const [year, setYear] = useState(currentYear);
  const [selected, setSelected] = useState<LiveProject | null>(null);
  const paging = usePaging();
  const query = useQuery({
    ...liveQueries.projects(wb, year),
  });
  const all = query.data ?? [];
  const rows = all.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  const columns = useMemo<PagedTableColumn<LiveProject>[]>(
    () => [
      { key: 'projectName', title: t('projects.name'), field: 'projectName', shorten: 16 },
      { key: 'projectNo', title: t('projects.no'), field: 'projectNo', shorten: 12 },
      { key: 'holdStartTime', title: t('projects.start'), render: (p) => format.dateTime(p.holdStartTime) },
      { key: 'holdEndTime', title: t('projects.end'), render: (p) => format.dateTime(p.holdEndTime) },
      {
        key: 'createUnitName',
        title: t('projects.unit'),
        render: (p) => <ShortText text={p.createUnitName} max={12} />,
      },
      {
        key: 'actions',
        title: t('projects.actions'),
        render: (p) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('projects.figuresOf', { name: p.projectName })}
              onClick={() => setSelected(p)}
            >
              {t('projects.figures')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('projects.addRoomOf', { name: p.projectName })}
              onClick={() => onAddRoom(p, year)}
            >
              {t('projects.addRoom')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, format, onAddRoom, year],
  );
  return (
    <Stack gap="md">
      <Select
        label={t('projects.year')}
        w={160}
        data={liveYears(currentYear).map((y) => ({ value: String(y), label: String(y) }))}
        value={String(year)}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          setYear(Number(value));
          setSelected(null);
          paging.reset();
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <PagedTable
        label={t('projects.tableLabel', { year })}
        columns={columns}
        rows={query.isError ? [] : rows}
        rowKey="projectUniqueId"
        total={all.length}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={query.isFetching}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        empty={<EmptyState title={t('projects.empty', { year })} py="lg" />}
      />
      {selected && <StudyFigures project={selected} />}
    </Stack>
  );
}

/** The live projects of a year (paged), the study figures of one, and adding a room to one. */
export function LiveProjectsModal({ opened, onClose, currentYear }: LiveProjectsModalProps) {
  const t = useMessages(liveMessages);
  const shared = useT();
  const [roomFor, setRoomFor] = useState<{ project: LiveProject; year: number } | null>(null);
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('projects.title')}
        size={960}
        centered
        closeOnEscape={roomFor === null}
        closeButtonProps={{ 'aria-label': shared('common.close') }}
      >
        {opened && (
          <ProjectsBody
            currentYear={currentYear}
            onAddRoom={(project, year) => setRoomFor({ project, year })}
          />
        )}
      </Modal>
      <AddLiveRoomModal
        opened={roomFor !== null}
        onClose={() => setRoomFor(null)}
        year={roomFor?.year ?? currentYear}
        projectUniqueId={roomFor?.project.projectUniqueId ?? null}
      />
    </>
  );
}
