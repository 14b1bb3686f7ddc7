/**
 * Sample requests of the live, message, fds, exam and training operations, for the contract test: one valid
 * request per operation (keyed by operationId), requests the backend must refuse (unknown ids, broken rules), and
 * for the token exchanges, which carry the login token in the body, the request with an unknown token.
 */

import { seedResidents } from '../src/fixtures/fds';
import { demoUsers } from '../src/index';

/** One request of an operation (the shape of `MAIN_SAMPLES` too). `token` defaults to demo-doctor's. */
export interface OperationSample {
  method: string;
  /** The path template as in the spec. */
  path: string;
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  body?: unknown;
  token?: string;
}

/** A request the backend must refuse with its own error envelope, and why. */
export interface RefusalSample extends OperationSample {
  why: string;
}

const doctor = demoUsers('http://localhost').find((u) => u.token === 'demo-doctor');
const CARD = doctor?.identityCard ?? '';
const RESIDENT_CARD = seedResidents().residents[0]?.idCard ?? '';
const OPEN_LIVE = 'lp-open-0001';
const YEAR = 2025;

const livePayload = {
  certificateId: CARD,
  realName: '张伟',
  unitName: '长沙市芙蓉区妇幼保健院',
  joinType: 5,
  projectUniqueId: OPEN_LIVE,
};

const orgInput = {
  parentId: 2001,
  name: '芙蓉区韭菜园街道社区卫生服务中心',
  shortName: '韭菜园社区',
  areaCode: '430102003000',
  unitType: 4,
  address: '长沙市芙蓉区韭菜园路 12 号',
  contactName: '陈静',
  contactMobile: '13874810001',
  signed: true,
};

const get = (path: string, params?: OperationSample['params']): OperationSample =>
  params ? { method: 'GET', path, params } : { method: 'GET', path };

/** One valid request per operation of live, message, fds, exam and training. */
export const SAMPLES: Record<string, OperationSample> = {
  // live
  getLiveProjectSelect: get('/YunProject/GetProjectSelect', { query: { projectyear: YEAR } }),
  getLiveProjectStudyCount: get('/YunProject/GetProjectStudyCount', {
    query: { projectUniqueId: OPEN_LIVE },
  }),
  getLiveProjectInfoCount: get('/YunProject/GetProjectInfoCount', { query: { projectyear: YEAR } }),
  getLiveUserProjectCount: get('/YunProject/GetUserProjectCount', { query: { sertId: CARD } }),
  getLiveProjectInfo: get('/yunproject/GetProjectInfo', { query: { ProjectNo: 'LIVE0001' } }),
  checkLiveUserSignUp: get('/yunproject/CheckUserSignUpProject', {
    query: { projectUniqueId: OPEN_LIVE, sertId: CARD },
  }),
  signUpLiveProject: { method: 'POST', path: '/yunproject/SignUpProject', body: livePayload },
  getLiveAlert: get('/yunproject/GetLiveAlert', { query: { SertId: CARD } }),
  addLiveRoom: {
    method: 'POST',
    path: '/yunproject/AddLiveRoom',
    body: {
      projectUniqueId: OPEN_LIVE,
      roomName: '第二讲：产后出血的识别与处置',
      startTime: '2026-03-20 09:00:00',
      endTime: '2026-03-20 11:00:00',
    },
  },
  getLiveInfoByCode: get('/yunproject/GetLiveInfoByCode', { query: { code: 'LIVE0001' } }),
  getLiveSignUpStatus: get('/yunproject/GetSignUpStatus', {
    query: { projectUniqueId: OPEN_LIVE, sertId: CARD },
  }),
  portalSignUpLive: { method: 'POST', path: '/yunproject/PortalSignUp', body: livePayload },

  // message
  getUserNoticePage: get('/v1/notice/user-notice', {
    query: {
      pageIndex: 1,
      pageSize: 20,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      noticeTitle: '通知',
    },
  }),
  getUserNotice: get('/v1/notice/user-notice/{id}', { path: { id: 10_001 } }),
  markNoticeRead: { method: 'PUT', path: '/v1/notice/mark-read', params: { query: { id: 10_001 } } },
  pullMessages: get('/v1/message/pull', { query: { unitId: 2001, doctorId: 3001 } }),
  getUnreadCount: get('/v1/message/unread-count'),
  getWorkTipPage: get('/v1/business/work-tips', { query: { pageIndex: 1, pageSize: 20, read: false } }),
  markWorkTipRead: { method: 'PUT', path: '/v1/business/mark-read', params: { query: { id: 50_001 } } },

  // fds
  getEnumKeysValuesMap: {
    method: 'POST',
    path: '/v1/fds-pc/sys-enum/keys-values-map',
    body: [30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149],
  },
  getOrgChildList: get('/v1/fds-pc/org-info/child-list/{parentId}', { path: { parentId: 1010 } }),
  getDictAreaChildren: get('/v1/fds-pc/dict-area/child/{code}', { path: { code: '0' } }),
  getDictAreaByCode: get('/v1/fds-pc/dict-area/code/{code}', { path: { code: '430102001001' } }),
  getResidentByIdCard: get('/v1/fds-pc/residents-info/card/{idCard}', { path: { idCard: RESIDENT_CARD } }),
  getOrgInfoDetail: get('/v1/fds-pc/org-info/org-info/{id}', { path: { id: 2001 } }),
  createOrgInfo: { method: 'POST', path: '/v1/fds-pc/org-info', body: orgInput },
  updateOrgInfo: {
    method: 'PUT',
    path: '/v1/fds-pc/org-info/{id}',
    params: { path: { id: 5001 } },
    body: orgInput,
  },
  getOrgInfo: get('/v1/fds-pc/org-info/{id}', { path: { id: 5004 } }),
  checkTeamResident: get('/v1/fds-pc/doctor-base-info/check-team-resident', {
    query: { idCard: RESIDENT_CARD, doctorId: 3001 },
  }),
  getOrgParentUnit: get('/v1/fds-pc/org-info/parent-unit/{id}', { path: { id: 2001 } }),
  getFdsCurrentUser: get('/v1/fds-pc/user/current'),
  getResidentEnums: get('/v1/fds-pc/residents-info/enums'),
  getResidentAreaList: get('/v1/fds-pc/residents-info/area/{code}', { path: { code: '430000000000' } }),

  // exam (bearer: the exchanged token)
  getExamStats: get('/user/gov/exam/stats', { query: { examState: 1 } }),
  getExamByCode: get('/user/exam/code/info', { query: { code: '2024YKS0001' } }),
  addExamUser: { method: 'POST', path: '/user/add/exam', body: { examId: 9001, userId: 61_001 } },
  getExamRecentCloseNum: get('/user/exam/recent/close/num'),
  exchangeExamToken: { method: 'POST', path: '/user/token/exchange', body: { ssoToken: 'demo-doctor' } },

  // training (bearer: the exchanged token)
  getStudyTime: get('/student/studyTime'),
  getTrainingByCode: get('/training/simple/info', { query: { trainingCode: '2024YKC0001' } }),
  registerTraining: { method: 'POST', path: '/reg/training', body: { trainingCode: '2024YKC0001' } },
  getStudyingCount: get('/statistic/studing/count'),
  getStudyProcess: get('/statistic/study/process', { query: { projectyear: YEAR } }),
  exchangeTrainingToken: { method: 'POST', path: '/auth/token/exchange', body: { ssoToken: 'demo-doctor' } },
};

const refusal = (why: string, sample: OperationSample): RefusalSample => ({ why, ...sample });
const withPath = (operationId: string, path: Record<string, unknown>, why: string): RefusalSample => {
  const sample = SAMPLES[operationId];
  if (!sample) throw new Error(`no sample of ${operationId}`);
  return refusal(why, { ...sample, params: { ...sample.params, path } });
};

/** Requests the backends must refuse with their own error envelope, by operationId. */
export const REFUSAL_SAMPLES: Record<string, RefusalSample[]> = {
  getLiveProjectStudyCount: [
    refusal(
      'unknown project',
      get('/YunProject/GetProjectStudyCount', { query: { projectUniqueId: 'lp-none' } }),
    ),
  ],
  getLiveProjectInfo: [
    refusal('unknown number', get('/yunproject/GetProjectInfo', { query: { ProjectNo: 'NONE' } })),
  ],
  signUpLiveProject: [
    refusal('join type is not 5', {
      method: 'POST',
      path: '/yunproject/SignUpProject',
      body: { ...livePayload, joinType: 3 },
    }),
  ],
  addLiveRoom: [
    refusal('ends before it starts', {
      method: 'POST',
      path: '/yunproject/AddLiveRoom',
      body: {
        projectUniqueId: OPEN_LIVE,
        roomName: '第三讲',
        startTime: '2026-03-20 11:00:00',
        endTime: '2026-03-20 09:00:00',
      },
    }),
  ],
  getUserNotice: [withPath('getUserNotice', { id: 999_999 }, 'unknown notice')],
  markNoticeRead: [
    refusal('unknown notice', {
      method: 'PUT',
      path: '/v1/notice/mark-read',
      params: { query: { id: 999_999 } },
    }),
  ],
  markWorkTipRead: [
    refusal('unknown tip', {
      method: 'PUT',
      path: '/v1/business/mark-read',
      params: { query: { id: 999_999 } },
    }),
  ],
  getOrgChildList: [withPath('getOrgChildList', { parentId: 4040 }, 'unknown organisation')],
  getDictAreaChildren: [withPath('getDictAreaChildren', { code: '439900000000' }, 'unknown region')],
  getDictAreaByCode: [withPath('getDictAreaByCode', { code: '990000000000' }, 'unknown region')],
  getOrgInfoDetail: [withPath('getOrgInfoDetail', { id: 4040 }, 'unknown organisation')],
  getOrgInfo: [withPath('getOrgInfo', { id: 4040 }, 'unknown organisation')],
  getOrgParentUnit: [withPath('getOrgParentUnit', { id: 4040 }, 'unknown organisation')],
  createOrgInfo: [
    refusal('malformed mobile', {
      method: 'POST',
      path: '/v1/fds-pc/org-info',
      body: { ...orgInput, contactMobile: '12345678901' },
    }),
  ],
  updateOrgInfo: [withPath('updateOrgInfo', { id: 4040 }, 'unknown organisation')],
  getResidentAreaList: [withPath('getResidentAreaList', { code: '990000000000' }, 'unknown region')],
  addExamUser: [
    refusal('unknown exam', { method: 'POST', path: '/user/add/exam', body: { examId: 1, userId: 61_001 } }),
  ],
  registerTraining: [
    refusal('unknown training', {
      method: 'POST',
      path: '/reg/training',
      body: { trainingCode: '2024YKC9999' },
    }),
  ],
};

/** Operations that take the login token in the body: the request with an unknown token (the expired answer). */
export const EXPIRED_SAMPLES: Record<string, OperationSample> = {
  exchangeExamToken: { method: 'POST', path: '/user/token/exchange', body: { ssoToken: 'no-such-token' } },
  exchangeTrainingToken: {
    method: 'POST',
    path: '/auth/token/exchange',
    body: { ssoToken: 'no-such-token' },
  },
};
