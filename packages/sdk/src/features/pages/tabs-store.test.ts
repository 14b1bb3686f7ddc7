import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, serializeTabs } from '../../domain/pages';
import { memoryStorage } from '../../runtime/adapters';
import { createResidentRecordRefs } from '../residents/record-refs';
import { createTabsStore } from './tabs-store';

const ids = (store: ReturnType<typeof createTabsStore>) => store.getSnapshot().pages.map((p) => p.id);

describe('createTabsStore', () => {
  it('starts with the workbench on empty storage', () => {
    const store = createTabsStore(memoryStorage());
    expect(ids(store)).toEqual(['/workbench']);
    expect(store.getSnapshot().currentId).toBe('/workbench');
  });

  it('writes the tabs to storage after each change and restores them in a new store', () => {
    const storage = memoryStorage();
    const store = createTabsStore(storage);
    expect(store.open({ path: '/user-notice', title: 'Messages' })).toBe('/user-notice');
    expect(store.open({ path: '/notice-detail', query: { id: '4', token: 'secret' } })).toBe(
      '/notice-detail?id=4',
    );
    store.focus('/user-notice');
    expect(storage.getItem(SESSION_KEYS.currentPage)).toBe('/user-notice');
    expect(storage.getItem(SESSION_KEYS.openPages)).not.toContain('secret');

    const reloaded = createTabsStore(storage);
    expect(reloaded.getSnapshot()).toEqual(store.getSnapshot());
  });

  it('drops corrupt storage quietly', () => {
    const storage = memoryStorage({ [SESSION_KEYS.openPages]: '{oops', [SESSION_KEYS.currentPage]: '/nope' });
    const store = createTabsStore(storage);
    expect(ids(store)).toEqual(['/workbench']);
  });

  it('drops a stored page with a value its route cannot take, and keeps the rest in the form its route takes', () => {
    const storage = memoryStorage({
      [SESSION_KEYS.openPages]: JSON.stringify([
        { path: '/notice-detail', query: { id: '10003x' }, title: 'Restored message' },
        { path: '/resident-case-detail', query: { record: '../../etc' } },
        { path: '/resident-case-detail', query: { record: 'r0a1b2c3d4e5f' }, title: 'Li Na' },
        { path: '/notice-detail', query: { id: '4' } },
      ]),
      [SESSION_KEYS.currentPage]: '/resident-case-detail?record=r0a1b2c3d4e5f',
    });
    const store = createTabsStore(storage);
    expect(ids(store)).toEqual([
      '/workbench',
      '/resident-case-detail?record=r0a1b2c3d4e5f',
      '/notice-detail?id=4',
    ]);
    expect(store.getSnapshot().currentId).toBe('/resident-case-detail?record=r0a1b2c3d4e5f');
    expect(store.getSnapshot().pages[1]?.title).toBe('Li Na');
  });

  it('restores a resident record stored with its identity number under the tab’s reference', () => {
    const storage = memoryStorage({
      [SESSION_KEYS.openPages]: JSON.stringify([
        { path: '/resident-case-detail', query: { idCard: '43010219850315001x' }, title: 'Li Na' },
        { path: '/resident-case-detail', query: { idCard: '../../etc' } },
      ]),
      [SESSION_KEYS.currentPage]: '/resident-case-detail?idCard=43010219850315001x',
    });
    const residentRecords = createResidentRecordRefs(storage);
    const store = createTabsStore(storage, { residentRecords });
    const record = residentRecords.pageQuery('43010219850315001X')?.record;
    expect(ids(store)).toEqual(['/workbench', `/resident-case-detail?record=${record}`]);
    expect(store.getSnapshot().currentId).toBe(`/resident-case-detail?record=${record}`);
    expect(storage.getItem(SESSION_KEYS.openPages)).toContain('43010219850315001x');
    // Stored again at the first change, without the number.
    store.open({ path: '/loginLog' });
    expect(storage.getItem(SESSION_KEYS.openPages)).not.toMatch(/4301/);
    expect(storage.getItem(SESSION_KEYS.currentPage)).toBe('/loginLog');
    // Without the references, such a page is not restored at all.
    const without = createTabsStore(
      memoryStorage({
        [SESSION_KEYS.openPages]: JSON.stringify([
          { path: '/resident-case-detail', query: { idCard: '43010219850315001X' } },
        ]),
      }),
    );
    expect(ids(without)).toEqual(['/workbench']);
  });

  it('runs every tab-strip action', () => {
    const store = createTabsStore(memoryStorage());
    for (const path of ['/user-notice', '/loginLog', '/mahefnq', '/auth-role-manage']) store.open({ path });
    store.closeRight('/mahefnq');
    expect(ids(store)).toEqual(['/workbench', '/user-notice', '/loginLog', '/mahefnq']);
    expect(store.getSnapshot().currentId).toBe('/mahefnq');
    store.closeLeft('/loginLog');
    expect(ids(store)).toEqual(['/workbench', '/loginLog', '/mahefnq']);
    store.close('/mahefnq');
    expect(store.getSnapshot().currentId).toBe('/loginLog');
    store.open({ path: '/user-notice' });
    store.closeOthers('/loginLog');
    expect(ids(store)).toEqual(['/workbench', '/loginLog']);
    store.setTitle('/loginLog', 'Logins');
    expect(store.getSnapshot().pages[1]?.title).toBe('Logins');
    store.close('/workbench');
    expect(ids(store)).toEqual(['/workbench', '/loginLog']);
    store.closeAll();
    expect(ids(store)).toEqual(['/workbench']);
    expect(store.getSnapshot().currentId).toBe('/workbench');
  });

  it('knows which pages were closed and not opened again, in memory only (an identity may name a resident)', () => {
    const storage = memoryStorage();
    const store = createTabsStore(storage);
    for (const path of ['/user-notice', '/loginLog', '/mahefnq']) store.open({ path });
    store.open({ path: '/resident-case-detail', query: { idCard: '430102198503150012' } });
    expect(store.wasClosed('/loginLog')).toBe(false);
    store.close('/loginLog');
    store.closeOthers('/mahefnq');
    expect(store.wasClosed('/loginLog')).toBe(true);
    expect(store.wasClosed('/user-notice')).toBe(true);
    expect(store.wasClosed('/resident-case-detail?idCard=430102198503150012')).toBe(true);
    expect(store.wasClosed('/mahefnq')).toBe(false);
    expect(store.wasClosed('/workbench')).toBe(false);
    store.open({ path: '/loginLog' });
    expect(store.wasClosed('/loginLog')).toBe(false);
    expect(storage.getItem(SESSION_KEYS.openPages)).not.toContain('430102198503150012');
    expect(createTabsStore(storage).wasClosed('/user-notice')).toBe(false);
  });

  it('refuses unknown and unsafe pages', () => {
    const store = createTabsStore(memoryStorage());
    expect(store.open({ path: '/nope' })).toBeNull();
    expect(store.open({ path: '/out-system-url', query: { url: 'javascript:alert(1)' } })).toBeNull();
    expect(ids(store)).toEqual(['/workbench']);
  });

  it('notifies listeners only on real changes and keeps the snapshot stable between them', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createTabsStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.focus('/workbench');
    store.close('/workbench');
    store.open({ path: '/nope' });
    expect(listener).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);

    store.open({ path: '/loginLog' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_KEYS.openPages)).toBe(serializeTabs(store.getSnapshot()).openPages);
    unsubscribe();
    store.closeAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not store pages of routes with disabledStorage', () => {
    const storage = memoryStorage();
    const store = createTabsStore(storage);
    store.open({ path: '/loginLog' });
    store.open({ path: '/student-setting' });
    expect(storage.getItem(SESSION_KEYS.openPages)).not.toContain('student-setting');
    expect(storage.getItem(SESSION_KEYS.currentPage)).toBe('/loginLog');
    expect(ids(createTabsStore(storage))).toEqual(['/workbench', '/loginLog']);
  });
});
