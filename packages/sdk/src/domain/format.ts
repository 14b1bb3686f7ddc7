/**
 * Shared display rules (SPEC.md §2.6, §5 "Table pagination"): amounts, shortened table-cell text, the detail
 * table grid and elapsed time.
 */

import { systemInstant } from './system-time';

/** Columns of the detail-table grid. */
export const DETAIL_GRID_COLUMNS = 24;

/** Columns one detail item spans by default. */
export const DETAIL_ITEM_SPAN = 8;

/** What an empty value shows. */
export const EMPTY_PLACEHOLDER = '-';

/** Page sizes offered by paged tables. */
export const TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const;

/** Page size of a paged table until the user picks another. */
export const DEFAULT_PAGE_SIZE = 10;

/** Characters a table cell shows before it is shortened. */
export const SHORT_TEXT_MAX = 10;

/**
 * The mark appended to shortened text: three full stops, as the product has always shown it (not the single
 * character '…').
 */
export const ELLIPSIS = '...';

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** One Intl.NumberFormat per locale and decimal count, made on first use and kept. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options = { minimumFractionDigits, maximumFractionDigits: 2, useGrouping: true } as const;
    try {
      cached = new Intl.NumberFormat(locale, options);
    } catch {
      cached = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * An amount with thousands separators (`1234567.5` → `'1,234,567.5'`). Decimals are kept as given, up to 2 and
 * rounded beyond (`'1234.50'` → `'1,234.50'`, `1.234` → `'1.23'`); numeric strings are formatted exactly, without
 * going through a float. Empty, non-numeric and non-finite values give '-'. An unknown locale falls back to 'en'.
 */
export function formatAmount(value: number | string | null | undefined, locale = 'en'): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? formatter(locale, 0).format(value) : EMPTY_PLACEHOLDER;
  }
  if (typeof value !== 'string') return EMPTY_PLACEHOLDER;
  const text = value.trim();
  if (!NUMERIC.test(text)) return EMPTY_PLACEHOLDER;
  const dot = text.indexOf('.');
  const decimals = dot < 0 ? 0 : text.length - dot - 1;
  // A string is an exact decimal to Intl.NumberFormat (no float rounding, no precision loss on long integers).
  return formatter(locale, Math.min(decimals, 2)).format(text as Intl.StringNumericLiteral);
}

/** Shortened table-cell text: what to show, the full text for the tooltip, and whether it was cut. */
export interface ShortText {
  text: string;
  full: string;
  truncated: boolean;
}

/** The grapheme segmenter, made on first use and kept (making one per call is slow); null where it is missing. */
let segmenter: Intl.Segmenter | null | undefined;

function graphemes(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/**
 * The first `count` user-perceived characters of text (fewer when it has fewer), so that neither a Chinese
 * character nor an emoji (even a joined one) is split: grapheme clusters, or code points where Intl.Segmenter is
 * missing. Stops reading once it has `count`.
 */
function characters(text: string, count: number): string[] {
  const chars: string[] = [];
  const seg = graphemes();
  for (const part of seg ? seg.segment(text) : text) {
    if (chars.length === count) break;
    chars.push(typeof part === 'string' ? part : part.segment);
  }
  return chars;
}

/**
 * Cuts text longer than `max` characters (default 10) to `max` characters followed by '...'. Characters are
 * counted as the reader sees them (grapheme clusters; code points where Intl.Segmenter is missing), so a Chinese
 * character or an emoji is never split. A `max` below 1 or not a number uses the default.
 */
export function shortenText(text: string | null | undefined, max: number = SHORT_TEXT_MAX): ShortText {
  const full = typeof text === 'string' ? text : '';
  const limit = Number.isFinite(max) && max >= 1 ? Math.floor(max) : SHORT_TEXT_MAX;
  // A character takes at least one UTF-16 unit, so text of at most `limit` units fits without counting.
  if (full.length <= limit) return { text: full, full, truncated: false };
  const chars = characters(full, limit + 1);
  if (chars.length <= limit) return { text: full, full, truncated: false };
  return { text: `${chars.slice(0, limit).join('')}${ELLIPSIS}`, full, truncated: true };
}

/** Right-to-left letters and the bidirectional controls that can reorder the text around them. */
const BIDI_SENSITIVE = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Someone else's text (a record's name from the backend) made safe to put inside the app's own text, such as a tab
 * title "<record> – Message detail" or the browser's title: text with right-to-left letters or bidirectional
 * controls is wrapped in a first-strong isolate (U+2068 … U+2069), so an override in it (U+202E) cannot reverse
 * the app's words after it. Other text is returned as it is.
 */
export function isolateBidi(text: string): string {
  return BIDI_SENSITIVE.test(text) ? `\u2068${text}\u2069` : text;
}

/** A value for display: '-' for null, undefined, NaN and empty or blank text, otherwise the value as text. */
export function displayValue(value: string | number | bigint | boolean | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_PLACEHOLDER;
  if (typeof value === 'number' && Number.isNaN(value)) return EMPTY_PLACEHOLDER;
  const text = String(value);
  return text.trim() === '' ? EMPTY_PLACEHOLDER : text;
}

/** The columns a detail item spans: 8 by default, rounded and clamped to 1..24. */
export function detailItemSpan(span?: number | null): number {
  if (typeof span !== 'number' || !Number.isFinite(span)) return DETAIL_ITEM_SPAN;
  return Math.min(DETAIL_GRID_COLUMNS, Math.max(1, Math.round(span)));
}

const LOCAL_MOMENT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[Tt ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const ZONED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a moment the backends send: a Date, epoch milliseconds, a date or date-time without a zone ('2024-01-05',
 * '2024-01-05 14:30:00', '2024/1/5 14:30', ISO without a zone), which is the system's wall time (China Standard
 * Time, see `system-time.ts`), or an ISO date-time with a zone. Undefined for anything else, including days that do
 * not exist ('2024-02-30') and times out of range. Shown in the system's zone (`SYSTEM_TIME_ZONE`), it reads as written.
 */
export function parseMoment(value: Date | number | string | null | undefined): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isFinite(value) && !Number.isNaN(date.getTime()) ? date : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const local = LOCAL_MOMENT.exec(text);
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1, 7).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // Milliseconds of a fraction of up to nine digits (a Java LocalDateTime's nanoseconds), cut, never rounded up
    // into the next second.
    const millis = Number((local[7] ?? '').padEnd(3, '0').slice(0, 3));
    const at = systemInstant({ year, month, day, hour, minute, second }, millis);
    return at === undefined ? undefined : new Date(at);
  }
  if (ZONED_MOMENT.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** Minutes and seconds of a duration, 'm:ss' (negative or invalid durations show '0:00'). */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
