import { halfWidth } from './half-width';

/**
 * Ids as an address or a form gives them (`?id=12`, a select's value): a positive whole number, or null.
 */

/** A positive whole number from text or a number ('7', 7), else null. */
export function parsePositiveId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? halfWidth(raw).trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The id of a notice or work tip in a page query (`?id=12`): {@link parsePositiveId} for text, null for anything
 * else (the name the inbox has always exported).
 */
export function parseItemId(raw: string | null | undefined): number | null {
  return typeof raw === 'string' ? parsePositiveId(raw) : null;
}
