import { describe, expect, it, vi } from 'vitest';
import { type LocksAdapter, memoryBroadcast, memoryLocks } from './adapters';
import { createTabLeader, tabLeaderName } from './tab-leader';

/** Lets queued microtasks (lock grants, channel deliveries) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function browser() {
  return { locks: memoryLocks(), broadcast: memoryBroadcast() };
}

describe('createTabLeader', () => {
  it('elects exactly one of two tabs of the same user', async () => {
    const b = browser();
    const a = createTabLeader({ name: 'n:1', ...b });
    const c = createTabLeader({ name: 'n:1', ...b });
    await settle();
    expect([a.isLeader(), c.isLeader()]).toEqual([true, false]);
    a.close();
    c.close();
  });

  it('hands leadership over when the leader tab closes', async () => {
    const b = browser();
    const a = createTabLeader({ name: 'n:1', ...b });
    const c = createTabLeader({ name: 'n:1', ...b });
    const changes: boolean[] = [];
    c.onChange((leader) => changes.push(leader));
    await settle();
    expect(c.isLeader()).toBe(false);
    a.close();
    expect(a.isLeader()).toBe(false);
    await settle();
    expect(c.isLeader()).toBe(true);
    expect(changes).toEqual([true]);
    c.close();
    await settle();
    expect(b.locks.pending('n:1')).toBe(0);
  });

  it('a follower that closes leaves the queue', async () => {
    const b = browser();
    const a = createTabLeader({ name: 'n:1', ...b });
    const c = createTabLeader({ name: 'n:1', ...b });
    await settle();
    expect(b.locks.pending('n:1')).toBe(2);
    c.close();
    await settle();
    expect(b.locks.pending('n:1')).toBe(1);
    a.close();
    await settle();
    expect(b.locks.pending('n:1')).toBe(0);
  });

  it('shares messages with the other tabs, not with itself', async () => {
    const b = browser();
    const a = createTabLeader({ name: 'n:1', ...b });
    const c = createTabLeader({ name: 'n:1', ...b });
    const atA: unknown[] = [];
    const atC: unknown[] = [];
    a.subscribe((m) => atA.push(m));
    c.subscribe((m) => atC.push(m));
    a.publish({ hello: 'from a' });
    await settle();
    expect(atC).toEqual([{ hello: 'from a' }]);
    expect(atA).toEqual([]);
    c.close();
    a.publish({ hello: 'again' });
    await settle();
    expect(atC).toHaveLength(1);
    a.close();
  });

  it('two users in one browser each get their own leader and messages', async () => {
    const b = browser();
    const u1 = createTabLeader({ name: tabLeaderName('notices', 1), ...b });
    const u2 = createTabLeader({ name: tabLeaderName('notices', 2), ...b });
    const atU2: unknown[] = [];
    u2.subscribe((m) => atU2.push(m));
    u1.publish('private');
    await settle();
    expect([u1.isLeader(), u2.isLeader()]).toEqual([true, true]);
    expect(atU2).toEqual([]);
    u1.close();
    u2.close();
  });

  it('without Web Locks or BroadcastChannel every tab is its own leader', async () => {
    const noLocks = [
      createTabLeader({ name: 'n:1', broadcast: memoryBroadcast() }),
      createTabLeader({ name: 'n:1', broadcast: memoryBroadcast() }),
    ];
    const noChannel = [
      createTabLeader({ name: 'n:1', locks: memoryLocks() }),
      createTabLeader({ name: 'n:1', locks: memoryLocks() }),
    ];
    const neither = createTabLeader({ name: 'n:1' });
    for (const t of [...noLocks, ...noChannel, neither]) expect(t.isLeader()).toBe(true);
    expect(() => neither.publish('x')).not.toThrow();
    for (const t of [...noLocks, ...noChannel, neither]) t.close();
  });

  it('a tab whose lock request is refused works for itself', async () => {
    const refusing: LocksAdapter = {
      request: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    };
    const t = createTabLeader({ name: 'n:1', locks: refusing, broadcast: memoryBroadcast() });
    const changes: boolean[] = [];
    t.onChange((leader) => changes.push(leader));
    await settle();
    expect(t.isLeader()).toBe(true);
    expect(changes).toEqual([true]);
    t.close();
  });

  it('runs no callback after close', async () => {
    const b = browser();
    const a = createTabLeader({ name: 'n:1', ...b });
    const c = createTabLeader({ name: 'n:1', ...b });
    const onChange = vi.fn();
    const onMessage = vi.fn();
    c.onChange(onChange);
    c.subscribe(onMessage);
    await settle();
    c.close();
    a.publish('late');
    a.close();
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
    expect(c.isLeader()).toBe(false);
  });
});
