import { Button, Group, Kbd, Notification, Progress, Stack, Text } from '@mantine/core';
import { type Invitation, WORK_TIP_COUNTDOWN_SECONDS } from '@mch/sdk';
import { IconBroadcast, IconStethoscope } from '@tabler/icons-react';
import { type FocusEvent, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { workTipMessages } from './messages';

/** Props of InvitationCard. */
export interface InvitationCardProps {
  invitation: Invitation;
  onIgnore: () => void;
  onAgree: () => void;
  onClose: () => void;
  /** Holds the invitation's countdown (`WorkTipInvitations.hold` of the SDK); returns the release. */
  onHold: () => () => void;
  /** Shows the keys that take the keyboard here from anywhere (the first invitation of the stack). */
  shortcut?: boolean;
}

/**
 * One hold of the countdown, taken and let go by an event pair (the pointer's, or the focus's): a second take
 * without a release in between holds nothing more, a release without a take does nothing, and unmounting lets go.
 */
function useHold(onHold: () => () => void) {
  const release = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );
  return {
    take() {
      release.current ??= onHold();
    },
    letGo() {
      release.current?.();
      release.current = null;
    },
  };
}

/**
 * One invitation (template 28 consultation, template 14 referral live): its text, the visible countdown from 30 s,
 * and the ignore, agree and close actions. The countdown is held while the pointer is over the card or the focus is
 * inside it (WCAG 2.2.1: the user reading or operating it does not lose it); the card then says it is paused. The
 * count is not a live region: a screen reader is not told every second.
 */
export function InvitationCard({
  invitation,
  onIgnore,
  onAgree,
  onClose,
  onHold,
  shortcut = false,
}: InvitationCardProps) {
  const t = useT();
  const m = useMessages(workTipMessages);
  const titleId = useId();
  const consultation = invitation.kind === 'consultation';
  const seconds = invitation.remainingSeconds;
  const pointer = useHold(onHold);
  const focus = useHold(onHold);
  return (
    <Notification
      role="group"
      aria-labelledby={titleId}
      onPointerEnter={pointer.take}
      onPointerLeave={pointer.letGo}
      onFocus={focus.take}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        // Only when the focus leaves the card (to the page, or out of the window), not when it moves inside it.
        const to = event.relatedTarget;
        if (!(to instanceof Node && event.currentTarget.contains(to))) focus.letGo();
      }}
      title={<span id={titleId}>{consultation ? m('consultationTitle') : m('referralLiveTitle')}</span>}
      icon={
        consultation ? <IconStethoscope size={18} aria-hidden /> : <IconBroadcast size={18} aria-hidden />
      }
      color={consultation ? 'blue' : 'grape'}
      withBorder
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      <Stack gap="xs" mt={4}>
        <Text size="sm" c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }} lineClamp={6}>
          {invitation.tip.body}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {/* The bar says the seconds left, as the line beside it does (not a percentage with 14 decimals). */}
          <Progress.Root size="sm" style={{ flex: 1 }} transitionDuration={0}>
            <Progress.Section
              value={(seconds / WORK_TIP_COUNTDOWN_SECONDS) * 100}
              withAria={false}
              role="progressbar"
              aria-label={m('timeLeft')}
              aria-valuemin={0}
              aria-valuemax={WORK_TIP_COUNTDOWN_SECONDS}
              aria-valuenow={seconds}
              aria-valuetext={
                invitation.paused ? m('paused', { count: seconds }) : m('countdown', { count: seconds })
              }
            />
          </Progress.Root>
          <Text size="xs" c="dimmed" aria-live="off" style={{ flexShrink: 0 }}>
            {invitation.paused ? m('paused', { count: seconds }) : m('countdown', { count: seconds })}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          {shortcut && (
            // Seen, for a sighted keyboard user; a screen reader has the region's aria-keyshortcuts and the hint
            // each arrival's announcement ends with.
            <Text size="xs" c="dimmed" aria-hidden title={m('goToHint')} mr="auto" data-shortcut-hint>
              {m('goToKeys')
                .split('+')
                .map((key, i) => (
                  <span key={key}>
                    {i > 0 && ' + '}
                    <Kbd size="xs">{key}</Kbd>
                  </span>
                ))}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={onIgnore}>
            {m('ignore')}
          </Button>
          <Button size="xs" onClick={onAgree}>
            {m('agree')}
          </Button>
        </Group>
      </Stack>
    </Notification>
  );
}
