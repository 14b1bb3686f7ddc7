/**
 * `createWorkbench(config)`: one object holding the adapters, the interception policy, the typed client of every
 * backend and the flows. Nothing is fetched and no timer starts at creation.
 */

import { type AreaTree, createAreaTree } from './features/areas/area-tree';
import { type ChooseUserJobs, createChooseUserJobs } from './features/choose-user/choose-user';
import { type ConsultationFlow, createConsultation } from './features/consultation/consultation';
import {
  type ConsultationRoomsFlow,
  createConsultationRooms,
} from './features/consultation/consultation-rooms';
import { createEvaluation, type EvaluationFlow } from './features/evaluation/evaluation';
import { createLiveTraining, type LiveTrainingFlow } from './features/live/live';
import { createNoticeCenter, type NoticeCenter } from './features/notices/notices';
import { createWorkTipInvitations, type WorkTipInvitations } from './features/notices/work-tips';
import { createResidentRecordRefs, type ResidentRecordRefs } from './features/residents/record-refs';
import { createSession, type Session } from './features/session/session';
import { createTokenWatch, type TokenWatch } from './features/session/token-watch';
import { createSignup, type SignupFlow } from './features/signup/signup';
import { createWorkbenchStats, type WorkbenchStatsFlow } from './features/statistics/workbench-stats';
import { createSubsystems, type SubsystemsFlow } from './features/subsystems/subsystems';
import { createTrainingToken, type TrainingTokenFlow } from './features/subsystems/training-token';
import type { ExamPaths, FdsPaths, LivePaths, MainPaths, MessagePaths, TrainingPaths } from './generated';
import {
  backendRules,
  CLIENT_SYSTEM_HEADER,
  DEFAULT_EXPIRY_RULES,
  type ExpiryRulesConfig,
  isHeaderName,
  isHeaderValue,
  SYSTEM_TAG_HEADER,
} from './http/backends';
import { type ApiClient, createApiClient } from './http/client';
import { AccountSwitchedError, type BackendName, type OperationRef } from './http/errors';
import { createInterceptionPolicy, type InterceptionPolicy, type PolicyEvents } from './http/policy';
import { type Adapters, browserAdapters, hasBrowserGlobals, memoryAdapters } from './runtime/adapters';
import { createDraftStore, type DraftStore } from './runtime/drafts';
import type { EventSource } from './runtime/emitter';
import { createTabLeader } from './runtime/tab-leader';

/** The deployment's configuration of a workbench. */
export interface WorkbenchConfig {
  /** Base URL of each backend; relative ('/api/main') in a browser, absolute in Node. */
  baseUrls: {
    main: string;
    /** The second host of the main API (the sync calls); defaults to `main`. */
    mainSync?: string;
    live: string;
    message: string;
    fds: string;
    exam: string;
    training: string;
  };
  /** The separate sign-in site (in demo mode, the app's /demo-login page). */
  signInUrl: string;
  /**
   * The query parameter the sign-in site reads the address to return to from (default `redirect`; null: none).
   * Every logout sends the page's address there (without a token).
   */
  signInReturnParam?: string | null;
  /** The login cookie (default 'mch_token'). */
  cookieName?: string;
  /** The parent domain the login cookie is shared on ('' = host only, the default). */
  cookieDomain?: string;
  /**
   * A single-sign-on token to sign in with, as if it had arrived as `?token=` in the address: stored as the login
   * cookie when the session starts (a script or server calling the backends, or a page that took the token out of
   * its address itself before any request).
   */
  token?: string | undefined;
  /** Value of the system tag header (default '25'). */
  systemTag?: string;
  /** Value of the client-system header of the message API (default 'mch-workbench'). */
  clientSystem?: string;
  /** Name of the system tag header of the exam and training statistics calls (default 'X-System-Tag'). */
  systemTagHeader?: string;
  /** Name of the client-system header of the message API (default 'X-Client-System'). */
  clientSystemHeader?: string;
  /**
   * What counts as an expired login, per backend: HTTP statuses and business codes. A backend or a part left out
   * keeps today's rule (`DEFAULT_EXPIRY_RULES`); `mainSync` follows `main`.
   */
  expiry?: ExpiryRulesConfig;
  /**
   * Adapters replacing the defaults. The defaults are the browser's where `window` and `document` exist, and
   * in-memory ones elsewhere (Node): cookies, storage and location in memory, no navigation on logout. A custom
   * `fetch` (an in-process demo backend, a proxy, a test double) goes here.
   */
  adapters?: Partial<Adapters>;
}

/** Default name of the login cookie. */
export const DEFAULT_COOKIE_NAME = 'mch_token';
/** Default value of the system tag header. */
export const DEFAULT_SYSTEM_TAG = '25';
/** Default value of the client-system header. */
export const DEFAULT_CLIENT_SYSTEM = 'mch-workbench';

/** Everything the app and other front-ends use: adapters, policy events, typed clients and flows. */
export interface Workbench {
  /** The adapters in use (browser defaults merged with the configured ones). */
  readonly adapters: Adapters;
  /** The interception policy shared by every client. */
  readonly policy: InterceptionPolicy;
  /** The policy's events: warning, sessionExpired, networkError. */
  readonly events: EventSource<PolicyEvents>;
  readonly main: ApiClient<MainPaths>;
  /** The second host of the main API. */
  readonly mainSync: ApiClient<MainPaths>;
  readonly live: ApiClient<LivePaths>;
  readonly message: ApiClient<MessagePaths>;
  readonly fds: ApiClient<FdsPaths>;
  readonly exam: ApiClient<ExamPaths>;
  readonly training: ApiClient<TrainingPaths>;
  readonly session: Session;
  /**
   * The account-switch watch (SPEC.md §4). Once it reports another account's login, the previous user's notice poll
   * and work-tip invitations stop (as at logout) and the policy holds its logout: the page is expected to reload.
   */
  readonly tokenWatch: TokenWatch;
  readonly trainingToken: TrainingTokenFlow;
  readonly signup: SignupFlow;
  readonly evaluation: EvaluationFlow;
  readonly consultation: ConsultationFlow;
  /** Unread counts of notices and work tips, polled by one tab of the user (start it once the session is ready). */
  readonly notices: NoticeCenter;
  /** Work-tip invitations (templates 14 and 28) with their 30 s countdown. */
  readonly workTips: WorkTipInvitations;
  /** What the signed-in user is typing into forms, kept in the tab until submitted or discarded. */
  readonly drafts: DraftStore;
  /**
   * The tab's references of the resident records it opens (`/resident-case-detail?record=r…`): a resident's identity
   * number is never in the app's address, history or stored open pages.
   */
  readonly residentRecords: ResidentRecordRefs;
  /** The figures of the workbench landing page (statistics, exams, trainings, live), one call per block. */
  readonly stats: WorkbenchStatsFlow;
  /** Live training: projects, rooms, study counts and the user's live alert (made on first use). */
  readonly liveTraining: LiveTrainingFlow;
  /** Consultation rooms and their members (made on first use). */
  readonly consultationRooms: ConsultationRoomsFlow;
  /** The exam and training subsystems the user may open (made on first use; read once per user). */
  readonly subsystems: SubsystemsFlow;
  /** The area dictionary as a lazily loaded tree (made on first use). */
  readonly areaTree: AreaTree;
  /**
   * The preselection's long calls as jobs (made on first use): they outlive the page that started them, and the
   * tab remembers them per user across reloads (issue 17).
   */
  readonly chooseUserJobs: ChooseUserJobs;
  /**
   * Stops everything the workbench runs on its own: the notice poll, the work-tip invitations' countdowns (an
   * invitation left counting would be marked read when it expires), the token watch, a logout pending after an
   * expired answer, and the preselection jobs' elapsed-time updates. A script, a server or a test calls it when it
   * is done with the workbench (a Node process then exits without waiting for a timer); calls already running are
   * left to finish. The workbench is not meant to be used afterwards.
   */
  dispose(): void;
}

/** A value made by `make` on first read, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

function mergeAdapters(given: Partial<Adapters> | undefined, seedCookies: Record<string, string>): Adapters {
  const keys: (keyof Adapters)[] = [
    'fetch',
    'cookies',
    'sessionStorage',
    'localStorage',
    'clock',
    'location',
    'visibility',
    'lifecycle',
  ];
  const complete = given !== undefined && keys.every((k) => given[k] !== undefined);
  if (complete) return given as Adapters;
  const defaults = hasBrowserGlobals() ? browserAdapters() : memoryAdapters({ cookies: seedCookies });
  return { ...defaults, ...given };
}

function checkHeader(what: string, name: string, value: string): void {
  if (!isHeaderName(name))
    throw new TypeError(
      `createWorkbench: ${what} header name ${JSON.stringify(name)} is not a valid header name`,
    );
  if (!isHeaderValue(value))
    throw new TypeError(
      `createWorkbench: ${what} header value ${JSON.stringify(value)} is not a valid header value`,
    );
}

/** The backends every configuration names a base URL for. */
const REQUIRED_BASE_URLS = ['main', 'live', 'message', 'fds', 'exam', 'training'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses a configuration the workbench cannot work with, naming the field, at creation: otherwise every call would
 * fail later as a network error ('offline'), which reads as an outage. A base URL is an absolute http(s) URL, or a
 * path from the page's root ('/api/main') where a page resolves it, or where the caller's own `fetch` does.
 */
function checkConfig(config: unknown): asserts config is WorkbenchConfig {
  const fail = (message: string): never => {
    throw new TypeError(`createWorkbench: ${message}`);
  };
  if (!isObject(config)) fail('the configuration must be an object');
  const given = config as Record<string, unknown>;
  const baseUrls = given.baseUrls;
  if (!isObject(baseUrls)) fail('baseUrls must be an object with the base URL of each backend');
  const adapters = given.adapters;
  if (adapters !== undefined && !isObject(adapters)) fail('adapters must be an object');
  const ownFetch = isObject(adapters) && adapters.fetch !== undefined;
  if (ownFetch && typeof (adapters as Record<string, unknown>).fetch !== 'function')
    fail('adapters.fetch must be a function');
  const relativeOk = ownFetch || hasBrowserGlobals();
  const checkUrl = (name: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return fail(`baseUrls.${name} is missing`);
    if (value.startsWith('/') && !value.startsWith('//')) {
      if (!relativeOk)
        fail(
          `baseUrls.${name} ${JSON.stringify(value)} must be an absolute http(s) URL where there is no page`,
        );
      return;
    }
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      fail(`baseUrls.${name} ${JSON.stringify(value)} is not an http(s) URL or a path from the root`);
  };
  const urls = baseUrls as Record<string, unknown>;
  for (const name of REQUIRED_BASE_URLS) checkUrl(name, urls[name]);
  if (urls.mainSync !== undefined) checkUrl('mainSync', urls.mainSync);
  if (typeof given.signInUrl !== 'string' || given.signInUrl.trim() === '') fail('signInUrl is missing');
  const expiry = given.expiry;
  if (expiry !== undefined) {
    if (!isObject(expiry)) fail('expiry must be an object of backends');
    for (const name of Object.keys(expiry as object))
      if (!Object.hasOwn(DEFAULT_EXPIRY_RULES, name))
        fail(`expiry.${name} names no backend (${Object.keys(DEFAULT_EXPIRY_RULES).join(', ')})`);
  }
}

/** Builds a workbench from its configuration; a configuration it cannot work with throws a `TypeError`. */
export function createWorkbench(config: WorkbenchConfig): Workbench {
  checkConfig(config);
  const cookieName = config.cookieName || DEFAULT_COOKIE_NAME;
  const handedToken = config.token?.trim() || undefined;
  // Without a page, the handed token is the login cookie from the start: a script may call the clients at once.
  const adapters = mergeAdapters(config.adapters, handedToken ? { [cookieName]: handedToken } : {});
  const headerValues = {
    systemTag: config.systemTag ?? DEFAULT_SYSTEM_TAG,
    clientSystem: config.clientSystem ?? DEFAULT_CLIENT_SYSTEM,
    systemTagHeader: config.systemTagHeader ?? SYSTEM_TAG_HEADER,
    clientSystemHeader: config.clientSystemHeader ?? CLIENT_SYSTEM_HEADER,
  };
  checkHeader('system tag', headerValues.systemTagHeader, headerValues.systemTag);
  checkHeader('client-system', headerValues.clientSystemHeader, headerValues.clientSystem);
  const rules = backendRules({ ...headerValues, expiry: config.expiry });
  // The policy's logout is the session's; the session is made below, and the policy only calls it later.
  let session: Session | undefined;
  let tokenWatch: TokenWatch | undefined;
  const policy = createInterceptionPolicy({
    clock: adapters.clock,
    logout: () => session?.logout('expired'),
    accountSwitched: () => tokenWatch?.check() ?? false,
    // An exam or training call that answers expired ends that subsystem's token (the policy handles the rest).
    onExpire: (operation) => {
      if (operation?.backend === 'exam' || operation?.backend === 'training')
        trainingToken?.invalidate(operation.backend);
    },
  });
  const loginToken = () => adapters.cookies.get(cookieName);
  // Once the session has started (it stores the token this tab runs with), a call finds out first whether another
  // account's login has replaced it: a hidden tab's poll, an invitation's expiry or a query would otherwise run for
  // this tab's user under the other account's login (the token watch only looks when the tab is shown again). The
  // check reports the switch (the watch's event: the policy holds, the user's polling and invitations stop, the
  // page asks to reload), and no call is sent until the switch is acknowledged.
  const accountSwitched = () =>
    session !== undefined && session.getSnapshot().status !== 'idle' && (tokenWatch?.check() ?? false);
  const switchedError = (operation: OperationRef) =>
    new AccountSwitchedError('Another account has signed in; reload to carry on', operation);
  let trainingToken: TrainingTokenFlow | undefined;

  const client = <Paths extends object>(
    name: BackendName,
    baseUrl: string,
    token: () => string | undefined,
  ): ApiClient<Paths> =>
    createApiClient<Paths>({
      baseUrl,
      rules: rules[name],
      fetch: adapters.fetch,
      clock: adapters.clock,
      policy,
      getToken: (auth) => (auth === 'none' ? undefined : token()),
      refuse: (operation) => (accountSwitched() ? switchedError(operation) : undefined),
    });

  const main = client<MainPaths>('main', config.baseUrls.main, loginToken);
  const mainSync = client<MainPaths>(
    'mainSync',
    config.baseUrls.mainSync ?? config.baseUrls.main,
    loginToken,
  );
  const live = client<LivePaths>('live', config.baseUrls.live, () => undefined);
  const message = client<MessagePaths>('message', config.baseUrls.message, loginToken);
  const fds = client<FdsPaths>('fds', config.baseUrls.fds, loginToken);
  const exam = client<ExamPaths>('exam', config.baseUrls.exam, () => trainingToken?.peek('exam'));
  const training = client<TrainingPaths>('training', config.baseUrls.training, () =>
    trainingToken?.peek('training'),
  );

  trainingToken = createTrainingToken({
    mainSync,
    exam,
    training,
    sessionStorage: adapters.sessionStorage,
    getSsoToken: loginToken,
    onSessionExpired: (operation) => policy.expire(operation),
  });
  const tokens = trainingToken;

  // Once another account's login is reported, the page waits for the user's reload: an expired answer meanwhile
  // (a call that ran under the new login, or with no subsystem token for it) must not send the user to sign in.
  const watch = createTokenWatch({
    cookies: adapters.cookies,
    visibility: adapters.visibility,
    sessionStorage: adapters.sessionStorage,
    cookieName,
  });
  watch.events.on('accountSwitched', () => policy.hold());
  tokenWatch = watch;

  const createdSession = createSession({
    main,
    cookies: adapters.cookies,
    sessionStorage: adapters.sessionStorage,
    location: adapters.location,
    cookieName,
    cookieDomain: config.cookieDomain ?? '',
    signInUrl: config.signInUrl,
    ...(config.signInReturnParam !== undefined ? { returnParam: config.signInReturnParam } : {}),
    ...(config.token !== undefined ? { token: config.token } : {}),
    onNewLogin: () => policy.reset(),
    onLogout: () => tokens.invalidate(),
  });
  session = createdSession;
  const notices = createNoticeCenter({
    message,
    clock: adapters.clock,
    leader: (name) => createTabLeader({ name, locks: adapters.locks, broadcast: adapters.broadcast }),
    getIds: () => {
      const u = createdSession.getUser();
      return u && u.unitId != null ? { userId: u.id, doctorId: u.doctorId, unitId: u.unitId } : null;
    },
  });
  const workTips = createWorkTipInvitations({ message, clock: adapters.clock, notices });
  // Polling and countdowns belong to a signed-in user: they stop at logout, and when another account's login is
  // reported (the page waits for its reload), so that nothing is read, answered or marked read for the previous
  // user under the new login: an invitation's agree, or its expiry, would otherwise act with the new token.
  const stopUserWork = () => {
    notices.stop();
    workTips.clear();
  };
  createdSession.subscribe(() => {
    if (createdSession.getSnapshot().status === 'loggedOut') stopUserWork();
  });
  watch.events.on('accountSwitched', stopUserWork);

  /** The signed-in user as a storage key (drafts and remembered jobs are kept per user). */
  const userKey = () => {
    const u = createdSession.getUser();
    return u ? String(u.id) : null;
  };
  const drafts = createDraftStore({ storage: adapters.sessionStorage, clock: adapters.clock, userKey });

  const getUser = () => createdSession.getUser();
  const liveTraining = once(() => createLiveTraining({ live, getUser }));
  const consultationRooms = once(() => createConsultationRooms({ main }));
  const subsystems = once(() => createSubsystems({ main, trainingToken: tokens, getUser }));
  const areaTree = once(() => createAreaTree({ fds, main }));
  let madeJobs: ChooseUserJobs | undefined;
  const chooseUserJobs = once(() => {
    const jobs = createChooseUserJobs({
      main,
      clock: adapters.clock,
      journal: { storage: adapters.sessionStorage, userKey },
    });
    // A reload cuts the calls off (in the demo, from the moment the page starts to unload): that is not the
    // server's answer, so the journal keeps them as running; if the page stays after all, it is kept again.
    adapters.lifecycle.onLeave(() => jobs.suspendJournal());
    adapters.lifecycle.onStay(() => jobs.resumeJournal());
    madeJobs = jobs;
    return jobs;
  });

  return {
    get liveTraining() {
      return liveTraining();
    },
    get consultationRooms() {
      return consultationRooms();
    },
    get subsystems() {
      return subsystems();
    },
    get areaTree() {
      return areaTree();
    },
    get chooseUserJobs() {
      return chooseUserJobs();
    },
    notices,
    workTips,
    drafts,
    residentRecords: createResidentRecordRefs(adapters.sessionStorage),
    adapters,
    policy,
    events: policy.events,
    main,
    mainSync,
    live,
    message,
    fds,
    exam,
    training,
    session: createdSession,
    tokenWatch: watch,
    trainingToken: tokens,
    signup: createSignup({
      exam,
      training,
      live,
      trainingToken: tokens,
      getUser: createdSession.getUser,
      policy,
    }),
    evaluation: createEvaluation({ main, clock: adapters.clock, policy }),
    consultation: createConsultation({ main, getUser: createdSession.getUser }),
    stats: createWorkbenchStats({
      main,
      live,
      exam,
      training,
      trainingToken: tokens,
      getUser: createdSession.getUser,
    }),
    dispose() {
      stopUserWork();
      workTips.dispose();
      watch.stop();
      policy.hold();
      madeJobs?.dispose();
    },
  };
}
