import { EXTERNAL_LINK_REL, OUT_SYSTEM_URL_PATH, roomTarget } from '@mch/sdk';
import { useCallback } from 'react';
import { useFramePolicy } from '../../platform/frame-policy';
import { useOpenPage } from '../../platform/workbench-context';

/** Opens an http(s) address: framed in the out-system page, or in a new window when a frame cannot show it. */
export type OpenEmbedded = (url: string | null | undefined, title?: string) => boolean;

/**
 * `(url, title?) => boolean`: opens a room or subsystem address the way it requires (SDK `roomTarget`): in the
 * out-system page (a tab titled `title`), or in a new window for a plain-http address of a listed origin on an
 * https page (an unlisted one goes to the out-system page, which refuses it). Anything but an http(s) address is
 * refused (false).
 */
export function useOpenEmbedded(): OpenEmbedded {
  const openPage = useOpenPage();
  const policy = useFramePolicy();
  return useCallback(
    (url, title) => {
      const target = roomTarget(url, globalThis.location?.href ?? '', policy);
      if (!target) return false;
      if (target.mode === 'window') {
        globalThis.open(target.url, '_blank', EXTERNAL_LINK_REL.replace(' ', ','));
        return true;
      }
      openPage(OUT_SYSTEM_URL_PATH, { url: target.url }, title);
      return true;
    },
    [openPage, policy],
  );
}
