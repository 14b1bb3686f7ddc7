import type { HttpHandler } from 'msw';
import type { BaseUrls, MockBackend } from './backends';
import type { FaultSwitches } from './faults';
import type { DemoScale } from './scale';
import type { DemoUser, MockDb } from './state';

/** What a backend module seeds its state from. */
export interface SeedContext {
  /** Where the demo's embedded subsystem pages (exam, training) are served. */
  origin: string;
  /** Where the demo's room pages (live, meeting) are served. */
  roomsOrigin: string;
  /** "Now" of the demo, so that dates in fixtures are recent and tests can pin them. */
  now: Date;
  users: DemoUser[];
  /** How much data to seed (default: small). */
  scale?: DemoScale;
}

/** What a handler sees: the current database, the fault switches, the mounts. */
export interface MockContext<Db = MockDb> {
  db(): Db;
  faults: FaultSwitches;
  baseUrls: BaseUrls;
  origin: string;
  roomsOrigin: string;
  now(): Date;
  /** How much data the demo was seeded with (default: small). */
  scale?: DemoScale;
  /** The demo user a request's token belongs to, for that backend's auth kind; undefined = expired answer. */
  userOf(request: Request, backend: MockBackend): DemoUser | undefined;
  /** A call changed the state (see `Access` in serve.ts): the demo's revision goes up. */
  changed(): void;
}

/** One backend of the demo: how it seeds its state (a function of `fixtures/`) and the handlers that serve it. */
export interface BackendModule<State> {
  seed(seed: SeedContext): State;
  handlers(ctx: MockContext): HttpHandler[];
}
