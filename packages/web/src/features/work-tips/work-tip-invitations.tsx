import { Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CancelledError, type Invitation, SessionExpiredError } from '@mch/sdk';
import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { dismissNotice, notify } from '../../ui/notify';
import { useJoinConsultation } from '../consultation';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { keepDialogsClear, returnInto, topDialog } from './dialog-clearance';
import { InvitationCard } from './invitation-card';
import { workTipMessages } from './messages';

/** Where the stack floats by default: this far from the window's bottom and right edges. */
const STACK_OFFSET = 16;
/** Room left between the stack's top and a control scrolled clear of it. */
const COVER_GAP = 8;
/** With Alt, the key that takes the focus to the invitations (by its place on the keyboard, whatever the layout). */
const GO_TO_KEY = 'KeyN';

/**
 * Alt+N's focus is always drawn: the browser counts a key pressed with Alt as no keyboard use, so after a click the
 * focused 'Ignore' showed no ring, and the next Enter answered an invitation the user could not see was chosen.
 * (`focusVisible` is not in TypeScript's DOM types yet; a browser without it ignores it.)
 */
const SHOWN_FOCUS: FocusOptions & { focusVisible: boolean } = { focusVisible: true };

/** Props of WorkTipInvitations. */
export interface WorkTipInvitationsProps {
  /** The stack's distance from the bottom of the window (to sit above another floating control); 16 by default. */
  bottom?: number;
  /**
   * Told how many pixels of the window's bottom the stack covers (its offset, its height and a small gap) whenever
   * that changes, and 0 once no invitation shows.
   */
  onCoverChange?: (cover: number) => void;
}

/**
 * The work-tip invitations of SPEC.md §4, stacked at the bottom right: each with a 30-second countdown, ignore and
 * agree. The SDK marks the tip read on ignore, agree, close or expiry (the bell count drops). Agreeing joins the
 * consultation as host or guest (`useJoinConsultation`) or, for a referral live invitation, opens the live room the
 * way its address requires (the out-system page or a new window). Render it once inside
 * the ready session and the page actions: it loads the unread invitations when it mounts, and the SDK adds new
 * ones whenever the notice poll reports news.
 *
 * The stack floats above the page and can cover what is at the bottom right of it, a list's pager or a form's
 * buttons: while it shows it reports how much of the window's bottom it covers (`onCoverChange`), so the shell can
 * keep a focused control clear of it (WCAG 2.4.11); an open dialog it floats over gets the same room.
 */
export const WorkTipInvitations = memo(function WorkTipInvitations({
  bottom = STACK_OFFSET,
  onCoverChange,
}: WorkTipInvitationsProps = {}) {
  const wb = useWorkbench();
  const joinConsultation = useJoinConsultation();
  const openEmbedded = useOpenEmbedded();
  const m = useMessages(workTipMessages);
  const { workTips } = wb;
  const invitations = useSyncExternalStore(workTips.subscribe, workTips.getSnapshot, workTips.getSnapshot);

  useEffect(() => {
    // The fetch belongs to this host: gone (a logout, another account), it is cancelled.
    const controller = new AbortController();
    workTips.load({ signal: controller.signal }).catch(() => {
      /* the SDK's policy has reported the failure; the next poll news loads again */
    });
    return () => controller.abort();
  }, [workTips]);

  // The invitation is answered at once (its tip is read: SPEC.md §4), but the consultation is still there to join:
  // while it is read, a notification says it is being opened (the invitation has gone; on a slow network nothing
  // else would show the click was taken); when joining fails (the policy has told why), a notification offers to
  // try again until it is closed.
  const join = (singleId: number) => {
    const opening = notify({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: ({ messages }) => messages(workTipMessages)('joining'),
    });
    joinConsultation(singleId).then(
      () => dismissNotice(opening),
      (error: unknown) => {
        dismissNotice(opening);
        if (error instanceof SessionExpiredError || error instanceof CancelledError) return;
        const shown = notify({
          color: 'yellow',
          autoClose: false,
          message: ({ messages }) => (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{messages(workTipMessages)('joinFailed')}</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  dismissNotice(shown);
                  join(singleId);
                }}
              >
                {messages(workTipMessages)('joinAgain')}
              </Button>
            </Group>
          ),
        });
      },
    );
  };

  // What the user did with an invitation, told politely (the invitation has gone from under the focus): which one
  // was ignored or closed. An agreed one says so itself (the consultation or the live room opens).
  const [answered, setAnswered] = useState<{ key: 'ignored' | 'closed'; invitation: Invitation } | null>(
    null,
  );
  const answer = (key: 'ignored' | 'closed', invitation: Invitation) => {
    if (key === 'ignored') workTips.ignore(invitation.id);
    else workTips.close(invitation.id);
    setAnswered({ key, invitation });
  };
  const answeredText =
    answered === null
      ? ''
      : m(answered.key, {
          title:
            answered.invitation.kind === 'consultation' ? m('consultationTitle') : m('referralLiveTitle'),
          body: answered.invitation.tip.body,
        });

  const agree = (id: number) => {
    const answer = workTips.agree(id);
    if (answer === null) return;
    if (answer.kind === 'consultation') {
      join(answer.singleId);
    } else if (!openEmbedded(answer.url, m('liveRoomTitle'))) {
      notify({ color: 'yellow', message: ({ messages }) => messages(workTipMessages)('noLiveUrl') });
    }
  };

  // A screen reader hears each invitation as it arrives (it expires in 30 s, so at once): one assertive live
  // region, always there, whose text becomes the new invitations' (a region added with its text is not read by
  // every reader). Not an alert: the page's alerts are its failures. The text is made from the arrivals on each
  // render, so it speaks the language the user has switched to, and it is emptied as soon as one of them has gone
  // (nothing stale is left to be read; emptying a region is not read out, changing its text would be).
  const announced = useRef(new Set<number>());
  const [arrivals, setArrivals] = useState<readonly Invitation[]>([]);
  useEffect(() => {
    const fresh = invitations.filter((i) => !announced.current.has(i.id));
    for (const i of fresh) announced.current.add(i.id);
    if (fresh.length > 0) setArrivals(fresh);
  }, [invitations]);
  const announcement = !arrivals.every((a) => invitations.some((i) => i.id === a.id))
    ? ''
    : arrivals
        .map((i) =>
          m('announcement', {
            title: i.kind === 'consultation' ? m('consultationTitle') : m('referralLiveTitle'),
            body: i.tip.body,
            countdown: m('countdown', { count: i.remainingSeconds }),
          }),
        )
        .concat(m('goToHint'))
        .join(' ');

  // Focus inside an invitation that expires or is answered is not dropped on the page's body: it goes to the next
  // invitation, or back where it was before it came to the invitations. `focused` is the control of the stack that
  // has the focus (null while the focus is elsewhere).
  const region = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const focused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const had = focused.current;
    if (!had) return;
    const active = document.activeElement;
    const dropped = !active || active === document.body;
    if (had.isConnected || !dropped) {
      // Its control is still there, or the focus is somewhere else. On the page's body while its control is there,
      // the focus is on its way to another control (a blur being handled: that control's focus tells where) or the
      // user has put it down on the page: either way the stack no longer has it.
      if (dropped || !region.current?.contains(active)) focused.current = null;
      return;
    }
    // The control with the focus has gone with its invitation.
    const next = region.current?.querySelector<HTMLElement>('button') ?? null;
    const back = cameFrom.current?.isConnected ? cameFrom.current : null;
    focused.current = next;
    (next ?? back)?.focus();
  }, [invitations]);

  const showing = invitations.length > 0;

  // Alt+N takes the keyboard to the first invitation from anywhere, a dialog included (the stack floats above it,
  // last in the page's order, out of a dialog's Tab cycle); leaving it, the focus goes back where it came from.
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== GO_TO_KEY)
        return;
      const first = region.current?.querySelector<HTMLElement>('button');
      if (!first) return;
      event.preventDefault();
      first.focus(SHOWN_FOCUS);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [showing]);

  // How much of the window's bottom the stack covers: measured by a ResizeObserver as it is laid out and whenever
  // it grows or shrinks (an invitation arrives or goes), never polled; told to the shell and to the open dialogs the
  // stack floats over (`keepDialogsClear`).
  useEffect(() => {
    const element = region.current;
    if (!showing || !element || typeof ResizeObserver === 'undefined') return;
    const dialogs = keepDialogsClear(element);
    const observer = new ResizeObserver(() => {
      const cover = bottom + Math.ceil(element.getBoundingClientRect().height) + COVER_GAP;
      onCoverChange?.(cover);
      dialogs.update(cover);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      dialogs.stop();
      onCoverChange?.(0);
    };
  }, [showing, bottom, onCoverChange]);

  return (
    <>
      <VisuallyHidden aria-live="assertive" aria-atomic data-invitations-announcer>
        {announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-atomic data-invitations-answered>
        {answeredText}
      </VisuallyHidden>
      {invitations.length > 0 && (
        <Box
          ref={region}
          component="section"
          aria-label={m('region')}
          aria-keyshortcuts="Alt+N"
          pos="fixed"
          bottom={bottom}
          right={STACK_OFFSET}
          w={340}
          // Above dialogs, like the app's notifications: an invitation expires in 30 s and must stay answerable.
          // Never taller than the window (a short or zoomed one): the invitations then scroll inside the stack instead
          // of running off its top, and a control the keyboard reaches is scrolled into view.
          style={{
            zIndex: 'var(--mantine-z-index-overlay)',
            maxHeight: `calc(100dvh - ${bottom + STACK_OFFSET}px)`,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
          }}
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (!focused.current && from instanceof HTMLElement && !event.currentTarget.contains(from))
              cameFrom.current = from;
            if (event.target instanceof HTMLElement) focused.current = event.target;
          }}
          onKeyDown={(event) => {
            // A modal dialog keeps the keyboard: the stack, reached from it by Alt+N, is a side trip. Tab past the
            // stack's last control or Shift+Tab before its first goes back into the dialog, not to the page behind it
            // (which is not inert: the browser's order would reach its controls and open a second dialog).
            if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
            const dialog = topDialog();
            if (!dialog || dialog.contains(event.currentTarget)) return;
            const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
            const edge = event.shiftKey ? controls[0] : controls.at(-1);
            if (event.target !== edge) return;
            event.preventDefault();
            returnInto(dialog, cameFrom.current, !event.shiftKey).focus();
          }}
          onBlur={(event) => {
            // Leaving for somewhere else on the page (not a card taken away, which blurs to nothing).
            const to = event.relatedTarget;
            if (to instanceof Node && !event.currentTarget.contains(to)) focused.current = null;
          }}
        >
          <Stack gap="sm">
            {invitations.map((invitation, index) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                shortcut={index === 0}
                onIgnore={() => answer('ignored', invitation)}
                onAgree={() => agree(invitation.id)}
                onClose={() => answer('closed', invitation)}
                onHold={() => workTips.hold(invitation.id)}
              />
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
});
