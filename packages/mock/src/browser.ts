import { setupWorker } from 'msw/browser';
import { type BaseUrls, DEFAULT_MOUNTS } from './core/backends';
import { parseFaults } from './core/faults';
import { type DemoScale, parseScale } from './core/scale';
import { createDemoBackend, type DemoBackend } from './demo';

/** The demo's handle on `window`, for the fault panel and the browser tests. */
export interface DemoBackendHandle {
  backend: DemoBackend;
  stop(): void;
}

const STATE_KEY = 'mch.demoBackend.state';
const FAULTS_KEY = 'mch.demoBackend.faults';
/** The scale of the demo data this tab chose (`mockScale` in the URL), kept like the faults. */
const SCALE_KEY = 'mch.demoBackend.scale';
/** When this tab's data of a scale was seeded: a reload that finds no saved state seeds the very same rows again. */
const seedKey = (scale: DemoScale) => `mch.demoBackend.${scale}.seededAt`;
/** How long after a change the state is saved (when the tab is idle by then). */
const PERSIST_DELAY_MS = 300;

/** The scale of the URL's `mockScale` when it names one, else the one this tab chose before; saved for reloads. */
function chosenScale(store: Storage | undefined, params: URLSearchParams): DemoScale {
  let saved: DemoScale | undefined;
  try {
    saved = parseScale(store?.getItem(SCALE_KEY));
  } catch {
    /* unreadable storage: no saved choice */
  }
  const scale = parseScale(params.get('mockScale')) ?? saved ?? 'small';
  try {
    store?.setItem(SCALE_KEY, scale);
  } catch {
    /* not kept */
  }
  return scale;
}

/**
 * The time this tab's data of `scale` was first seeded (now, the first time). The seed is a function of it, so the
 * large data (never saved) and a small state no call has changed yet (not saved either) come back alike on a reload:
 * the same rows, and the same moments (an invitation's expiry goes on counting down).
 */
function tabSeedTime(store: Storage | undefined, scale: DemoScale): Date {
  try {
    const saved = Number(store?.getItem(seedKey(scale)) ?? Number.NaN);
    if (Number.isFinite(saved) && saved > 0) return new Date(saved);
  } catch {
    /* corrupt: seeded now */
  }
  const now = new Date();
  try {
    store?.setItem(seedKey(scale), String(now.getTime()));
  } catch {
    /* not kept */
  }
  return now;
}

/** Keeps the (small) demo state in this tab's sessionStorage. */
function tabPersistence(store: Storage | undefined) {
  return {
    load: () => store?.getItem(STATE_KEY) ?? null,
    save: (s: string) => {
      try {
        store?.setItem(STATE_KEY, s);
      } catch {
        /* storage full: the demo state is simply not kept */
      }
    },
  };
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the demo backend as an MSW service worker in this page (the web app's demo mode). The state survives a
 * reload of the tab (sessionStorage). Faults come from the `mockFault` URL parameter (see `parseFaults`) or from
 * `window.__mchDemo.backend.faults`; they also survive a reload.
 *
 * The `mockScale` URL parameter (`large` or `small`) chooses the data set; the choice also survives a reload.
 * The large data set is not saved after changes (a JSON copy of it would outgrow sessionStorage and hold up the
 * page): a reload seeds it again, from the same "now" as the first time, so it shows the same rows.
 */
export async function startDemoBackend(
  options: {
    baseUrls?: Partial<BaseUrls>;
    workerUrl?: string;
    /** Where the demo's exam and training pages are served (default: this page's origin). */
    pagesOrigin?: string;
    /** Where the demo's room pages are served (default: `pagesOrigin`). */
    roomsOrigin?: string;
  } = {},
) {
  const store = sessionStore();
  const params = new URLSearchParams(window.location.search);
  const fromUrl = parseFaults(params.get('mockFault'));
  const scale = chosenScale(store, params);
  let savedFaults: ReturnType<typeof parseFaults> = [];
  try {
    const raw = store?.getItem(FAULTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) savedFaults = parsed;
  } catch {
    /* corrupt saved faults are dropped */
  }
  const backend = createDemoBackend({
    baseUrls: { ...DEFAULT_MOUNTS, ...options.baseUrls },
    origin: options.pagesOrigin ?? window.location.origin,
    ...(options.roomsOrigin ? { roomsOrigin: options.roomsOrigin } : {}),
    faults: [...savedFaults, ...fromUrl],
    scale,
    seedTime: tabSeedTime(store, scale),
    ...(scale === 'large' ? {} : { persistence: tabPersistence(store) }),
  });
  backend.faults.onChange(() => {
    try {
      store?.setItem(FAULTS_KEY, JSON.stringify(backend.faults.list()));
    } catch {
      /* not kept */
    }
  });
  const worker = setupWorker(...backend.handlers);
  // Saving is a JSON copy of the whole state: it runs when the tab is idle after a call that changed the state (the
  // backend's revision went up; calls that only read never cost a copy), and at once when the page is left (reload,
  // navigation, closing).
  let savedRevision = backend.revision();
  let scheduled = false;
  const persistNow = () => {
    scheduled = false;
    const revision = backend.revision();
    if (revision === savedRevision) return;
    savedRevision = revision;
    backend.persist();
  };
  const persistWhenIdle = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(persistNow, { timeout: 1000 });
      else persistNow();
    }, PERSIST_DELAY_MS);
  };
  window.addEventListener('pagehide', persistNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistNow();
  });
  // For these life-cycle events the worker sends the page a copy of every response, its body a stream transferred
  // over a message port. Nothing here reads those bodies, and an unread one keeps its port and stream alive for
  // the life of the page (about 1 kB a request: 2 MB over an 8-hour shift of message pulls), so each is cancelled.
  const release = (response: Response) => {
    if (response.body && !response.bodyUsed) void response.body.cancel().catch(() => undefined);
  };
  worker.events.on('response:mocked', ({ response }) => {
    release(response);
    if (backend.revision() !== savedRevision) persistWhenIdle();
  });
  worker.events.on('response:bypass', ({ response }) => release(response));
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const handle: DemoBackendHandle = { backend, stop: () => worker.stop() };
  (window as unknown as { __mchDemo?: DemoBackendHandle }).__mchDemo = handle;
  return handle;
}
