import { Stack } from '@mantine/core';
import type { OrgTreeNode, ProjectSelection } from '@mch/sdk';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/page-title';
import { JobList } from './job-list';
import { studentSettingMessages } from './messages';
import { PreselectionTable } from './preselection-table';
import { ProjectActions } from './project-actions';
import { ProjectForm } from './project-form';
import { choiceDraftKey, StaffPicker } from './staff-picker';
import { projectLabel } from './sync-jobs';

/**
 * Staff configuration (/student-setting): the users preselected for an exam or training project. The project comes
 * from the page's query (`projectId`, `systemType`) or the form; units are chosen from the organisation tree and
 * doctors by unit and office, then saved; a project's users can also be added all at once, imported from a
 * spreadsheet, committed, and deleted one by one or all together. The long calls run as background jobs owned by
 * the app, so they go on while the user works in other tabs, and end with a notification.
 */
export default function StudentSettingPage({ search, active }: PageProps<'StudentSetting'>) {
  const t = useMessages(studentSettingMessages);
  const titles = useMessages(pageTitles);
  const [project, setProject] = useState<ProjectSelection | null>(search.project);
  const [lobId, setLobId] = useState<number | null>(null);
  const [selectedNode, setSelectedNode] = useState<OrgTreeNode | null>(null);
  const wb = useWorkbench();
  // Another project: a choice not saved for the one left is kept as its draft (offered back when it is opened
  // again); the user is told so, rather than seeing it vanish.
  const openProject = (next: ProjectSelection) => {
    const left = project;
    const same = left !== null && left.projectId === next.projectId && left.systemType === next.systemType;
    if (left !== null && !same && wb.drafts.has(choiceDraftKey(left))) {
      notify({
        message: ({ messages }) =>
          messages(studentSettingMessages)('choiceKept', {
            project: projectLabel(messages(studentSettingMessages), left),
          }),
        autoClose: 10_000,
      });
    }
    setProject(next);
  };

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.studentSetting')}</PageTitle>
      <ProjectForm initial={project} onOpen={openProject} />
      <JobList />
      {project === null ? (
        <EmptyState title={t('noProject')} description={t('noProjectHint')} py="xl" />
      ) : (
        <>
          <ProjectActions project={project} selectedNode={selectedNode} />
          <StaffPicker
            key={`picker-${project.systemType}-${project.projectId}`}
            active={active}
            project={project}
            lobId={lobId}
            onLobChange={setLobId}
            selectedNode={selectedNode}
            onSelectNode={setSelectedNode}
          />
          <PreselectionTable
            key={`table-${project.systemType}-${project.projectId}`}
            project={project}
            active={active}
          />
        </>
      )}
    </Stack>
  );
}
