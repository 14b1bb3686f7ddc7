/**
 * The references by which a browser tab opens resident records (/resident-case-detail?record=r…), so that a
 * resident's identity number is never in the app's address: not in the address bar, the browser's history (a
 * clinic's shared computer keeps it), the stored open pages, a tab's identity or the page's DOM.
 *
 * A reference is random and stands for one identity number in one tab: the same number gets the same reference
 * (one resident, one tab of the strip), and the table of references is kept in the tab's sessionStorage, so that a
 * reload restores the open records and the browser forgets it when the tab is closed. A reference copied to
 * another tab, or kept in the history after the tab was closed, names nothing. An address of the old form
 * (`?idCard=`, a link from another front-end or a bookmark) is taken in: its number gets a reference and the
 * address is rewritten.
 */
import { type PageName, SESSION_KEYS, TAB_STORAGE_LIMITS } from '../../domain/pages';
import type { StorageAdapter } from '../../runtime/adapters';
import { isIdentityCard, normaliseIdentityCard } from './residents';

/** The sessionStorage key of the tab's resident-record references. */
export const RESIDENT_RECORDS_KEY = 'mch.residentRecords';

/** The query key of a resident record's reference. */
export const RESIDENT_RECORD_QUERY_KEY = 'record';

/** The query key of the old addresses of a resident record (the identity number itself). */
export const LEGACY_ID_CARD_QUERY_KEY = 'idCard';

/** How many records a tab keeps references for (the oldest are forgotten first, unless their tab is open). */
export const RESIDENT_RECORDS_KEPT = 100;

const REFERENCE = /^r[0-9a-z]{12}$/;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** True for text in the form of a record reference (`r` and 12 lower-case letters or digits). */
export function isResidentRecordRef(value: string | null | undefined): value is string {
  return typeof value === 'string' && REFERENCE.test(value);
}

/** The tab's references of resident records (see the module's description). */
export interface ResidentRecordRefs {
  /**
   * The query that opens the record of the identity number `idCard` (typed in any way the look-up accepts):
   * `{ record }`, the same reference each time for the same number; null when it is no identity number.
   */
  pageQuery(idCard: string | null | undefined): { record: string } | null;
  /** The identity number a reference stands for in this tab; null for an unknown reference or none. */
  idCardOf(record: string | null | undefined): string | null;
  /**
   * The query of an address of page `name` with an old-form identity number (`idCard`) of a resident record
   * replaced by its reference; any other query (and an `idCard` that is no identity number) is returned as it is.
   */
  fromAddress(name: PageName, query: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
}

/** The random source of the references (tests pass their own). */
export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

type Table = [ref: string, idCard: string][];

/** The stored table, or null when it is missing or not what this module writes. */
function readTable(stored: string | null): Table | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  // Open records are kept beyond the limit; a tab holds at most TAB_STORAGE_LIMITS.maxPages of them.
  if (!Array.isArray(parsed) || parsed.length > RESIDENT_RECORDS_KEPT + TAB_STORAGE_LIMITS.maxPages)
    return null;
  const table: Table = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [ref, idCard] = entry as unknown[];
    if (!isResidentRecordRef(ref as string) || typeof idCard !== 'string' || !isIdentityCard(idCard)) {
      return null;
    }
    table.push([ref as string, idCard]);
  }
  return table;
}

/** Creates the references of a tab over its sessionStorage (corrupt data is dropped quietly). */
export function createResidentRecordRefs(
  storage: StorageAdapter,
  random: RandomBytes = cryptoBytes,
): ResidentRecordRefs {
  const load = (): Table => {
    const stored = storage.getItem(RESIDENT_RECORDS_KEY);
    const table = readTable(stored);
    if (table === null && stored !== null) storage.removeItem(RESIDENT_RECORDS_KEY);
    return table ?? [];
  };
  const newRef = (taken: Table): string => {
    for (let tries = 0; tries < 100; tries += 1) {
      const ref = `r${Array.from(random(12), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
      if (!taken.some(([known]) => known === ref)) return ref;
    }
    throw new Error('The random source gives the same references again and again');
  };

  /**
   * The table within its limit: the records not opened for longest are forgotten first, but never one whose tab is
   * open (its reference is in the tab's stored open pages), which a reload must still show.
   */
  const trimmed = (table: Table): Table => {
    let excess = table.length - RESIDENT_RECORDS_KEPT;
    if (excess <= 0) return table;
    const open = new Set(storage.getItem(SESSION_KEYS.openPages)?.match(/r[0-9a-z]{12}/g) ?? []);
    return table.filter(([ref]) => {
      if (excess <= 0 || open.has(ref)) return true;
      excess -= 1;
      return false;
    });
  };

  const pageQuery = (raw: string | null | undefined): { record: string } | null => {
    const idCard = normaliseIdentityCard(raw);
    if (!isIdentityCard(idCard)) return null;
    const table = load();
    const at = table.findIndex(([, card]) => card === idCard);
    // A record opened again is the last one opened: the oldest forgotten is one not opened for longest.
    const [entry] = at >= 0 ? table.splice(at, 1) : [[newRef(table), idCard] as [string, string]];
    if (entry === undefined) return null;
    table.push(entry);
    storage.setItem(RESIDENT_RECORDS_KEY, JSON.stringify(trimmed(table)));
    return { record: entry[0] };
  };

  return {
    pageQuery,
    idCardOf: (record) => {
      if (!isResidentRecordRef(record)) return null;
      return load().find(([ref]) => ref === record)?.[1] ?? null;
    },
    fromAddress: (name, query) => {
      if (name !== 'ResidentCaseDetail' || !(LEGACY_ID_CARD_QUERY_KEY in query)) return query;
      const { [LEGACY_ID_CARD_QUERY_KEY]: legacy, ...rest } = query;
      // A value that is no identity number stays, for the page's rules to refuse (the route drops it).
      const target = pageQuery(typeof legacy === 'string' ? legacy : null);
      if (target === null) return query;
      // A reference already in the address wins.
      return RESIDENT_RECORD_QUERY_KEY in rest ? rest : { ...rest, ...target };
    },
  };
}
