/**
 * Query and mutation descriptors of the back-office pages (SPEC.md §5–§7): login log, medical and resident
 * records, announcements, evaluation administration, signed organisations, staff and the preselection.
 */
import {
  type AnnouncementListRequest,
  fetchAnnouncement,
  fetchAnnouncementPage,
  fetchLatestAnnouncements,
} from '../features/announcements/announcements';
import {
  type ChooseUserPreQuery,
  deleteChooseUserPreOfProject,
  deleteChooseUserPreRow,
  fetchChooseUserPrePage,
  fetchUnitDoctors,
  fetchUnitOffices,
} from '../features/choose-user/choose-user';
import type { MedicalRecordQuery } from '../features/consultation/consultation';
import type { EvaluationProject } from '../features/evaluation/evaluation';
import {
  type AppraiseDetailQuery,
  fetchAppraiseDetailPage,
  fetchAppraiseStats,
  fetchAppraiseUnitStats,
  fetchProjectChoices,
  fetchProjectPage,
  type ProjectListQuery,
  type ProjectStatus,
  startProject,
  updateProjectStatus,
} from '../features/evaluation/evaluation-admin';
import { fetchLoginLogPage, type LoginLogQuery } from '../features/login-log/login-log';
import {
  fetchAllDoctors,
  fetchOrgChildren,
  fetchOrgDetail,
  fetchOrgForEdit,
  fetchOrgParentUnit,
} from '../features/organisations/organisations';
import {
  checkTeamResident,
  fetchAreaNames,
  fetchResidentByIdCard,
  fetchResidentEnumerations,
  type TeamResidentQuery,
} from '../features/residents/residents';
import type { Workbench } from '../workbench';
import { describeMutation, describeQuery } from './descriptor';

/** Login log. */
export const loginLogQueries = {
  all: ['loginLog'] as const,
  /** One page of the log. */
  page: (wb: Workbench, query: LoginLogQuery) =>
    describeQuery(['loginLog', 'page', query], ({ signal }) => fetchLoginLogPage(wb.main, query, signal)),
};

/** Consultation medical records and the resident record of an identity card. */
export const residentQueries = {
  all: ['residents'] as const,
  /** One page of consultation medical records (the resident list and the consultation's record picker). */
  medicalRecords: (wb: Workbench, query: MedicalRecordQuery) =>
    describeQuery(['residents', 'medicalRecords', query], ({ signal }) =>
      wb.consultation.queryMedicalRecords(query, { signal }),
    ),
  /** The resident of an identity card (null: nobody has it). */
  byIdCard: (wb: Workbench, idCard: string) =>
    describeQuery(['residents', 'byIdCard', idCard], ({ signal }) =>
      fetchResidentByIdCard(wb.fds, idCard, signal),
    ),
  /** The names of the resident record's coded fields; they do not change while the app runs. */
  enumerations: (wb: Workbench) =>
    describeQuery(
      ['residents', 'enumerations'],
      ({ signal }) => fetchResidentEnumerations(wb.fds, signal),
      Number.POSITIVE_INFINITY,
    ),
  /** The names of an area code and the areas above it; they do not change while the app runs. */
  areaNames: (wb: Workbench, areaCode: string) =>
    describeQuery(
      ['residents', 'areaNames', areaCode],
      ({ signal }) => fetchAreaNames(wb.fds, areaCode, signal),
      Number.POSITIVE_INFINITY,
    ),
  /** Whether the user's team serves a resident. */
  teamCheck: (wb: Workbench, query: TeamResidentQuery) =>
    describeQuery(['residents', 'teamCheck', query], ({ signal }) =>
      checkTeamResident(wb.fds, query, signal),
    ),
};

/** System announcements (the workbench's service card, the announcement list and detail). */
export const announcementQueries = {
  all: ['announcements'] as const,
  /** The latest announcements. */
  latest: (wb: Workbench) =>
    describeQuery(['announcements', 'latest'], ({ signal }) => fetchLatestAnnouncements(wb.main, signal)),
  /** One page of announcements. */
  page: (wb: Workbench, request: AnnouncementListRequest) =>
    describeQuery(['announcements', 'page', request], ({ signal }) =>
      fetchAnnouncementPage(wb.main, request, signal),
    ),
  /** One announcement. */
  byId: (wb: Workbench, id: number) =>
    describeQuery(['announcements', 'byId', id], ({ signal }) => fetchAnnouncement(wb.main, id, signal)),
};

const EVALUATION_PROJECTS = ['evaluationAdmin', 'projects'] as const;

/** Evaluation administration: projects, their answers and statistics. */
export const evaluationAdminQueries = {
  all: ['evaluationAdmin'] as const,
  /** Every read of the project list (invalidate after a project changes). */
  projects: EVALUATION_PROJECTS,
  /** One page of projects. */
  projectPage: (wb: Workbench, query: ProjectListQuery) =>
    describeQuery([...EVALUATION_PROJECTS, 'page', query], ({ signal }) =>
      fetchProjectPage(wb.main, query, signal),
    ),
  /** The projects a statistics page offers (of a year, or all). */
  projectChoices: (wb: Workbench, year: number | null) =>
    describeQuery([...EVALUATION_PROJECTS, 'choices', year], ({ signal }) =>
      fetchProjectChoices(wb.main, year, signal),
    ),
  /** The overview figures of a project. */
  stats: (wb: Workbench, projectId: number) =>
    describeQuery(['evaluationAdmin', 'stats', projectId], ({ signal }) =>
      fetchAppraiseStats(wb.main, projectId, signal),
    ),
  /** The figures of a project per unit. */
  unitStats: (wb: Workbench, projectId: number) =>
    describeQuery(['evaluationAdmin', 'unitStats', projectId], ({ signal }) =>
      fetchAppraiseUnitStats(wb.main, projectId, signal),
    ),
  /** One page of a project's answers. */
  answers: (wb: Workbench, query: AppraiseDetailQuery) =>
    describeQuery(['evaluationAdmin', 'answers', query], ({ signal }) =>
      fetchAppraiseDetailPage(wb.main, query, signal),
    ),
};

/** Changes of evaluation projects. */
export const evaluationAdminMutations = {
  /** Moves a project to another state. */
  setStatus: (wb: Workbench) =>
    describeMutation(
      ({ projectId, status }: { projectId: number; status: ProjectStatus }) =>
        updateProjectStatus(wb.main, projectId, status),
      [EVALUATION_PROJECTS],
    ),
  /** Starts a project when its period is not over and no other is in use (`startProject`, by the workbench's clock). */
  start: (wb: Workbench) =>
    describeMutation(
      (project: Pick<EvaluationProject, 'id' | 'endTime'>) =>
        startProject(wb.main, project, wb.adapters.clock.now()),
      [EVALUATION_PROJECTS],
    ),
  /** What a saved project (new or edited) makes stale. */
  saved: [EVALUATION_PROJECTS] as const,
};

const SIGNED_ORGS = ['signedOrgs'] as const;

/** Signed organisations (the platform's organisation list) and the platform's doctors. */
export const signedOrgQueries = {
  all: SIGNED_ORGS,
  /** The organisations under a parent. */
  children: (wb: Workbench, parentId: number) =>
    describeQuery([...SIGNED_ORGS, 'children', parentId], ({ signal }) =>
      fetchOrgChildren(wb.fds, parentId, signal),
    ),
  /** One organisation as shown. */
  detail: (wb: Workbench, orgId: number) =>
    describeQuery([...SIGNED_ORGS, 'detail', orgId], ({ signal }) => fetchOrgDetail(wb.fds, orgId, signal)),
  /** One organisation as edited. */
  forEdit: (wb: Workbench, orgId: number) =>
    describeQuery([...SIGNED_ORGS, 'forEdit', orgId], ({ signal }) => fetchOrgForEdit(wb.fds, orgId, signal)),
  /** The unit above an organisation (null at the top). */
  parentUnit: (wb: Workbench, orgId: number) =>
    describeQuery([...SIGNED_ORGS, 'parentUnit', orgId], ({ signal }) =>
      fetchOrgParentUnit(wb.fds, orgId, signal),
    ),
};

/** Doctors and offices of the platform's units. */
export const staffQueries = {
  all: ['staff'] as const,
  /** Every doctor of the platform. */
  allDoctors: (wb: Workbench) =>
    describeQuery(['staff', 'allDoctors'], ({ signal }) => fetchAllDoctors(wb.main, signal)),
  /** The offices of a unit. */
  unitOffices: (wb: Workbench, unitId: number) =>
    describeQuery(['staff', 'unitOffices', unitId], ({ signal }) =>
      fetchUnitOffices(wb.main, unitId, signal),
    ),
  /** The doctors of a unit, of one office or all. */
  unitDoctors: (wb: Workbench, unitId: number, officeId: number | null) =>
    describeQuery(['staff', 'unitDoctors', unitId, officeId], ({ signal }) =>
      fetchUnitDoctors(wb.main, unitId, officeId, signal),
    ),
};

const PRESELECTION = ['preselection'] as const;

/** The staff preselection of exam and training projects. */
export const preselectionQueries = {
  all: PRESELECTION,
  /** One page of a project's preselection. */
  page: (wb: Workbench, query: ChooseUserPreQuery) =>
    describeQuery([...PRESELECTION, 'page', query], ({ signal }) =>
      fetchChooseUserPrePage(wb.main, query, signal),
    ),
};

/** Changes of the preselection (a finished long job makes `preselectionQueries.all` stale too). */
export const preselectionMutations = {
  /** Removes one row. */
  removeRow: (wb: Workbench) =>
    describeMutation((id: number) => deleteChooseUserPreRow(wb.main, id), [PRESELECTION]),
  /** Removes a project's whole preselection. */
  removeProject: (wb: Workbench) =>
    describeMutation((projectId: number) => deleteChooseUserPreOfProject(wb.main, projectId), [PRESELECTION]),
};
