/**
 * Third-party pages shown in a frame (SPEC.md §2.2 /out-system-url and the personal centre; DESIGN.md "Security
 * rules"): only http(s) addresses are framed or opened, always in a sandbox, without a referrer.
 */

import { safeFrameUrl } from './url';

/** The sandbox of every frame that shows a third-party page. */
export const EMBEDDED_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The referrer policy of those frames and of the links that open them in a new window. */
export const EMBEDDED_FRAME_REFERRER_POLICY = 'no-referrer';

/** The `rel` of a link that opens a third-party page in a new window. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/** Why an address is not shown: none was given, or it is not a plain http(s) address. */
export type EmbeddedPageRefusal = 'missing' | 'unsafe';

/** What to do with an address: show it (the checked URL) or refuse it, with the reason. */
export type EmbeddedPageTarget = { ok: true; url: string } | { ok: false; reason: EmbeddedPageRefusal };

/** Decides whether an address may be framed and opened: only plain absolute http(s) URLs may. */
export function embeddedPageTarget(address: string | null | undefined): EmbeddedPageTarget {
  if (typeof address !== 'string' || address.trim() === '') return { ok: false, reason: 'missing' };
  const url = safeFrameUrl(address);
  return url === null ? { ok: false, reason: 'unsafe' } : { ok: true, url };
}
