/**
 * The report of an Excel import (POST v1/sync/importExcelUser, `ImportResult`): how many rows were imported and
 * which were not, each with its row number as the spreadsheet shows it, the name it gives and why. The backend
 * matches rows to existing doctor accounts and creates none, so a list of people it does not know comes back as
 * rows not imported. A backend that answers only `imported` reports no rows.
 *
 * The answer is read defensively (the shape is assumed, SPEC.md §7.1 does not show it): a reason this SDK does not
 * know reads as `other`, and a row it cannot read is left out of the list but still counted.
 */
import type { MainComponents } from '../../generated';

type Schemas = MainComponents['schemas'];

/** The reasons the backend gives for a row it did not import (`ImportRejectedRow.reason`). */
export type ImportRejectReasonCode = Schemas['ImportRejectedRow']['reason'];

/** Why a row was not imported: one of the backend's reasons, or `other` for one this SDK does not know. */
export type ImportRejectReason = ImportRejectReasonCode | 'other';

/** The backend's reasons, in the order the spec lists them. */
export const IMPORT_REJECT_REASONS: readonly ImportRejectReasonCode[] = /* @__PURE__ */ Object.freeze([
  'unknownPerson',
  'invalidMobile',
  'unknownUnit',
  'nameMismatch',
  'ambiguousPerson',
  'duplicate',
  'alreadyPreselected',
] as const satisfies readonly ImportRejectReasonCode[]);

/** One row of the spreadsheet that was not imported. */
export interface ImportRejectedRow {
  /** The row's number as the spreadsheet shows it (1-based, the header row included). */
  row: number;
  /** The name the row gives, or null when it gives none. */
  name: string | null;
  reason: ImportRejectReason;
}

/** The rows of an import that were not imported (in the order of the file) and how many in all. */
export interface ImportRejections {
  /**
   * Every readable row of the answer, in the order of the file; a job restored from the tab's journal (after a
   * reload) has the first {@link IMPORT_REPORT_ROW_LIMIT} only.
   */
  rows: readonly ImportRejectedRow[];
  /** How many rows were not imported (at least `rows.length`; rows the backend gave without a number count too). */
  total: number;
}

/** What an import did. */
export interface ImportReport {
  /** Rows imported; undefined when the backend did not say. */
  imported: number | undefined;
  /** The rows not imported; undefined when there were none (or the backend reports none). */
  rejected: ImportRejections | undefined;
}

/**
 * How many rows not imported a screen lists and the jobs' journal stores (a reload keeps these): enough to read and
 * correct by hand; the rest are counted (and downloaded, while the page that ran the import is open).
 */
export const IMPORT_REPORT_ROW_LIMIT = 500;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

const KNOWN_REASONS: ReadonlySet<string> = /* @__PURE__ */ new Set(IMPORT_REJECT_REASONS);

/** A reason as this SDK names it: the backend's, or `other`. */
export function importRejectReason(raw: unknown): ImportRejectReason {
  return typeof raw === 'string' && KNOWN_REASONS.has(raw) ? (raw as ImportRejectReasonCode) : 'other';
}

/** One row of the report, or null when it has no row number to name it by. */
export function importRejectedRowOf(raw: unknown): ImportRejectedRow | null {
  if (!isRecord(raw) || !isCount(raw.row) || raw.row < 1) return null;
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : null;
  return { row: raw.row, name, reason: importRejectReason(raw.reason) };
}

/**
 * The rows not imported of an answer's `rejected` list: every readable one and the count of every entry; undefined
 * when the list is absent, not a list or empty.
 */
export function importRejectionsOf(raw: unknown): ImportRejections | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const rows: ImportRejectedRow[] = [];
  for (const entry of raw) {
    const row = importRejectedRowOf(entry);
    if (row) rows.push(row);
  }
  return { rows, total: raw.length };
}

/** The report of an import's answer (`ImportResult`, or whatever the backend answered). */
export function importReportOf(result: unknown): ImportReport {
  if (!isRecord(result)) return { imported: undefined, rejected: undefined };
  return {
    imported: isCount(result.imported) ? result.imported : undefined,
    rejected: importRejectionsOf(result.rejected),
  };
}

/** How many rows not imported a screen lists before the user asks for all of them. */
export const IMPORT_REPORT_ROWS_SHOWN = 10;

/** The rows not imported a screen lists, and what it says of the others. */
export interface ImportRejectionsView {
  rows: readonly ImportRejectedRow[];
  /** Rows listable but not listed now (listed when all are asked for). */
  more: number;
  /** How many rows the screen lists when all are asked for (at most {@link IMPORT_REPORT_ROW_LIMIT}). */
  listable: number;
  /** Rows never listed: beyond {@link IMPORT_REPORT_ROW_LIMIT}, or counted by the backend without a row number. */
  unlisted: number;
}

/**
 * What a screen lists of the rows not imported: the first {@link IMPORT_REPORT_ROWS_SHOWN}, or every row kept when
 * `all` is asked for; how many more are kept, and how many were counted but not kept.
 */
export function importRejectionsView(rejected: ImportRejections, all: boolean): ImportRejectionsView {
  const listable = rejected.rows.slice(0, IMPORT_REPORT_ROW_LIMIT);
  const rows = all ? listable : listable.slice(0, IMPORT_REPORT_ROWS_SHOWN);
  return {
    rows,
    more: listable.length - rows.length,
    listable: listable.length,
    unlisted: Math.max(0, rejected.total - listable.length),
  };
}

/** The texts of the rows-not-imported file, in the user's language. */
export interface ImportRejectionsCsvTexts {
  /** The column headings: row, name, why. */
  headings: readonly [row: string, name: string, reason: string];
  /** A reason in words. */
  reason: (reason: ImportRejectReason) => string;
}

/** A cell a spreadsheet would read as a formula ('=', '+', '-', '@', a tab or a line break first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe (a name written
 * `=HYPERLINK(…)` in the imported file must not become a live link, CWE-1236), and a cell with a comma, a quote or a
 * line break is quoted.
 */
function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows of an import that were not imported as a CSV file (RFC 4180: CRLF line ends, quoted where needed), with a
 * byte order mark so that Excel reads its Chinese names as UTF-8: the row numbers as the spreadsheet shows them, the
 * names as the file gave them (empty for none) and why, in words. It holds every row of `rejected` (all the
 * answer's readable rows; the first {@link IMPORT_REPORT_ROW_LIMIT} of a job restored after a reload).
 */
export function importRejectionsCsv(rejected: ImportRejections, texts: ImportRejectionsCsvTexts): string {
  const lines = [texts.headings.map(csvCell).join(',')];
  for (const row of rejected.rows) {
    lines.push([String(row.row), csvCell(row.name ?? ''), csvCell(texts.reason(row.reason))].join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
