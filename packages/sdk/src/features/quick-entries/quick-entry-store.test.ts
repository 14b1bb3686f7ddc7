import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../runtime/adapters';
import { createQuickEntryStore, quickEntryStorageKey } from './quick-entry-store';

describe('createQuickEntryStore', () => {
  const available = ['/workbench', '/user-notice', '/loginLog', '/mahefnq'];

  it('shows every available entry until the user saves a choice', () => {
    const store = createQuickEntryStore({ storage: memoryStorage(), userId: 1, available });
    expect(store.getSnapshot()).toEqual(available);
    expect(store.hasSaved()).toBe(false);
  });

  it('uses the given defaults before a choice is saved', () => {
    const store = createQuickEntryStore({
      storage: memoryStorage(),
      userId: 1,
      available,
      defaults: ['/loginLog', '/nope'],
    });
    expect(store.getSnapshot()).toEqual(['/loginLog']);
  });

  it('saves per user, in menu order, without unknown keys or duplicates', () => {
    const storage = memoryStorage();
    const store = createQuickEntryStore({ storage, userId: 7, available });
    const listener = vi.fn();
    store.subscribe(listener);
    store.save(['/mahefnq', '/workbench', '/mahefnq', '/unknown']);
    expect(store.getSnapshot()).toEqual(['/workbench', '/mahefnq']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.hasSaved()).toBe(true);

    expect(createQuickEntryStore({ storage, userId: 7, available }).getSnapshot()).toEqual([
      '/workbench',
      '/mahefnq',
    ]);
    expect(createQuickEntryStore({ storage, userId: 8, available }).getSnapshot()).toEqual(available);
  });

  it('keeps an empty choice (everything unchecked)', () => {
    const storage = memoryStorage();
    createQuickEntryStore({ storage, userId: 1, available }).save([]);
    const again = createQuickEntryStore({ storage, userId: 1, available });
    expect(again.getSnapshot()).toEqual([]);
    expect(again.hasSaved()).toBe(true);
  });

  it('ignores stored entries that are no longer in the menu', () => {
    const storage = memoryStorage({ [quickEntryStorageKey(1)]: JSON.stringify(['/gone', '/loginLog']) });
    expect(createQuickEntryStore({ storage, userId: 1, available }).getSnapshot()).toEqual(['/loginLog']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
    ['numbers', '[1,2]'],
    ['too long', JSON.stringify(['x'.repeat(60_000)])],
  ])('discards a corrupt stored value quietly (%s)', (_label, raw) => {
    const storage = memoryStorage({ [quickEntryStorageKey(1)]: raw });
    const store = createQuickEntryStore({ storage, userId: 1, available });
    expect(store.getSnapshot()).toEqual(available);
    expect(store.hasSaved()).toBe(false);
    expect(storage.getItem(quickEntryStorageKey(1))).toBeNull();
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createQuickEntryStore({ storage, userId: 1, available });
    expect(store.getSnapshot()).toEqual(available);
    store.save(['/loginLog']);
    expect(store.getSnapshot()).toEqual(['/loginLog']);
  });
});
