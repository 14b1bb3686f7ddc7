/**
 * The one check that decides whether a URL may be framed or opened (DESIGN.md "Security rules"): only absolute
 * `http:` and `https:` URLs, written plainly.
 */

// The raw text must literally start with the scheme and `//`: this rejects `javascript:`, `data:`, `vbscript:`,
// protocol-relative `//host`, `https:host` and `https:\\host` before the URL parser gets a chance to "repair" them.
const HTTP_PREFIX = /^https?:\/\/[^/\\?#]/i;
// Any whitespace, control or invisible formatting character anywhere (the URL parser silently drops some of them,
// e.g. `java\tscript:`); legitimate URLs percent-encode these.
const UNSAFE_CHARS = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/** Longest URL accepted, in characters. */
export const MAX_URL_LENGTH = 4096;

/**
 * True only for an absolute `http:`/`https:` URL with a host and no user name or password, with no whitespace,
 * control or invisible characters anywhere, at most {@link MAX_URL_LENGTH} characters long.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  if (!HTTP_PREFIX.test(value) || UNSAFE_CHARS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** The URL itself when it may be shown in a frame (see {@link isHttpUrl}), otherwise null. */
export function safeFrameUrl(value: unknown): string | null {
  return isHttpUrl(value) ? value : null;
}
