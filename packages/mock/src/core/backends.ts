/** The backends the demo serves (the second host of the main API is `mainSync`). */
export type MockBackend = 'main' | 'mainSync' | 'live' | 'message' | 'fds' | 'exam' | 'training';

/** Every backend, in a stable order. */
export const MOCK_BACKENDS: readonly MockBackend[] = [
  'main',
  'mainSync',
  'live',
  'message',
  'fds',
  'exam',
  'training',
];

/** Where each backend is mounted; relative in a browser (same origin), absolute in Node. */
export type BaseUrls = Record<MockBackend, string>;

/** The demo mounts of the specs' `servers` entries. */
export const DEFAULT_MOUNTS: BaseUrls = {
  main: '/api/main',
  mainSync: '/api/main-sync',
  live: '/api/live',
  message: '/api/message',
  fds: '/api/fds',
  exam: '/api/exam',
  training: '/api/training',
};

/** The mounts under an origin, e.g. `baseUrlsAt('http://localhost:4318')`. */
export function baseUrlsAt(origin: string): BaseUrls {
  const o = origin.replace(/\/$/, '');
  const out = {} as BaseUrls;
  for (const b of MOCK_BACKENDS) out[b] = `${o}${DEFAULT_MOUNTS[b]}`;
  return out;
}

/** The success code each backend answers with (SPEC.md §7). */
export const SUCCESS_CODE = {
  main: 0,
  mainSync: 0,
  live: 200,
  message: 'SUCCESS',
  fds: 'SUCCESS',
  exam: 0,
  training: 0,
} as const satisfies Record<MockBackend, number | string>;
