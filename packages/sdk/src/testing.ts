/**
 * `@mch/sdk/testing`: test doubles for the SDK's adapters and the low-level pieces a contract test builds a client
 * from. Not for production code: a workbench made by `createWorkbench` already picks in-memory adapters where there
 * is no page (Node), and the browser's adapters in a page.
 *
 * @packageDocumentation
 */

export { STORED_TOKEN_KEY } from './features/session/token-watch';
export { backendRules, type HeaderValues } from './http/backends';
export { type ApiClientOptions, createApiClient } from './http/client';
export { createInterceptionPolicy } from './http/policy';
export {
  manualVisibility,
  memoryAdapters,
  memoryBroadcast,
  memoryCookies,
  memoryLocation,
  memoryLocks,
  memoryStorage,
  systemClock,
} from './runtime/adapters';
