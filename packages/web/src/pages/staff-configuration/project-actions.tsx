import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  chooseUserPreQuery,
  jobsBlocking,
  type OrgTreeNode,
  type ProjectSelection,
  preselectionMutations,
  preselectionQueries,
  projectsSharingId,
} from '@mch/sdk';
import { IconFileImport, IconSend, IconUsersPlus } from '@tabler/icons-react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { runMutation } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { AddAllDialog } from './add-all-dialog';
import { ImportDialog } from './import-dialog';
import { studentSettingMessages } from './messages';
import { useJobLabel, useJobList, useProjectLabel } from './sync-jobs';
import { useJobActions } from './use-job-actions';

/** Props of ProjectActions. */
export interface ProjectActionsProps {
  project: ProjectSelection;
  selectedNode: OrgTreeNode | null;
}

/**
 * The question of 'Delete all'. The backend deletes by the project's id in every system (`projectsSharingId`): when
 * the other system's project of that id has a preselection too, the question says it goes as well, with its size
 * (asked for as the dialog opens).
 */
function DeleteAllMessage({ project }: { project: ProjectSelection }) {
  const t = useMessages(studentSettingMessages);
  const wb = useWorkbench();
  const label = useProjectLabel();
  const others = projectsSharingId(project);
  const sizes = useQueries({
    queries: others.map((other) =>
      preselectionQueries.page(wb, chooseUserPreQuery({ page: 1, pageSize: 1 }, other)),
    ),
  });
  return (
    <>
      {t('deleteAllMessage', { project: label(project) })}
      {others.map((other, i) => {
        const total = sizes[i]?.data?.total ?? 0;
        return total > 0 ? (
          <Text key={other.systemType} span display="block" mt="xs" c="red.8" fw={600}>
            {t('deleteAllAlso', { project: label(other), count: total })}
          </Text>
        ) : null;
      })}
    </>
  );
}

/** What can be done to a whole project: add all, import, commit (confirmed) and delete all (confirmed). */
export function ProjectActions({ project, selectedNode }: ProjectActionsProps) {
  const t = useMessages(studentSettingMessages);
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const jobs = useWorkbench().chooseUserJobs;
  const list = useJobList(jobs);
  const actions = useJobActions();
  const projectLabel = useProjectLabel()(project);
  const jobLabel = useJobLabel();
  // Commit and Delete all wait for the jobs still changing this project's preselection (SDK jobsBlocking): a commit
  // made meanwhile would leave out what they add, a delete would see it come back.
  // A job cut off by a reload or a gateway may still be running on the server until its time limit: waited for too.
  const now = wb.adapters.clock.now();
  const commitWaitsFor = jobsBlocking(list, 'commit', project, now)[0];
  const deleteAllWaitsFor = jobsBlocking(list, 'deleteAll', project, now)[0];
  const [dialog, setDialog] = useState<'addAll' | 'import' | null>(null);
  const commitReasonId = useId();
  const deleteAllReasonId = useId();
  const addAllRunning = jobs.runningJob('addAll', project) !== undefined;
  const importRunning = jobs.runningJob('import', project) !== undefined;

  const deleteAll = async () => {
    await runMutation(queryClient, preselectionMutations.removeProject(wb), project.projectId);
  };

  return (
    <Group justify="space-between" gap="sm">
      <Text fw={500}>{t('currentProject', { project: projectLabel })}</Text>
      <Group gap="sm" role="group" aria-label={t('actions')}>
        {/*
         * While its job runs a button shows it but stays operable (its dialog says the job runs): a disabled button
         * could not take the focus back when its dialog closes, which left a keyboard user at the page's start.
         */}
        <Button
          variant="default"
          leftSection={
            addAllRunning ? <Loader size={14} aria-hidden /> : <IconUsersPlus size={16} aria-hidden />
          }
          aria-label={addAllRunning ? t('jobRunningNow', { action: t('addAll') }) : undefined}
          onClick={() => setDialog('addAll')}
        >
          {t('addAll')}
        </Button>
        <Button
          variant="default"
          leftSection={
            importRunning ? <Loader size={14} aria-hidden /> : <IconFileImport size={16} aria-hidden />
          }
          aria-label={importRunning ? t('jobRunningNow', { action: t('importExcel') }) : undefined}
          onClick={() => setDialog('import')}
        >
          {t('importExcel')}
        </Button>
        <ConfirmAction
          color="blue"
          variant="filled"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={jobs.runningJob('commit', project) !== undefined}
          unavailableReasonId={commitWaitsFor ? commitReasonId : undefined}
          title={t('commitTitle')}
          message={t('commitMessage', { project: projectLabel })}
          onConfirm={() => {
            void actions.commit(project);
          }}
        >
          {t('commit')}
        </ConfirmAction>
        <ConfirmAction
          unavailableReasonId={deleteAllWaitsFor ? deleteAllReasonId : undefined}
          title={t('deleteAllTitle')}
          message={<DeleteAllMessage project={project} />}
          onConfirm={deleteAll}
        >
          {t('deleteAll')}
        </ConfirmAction>
      </Group>
      {(commitWaitsFor || deleteAllWaitsFor) && (
        <Stack gap={0} w="100%" align="flex-end">
          {commitWaitsFor && (
            <Text size="sm" c="dimmed" id={commitReasonId}>
              {t('commitWaits', { job: jobLabel(commitWaitsFor) })}
            </Text>
          )}
          {deleteAllWaitsFor && (
            <Text size="sm" c="dimmed" id={deleteAllReasonId}>
              {t('deleteAllWaits', { job: jobLabel(deleteAllWaitsFor) })}
            </Text>
          )}
        </Stack>
      )}
      <AddAllDialog
        key={`${project.systemType}-${project.projectId}`}
        opened={dialog === 'addAll'}
        onClose={() => setDialog(null)}
        project={project}
        selectedNode={selectedNode}
      />
      <ImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} project={project} />
    </Group>
  );
}
