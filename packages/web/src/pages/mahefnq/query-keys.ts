/** The first part of the query key of every organisation read of the fds backend: invalidate it after a save. */
export const ORGS_KEY = ['fds', 'org-info'] as const;
