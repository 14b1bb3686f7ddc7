/**
 * One valid request per operation of specs/main.yaml, keyed by operationId. The contract test calls every
 * operation with these and validates the answers against the spec. Each sample succeeds on a freshly seeded
 * demo, and all of them succeed one after the other in this order (the mutating ones touch disjoint data;
 * only saveAppraiseDetail refuses a second answer to the same project).
 */

/** A sample request of one operation; `token` defaults to the caller's (demo-doctor). */
export interface MainSample {
  method: string;
  /** The path template as in the spec. */
  path: string;
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  body?: unknown;
  token?: string;
}

function importFile(): FormData {
  const form = new FormData();
  const csv =
    '\uFEFF姓名,手机号,单位名称\r\n王芳,13607310003,长沙市岳麓区妇幼保健计划生育服务中心\r\n刘晓燕,13912345678,长沙市芙蓉区妇幼保健院\r\n陈思雨,1381234,\r\n';
  form.set('file', new Blob([csv], { type: 'text/csv' }), '预选人员.csv');
  return form;
}

/** The sample request of every main operation. */
export const MAIN_SAMPLES: Record<string, MainSample> = {
  getStatsAll: {
    method: 'GET',
    path: '/stats/all',
    params: {
      query: {
        areaCode: '430100000000',
        startTime: '2025-01-01 00:00:00',
        endTime: '2025-12-31 23:59:59',
        unitId: 2001,
      },
    },
  },
  getAreaStats: { method: 'GET', path: '/stats/areaStats', params: { query: { areaCode: '430000000000' } } },
  getMyWorkSingle: { method: 'GET', path: '/stats/myWorkSingle' },
  getMyWorkProgressMonitoring: { method: 'GET', path: '/stats/myWorkProgressMonitoring' },
  queryRcsMedicalRecord: {
    method: 'GET',
    path: '/consultationSingle/queryRcsMedicalRecord',
    params: { query: { pageIndex: 1, pageSize: 10 } },
  },
  getConsultationInfo: {
    method: 'GET',
    path: '/consultationSingle/getConsultationInfo',
    params: { query: { singleId: 10001 } },
  },
  createHstRoom: {
    method: 'GET',
    path: '/whiteboard/createHstRoom',
    params: { query: { projectId: 10001, type: 1 } },
  },
  getAppraiseDetailPage: {
    method: 'GET',
    path: '/ysfyAppraise/getDetailPage',
    params: { query: { pageIndex: 1, pageSize: 10, projectId: 5 } },
  },
  getAppraiseDetailStats: {
    method: 'GET',
    path: '/ysfyAppraise/getDetailStats',
    params: { query: { projectId: 5 } },
  },
  getAppraiseProjectList: {
    method: 'GET',
    path: '/ysfyAppraise/getProjectList',
    params: { query: { pageIndex: 1, pageSize: 10 } },
  },
  getAppraiseDetailStatsByUnit: {
    method: 'GET',
    path: '/ysfyAppraise/getDetailStatsByUnit',
    params: { query: { projectId: 5 } },
  },
  getUseProject: { method: 'GET', path: '/ysfyAppraise/getUseProject', token: 'demo-evaluator' },
  ignoreAppraise: {
    method: 'GET',
    path: '/ysfyAppraise/ignoreAppraise',
    params: { query: { projectId: 5 } },
    token: 'demo-evaluator',
  },
  saveAppraiseDetail: {
    method: 'POST',
    path: '/ysfyAppraise/saveDetail',
    body: { appraiseResult: 2, explain: '视频会诊偶尔卡顿。', suggest: '希望增加移动端提醒。', projectId: 5 },
    token: 'demo-evaluator',
  },
  saveAppraiseProject: {
    method: 'POST',
    path: '/ysfyAppraise/saveProject',
    body: {
      id: 6,
      name: '基层医疗机构服务满意度评价（示例）',
      year: 2026,
      mode: 1,
      startTime: '2026-04-05 08:00:00',
      endTime: '2026-06-04 18:00:00',
    },
  },
  updateAppraiseProjectStatus: {
    method: 'GET',
    path: '/ysfyAppraise/updateProjectStatus',
    params: { query: { projectId: 6, status: 0 } },
  },
  getAppraiseProjectByName: {
    method: 'GET',
    path: '/ysfyAppraise/getProjectByName',
    params: { query: { name: '2025年第一季度妇幼健康工作平台满意度评价', year: 2025 } },
  },
  downloadAppraiseDetails: {
    method: 'GET',
    path: '/v1/file/ysfyAppraiseDetailDown',
    params: { query: { projectId: 5 } },
  },
  getUser: { method: 'GET', path: '/v1/user/getUser' },
  queryFunctionAllByUserIdSystemId: {
    method: 'POST',
    path: '/v1/roleFunction/queryFunctionAllByUserIdSystemId',
    params: { query: { userId: 1001, systemId: 25 } },
  },
  syncExamUserInfo: { method: 'POST', path: '/v1/sync/examUserInfo' },
  syncUserInfo: { method: 'POST', path: '/v1/sync/userInfo', params: { query: { userType: 1 } } },
  commitChooseUserPre: {
    method: 'POST',
    path: '/v1/sync/commitChooseUserPre',
    params: { query: { projectId: 101, systemType: 1 } },
  },
  saveChooseUserPre: {
    method: 'POST',
    path: '/v1/sync/saveChooseUserPre',
    body: { projectId: 101, systemType: 1, unitList: [2002], doctorIds: [3001] },
  },
  addAllUserPre: {
    method: 'POST',
    path: '/v1/sync/addAllUserPre',
    params: { query: { projectId: 301, systemType: 1, treeCode: '03001001', unitTypes: [4] } },
  },
  delChooseUserPreById: {
    method: 'POST',
    path: '/v1/sync/delChooseUserPreById',
    params: { query: { id: 1 } },
  },
  delChooseUserPreByProjectId: {
    method: 'POST',
    path: '/v1/sync/delChooseUserPreByProjectId',
    params: { query: { projectId: 201 } },
  },
  queryChooseUserPre: {
    method: 'GET',
    path: '/v1/sync/queryChooseUserPre',
    params: { query: { pageIndex: 1, pageSize: 10, projectId: 101 } },
  },
  importExcelUser: {
    method: 'POST',
    path: '/v1/sync/importExcelUser',
    params: { query: { projectId: 101, systemType: 1 } },
    body: importFile(),
  },
  queryLoginLogPage: {
    method: 'GET',
    path: '/v1/userLoginLog/queryPage',
    params: { query: { pageIndex: 1, pageSize: 10 } },
  },
  querySystemAll: { method: 'GET', path: '/v1/system/queryAll' },
  checkUnitTreeRoot: { method: 'POST', path: '/v1/user/checkUnitTreeRoot' },
  queryRootTreeNodeByLobId: {
    method: 'POST',
    path: '/v1/orgCatalogTree/queryRootTreeNodeByLobId',
    params: { query: { lobId: 1 } },
  },
  queryOrgCatalogTreeNodeByParenId: {
    method: 'GET',
    path: '/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId',
    params: { query: { parentId: 300002 } },
  },
  delOrgCatalogTreeNode: {
    method: 'POST',
    path: '/v1/orgCatalogTree/delOrgCatalogTreeNode',
    params: { query: { id: 300022 } },
  },
  queryOrgListByLobTreePage: {
    method: 'POST',
    path: '/v1/orgInfo/queryListByLobTreePage',
    body: { lobId: 1, treeNodeId: 100002, pageIndex: 1, pageSize: 10 },
  },
  queryOrgOfficeByUnitId: {
    method: 'GET',
    path: '/v1/doctorUser/queryOrgOfficeByUnitId',
    params: { query: { unitId: 2001 } },
  },
  queryDoctorByUnitAndOffice: {
    method: 'POST',
    path: '/v1/doctorUser/queryDoctorByUnitAndOffice',
    params: { query: { unitId: 2001 } },
  },
  queryDoctorAll: { method: 'GET', path: '/v1/doctorUser/queryAll' },
  getDictAreaByParentCode: {
    method: 'POST',
    path: '/v1/ysfyRole/getDictAreaByParentCode',
    params: { query: { parentCode: '430000000000' } },
  },
  getDictAreaByCodeName: {
    method: 'POST',
    path: '/v1/ysfyRole/getDictAreaByCodeName',
    params: { query: { codeName: '芙蓉' } },
  },
  getTreeNodeByParentId: {
    method: 'POST',
    path: '/v1/ysfyRole/getTreeNodeByParentId',
    params: { query: { lobId: 1, parentNodeId: 100001 } },
  },
  queryOrgCatalogTree: { method: 'GET', path: '/v1/ysfyRole/queryOrgCatalogTree' },
  getTreeNodeByUnitId: {
    method: 'POST',
    path: '/v1/ysfyRole/getTreeNodeByUnitId',
    params: { query: { lobId: 3 } },
  },
  dragNode: {
    method: 'POST',
    path: '/v1/ysfyRole/dragNode',
    body: { lobId: 3, nodeId: 300019, targetParentId: 300003, targetIndex: 0 },
  },
  delOrgCatalogNode: {
    method: 'POST',
    path: '/v1/ysfyRole/delOrgCatalogNode',
    body: { lobId: 3, id: 300021 },
  },
  getSystemNoticeIndex: {
    method: 'GET',
    path: '/v1/systemNotice/getIndexBySystemId',
    params: { query: { systemId: 25 } },
  },
  getSystemNoticePage: {
    method: 'GET',
    path: '/v1/systemNotice/getPageBySystemId',
    params: { query: { pageIndex: 1, pageSize: 10, systemId: 25 } },
  },
  getSystemNoticeById: { method: 'GET', path: '/v1/systemNotice/getById', params: { query: { id: 1 } } },
  queryBusinessLineAll: { method: 'GET', path: '/v1/businessLine/queryAll' },
};
