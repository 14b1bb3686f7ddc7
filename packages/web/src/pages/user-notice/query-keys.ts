/** Query-key prefix of every page of the notice list (invalidate it after a notice is read). */
export const NOTICE_LIST_KEY = ['message', '/v1/notice/user-notice'] as const;

/** Query-key prefix of every page of the work-tip list. */
export const WORK_TIP_LIST_KEY = ['message', '/v1/business/work-tips'] as const;
