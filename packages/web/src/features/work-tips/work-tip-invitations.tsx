import { Box, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { useOpenPage, useWorkbench } from '../../app/workbench-context';
import { useMessages } from '../../i18n/define-messages';
import { InvitationCard } from './invitation-card';
import { workTipMessages } from './messages';

/** Props of WorkTipInvitations. */
export interface WorkTipInvitationsProps {
  /**
   * Opens the consultation room of `singleId` as host or guest (the consultation feature's `useJoinConsultation()`);
   * called when the user agrees to a consultation invitation.
   */
  onJoinConsultation?: (singleId: number) => void;
}

/**
 * The work-tip invitations of SPEC.md §4, stacked at the bottom right: each with a 30-second countdown, ignore and
 * agree. The SDK marks the tip read on ignore, agree, close or expiry (the bell count drops). Agreeing opens the
 * consultation room or, for a referral live invitation, the live room in the out-system page. Render it once inside
 * the ready session and the page actions: it loads the unread invitations when it mounts, and the SDK adds new
 * ones whenever the notice poll reports news.
 */
export function WorkTipInvitations({ onJoinConsultation }: WorkTipInvitationsProps) {
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const m = useMessages(workTipMessages);
  const { workTips } = wb;
  const invitations = useSyncExternalStore(workTips.subscribe, workTips.getSnapshot, workTips.getSnapshot);

  useEffect(() => {
    workTips.load().catch(() => {
      /* the SDK's policy has reported the failure; the next poll news loads again */
    });
  }, [workTips]);

  const agree = (id: number) => {
    const answer = workTips.agree(id);
    if (answer === null) return;
    if (answer.kind === 'consultation') {
      onJoinConsultation?.(answer.singleId);
    } else if (answer.url !== null) {
      openPage('/out-system-url', { url: answer.url }, m('liveRoomTitle'));
    } else {
      notifications.show({ color: 'yellow', message: m('noLiveUrl') });
    }
  };

  if (invitations.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={m('region')}
      pos="fixed"
      bottom={16}
      right={16}
      w={380}
      style={{ zIndex: 'var(--mantine-z-index-max)' }}
    >
      <Stack gap="sm">
        {invitations.map((invitation) => (
          <InvitationCard
            key={invitation.id}
            invitation={invitation}
            onIgnore={() => workTips.ignore(invitation.id)}
            onAgree={() => agree(invitation.id)}
            onClose={() => workTips.close(invitation.id)}
          />
        ))}
      </Stack>
    </Box>
  );
}
