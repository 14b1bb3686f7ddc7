/** The first part of the query key of every evaluation-project list read: invalidate it after a project changes. */
export const PROJECTS_KEY = ['main', '/ysfyAppraise/getProjectList'] as const;
