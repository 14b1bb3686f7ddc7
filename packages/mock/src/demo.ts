import { getResponse, type HttpHandler } from 'msw';
import { bearerOf, loginTokenOfTrainingToken } from './core/auth';
import { type BaseUrls, DEFAULT_MOUNTS } from './core/backends';
import type { MockContext } from './core/context';
import { seedDb } from './core/db';
import { dispatchTo } from './core/dispatch';
import { faultHandlers, notFoundHandlers } from './core/fault-handlers';
import { createFaultSwitches, type Fault, type FaultSwitches } from './core/faults';
import type { DemoScale } from './core/scale';
import type { MockDb } from './core/state';
import { backendHandlers } from './handlers';

/** Where the demo keeps its state between page loads (the browser worker uses sessionStorage). */
export interface DemoPersistence {
  load(): string | null;
  save(snapshot: string): void;
}

export interface DemoBackendOptions {
  /** Mounts of the backends (relative in a browser, absolute in Node). Defaults to `DEFAULT_MOUNTS`. */
  baseUrls?: Partial<BaseUrls>;
  /** Where the embedded demo subsystem pages (exam, training) are served. */
  origin?: string;
  /** Where the demo's room pages (live, meeting) are served; defaults to `origin`. */
  roomsOrigin?: string;
  /** "Now" of the demo (fixture dates are relative to it). */
  now?: () => Date;
  /** Faults switched on from the start. */
  faults?: Fault[];
  /** How much data to seed: the small default set, or the province-sized one (README: "Large demo data"). */
  scale?: DemoScale;
  /**
   * "Now" of the seed, when it is not `now()` at creation (the browser keeps it for the large data, so a reload
   * seeds the same rows). A reset seeds at `now()` again.
   */
  seedTime?: Date;
  persistence?: DemoPersistence;
}

/** A running demo backend: its MSW handlers, its state and its fault switches. */
export interface DemoBackend {
  /** Its MSW handlers (one handler that routes each request to the handler of its operation). */
  handlers: HttpHandler[];
  db(): MockDb;
  faults: FaultSwitches;
  baseUrls: BaseUrls;
  /** Back to the seed (and forgets the persisted state). */
  reset(): void;
  /** The state as JSON (what persistence saves). */
  snapshot(): string;
  /** Saves the state now, when persistence is configured (skipped when it is the state saved last). */
  persist(): void;
  /**
   * How many calls have changed the state so far (a reset counts too): what a caller that saves the state on its
   * own schedule compares, so that calls which only read (every GET but those that write, and the queries and token
   * exchanges sent by POST) never cost a copy of the whole state. A change made to `db()` directly is not counted:
   * call `persist()` after it.
   */
  revision(): number;
  /** The scale the demo was seeded with. */
  scale: DemoScale;
}

function isDb(value: unknown): value is MockDb {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.users) && ['main', 'live', 'message', 'fds', 'exam', 'training'].every((k) => k in v)
  );
}

/** Creates the stateful demo backend of all six backends. */
export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const baseUrls: BaseUrls = { ...DEFAULT_MOUNTS, ...options.baseUrls };
  const origin = options.origin ?? 'http://127.0.0.1:4173';
  const roomsOrigin = options.roomsOrigin ?? origin;
  const now = options.now ?? (() => new Date());
  const faults = createFaultSwitches(options.faults);
  const persistence = options.persistence;
  const scale = options.scale ?? 'small';

  // The state saved by this tab, when there is one (then the seed is not made at all), else a new seed.
  const savedState = persistence?.load();
  /** The state last saved (a save of the same state again is skipped). */
  let lastSaved: string | undefined;
  let restored: MockDb | undefined;
  if (savedState) {
    try {
      const parsed: unknown = JSON.parse(savedState);
      if (isDb(parsed)) {
        restored = parsed;
        lastSaved = savedState;
      }
    } catch {
      /* a corrupt saved state is dropped: the seed is used */
    }
  }
  let db = restored ?? seedDb(origin, options.seedTime ?? now(), roomsOrigin, scale);
  let revision = 0;

  const ctx: MockContext = {
    db: () => db,
    faults,
    baseUrls,
    origin,
    roomsOrigin,
    now,
    scale,
    userOf(request, backend) {
      const token = bearerOf(request);
      if (!token) return undefined;
      const login = backend === 'exam' || backend === 'training' ? loginTokenOfTrainingToken(token) : token;
      return db.users.find((u) => u.token === login);
    },
    changed() {
      revision += 1;
    },
  };

  const served: HttpHandler[] = [...backendHandlers(ctx), ...notFoundHandlers(baseUrls)];
  // The fault layer answers only while a fault is switched on: otherwise its handlers are not even tried.
  const faultLayer: ReadonlySet<HttpHandler> = new Set(
    faultHandlers(baseUrls, faults, (request) => getResponse([dispatchTo(served)], request)),
  );
  const dispatcher = dispatchTo([...faultLayer, ...served], {
    tried: (handler) => !faultLayer.has(handler) || faults.list().length > 0,
  });

  const snapshot = () => JSON.stringify(db);
  const save = () => {
    if (!persistence) return;
    const state = snapshot();
    if (state === lastSaved) return;
    lastSaved = state;
    persistence.save(state);
  };
  return {
    handlers: [dispatcher],
    db: () => db,
    faults,
    baseUrls,
    reset() {
      db = seedDb(origin, now(), roomsOrigin, scale);
      revision += 1;
      faults.clear();
      save();
    },
    snapshot,
    persist() {
      save();
    },
    revision: () => revision,
    scale,
  };
}
