import { describe, expect, it } from 'vitest';
import { memoryStorage } from './adapters';
import { createDraftStore, DRAFT_MAX_AGE_MS, DRAFTS_STORAGE_KEY, dropOtherUsersDrafts } from './drafts';

interface OrgDraft {
  name: string;
  unitType: number | null;
}
const isOrgDraft = (v: unknown): v is OrgDraft =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';

function setup(user: string | null = '7') {
  const storage = memoryStorage();
  let now = 1_000_000;
  let current = user;
  const drafts = createDraftStore({ storage, clock: { now: () => now }, userKey: () => current });
  return {
    storage,
    drafts,
    later: (ms: number) => {
      now += ms;
    },
    signIn: (u: string | null) => {
      current = u;
    },
  };
}

describe('drafts', () => {
  it('keeps what the user typed per form and gives it back exactly', () => {
    const { drafts } = setup();
    drafts.save('org:create:12', { name: '长沙市妇幼', unitType: 3 });
    drafts.save('project:new', { name: 'Survey' });
    expect(drafts.load('org:create:12', isOrgDraft)).toEqual({ name: '长沙市妇幼', unitType: 3 });
    expect(drafts.has('project:new')).toBe(true);
    expect(drafts.load('org:create:13', isOrgDraft)).toBeNull();
  });

  it('drops a draft that was submitted or discarded', () => {
    const { drafts, storage } = setup();
    drafts.save('org:create:12', { name: 'x', unitType: null });
    drafts.discard('org:create:12');
    expect(drafts.load('org:create:12', isOrgDraft)).toBeNull();
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('drops the drafts whose names start with a prefix, and only the user’s own', () => {
    const { drafts, storage, signIn } = setup();
    drafts.save('list:/loginLog:logins', { name: 'a', unitType: null });
    drafts.save('list:/loginLog:other', { name: 'b', unitType: null });
    drafts.save('list:/loginLogs:x', { name: 'c', unitType: null });
    signIn('8');
    drafts.save('list:/loginLog:logins', { name: 'd', unitType: null });
    signIn('7');
    drafts.discardPrefixed('list:/loginLog:');
    expect(drafts.has('list:/loginLog:logins')).toBe(false);
    expect(drafts.has('list:/loginLog:other')).toBe(false);
    expect(drafts.load('list:/loginLogs:x', isOrgDraft)).toEqual({ name: 'c', unitType: null });
    signIn('8');
    expect(drafts.load('list:/loginLog:logins', isOrgDraft)).toEqual({ name: 'd', unitType: null });
    drafts.discardPrefixed('list:');
    drafts.discardPrefixed('nothing:');
    expect(drafts.has('list:/loginLog:logins')).toBe(false);
    signIn('7');
    drafts.discardPrefixed('list:');
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('never shows one user another user’s draft, and gives it back to its user after an account switch', () => {
    const { drafts, signIn } = setup('7');
    drafts.save('org:create:12', { name: 'secret', unitType: null });
    signIn('8');
    expect(drafts.load('org:create:12', isOrgDraft)).toBeNull();
    expect(drafts.has('org:create:12')).toBe(false);
    drafts.save('org:create:12', { name: 'eight’s', unitType: 1 });
    drafts.discard('org:create:12');
    signIn('7');
    expect(drafts.load('org:create:12', isOrgDraft)).toEqual({ name: 'secret', unitType: null });
  });

  it('drops every user’s drafts older than a shift when the tab’s drafts are written', () => {
    const { drafts, storage, signIn, later } = setup('7');
    drafts.save('a', { name: 'old', unitType: null });
    later(DRAFT_MAX_AGE_MS + 1);
    signIn('8');
    drafts.save('b', { name: 'new', unitType: null });
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).not.toContain('old');
    signIn('7');
    expect(drafts.has('a')).toBe(false);
  });

  it('reads the drafts an earlier version kept (one user’s)', () => {
    const { drafts, storage } = setup('7');
    storage.setItem(
      DRAFTS_STORAGE_KEY,
      JSON.stringify({ v: 1, user: '7', forms: { a: { savedAt: 1_000_000, value: { name: 'kept' } } } }),
    );
    expect(drafts.load('a', isOrgDraft)).toEqual({ name: 'kept' });
  });

  it('dropOtherUsersDrafts keeps only the given user’s drafts', () => {
    const { drafts, storage, signIn } = setup('7');
    drafts.save('a', { name: 'seven', unitType: null });
    signIn('8');
    drafts.save('a', { name: 'eight', unitType: null });
    dropOtherUsersDrafts(storage, '8');
    expect(drafts.load('a', isOrgDraft)).toEqual({ name: 'eight', unitType: null });
    signIn('7');
    expect(drafts.has('a')).toBe(false);
    dropOtherUsersDrafts(storage, '9');
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('keeps nothing before the session knows the user', () => {
    const { drafts, storage } = setup(null);
    drafts.save('org:create:12', { name: 'x', unitType: null });
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    expect(drafts.load('org:create:12', isOrgDraft)).toBeNull();
  });

  it('quietly drops corrupt storage, foreign shapes and drafts older than a shift', () => {
    const { drafts, storage, later } = setup();
    storage.setItem(DRAFTS_STORAGE_KEY, '{not json');
    expect(drafts.load('org:create:12', isOrgDraft)).toBeNull();
    storage.setItem(
      DRAFTS_STORAGE_KEY,
      JSON.stringify({ v: 1, user: '7', forms: { a: { savedAt: 1_000_000, value: 3 } } }),
    );
    expect(drafts.load('a', isOrgDraft)).toBeNull();
    expect(storage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
    drafts.save('org:create:12', { name: 'x', unitType: null });
    later(DRAFT_MAX_AGE_MS + 1);
    expect(drafts.load('org:create:12', isOrgDraft)).toBeNull();
  });
});
