import { Box, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { useJoinConsultation } from '../consultation';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { InvitationCard } from './invitation-card';
import { workTipMessages } from './messages';

/**
 * The work-tip invitations of SPEC.md §4, stacked at the bottom right: each with a 30-second countdown, ignore and
 * agree. The SDK marks the tip read on ignore, agree, close or expiry (the bell count drops). Agreeing joins the
 * consultation as host or guest (`useJoinConsultation`) or, for a referral live invitation, opens the live room the
 * way its address requires (the out-system page or a new window). Render it once inside
 * the ready session and the page actions: it loads the unread invitations when it mounts, and the SDK adds new
 * ones whenever the notice poll reports news.
 */
export function WorkTipInvitations() {
  const wb = useWorkbench();
  const joinConsultation = useJoinConsultation();
  const openEmbedded = useOpenEmbedded();
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
      joinConsultation(answer.singleId).catch(() => {
        /* the SDK's policy has reported why the consultation could not be joined */
      });
    } else if (!openEmbedded(answer.url, m('liveRoomTitle'))) {
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
      w={340}
      // Above dialogs, like the app's notifications: an invitation expires in 30 s and must stay answerable.
      style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
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
