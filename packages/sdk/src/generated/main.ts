// generated from specs/main.yaml — do not edit
// Run `corepack pnpm --filter @mch/sdk run generate` after changing the specs.

export interface paths {
  '/stats/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Workbench statistics */
    get: operations['getStatsAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stats/areaStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statistics per child region */
    get: operations['getAreaStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stats/myWorkSingle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current user's consultation work */
    get: operations['getMyWorkSingle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stats/myWorkProgressMonitoring': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work progress monitor */
    get: operations['getMyWorkProgressMonitoring'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/consultationSingle/queryRcsMedicalRecord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Consultation medical records, paged */
    get: operations['queryRcsMedicalRecord'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/consultationSingle/getConsultationInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One consultation */
    get: operations['getConsultationInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/whiteboard/createHstRoom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Create a whiteboard/meeting room */
    get: operations['createHstRoom'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getDetailPage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Evaluation answers, paged */
    get: operations['getAppraiseDetailPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getDetailStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Evaluation statistics of a project */
    get: operations['getAppraiseDetailStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getProjectList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Evaluation projects, paged */
    get: operations['getAppraiseProjectList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getDetailStatsByUnit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Evaluation statistics per unit */
    get: operations['getAppraiseDetailStatsByUnit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getUseProject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active evaluation project for the user
     * @description Returns the project the user should answer, or null when there is none (no dialog).
     */
    get: operations['getUseProject'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/ignoreAppraise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ignore the evaluation (projects of mode 0) */
    get: operations['ignoreAppraise'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/saveDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit an evaluation answer */
    post: operations['saveAppraiseDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/saveProject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or change an evaluation project */
    post: operations['saveAppraiseProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/updateProjectStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Change the status of an evaluation project */
    get: operations['updateAppraiseProjectStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ysfyAppraise/getProjectByName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find an evaluation project by name and year */
    get: operations['getAppraiseProjectByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/file/ysfyAppraiseDetailDown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the evaluation answers of a project */
    get: operations['downloadAppraiseDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/getUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The current user
     * @description Returns relationId, which the SDK exposes as UserInfo.doctorId.
     */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/roleFunction/queryFunctionAllByUserIdSystemId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Functions granted to a user in a system */
    post: operations['queryFunctionAllByUserIdSystemId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/examUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sync the current user to the exam system */
    post: operations['syncExamUserInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/userInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sync the current user to a subsystem */
    post: operations['syncUserInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/commitChooseUserPre': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Commit the preselected users to a project
     * @description Long call: the client allows 10 min instead of 30 s (see x-timeout-ms).
     */
    post: operations['commitChooseUserPre'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/saveChooseUserPre': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a preselection of units and doctors
     * @description Long call: the client allows 10 min instead of 30 s (see x-timeout-ms).
     */
    post: operations['saveChooseUserPre'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/addAllUserPre': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Preselect all users of matching units
     * @description Long call: the client allows 10 min instead of 30 s (see x-timeout-ms).
     */
    post: operations['addAllUserPre'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/delChooseUserPreById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete one preselection row */
    post: operations['delChooseUserPreById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/delChooseUserPreByProjectId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete the preselection of a project */
    post: operations['delChooseUserPreByProjectId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/queryChooseUserPre': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preselection rows, paged */
    get: operations['queryChooseUserPre'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sync/importExcelUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import preselected users from a spreadsheet */
    post: operations['importExcelUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/userLoginLog/queryPage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Login log, paged */
    get: operations['queryLoginLogPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/system/queryAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All systems */
    get: operations['querySystemAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/checkUnitTreeRoot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether the user's unit is a root of the organisation tree */
    post: operations['checkUnitTreeRoot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orgCatalogTree/queryRootTreeNodeByLobId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Root nodes of the tree of a business line */
    post: operations['queryRootTreeNodeByLobId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Child nodes of a tree node */
    get: operations['queryOrgCatalogTreeNodeByParenId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orgCatalogTree/delOrgCatalogTreeNode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete a tree node */
    post: operations['delOrgCatalogTreeNode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orgInfo/queryListByLobTreePage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Organisations under a tree node, paged */
    post: operations['queryOrgListByLobTreePage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/doctorUser/queryOrgOfficeByUnitId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Offices of a unit */
    get: operations['queryOrgOfficeByUnitId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/doctorUser/queryDoctorByUnitAndOffice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Doctors of a unit and office */
    post: operations['queryDoctorByUnitAndOffice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/doctorUser/queryAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All doctors */
    get: operations['queryDoctorAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/getDictAreaByParentCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Child regions of a region */
    post: operations['getDictAreaByParentCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/getDictAreaByCodeName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Regions matching a code or name */
    post: operations['getDictAreaByCodeName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/getTreeNodeByParentId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Child nodes of a tree node, optionally by name */
    post: operations['getTreeNodeByParentId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/queryOrgCatalogTree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole organisation catalogue tree */
    get: operations['queryOrgCatalogTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/getTreeNodeByUnitId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tree nodes of the user's unit in a business line */
    post: operations['getTreeNodeByUnitId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/dragNode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a tree node
     * @description Long call: the client allows 5 min instead of 30 s (see x-timeout-ms).
     */
    post: operations['dragNode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/ysfyRole/delOrgCatalogNode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete a catalogue node of a business line */
    post: operations['delOrgCatalogNode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/systemNotice/getIndexBySystemId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Latest announcements of a system */
    get: operations['getSystemNoticeIndex'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/systemNotice/getPageBySystemId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Announcements of a system, paged */
    get: operations['getSystemNoticePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/systemNotice/getById': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One announcement */
    get: operations['getSystemNoticeById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businessLine/queryAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All business lines
     * @description The list behind the business-line detail routes.
     */
    get: operations['queryBusinessLineAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Region code of 12 digits. Level 1 is the first 2 digits, level 2 the first 4, level 3 the first 6, level 4 the first 9, level 5 all 12; the remainder is padded with zeros.
     * @example 430000000000
     * @example 430100000000
     */
    RegionCode: string;
    /** @description Business result code: an integer on some backends, a string on others. */
    Code: number | string;
    /** @description The envelope of a documented error response. */
    ErrorEnvelope: {
      code: components['schemas']['Code'];
      /** @description What went wrong */
      msg: string | null;
      data: null;
    };
    /** @description The response envelope without its data. Each 200 response adds `data` to it with allOf. Success codes: main 0 (and SUCCESS from the portal), live 200, message SUCCESS, fds SUCCESS, exam 0, training 0. */
    Envelope: {
      code: components['schemas']['Code'];
      /** @description Message of the server, shown in a warning on failure */
      msg: string | null;
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
    /** @description One page of MedicalRecord records. */
    MedicalRecordPage: components['schemas']['Page'] & {
      records: components['schemas']['MedicalRecord'][];
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
    /** @description One page of AppraiseDetail records. */
    AppraiseDetailPage: components['schemas']['Page'] & {
      records: components['schemas']['AppraiseDetail'][];
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
    /** @description One page of EvaluationProject records. */
    EvaluationProjectPage: components['schemas']['Page'] & {
      records: components['schemas']['EvaluationProject'][];
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
    /** @description One page of ChooseUserPreRow records. */
    ChooseUserPreRowPage: components['schemas']['Page'] & {
      records: components['schemas']['ChooseUserPreRow'][];
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
    /** @description One page of LoginLog records. */
    LoginLogPage: components['schemas']['Page'] & {
      records: components['schemas']['LoginLog'][];
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
    /** @description One page of OrgInfo records. */
    OrgInfoPage: components['schemas']['Page'] & {
      records: components['schemas']['OrgInfo'][];
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
    /** @description One page of SystemNotice records. */
    SystemNoticePage: components['schemas']['Page'] & {
      records: components['schemas']['SystemNotice'][];
    };
    /** @description A business line. */
    BusinessLine: {
      /** @description Id of the business line */
      id: number;
      /** @description Title */
      title: string;
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
  };
  parameters: {
    /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
    XNoIntercept: '1';
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getStatsAll: {
    parameters: {
      query?: {
        /** @description Region to count in */
        areaCode?: components['schemas']['RegionCode'];
        /** @description Start of the period, 'YYYY-MM-DD HH:mm:ss' */
        startTime?: string;
        /** @description End of the period, 'YYYY-MM-DD HH:mm:ss' */
        endTime?: string;
        /** @description Unit to count in */
        unitId?: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['WorkbenchStats'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAreaStats: {
    parameters: {
      query: {
        /**
         * @description Parent region
         * @example 430000000000
         */
        areaCode: components['schemas']['RegionCode'];
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AreaStats'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getMyWorkSingle: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['MyWorkSingle'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getMyWorkProgressMonitoring: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ProgressStage'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryRcsMedicalRecord: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
        /** @description Filter by patient identity-card number */
        patIdnum?: string;
        /** @description Filter by patient name */
        patName?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['MedicalRecordPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getConsultationInfo: {
    parameters: {
      query: {
        /**
         * @description Id of the consultation
         * @example 10001
         */
        singleId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ConsultationInfo'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  createHstRoom: {
    parameters: {
      query: {
        /** @description Id of the consultation the room is for */
        projectId: number;
        /** @description Room type */
        type: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['WhiteboardRoom'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAppraiseDetailPage: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
        /**
         * @description Filter by evaluation project
         * @example 5
         */
        projectId?: number;
        /** @description Filter by choice */
        appraiseResult?: 0 | 1 | 2;
        /** @description Filter by unit name */
        unitName?: string;
        /** @description Submitted from, 'YYYY-MM-DD HH:mm:ss' */
        startTime?: string;
        /** @description Submitted until, 'YYYY-MM-DD HH:mm:ss' */
        endTime?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AppraiseDetailPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAppraiseDetailStats: {
    parameters: {
      query: {
        /**
         * @description Evaluation project
         * @example 5
         */
        projectId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AppraiseStats'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAppraiseProjectList: {
    parameters: {
      query: {
        /** @description Filter by year */
        year?: number;
        /** @description Filter by name */
        name?: string;
        /** @description Filter by status */
        status?: 0 | 1 | 2;
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EvaluationProjectPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAppraiseDetailStatsByUnit: {
    parameters: {
      query: {
        /**
         * @description Evaluation project
         * @example 5
         */
        projectId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AppraiseUnitStats'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUseProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EvaluationProject'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  ignoreAppraise: {
    parameters: {
      query: {
        /** @description Evaluation project */
        projectId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  saveAppraiseDetail: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EvaluationSubmission'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  saveAppraiseProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveProjectRequest'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EvaluationProject'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  updateAppraiseProjectStatus: {
    parameters: {
      query: {
        /** @description Evaluation project */
        projectId: number;
        /** @description New status */
        status: 0 | 1 | 2;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getAppraiseProjectByName: {
    parameters: {
      query: {
        /**
         * @description Project name
         * @example 2025年第一季度妇幼健康工作平台满意度评价
         */
        name: string;
        /**
         * @description Project year
         * @example 2025
         */
        year: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['EvaluationProject'] | null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  downloadAppraiseDetails: {
    parameters: {
      query: {
        /**
         * @description Evaluation project
         * @example 5
         */
        projectId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A spreadsheet file of the answers (not an envelope). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      default: components['responses']['Error'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['UserInfoResponse'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryFunctionAllByUserIdSystemId: {
    parameters: {
      query: {
        /**
         * @description Id of the user
         * @example 1001
         */
        userId: number;
        /**
         * @description Id of the system (25 for this product)
         * @example 25
         */
        systemId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['FunctionNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  syncExamUserInfo: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  syncUserInfo: {
    parameters: {
      query: {
        /** @description Kind of subsystem user */
        userType: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  commitChooseUserPre: {
    parameters: {
      query: {
        /** @description Exam or training project */
        projectId: number;
        /** @description Target system */
        systemType: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  saveChooseUserPre: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChooseUserPre'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  addAllUserPre: {
    parameters: {
      query: {
        /** @description Exam or training project */
        projectId: number;
        /** @description Target system */
        systemType: number;
        /** @description Tree code of the organisation subtree */
        treeCode?: string;
        /** @description Unit type codes to include */
        unitTypes?: number[];
        /** @description Filter by unit name */
        unitName?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  delChooseUserPreById: {
    parameters: {
      query: {
        /** @description Id of the row */
        id: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  delChooseUserPreByProjectId: {
    parameters: {
      query: {
        /** @description Exam or training project */
        projectId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryChooseUserPre: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
        /**
         * @description Exam or training project
         * @example 101
         */
        projectId: number;
        /** @description Target system */
        systemType?: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ChooseUserPreRowPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  importExcelUser: {
    parameters: {
      query: {
        /** @description Exam or training project */
        projectId: number;
        /** @description Target system */
        systemType: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The spreadsheet (.xlsx)
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['ImportResult'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryLoginLogPage: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
        /** @description Filter by login name */
        userName?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['LoginLogPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  querySystemAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SystemInfo'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  checkUnitTreeRoot: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description True when the unit is a tree root */
            data: boolean;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryRootTreeNodeByLobId: {
    parameters: {
      query: {
        /**
         * @description Business line
         * @example 1
         */
        lobId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgTreeNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryOrgCatalogTreeNodeByParenId: {
    parameters: {
      query: {
        /**
         * @description Parent node
         * @example 300002
         */
        parentId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgTreeNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  delOrgCatalogTreeNode: {
    parameters: {
      query: {
        /** @description Node to delete */
        id: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryOrgListByLobTreePage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "lobId": 1,
         *       "treeNodeId": 100002,
         *       "pageIndex": 1,
         *       "pageSize": 10
         *     }
         */
        'application/json': components['schemas']['OrgListByLobTreeQuery'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgInfoPage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryOrgOfficeByUnitId: {
    parameters: {
      query: {
        /**
         * @description Unit
         * @example 2001
         */
        unitId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Office'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryDoctorByUnitAndOffice: {
    parameters: {
      query: {
        /**
         * @description Unit
         * @example 2001
         */
        unitId: number;
        /** @description Office */
        officeId?: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Doctor'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryDoctorAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['Doctor'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDictAreaByParentCode: {
    parameters: {
      query: {
        /**
         * @description Parent region code
         * @example 430000000000
         */
        parentCode: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AreaNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getDictAreaByCodeName: {
    parameters: {
      query: {
        /**
         * @description Region code or part of a name
         * @example 芙蓉
         */
        codeName: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['AreaNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getTreeNodeByParentId: {
    parameters: {
      query: {
        /**
         * @description Business line
         * @example 1
         */
        lobId: number;
        /**
         * @description Parent node
         * @example 100001
         */
        parentNodeId?: number;
        /** @description Filter by node name */
        treeNodeName?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgTreeNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryOrgCatalogTree: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgTreeNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getTreeNodeByUnitId: {
    parameters: {
      query: {
        /**
         * @description Business line
         * @example 3
         */
        lobId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['OrgTreeNode'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  dragNode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DragNodeRequest'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  delOrgCatalogNode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DelOrgCatalogNodeRequest'];
      };
    };
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            /** @description Nothing is returned. */
            data: null;
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getSystemNoticeIndex: {
    parameters: {
      query: {
        /**
         * @description System (25 for this product)
         * @example 25
         */
        systemId: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SystemNotice'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getSystemNoticePage: {
    parameters: {
      query: {
        /**
         * @description Page number, from 1
         * @example 1
         */
        pageIndex: number;
        /**
         * @description Page size (the product offers 10, 20, 30, 40, 50)
         * @example 10
         */
        pageSize: number;
        /**
         * @description System (25 for this product)
         * @example 25
         */
        systemId: number;
        /** @description Part of the title to filter by */
        title?: string;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SystemNoticePage'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  getSystemNoticeById: {
    parameters: {
      query: {
        /**
         * @description Announcement
         * @example 1
         */
        id: number;
      };
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['SystemNotice'];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
  queryBusinessLineAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Per-request no-intercept flag. When "1", the client does not show warnings or log out for this call; the caller handles the result itself. Added by the SDK, never needed by the server. */
        'X-No-Intercept'?: components['parameters']['XNoIntercept'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The response envelope; `data` as described. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Envelope'] & {
            data: components['schemas']['BusinessLine'][];
          };
        };
      };
      default: components['responses']['Error'];
    };
  };
}
