/** The demo backend: its factory, the names of its parts and the in-process fetch. */
export { bearerOf, DEMO_TOKENS, type DemoToken, trainingTokenFor } from './core/auth';
export { type BaseUrls, baseUrlsAt, DEFAULT_MOUNTS, MOCK_BACKENDS, type MockBackend } from './core/backends';
export type { MockContext, SeedContext } from './core/context';
export { FAULT_KINDS, type Fault, type FaultKind, type FaultSwitches, parseFaults } from './core/faults';
export { DEMO_SCALES, type DemoScale, parseScale } from './core/scale';
export type { DemoFunction, DemoUser, MockDb } from './core/state';
export { createDemoBackend, type DemoBackend, type DemoBackendOptions, type DemoPersistence } from './demo';
export { createDemoFetch, DEMO_FETCH_ORIGIN, type DemoFetch } from './fetch';
export { demoUsers } from './fixtures/users';
