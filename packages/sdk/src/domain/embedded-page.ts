/**
 * Third-party pages shown in a frame (SPEC.md §2.2 /out-system-url, the personal centre, rooms and subsystems;
 * DESIGN.md "Security rules"): only http(s) addresses of the origins a deployment lists are framed, never one of
 * the app's own origin, always in a sandbox and without a referrer. The sandbox keeps the frame in an opaque
 * origin unless the deployment says that origin needs its own; room pages get the camera, microphone, screen
 * sharing and fullscreen.
 */

import { safeFrameUrl } from './url';

/** One origin a deployment allows to be framed (`config.json` `frameOrigins`). */
export interface FrameOrigin {
  /**
   * `scheme://host[:port]`; the port may be `*` (any port of that host), as in a Content-Security-Policy source.
   */
  origin: string;
  /**
   * A video, meeting or whiteboard room: the frame may use the camera, microphone, screen and fullscreen, and keeps
   * its own origin (`allow-same-origin`), without which a browser refuses a capture device to it.
   */
  room?: boolean;
  /** The page needs its own origin (its cookies and storage) inside the frame: adds `allow-same-origin`. */
  allowSameOrigin?: boolean;
}

/** What decides whether an address may be framed: the app's own origin and the origins the deployment lists. */
export interface FramePolicy {
  /** The origin the app is served from (`location.origin`); an address of this origin is never framed. */
  pageOrigin: string;
  /** The origins that may be framed. */
  frameOrigins: readonly FrameOrigin[];
}

/** The sandbox of every frame that shows a third-party page (an opaque origin, no top navigation). */
export const EMBEDDED_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The sandbox token added for an origin listed with `allowSameOrigin`. */
export const SANDBOX_ALLOW_SAME_ORIGIN = 'allow-same-origin';

/** The permissions a room frame is given (its `allow` attribute). */
export const ROOM_FRAME_ALLOW = 'camera; microphone; display-capture; fullscreen';

/** The referrer policy of those frames and of the links that open them in a new window. */
export const EMBEDDED_FRAME_REFERRER_POLICY = 'no-referrer';

/** The `rel` of a link that opens a third-party page in a new window. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/**
 * Why an address is not shown: none was given, it is not a plain http(s) address, it is of the app's own origin,
 * or its origin is not one the deployment lists.
 */
export type EmbeddedPageRefusal = 'missing' | 'unsafe' | 'credentials' | 'sameOrigin' | 'notListed';

/** How a checked address is framed. */
export interface EmbeddedPageFrame {
  ok: true;
  /** The checked address. */
  url: string;
  /** The frame's `sandbox` attribute. */
  sandbox: string;
  /** The frame's `allow` attribute ('' for none). */
  allow: string;
  /** A room page (camera and microphone allowed). */
  room: boolean;
}

/** What to do with an address: frame it (how) or refuse it, with the reason. */
export type EmbeddedPageTarget = EmbeddedPageFrame | { ok: false; reason: EmbeddedPageRefusal };

const ORIGIN_PATTERN = /^(https?):\/\/([^/?#:@\s]+)(?::(\d{1,5}|\*))?\/?$/i;

/** A listed origin in parts, or null when it is not `http(s)://host[:port|:*]`. */
export function parseFrameOrigin(
  origin: string,
): { scheme: 'http' | 'https'; host: string; port: string } | null {
  const match = ORIGIN_PATTERN.exec(origin.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase() as 'http' | 'https';
  const host = (match[2] ?? '').toLowerCase();
  const port = match[3] ?? (scheme === 'https' ? '443' : '80');
  if (port !== '*' && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { scheme, host, port };
}

/** True when `origin` is a valid `frameOrigins` entry (`http(s)://host[:port|:*]`). */
export function isFrameOrigin(origin: unknown): origin is string {
  return typeof origin === 'string' && parseFrameOrigin(origin) !== null;
}

/** The listed origin entry that `url` belongs to, or null. */
export function matchFrameOrigin(url: URL, frameOrigins: readonly FrameOrigin[]): FrameOrigin | null {
  const scheme = url.protocol.replace(/:$/, '');
  const port = url.port || (scheme === 'https' ? '443' : '80');
  const host = url.hostname.toLowerCase();
  for (const entry of frameOrigins) {
    const parsed = parseFrameOrigin(entry.origin);
    if (!parsed || parsed.scheme !== scheme || parsed.host !== host) continue;
    if (parsed.port === '*' || parsed.port === port) return entry;
  }
  return null;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Whether an address is an http(s) URL with a user name or password in it (`https://user:pw@host/`). */
function hasCredentials(address: string): boolean {
  if (!/^https?:\/\//i.test(address)) return false;
  try {
    const url = new URL(address);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/**
 * Decides whether an address may be framed, and how: only a plain absolute http(s) URL of a listed origin that is
 * not the app's own. The sandbox gets `allow-same-origin` only for an origin listed with `allowSameOrigin` and for a
 * room origin, whose frame also gets {@link ROOM_FRAME_ALLOW}: a page in an opaque origin is refused the camera
 * and microphone (`getUserMedia` fails with "Invalid security origin"). The token keeps the frame in its own
 * origin, never the app's: an address of the app's origin is refused above.
 */
export function embeddedPageTarget(
  address: string | null | undefined,
  policy: FramePolicy,
): EmbeddedPageTarget {
  if (typeof address !== 'string' || address.trim() === '') return { ok: false, reason: 'missing' };
  // Spaces around an address are no part of it (as a browser's address bar drops them); inside, they are refused.
  const given = address.trim();
  // A path from the root ('/workbench') is an address of the app itself.
  if (/^\/(?![/\\])/.test(given)) return { ok: false, reason: 'sameOrigin' };
  const url = safeFrameUrl(given);
  if (url === null) return { ok: false, reason: hasCredentials(given) ? 'credentials' : 'unsafe' };
  const parsed = new URL(url);
  if (parsed.origin === originOf(policy.pageOrigin)) return { ok: false, reason: 'sameOrigin' };
  const entry = matchFrameOrigin(parsed, policy.frameOrigins);
  if (!entry) return { ok: false, reason: 'notListed' };
  const room = entry.room === true;
  return {
    ok: true,
    url,
    sandbox:
      entry.allowSameOrigin || room
        ? `${EMBEDDED_FRAME_SANDBOX} ${SANDBOX_ALLOW_SAME_ORIGIN}`
        : EMBEDDED_FRAME_SANDBOX,
    allow: room ? ROOM_FRAME_ALLOW : '',
    room,
  };
}
