import { Box, Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
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

  // A screen reader hears each invitation as it arrives (it expires in 30 s, so at once): one assertive live
  // region, always there, whose text becomes the new invitations' (a region added with its text is not read by
  // every reader). Not an alert: the page's alerts are its failures.
  const announced = useRef(new Set<number>());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const fresh = invitations.filter((i) => !announced.current.has(i.id));
    for (const i of fresh) announced.current.add(i.id);
    if (fresh.length > 0)
      setAnnouncement(
        fresh
          .map(
            (i) =>
              `${i.kind === 'consultation' ? m('consultationTitle') : m('referralLiveTitle')}: ${i.tip.body} ${m('countdown', { count: i.remainingSeconds })}`,
          )
          .join(' '),
      );
  }, [invitations, m]);

  // Focus inside an invitation that expires or is answered is not dropped on the page's body: it goes to the next
  // invitation, or back where it was before it came to the invitations.
  const region = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const focusInside = useRef(false);
  useLayoutEffect(() => {
    if (!focusInside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = region.current?.querySelector<HTMLElement>('button');
    const back = cameFrom.current?.isConnected ? cameFrom.current : null;
    if (!next) focusInside.current = false;
    (next ?? back)?.focus();
  }, [invitations]);

  return (
    <>
      <VisuallyHidden aria-live="assertive" aria-atomic data-invitations-announcer>
        {announcement}
      </VisuallyHidden>
      {invitations.length > 0 && (
        <Box
          ref={region}
          component="section"
          aria-label={m('region')}
          pos="fixed"
          bottom={16}
          right={16}
          w={340}
          // Above dialogs, like the app's notifications: an invitation expires in 30 s and must stay answerable.
          style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (!focusInside.current && from instanceof HTMLElement && !event.currentTarget.contains(from))
              cameFrom.current = from;
            focusInside.current = true;
          }}
          onBlur={(event) => {
            // Leaving for somewhere else on the page (not a card taken away, which blurs to nothing).
            const to = event.relatedTarget;
            if (to instanceof Node && !event.currentTarget.contains(to)) focusInside.current = false;
          }}
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
      )}
    </>
  );
}
