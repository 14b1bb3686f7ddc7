/**
 * Where a room (a consultation video or meeting room, a live room, a subsystem) opens: in the out-system page,
 * which shows it in a frame, or in a new browser window when a frame cannot show it. Only http(s) URLs ever open.
 */

import { type FramePolicy, matchFrameOrigin } from './embedded-page';
import { safeFrameUrl } from './url';

/** How a room URL opens: framed in the out-system page, or in a new window. */
export type RoomOpenMode = 'frame' | 'window';

/** A room URL that may be opened, and how. */
export interface RoomTarget {
  url: string;
  mode: RoomOpenMode;
}

/**
 * How `url` opens from a page at `pageUrl`: null unless it is a plain http(s) URL; a new window when the page is
 * served over https and the room over plain http (a browser blocks such a frame as mixed content) and the room's
 * origin is one the deployment lists (`policy.frameOrigins`); otherwise framed, where the out-system page shows it
 * or, for an origin not listed, says it may not (a window must not open an address no frame could show).
 */
export function roomTarget(url: unknown, pageUrl: string, policy: FramePolicy): RoomTarget | null {
  const safe = safeFrameUrl(url);
  if (safe === null) return null;
  let pageProtocol = '';
  try {
    pageProtocol = new URL(pageUrl).protocol;
  } catch {
    pageProtocol = '';
  }
  const room = new URL(safe);
  const listed = room.origin !== policy.pageOrigin && matchFrameOrigin(room, policy.frameOrigins) !== null;
  const insecure = room.protocol === 'http:';
  return { url: safe, mode: pageProtocol === 'https:' && insecure && listed ? 'window' : 'frame' };
}
