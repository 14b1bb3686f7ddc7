import { Stack } from '@mantine/core';
import { type OrgTreeNode, type ProjectSelection, projectSelectionOf } from '@mch/sdk';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useCurrentPageId, useWorkbench } from '../../platform/workbench-context';
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
 * Under what the project open in a tab is kept among the user's drafts: one per page (the page's identity includes
 * the project its address names), so a reload shows the project opened in that tab since, and another tab's address
 * its own.
 */
function openProjectKey(pageId: string | null): string {
  return pageId === null ? 'student-setting:project' : `student-setting:project:${pageId}`;
}

/** A kept open project (a stored value of another shape is not one). */
function isOpenProject(value: unknown): value is ProjectSelection {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  const project = projectSelectionOf(kept);
  return project !== null && project.projectId === kept.projectId && project.systemType === kept.systemType;
}

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
  const wb = useWorkbench();
  // The project the user had open in this tab comes back after an expired login and a new sign-in (or a reload), as a
  // list's filter does; until one is opened in the form, the one named by the address.
  const openKey = openProjectKey(useCurrentPageId());
  const [project, setProject] = useState<ProjectSelection | null>(
    () => wb.drafts.load(openKey, isOpenProject) ?? search.project,
  );
  const [lobId, setLobId] = useState<number | null>(null);
  const [selectedNode, setSelectedNode] = useState<OrgTreeNode | null>(null);
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
    wb.drafts.save(openKey, next);
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
