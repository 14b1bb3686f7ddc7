// generated from specs/common.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Business result code: an integer on some backends, a string on others. */
    Code: number | string;
    /** @description The response envelope without its data. Each 200 response adds `data` to it with allOf. Success codes: main 0 (and SUCCESS from the portal), live 200, message SUCCESS, fds SUCCESS, exam 0, training 0. */
    Envelope: {
      code: components['schemas']['Code'];
      /** @description Message of the server, shown in a warning on failure */
      msg: string | null;
    };
    /** @description The envelope of a documented error response. */
    ErrorEnvelope: {
      code: components['schemas']['Code'];
      /** @description What went wrong */
      msg: string | null;
      data: null;
    };
    /** @description One page of a paged query. Written per item type with allOf. */
    Page: {
      /** @description The items of this page, an array; each page schema (for example LoginLogPage) sets the item type. */
      records: unknown;
      /** @description Number of items over all pages */
      total: number;
      /** @description Page number, from 1 */
      pageIndex: number;
      /** @description Page size */
      pageSize: number;
    };
    /**
     * @description Region code of 12 digits. Level 1 is the first 2 digits, level 2 the first 4, level 3 the first 6, level 4 the first 9, level 5 all 12; the remainder is padded with zeros.
     * @example 430000000000
     * @example 430100000000
     */
    RegionCode: string;
    /** @description The current user. */
    UserInfo: {
      /** @description Id of the user */
      id: number;
      /** @description Administrator type of the user (its values are not documented) */
      adminType: number;
      /** @description Login name */
      userName: string;
      /** @description Display name, shown in the header */
      nickName: string;
      /** @description Mobile number */
      mobile: string;
      /** @description Identity-card number (also the certificate id of live sign-up) */
      identityCard: string;
      /** @description Region code of the unit */
      unitAreaCode: components['schemas']['RegionCode'];
      /** @description Id of the unit */
      unitId: number;
      /** @description Uuid of the unit */
      unitUuid: string;
      /** @description Name of the unit, shown in the header */
      unitName: string;
      /** @description Id of the doctor record of the user (the backend calls it relationId), null if none */
      doctorId: number | null;
      /** @description Uuid of the doctor record of the user, null if none */
      doctorUuid: string | null;
    };
    /** @description The current user as GET /v1/user/getUser returns it. */
    UserInfoResponse: {
      /** @description Id of the user */
      id: number;
      /** @description Administrator type of the user (its values are not documented) */
      adminType: number;
      /** @description Login name */
      userName: string;
      /** @description Display name, shown in the header */
      nickName: string;
      /** @description Mobile number */
      mobile: string;
      /** @description Identity-card number (also the certificate id of live sign-up) */
      identityCard: string;
      /** @description Region code of the unit */
      unitAreaCode: components['schemas']['RegionCode'];
      /** @description Id of the unit */
      unitId: number;
      /** @description Uuid of the unit */
      unitUuid: string;
      /** @description Name of the unit, shown in the header */
      unitName: string;
      /** @description Id of the doctor record of the user; the SDK exposes it as UserInfo.doctorId */
      relationId: number | null;
      /** @description Uuid of the doctor record of the user, null if none */
      doctorUuid: string | null;
    };
    /** @description Unread counts behind the bell badge. */
    NoticeCounts: {
      /** @description All unread items */
      total: number;
      /** @description Unread notices */
      noticeCount: number;
      /** @description Unread work tips */
      workTipsCount: number;
    };
    /** @description A work tip (an actionable notification). */
    WorkTip: {
      /** @description Id of the work tip */
      id: number;
      /** @description Template of the tip: 14 referral live invitation, 28 consultation invitation, others */
      templateId: number;
      /** @description Text of the tip */
      body: string;
      /** @description Address to open for the tip, if any */
      openUrl: string | null;
      /** @description Whether the tip has been read */
      read: boolean;
      /** @description Extra parameters of the tip */
      extraParams: {
        /** @description Id of the object the tip is about (for template 28, the consultation singleId) */
        id: number;
      };
      /**
       * @description When the tip was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A remote consultation. */
    ConsultationInfo: {
      /** @description Id of the consultation */
      singleId: number;
      /** @description Video room id */
      rcRoomId: string;
      /** @description Client type of the room */
      clientType: number;
      /** @description Doctor id of the creator; the current doctor is host when equal */
      creatorId: number;
      /** @description Patient name */
      patName: string;
      /** @description Patient identity-card number */
      patIdnum: string;
      /** @description Patient sex: 1 is male, otherwise female */
      patSex: number;
      /** @description Patient age in years */
      patAge: number;
    };
    /** @description A whiteboard/meeting room. */
    WhiteboardRoom: {
      /** @description Whiteboard or meeting room id */
      roomId: string;
      /** @description Password of the chair */
      chairPassword: string;
      /** @description Address of the room page (http or https), when the backend provides one */
      url?: string | null;
    };
    /** @description A satisfaction-evaluation project. */
    EvaluationProject: {
      /** @description Id of the evaluation project */
      id: number;
      /**
       * @description 0 allows the user to ignore the evaluation; 1 does not
       * @enum {integer}
       */
      mode: 0 | 1;
      /** @description Name of the project */
      name: string;
      /** @description Year of the project */
      year: number;
      /**
       * @description 0 not started, 1 in use, 2 ended
       * @enum {integer}
       */
      status: 0 | 1 | 2;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /**
       * @description When the project was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A satisfaction-evaluation answer. */
    EvaluationSubmission: {
      /**
       * @description 0 very satisfied, 1 satisfied, 2 dissatisfied
       * @enum {integer}
       */
      appraiseResult: 0 | 1 | 2;
      /** @description Reason for dissatisfaction (only with appraiseResult 2) */
      explain?: string;
      /** @description Suggestions */
      suggest?: string;
      /** @description Id of the evaluation project */
      projectId: number;
    };
    /** @description A node of the region tree. */
    AreaNode: {
      /** @description Region code of the area */
      areaCode: components['schemas']['RegionCode'];
      /** @description Name of the area */
      areaName: string;
      /** @description Child areas, when loaded */
      children?: components['schemas']['AreaNode'][];
      /** @description Whether the area has no children */
      isLeaf: boolean;
    };
    /** @description An item of the menu built from the function list. */
    MenuItem: {
      /** @description Route name, unique */
      name: string;
      /** @description Title shown in the menu and the tab */
      title: string;
      /** @description Icon name */
      icon?: string;
      /** @description Nested items */
      children?: components['schemas']['MenuItem'][];
      /** @description Titles from the root to this item (breadcrumb) */
      levelList?: string[];
      /** @description Whether the item shows in the side menu */
      asideMenu?: boolean;
      /** @description Tree code of the function the item comes from */
      treeCode?: string;
      /** @description Address shown in an embedded frame, for external functions */
      iframeUrl?: string;
      /** @description Whether the item shows an external address in a frame */
      isIframeUrl?: boolean;
      /** @description Query of the route */
      query?: {
        [key: string]: string;
      };
      /** @description Whether its tab can be closed */
      closable?: boolean;
      /** @description Whether its page is unmounted when hidden */
      disabledKeepAlive?: boolean;
      /** @description Whether its tab is left out of session storage */
      disabledStorage?: boolean;
    };
    /** @description A granted function. */
    FunctionNode: {
      /** @description Function code, for example businessLineManage */
      code: string;
      /** @description Function name */
      name: string;
      /** @description Node type: 1 means menu */
      type: number;
      /** @description Front-end route or http(s) address of the function */
      frontActionUrl: string | null;
      /** @description Whether the function shows in the side menu */
      asideMenu?: boolean;
      /** @description Whether its tab can be closed */
      closable?: boolean;
      /** @description Icon name */
      icon?: string | null;
      /** @description Tree code */
      treeCode: string;
      /** @description Child functions */
      children?: components['schemas']['FunctionNode'][];
    };
    /** @description An exam found by its code. */
    ExamByCode: {
      /** @description Id of the exam */
      id: number;
      /** @description Id of the current user in the exam system */
      userId: number;
      /** @description Exam name */
      name: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startDate: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endDate: string;
      /**
       * @description 1 means already registered
       * @enum {integer}
       */
      isExamUser: 0 | 1;
      /** @description Unit that holds the exam */
      companyName: string;
    };
    /** @description A training found by its code. */
    TrainingByCode: {
      /** @description Training name */
      trainingName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      beginTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /**
       * @description 1 means already registered
       * @enum {integer}
       */
      isRegister: 0 | 1;
      /** @description Unit that created the training */
      createCompanyName: string;
    };
    /** @description A live-training project. */
    LiveProject: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Name */
      projectName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      holdStartTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      holdEndTime: string;
      /** @description Unit that created the project */
      createUnitName: string;
      /** @description Project number (the code users type to find it) */
      projectNo: string;
    };
    /** @description A result card of the sign-up dialog (built by the SDK). */
    SignupCard: {
      /**
       * @description Kind of item
       * @enum {string}
       */
      type: 'exam' | 'training' | 'live';
      /** @description The item's code: a live project's own number, else the code that found it */
      code: string;
      /** @description Name */
      name: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /** @description Whether the user is registered */
      signed: boolean;
      /** @description Unit that holds it */
      unitName: string;
    };
    /** @description Body of a live sign-up. */
    LiveSignupPayload: {
      /** @description Certificate id: the user's identity card */
      certificateId: string;
      /** @description Real name */
      realName: string;
      /** @description Unit name */
      unitName: string;
      /**
       * @description Join type, fixed at 5
       * @constant
       */
      joinType: 5;
      /** @description Unique id of the live project */
      projectUniqueId: string;
    };
    /** @description A value of an enumeration (dictionary). */
    Enumeration: {
      /** @description Id of the enumeration value */
      id: number;
      /** @description Display name */
      enumName: string;
      /** @description Stored value */
      enumValue: string;
      /** @description Alternative name */
      enumNameAlias: string | null;
      /** @description Condition used to filter the values */
      filterCondition: string | null;
    };
    /** @description Enumeration values by enumeration id (the keys are the requested ids as strings). */
    EnumerationMap: {
      [key: string]: components['schemas']['Enumeration'][];
    };
    /** @description A business line. */
    BusinessLine: {
      /** @description Id of the business line */
      id: number;
      /** @description Title */
      title: string;
    };
    /** @description A node of the organisation catalogue tree. */
    OrgTreeNode: {
      /** @description Depth in the tree, from 1 */
      level: number;
      /** @description Id of the tree node */
      id: number;
      /** @description Node name */
      name: string;
      /** @description Id of the parent node, null for a root */
      parentId: number | null;
      /** @description Tree code */
      treeCode: string;
      /** @description Id of the unit the node stands for, null for a catalogue node */
      unitId: number | null;
      /** @description Whether the node has no children */
      isLeaf: boolean;
      /** @description Child nodes, when loaded */
      children?: components['schemas']['OrgTreeNode'][];
    };
    /** @description A preselection of users for an exam or training project. */
    ChooseUserPre: {
      /** @description Id of the exam or training project */
      projectId: number;
      /** @description Target system (exam or training) */
      systemType: number;
      /** @description Ids of the chosen units */
      unitList: number[];
      /** @description Ids of the chosen doctors */
      doctorIds: number[];
    };
    /** @description A notice of the message inbox. */
    Notice: {
      /** @description Id of the notice */
      id: number;
      /** @description Title */
      noticeTitle: string;
      /** @description Text */
      content: string;
      /** @description Whether it has been read */
      read: boolean;
      /** @description Sender */
      sender: string;
      /**
       * @description When it was sent, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A system announcement. */
    SystemNotice: {
      /** @description Id of the announcement */
      id: number;
      /** @description Title */
      title: string;
      /** @description HTML body; sanitise before rendering */
      content: string;
      /** @description Publisher */
      publisher: string;
      /**
       * @description When it was published, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      publishTime: string;
      /** @description System the announcement belongs to (25 for this product) */
      systemId: number;
    };
    /** @description A login log entry. */
    LoginLog: {
      /** @description Id of the log entry */
      id: number;
      /** @description Login name */
      userName: string;
      /** @description Display name */
      nickName: string;
      /** @description Unit name */
      unitName: string;
      /** @description Client IP address */
      ip: string;
      /** @description Client (browser or app) */
      client: string;
      /** @description Outcome of the login attempt */
      result: string;
      /**
       * @description When it happened, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      loginTime: string;
    };
    /** @description An organisation (unit). */
    OrgInfo: {
      /** @description Id of the organisation */
      id: number;
      /** @description Id of the parent organisation, null for a root */
      parentId: number | null;
      /** @description Full name */
      name: string;
      /** @description Short name */
      shortName: string;
      /** @description Region code of the organisation */
      areaCode: components['schemas']['RegionCode'];
      /** @description Unit type code */
      unitType: number;
      /** @description Address */
      address: string;
      /** @description Contact person */
      contactName: string;
      /** @description Contact mobile number */
      contactMobile: string;
      /** @description Whether the organisation has signed up to the platform */
      signed: boolean;
      /** @description Name of the region */
      areaName: string;
      /** @description Number of child organisations */
      childCount: number;
      /**
       * @description When it was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description Body to create or change an organisation. */
    OrgInfoInput: {
      /** @description Id of the parent organisation, null for a root */
      parentId?: number | null;
      /** @description Full name */
      name: string;
      /** @description Short name */
      shortName?: string;
      /** @description Region code of the organisation */
      areaCode: components['schemas']['RegionCode'];
      /** @description Unit type code */
      unitType: number;
      /** @description Address */
      address?: string;
      /** @description Contact person */
      contactName?: string;
      /** @description Contact mobile number */
      contactMobile?: string;
      /** @description Whether the organisation has signed up to the platform */
      signed?: boolean;
    };
    /** @description A resident health record; coded fields refer to Enumeration ids. */
    Resident: {
      /** @description Id of the resident record */
      id: number;
      /** @description Name */
      name: string;
      /** @description Identity-card number */
      idCard: string;
      /** @description Sex: the id of an Enumeration value */
      sex: number;
      /**
       * @description Birthday, a date as 'YYYY-MM-DD'
       * @example 2024-05-06
       */
      birthday: string;
      /** @description Mobile number */
      mobile?: string;
      /** @description Region code of the residence */
      areaCode: components['schemas']['RegionCode'];
      /** @description Address */
      address?: string;
      /** @description Ethnic group: the id of an Enumeration value */
      nation?: number;
      /** @description Marital status: the id of an Enumeration value */
      maritalStatus?: number;
      /** @description Education level: the id of an Enumeration value */
      education?: number;
      /** @description Occupation: the id of an Enumeration value */
      occupation?: number;
      /** @description Blood type (ABO): the id of an Enumeration value */
      bloodType?: number;
      /** @description Rh blood type: the id of an Enumeration value */
      rhBloodType?: number;
      /** @description Household registration type: the id of an Enumeration value */
      residenceType?: number;
      /** @description Medical insurance type: the id of an Enumeration value */
      insuranceType?: number;
    };
    /** @description A doctor. */
    Doctor: {
      /** @description Id of the doctor */
      id: number;
      /** @description Name */
      name: string;
      /** @description Professional title */
      title: string;
      /** @description Mobile number */
      mobile: string;
      /** @description Id of the unit */
      unitId: number;
      /** @description Id of the office, if any */
      officeId: number | null;
      /** @description Name of the office, if any */
      officeName: string | null;
    };
    /** @description An office (department) of a unit. */
    Office: {
      /** @description Id of the office */
      id: number;
      /** @description Name */
      name: string;
      /** @description Id of the unit */
      unitId: number;
    };
    /** @description A system of the platform. */
    SystemInfo: {
      /** @description Id of the system */
      id: number;
      /** @description Name */
      name: string;
      /** @description Code */
      code: string;
    };
    /** @description A consultation medical record. */
    MedicalRecord: {
      /** @description Id of the consultation */
      singleId: number;
      /** @description Patient name */
      patName: string;
      /** @description Patient identity-card number */
      patIdnum: string;
      /** @description 1 is male, otherwise female */
      patSex: number;
      /** @description Age in years */
      patAge: number;
      /** @description Diagnosis */
      diagnosis: string;
      /** @description Hospital */
      hospitalName: string;
      /** @description Consultation status code */
      status: number;
      /**
       * @description When it was created, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A submitted evaluation answer. */
    AppraiseDetail: {
      /** @description Id of the answer */
      id: number;
      /** @description Id of the evaluation project */
      projectId: number;
      /** @description Who answered */
      userName: string;
      /** @description Unit of who answered */
      unitName: string;
      /**
       * @description 0 very satisfied, 1 satisfied, 2 dissatisfied
       * @enum {integer}
       */
      appraiseResult: 0 | 1 | 2;
      /** @description Reason for dissatisfaction */
      explain: string | null;
      /** @description Suggestions */
      suggest: string | null;
      /**
       * @description When it was submitted, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description Evaluation statistics. */
    AppraiseStats: {
      /** @description Number of submissions */
      total: number;
      /** @description Submissions with appraiseResult 0 */
      verySatisfied: number;
      /** @description Submissions with appraiseResult 1 */
      satisfied: number;
      /** @description Submissions with appraiseResult 2 */
      dissatisfied: number;
      /** @description (verySatisfied + satisfied) / total as a percentage, 0 when total is 0 */
      satisfactionRate: number;
    };
    /** @description Evaluation statistics of one unit. */
    AppraiseUnitStats: {
      /** @description Id of the unit */
      unitId: number;
      /** @description Unit name */
      unitName: string;
      /** @description Number of submissions */
      total: number;
      /** @description Submissions with appraiseResult 0 */
      verySatisfied: number;
      /** @description Submissions with appraiseResult 1 */
      satisfied: number;
      /** @description Submissions with appraiseResult 2 */
      dissatisfied: number;
      /** @description (verySatisfied + satisfied) / total as a percentage, 0 when total is 0 */
      satisfactionRate: number;
    };
    /** @description Figures of the workbench statistics panel. */
    WorkbenchStats: {
      /** @description Remote consultations */
      consultations: number;
      /** @description Referrals */
      referrals: number;
      /** @description Trainings */
      trainings: number;
      /** @description Exams */
      exams: number;
      /** @description Live views */
      liveViews: number;
      /** @description Resident records */
      residentRecords: number;
    };
    /** @description Figures of one region. */
    AreaStats: {
      /** @description Region code */
      areaCode: components['schemas']['RegionCode'];
      /** @description Region name */
      areaName: string;
      /** @description Remote consultations */
      consultations: number;
      /** @description Referrals */
      referrals: number;
    };
    /** @description The current user's consultation work. */
    MyWorkSingle: {
      /** @description Pending */
      pending: number;
      /** @description In progress */
      inProgress: number;
      /** @description Finished */
      finished: number;
    };
    /** @description One stage of the work progress monitor. */
    ProgressStage: {
      /** @description Stage key */
      stage: string;
      /** @description Stage label */
      label: string;
      /** @description Items at the stage */
      count: number;
    };
    /** @description An upcoming broadcast the user signed up for. */
    LiveAlert: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Name of the live project */
      projectName: string;
      /** @description Title of the broadcast */
      liveTitle: string;
      /**
       * @description When the broadcast starts, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      liveStartTime: string;
      /** @description Address to watch it, if available */
      liveUrl: string | null;
    };
    /** @description A live room. */
    LiveRoom: {
      /** @description Room id */
      roomId: string;
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Room name */
      roomName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
      /** @description Address to watch it */
      liveUrl: string;
    };
    /** @description Body to add a live room. */
    LiveRoomInput: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Room name */
      roomName: string;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
    };
    /** @description Whether a user signed up for a live project. */
    LiveSignUpStatus: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Whether the user signed up */
      signedUp: boolean;
    };
    /** @description Study figures of a live project. */
    LiveProjectStudyCount: {
      /** @description Unique id of the live project */
      projectUniqueId: string;
      /** @description Users signed up */
      signUpCount: number;
      /** @description Users who watched */
      studyCount: number;
      /** @description Users who finished */
      finishedCount: number;
    };
    /** @description Live figures of a year. */
    LiveProjectInfoCount: {
      /** @description Projects of the year */
      projectCount: number;
      /** @description Broadcasts of the year */
      liveCount: number;
      /** @description Students of the year */
      studentCount: number;
    };
    /** @description Live figures of a user. */
    LiveUserProjectCount: {
      /** @description Projects the user signed up for */
      signUpCount: number;
      /** @description Projects the user watched */
      studiedCount: number;
      /** @description Projects the user finished */
      finishedCount: number;
    };
    /** @description Study progress of a training in one unit. */
    StudyProcess: {
      /** @description Id of the training */
      trainingId: number;
      /** @description Training name */
      trainingName: string;
      /** @description Unit name */
      unitName: string;
      /** @description Students registered */
      totalStudents: number;
      /** @description Students studying */
      studying: number;
      /** @description Students finished */
      finished: number;
      /** @description finished / totalStudents as a percentage */
      finishRate: number;
    };
    /** @description One preselected unit or doctor. */
    ChooseUserPreRow: {
      /** @description Id of the preselection row */
      id: number;
      /** @description Id of the exam or training project */
      projectId: number;
      /** @description Target system */
      systemType: number;
      /** @description Id of the unit */
      unitId: number;
      /** @description Unit name */
      unitName: string;
      /** @description Id of the doctor, null when the whole unit is chosen */
      doctorId: number | null;
      /** @description Doctor name */
      doctorName: string | null;
      /**
       * @description When it was chosen, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description A new system message returned by the poll. */
    PulledMessage: {
      /** @description Id of the message */
      id: number;
      /** @description Kind of message */
      type: string;
      /** @description Title */
      title: string;
      /** @description Text */
      content: string;
      /**
       * @description When it was sent, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      createTime: string;
    };
    /** @description Exam figures. */
    ExamStats: {
      /** @description Exams */
      examCount: number;
      /** @description Participants */
      participantCount: number;
      /** @description Participants who passed */
      passedCount: number;
    };
    /** @description Study time of the current user. */
    StudyTime: {
      /** @description All study time in minutes */
      totalMinutes: number;
      /** @description Study time of this year in minutes */
      yearMinutes: number;
    };
    /** @description Result of a team-resident check. */
    TeamResidentCheck: {
      /** @description Whether the resident is served by a team of the doctor */
      inTeam: boolean;
      /** @description Name of the team, if any */
      teamName: string | null;
    };
    /**
     * @description Result of an import. The backend matches each row of the spreadsheet to an existing doctor account (by
     *     the mobile number, else by the name within the unit the row names, else within the importer's unit); it
     *     never creates an account. Every row that names a person is either imported or listed in `rejected`:
     *     `imported` plus the length of `rejected` is the number of such rows.
     */
    ImportResult: {
      /** @description Rows whose person was added to the preselection */
      imported: number;
      /**
       * @description The rows not imported, in the order of the file, with why. Absent or empty when every row was
       *     imported (a backend that answers only `imported` reports no rows).
       */
      rejected?: components['schemas']['ImportRejectedRow'][];
    };
    /** @description A spreadsheet row that was not imported, and why. */
    ImportRejectedRow: {
      /**
       * @description The row's number as the spreadsheet shows it (1-based, the header row included: the first person
       *     under a header is row 2)
       */
      row: number;
      /** @description The name the row gives, as written; null when its name cell is empty */
      name: string | null;
      /**
       * @description Why the row was not imported:
       *     - `unknownPerson`: no doctor account has the row's mobile number, nor its name in the unit
       *     - `invalidMobile`: the mobile number cell holds something that is not a mobile number
       *     - `unknownUnit`: the row has no (known) mobile number and no unit has the name the row gives
       *     - `nameMismatch`: the mobile number belongs to an account of another name
       *     - `ambiguousPerson`: several accounts of the unit have the name, and no mobile number tells them apart
       *     - `duplicate`: the row's person is the person of an earlier row of the file
       *     - `alreadyPreselected`: the row's person is already in the project's preselection
       * @enum {string}
       */
      reason:
        | 'unknownPerson'
        | 'invalidMobile'
        | 'unknownUnit'
        | 'nameMismatch'
        | 'ambiguousPerson'
        | 'duplicate'
        | 'alreadyPreselected';
    };
    /** @description Body of a token exchange. */
    TokenExchangeRequest: {
      /** @description The single-sign-on token */
      ssoToken: string;
    };
    /** @description Result of a token exchange. */
    TokenExchangeResult: {
      /** @description Bearer token of the subsystem */
      token: string;
    };
    /** @description Body to save a project. */
    SaveProjectRequest: {
      /** @description Id of the project to change; absent to create one */
      id?: number;
      /** @description Name */
      name: string;
      /** @description Year */
      year: number;
      /**
       * @description 0 allows ignoring
       * @enum {integer}
       */
      mode: 0 | 1;
      /**
       * @description Start, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      startTime: string;
      /**
       * @description End, local time as 'YYYY-MM-DD HH:mm:ss'
       * @example 2024-05-06 09:30:00
       */
      endTime: string;
    };
    /** @description Query of organisations of a tree node. */
    OrgListByLobTreeQuery: {
      /** @description Id of the business line */
      lobId: number;
      /** @description Id of the tree node */
      treeNodeId?: number;
      /** @description Filter by unit name */
      unitName?: string;
      /** @description Page number, from 1 */
      pageIndex: number;
      /** @description Page size */
      pageSize: number;
    };
    /** @description Body to move a tree node. */
    DragNodeRequest: {
      /** @description Id of the business line */
      lobId: number;
      /** @description Id of the moved node */
      nodeId: number;
      /** @description Id of the new parent */
      targetParentId: number;
      /** @description Position among the new siblings, from 0 */
      targetIndex: number;
    };
    /** @description Body to delete a tree node. */
    DelOrgCatalogNodeRequest: {
      /** @description Id of the business line */
      lobId: number;
      /** @description Id of the node */
      id: number;
    };
    /** @description Body to register for an exam. */
    AddExamUserRequest: {
      /** @description Id of the exam */
      examId: number;
      /** @description Id of the user in the exam system */
      userId: number;
    };
    /** @description Body to register for a training. */
    RegisterTrainingRequest: {
      /** @description Code of the training */
      trainingCode: string;
    };
    /** @description One page of LoginLog records. */
    LoginLogPage: components['schemas']['Page'] & {
      records: components['schemas']['LoginLog'][];
    };
    /** @description One page of MedicalRecord records. */
    MedicalRecordPage: components['schemas']['Page'] & {
      records: components['schemas']['MedicalRecord'][];
    };
    /** @description One page of AppraiseDetail records. */
    AppraiseDetailPage: components['schemas']['Page'] & {
      records: components['schemas']['AppraiseDetail'][];
    };
    /** @description One page of EvaluationProject records. */
    EvaluationProjectPage: components['schemas']['Page'] & {
      records: components['schemas']['EvaluationProject'][];
    };
    /** @description One page of ChooseUserPreRow records. */
    ChooseUserPreRowPage: components['schemas']['Page'] & {
      records: components['schemas']['ChooseUserPreRow'][];
    };
    /** @description One page of OrgInfo records. */
    OrgInfoPage: components['schemas']['Page'] & {
      records: components['schemas']['OrgInfo'][];
    };
    /** @description One page of SystemNotice records. */
    SystemNoticePage: components['schemas']['Page'] & {
      records: components['schemas']['SystemNotice'][];
    };
    /** @description One page of Notice records. */
    NoticePage: components['schemas']['Page'] & {
      records: components['schemas']['Notice'][];
    };
    /** @description One page of WorkTip records. */
    WorkTipPage: components['schemas']['Page'] & {
      records: components['schemas']['WorkTip'][];
    };
  };
  responses: {
    /** @description A failure such as HTTP 500, with the error envelope. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The token is missing or expired (HTTP 401); the client logs the user out. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
    XNoIntercept: '1';
    /** @description The system tag of the calling product. Added by the SDK; its name and value are settable per deployment (`headers.systemTag` in config.json; value 25 by default). */
    XSystemTag: string;
    /** @description Marks the client system that calls the message backend. Added by the SDK; its name and value are settable per deployment (`headers.clientSystem` in config.json; value mch-workbench by default). */
    XClientSystem: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
