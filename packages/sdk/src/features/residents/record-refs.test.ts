import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../domain/pages';
import { memoryStorage } from '../../runtime/adapters';
import {
  createResidentRecordRefs,
  isResidentRecordRef,
  RESIDENT_RECORDS_KEPT,
  RESIDENT_RECORDS_KEY,
} from './record-refs';

const CARD = '43010219900307002X';
const OTHER = '430102199003070021';

/** "Random" bytes that are the digits of a counter in base 36, so that each new reference differs. */
function countingBytes() {
  let next = 0;
  return (length: number) => {
    const digits = (next++).toString(36).padStart(length, '0');
    return Uint8Array.from(digits, (digit) => Number.parseInt(digit, 36));
  };
}

describe('the references of resident records', () => {
  it('opens a record by a reference that does not contain the identity number', () => {
    const refs = createResidentRecordRefs(memoryStorage());
    const query = refs.pageQuery(CARD);
    expect(query).not.toBeNull();
    expect(isResidentRecordRef(query?.record)).toBe(true);
    expect(JSON.stringify(query)).not.toContain('430102');
    expect(refs.idCardOf(query?.record)).toBe(CARD);
  });

  it('gives one resident one reference however the number was typed, another resident another', () => {
    const refs = createResidentRecordRefs(memoryStorage());
    const first = refs.pageQuery(CARD);
    expect(refs.pageQuery(` ${CARD.toLowerCase()} `)).toEqual(first);
    expect(refs.pageQuery('４３０１０２１９９００３０７００２ｘ')).toEqual(first);
    expect(refs.pageQuery(OTHER)).not.toEqual(first);
  });

  it('refuses what is not an identity number, and knows no reference it did not give', () => {
    const refs = createResidentRecordRefs(memoryStorage());
    expect(refs.pageQuery('123')).toBeNull();
    expect(refs.pageQuery(null)).toBeNull();
    expect(refs.idCardOf('r000000000000')).toBeNull();
    expect(refs.idCardOf(CARD)).toBeNull();
    expect(refs.idCardOf(null)).toBeNull();
  });

  it('keeps the references in the tab, so that a reload (a new instance) still knows them', () => {
    const storage = memoryStorage();
    const query = createResidentRecordRefs(storage).pageQuery(CARD);
    expect(createResidentRecordRefs(storage).idCardOf(query?.record)).toBe(CARD);
    // Another tab (its own sessionStorage) does not.
    expect(createResidentRecordRefs(memoryStorage()).idCardOf(query?.record)).toBeNull();
  });

  it('drops a corrupt or foreign table quietly and starts again', () => {
    for (const stored of [
      '{',
      '"x"',
      '[["r000000000000","abc"]]',
      '[["nope","43010219900307002X"]]',
      '[1]',
    ]) {
      const storage = memoryStorage({ [RESIDENT_RECORDS_KEY]: stored });
      const refs = createResidentRecordRefs(storage);
      expect(refs.idCardOf('r000000000000')).toBeNull();
      expect(storage.getItem(RESIDENT_RECORDS_KEY)).toBeNull();
      expect(refs.idCardOf(refs.pageQuery(CARD)?.record)).toBe(CARD);
    }
  });

  it('forgets the record not opened for longest beyond its limit, not one opened again', () => {
    const refs = createResidentRecordRefs(memoryStorage(), countingBytes());
    const first = refs.pageQuery('430102199000000000');
    const second = refs.pageQuery('430102199000000001');
    for (let i = 2; i < RESIDENT_RECORDS_KEPT; i += 1)
      refs.pageQuery(`4301021990${String(i).padStart(8, '0')}`);
    // The first is opened again: the second is now the oldest.
    expect(refs.pageQuery('430102199000000000')).toEqual(first);
    refs.pageQuery('430102199099999999');
    expect(refs.idCardOf(first?.record)).toBe('430102199000000000');
    expect(refs.idCardOf(second?.record)).toBeNull();
  });

  it('never forgets the record of an open tab, however many others are opened', () => {
    const storage = memoryStorage();
    const refs = createResidentRecordRefs(storage, countingBytes());
    const open = refs.pageQuery('430102199000000000');
    // Its tab is open (the tab store keeps the open pages in the same storage).
    storage.setItem(
      SESSION_KEYS.openPages,
      JSON.stringify([{ path: '/resident-case-detail', query: { record: open?.record } }]),
    );
    const second = refs.pageQuery('430102199000000001');
    for (let i = 2; i <= RESIDENT_RECORDS_KEPT + 5; i += 1)
      refs.pageQuery(`4301021990${String(i).padStart(8, '0')}`);
    expect(refs.idCardOf(open?.record)).toBe('430102199000000000');
    expect(refs.idCardOf(second?.record)).toBeNull();
    // And a new tab of the same storage (a reload) still reads the table.
    expect(createResidentRecordRefs(storage).idCardOf(open?.record)).toBe('430102199000000000');
  });

  it('takes in an address of the old form (the number in the query) and leaves other pages alone', () => {
    const refs = createResidentRecordRefs(memoryStorage());
    const taken = refs.fromAddress('ResidentCaseDetail', { idCard: CARD.toLowerCase(), hideMenu: '1' });
    expect(taken).toEqual({ hideMenu: '1', record: refs.pageQuery(CARD)?.record });
    expect(refs.fromAddress('ResidentCaseDetail', { idCard: 'abc' })).toEqual({ idCard: 'abc' });
    const both = { record: 'r000000000000', idCard: CARD };
    expect(refs.fromAddress('ResidentCaseDetail', both)).toEqual({ record: 'r000000000000' });
    const other = { idCard: CARD };
    expect(refs.fromAddress('ResidentCase', other)).toBe(other);
  });
});
