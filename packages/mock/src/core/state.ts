/**
 * The shapes of the demo's in-memory database: what each backend stores, row by row. Plain JSON data (the browser
 * worker saves it to sessionStorage), seeded by `fixtures/` and mutated in place by `handlers/`. Both import these
 * types from here; this module imports neither.
 */
import type { FdsComponents, LiveComponents, MainComponents, MessageComponents } from '@mch/sdk/generated';
import type { DemoToken } from './auth';

type MainSchemas = MainComponents['schemas'];

// Users ---------------------------------------------------------------------------------------------------

/** A granted function as `queryFunctionAllByUserIdSystemId` returns it. */
export interface DemoFunction {
  code: string;
  name: string;
  type: number;
  frontActionUrl: string | null;
  asideMenu?: boolean;
  closable?: boolean;
  icon?: string | null;
  treeCode: string;
  children?: DemoFunction[];
}

/** A demo user: what getUser returns plus the demo's own bookkeeping. */
export interface DemoUser {
  token: DemoToken;
  id: number;
  adminType: number;
  userName: string;
  nickName: string;
  mobile: string;
  identityCard: string;
  unitAreaCode: string;
  unitId: number;
  unitUuid: string;
  unitName: string;
  relationId: number | null;
  doctorUuid: string | null;
  functions: DemoFunction[];
}

// Main backend --------------------------------------------------------------------------------------------

/** A unit (organisation) as the demo stores it; areaName and childCount are derived when answering. */
export interface UnitRow {
  id: number;
  parentId: number | null;
  name: string;
  shortName: string;
  areaCode: string;
  /** 1 province, 2 city, 3 district/county, 4 community centre or township hospital, 5 station or clinic. */
  unitType: number;
  address: string;
  contactName: string;
  contactMobile: string;
  signed: boolean;
  createTime: string;
}

/** An office (department) of a unit. */
export interface OfficeRow {
  id: number;
  name: string;
  unitId: number;
}

/** A doctor. */
export interface DoctorRow {
  id: number;
  name: string;
  title: string;
  mobile: string;
  unitId: number;
  officeId: number | null;
  officeName: string | null;
}

/** A business line. */
export interface BusinessLineRow {
  id: number;
  title: string;
}

/** A node of a business line's organisation catalogue tree; `level` and `treeCode` follow its position. */
export interface TreeNodeRow {
  id: number;
  lobId: number;
  parentId: number | null;
  name: string;
  /** The unit the node stands for, null for a catalogue node. */
  unitId: number | null;
  treeCode: string;
  level: number;
  /** Position among its siblings. */
  sort: number;
}

/** A consultation as the demo stores it (the medical record and the consultation info in one row). */
export interface ConsultationRow {
  singleId: number;
  rcRoomId: string;
  clientType: number;
  /** Doctor id of the creator. */
  creatorId: number;
  /** Doctor ids of the invited experts. */
  inviteeIds: number[];
  patName: string;
  patIdnum: string;
  patSex: number;
  patAge: number;
  diagnosis: string;
  hospitalName: string;
  /** 0 waiting, 1 in progress, 2 finished, 3 cancelled. */
  status: number;
  createTime: string;
}

/** A whiteboard/meeting room made for a consultation. */
export interface RoomRow {
  projectId: number;
  type: number;
  roomId: string;
  chairPassword: string;
}

/** An evaluation project and who has already answered or ignored it. */
export type ProjectRow = MainSchemas['EvaluationProject'] & {
  /** Ids of the users who answered or ignored it: getUseProject no longer offers it to them. */
  respondedUserIds: number[];
};

/** A submitted evaluation answer. */
export interface AnswerRow {
  id: number;
  projectId: number;
  /** The demo user who answered, null for the generated respondents. */
  userId: number | null;
  userName: string;
  unitId: number;
  unitName: string;
  appraiseResult: 0 | 1 | 2;
  explain: string | null;
  suggest: string | null;
  createTime: string;
}

/** A commit of a project's preselection to the exam or training system. */
export interface CommitRow {
  projectId: number;
  systemType: number;
  count: number;
  time: string;
}

/** The state of the main backend. */
export interface MainState {
  units: UnitRow[];
  offices: OfficeRow[];
  doctors: DoctorRow[];
  businessLines: BusinessLineRow[];
  treeNodes: TreeNodeRow[];
  consultations: ConsultationRow[];
  rooms: RoomRow[];
  projects: ProjectRow[];
  answers: AnswerRow[];
  loginLogs: MainSchemas['LoginLog'][];
  notices: MainSchemas['SystemNotice'][];
  systems: MainSchemas['SystemInfo'][];
  preselection: MainSchemas['ChooseUserPreRow'][];
  commits: CommitRow[];
}

// Live backend --------------------------------------------------------------------------------------------

/** A live-training project (the spec's LiveProject). */
export type LiveProject = LiveComponents['schemas']['LiveProject'];
/** A live room (the spec's LiveRoom). */
export type LiveRoom = LiveComponents['schemas']['LiveRoom'];

/** The figures of a live project at the seed; the demo's own sign-ups are added on top. */
export interface LiveFigures {
  signUpCount: number;
  studyCount: number;
  finishedCount: number;
  /** Broadcasts of the project. */
  liveCount: number;
}

/** The live backend's state. Users are identified by identity card (`sertId`), as the real backend does. */
export interface LiveState {
  projects: LiveProject[];
  /** Figures of each project at the seed, by projectUniqueId. */
  figures: Record<string, LiveFigures>;
  /** The projects each identity card signed up for. */
  signUps: Record<string, string[]>;
  rooms: LiveRoom[];
  nextRoomId: number;
}

// Message backend -----------------------------------------------------------------------------------------

/** A notice of the inbox (the spec's Notice). */
export type Notice = MessageComponents['schemas']['Notice'];
/** A work tip (the spec's WorkTip). */
export type WorkTip = MessageComponents['schemas']['WorkTip'];
/** A message of the system-message poll (the spec's PulledMessage). */
export type PulledMessage = MessageComponents['schemas']['PulledMessage'];

/** The message backend's state: every demo user's inbox, keyed by user id. */
export interface MessageState {
  notices: Record<string, Notice[]>;
  workTips: Record<string, WorkTip[]>;
  /** What the next `GET /v1/message/pull` of a user returns (then it is empty again). */
  pending: Record<string, PulledMessage[]>;
  /** The next id of a notice or message the demo creates. */
  nextId: number;
}

// Fds backend ---------------------------------------------------------------------------------------------

/** A value of an enumeration (the spec's Enumeration). */
export type Enumeration = FdsComponents['schemas']['Enumeration'];
/** An organisation (the spec's OrgInfo). */
export type OrgInfo = FdsComponents['schemas']['OrgInfo'];
/** A resident health record (the spec's Resident). */
export type Resident = FdsComponents['schemas']['Resident'];

/** The family-doctor team of a resident. */
export interface ResidentTeam {
  teamName: string;
  /** The doctors of the team (doctor ids; demo-doctor is 3001, demo-admin 3101). */
  doctorIds: number[];
}

/** The fds backend's state. The region dictionary is static and lives outside it (`areasOf(scale)`). */
export interface FdsState {
  /** Values of every enumeration, by enumeration id. */
  enums: Record<string, Enumeration[]>;
  orgs: OrgInfo[];
  residents: Resident[];
  /** The family-doctor team of each resident, by identity card. */
  teams: Record<string, ResidentTeam>;
  nextOrgId: number;
}

// Exam backend --------------------------------------------------------------------------------------------

/** An exam of the exam system (what `GET /user/exam/code/info` shows, less the per-user fields). */
export interface Exam {
  id: number;
  code: string;
  name: string;
  startDate: string;
  endDate: string;
  companyName: string;
  /** Participants and passes at the seed (demo registrations are added on top). */
  participantCount: number;
  passedCount: number;
}

/** The exam backend's state. */
export interface ExamState {
  exams: Exam[];
  /** The exams each demo user is registered for, by user id. */
  registrations: Record<string, number[]>;
}

// Training backend ----------------------------------------------------------------------------------------

/** Study figures of one unit in a training. */
export interface UnitProgress {
  unitName: string;
  totalStudents: number;
  studying: number;
  finished: number;
}

/** A training of the training system. */
export interface Training {
  id: number;
  code: string;
  trainingName: string;
  beginTime: string;
  endTime: string;
  createCompanyName: string;
  units: UnitProgress[];
}

/** The training backend's state. */
export interface TrainingState {
  trainings: Training[];
  /** The training codes each demo user is registered for, by user id. */
  registrations: Record<string, string[]>;
  /** Study time of each demo user, by user id. */
  studyMinutes: Record<string, { totalMinutes: number; yearMinutes: number }>;
}

// The whole database --------------------------------------------------------------------------------------

/** The whole state of the demo backend. */
export interface MockDb {
  users: DemoUser[];
  main: MainState;
  live: LiveState;
  message: MessageState;
  fds: FdsState;
  exam: ExamState;
  training: TrainingState;
}
