import { describe, expect, it } from 'vitest';
import { DEFAULT_MOUNTS } from '../../core/backends';
import type { MockContext } from '../../core/context';
import { seedDb } from '../../core/db';
import { createFaultSwitches } from '../../core/faults';
import { mainHandlers } from './index';

const db = seedDb('http://localhost', new Date(2026, 2, 16, 10));
const ctx: MockContext = {
  db: () => db,
  faults: createFaultSwitches(),
  baseUrls: DEFAULT_MOUNTS,
  origin: 'http://localhost',
  roomsOrigin: 'http://localhost',
  now: () => new Date(2026, 2, 16, 10),
  userOf: () => undefined,
  changed: () => undefined,
};

describe('the handlers of the main backend', () => {
  const routes = mainHandlers(ctx).map((h) => `${String(h.info.method)} ${String(h.info.path)}`);

  it('serve the 50 operations of specs/main.yaml, and the two sync calls again on the second host', () => {
    expect(routes).toHaveLength(52);
    expect(routes.filter((r) => r.includes(DEFAULT_MOUNTS.mainSync))).toEqual([
      `POST ${DEFAULT_MOUNTS.mainSync}/v1/sync/examUserInfo`,
      `POST ${DEFAULT_MOUNTS.mainSync}/v1/sync/userInfo`,
    ]);
  });

  it('have literal paths, no two alike whatever the case: the order of the tag modules cannot change an answer', () => {
    expect(routes.filter((r) => /[{}:*]/.test(r.split(' ')[1] ?? ''))).toEqual([]);
    expect(new Set(routes.map((r) => r.toLowerCase())).size).toBe(routes.length);
  });
});
