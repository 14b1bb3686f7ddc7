import { useCallback } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { liveMessages } from './messages';

/**
 * `(url) => boolean`: opens a live room (a referral live invitation's address, a broadcast of the live alert) in the
 * out-system page, or in a new window when the address requires it. Refuses (false) anything but http(s).
 */
export function useOpenLiveRoom(): (url: string | null | undefined) => boolean {
  const openEmbedded = useOpenEmbedded();
  const t = useMessages(liveMessages);
  return useCallback((url) => openEmbedded(url, t('roomTab')), [openEmbedded, t]);
}
