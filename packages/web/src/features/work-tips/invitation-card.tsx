import { Button, Group, Notification, Progress, Stack, Text } from '@mantine/core';
import { type Invitation, WORK_TIP_COUNTDOWN_SECONDS } from '@mch/sdk';
import { IconBroadcast, IconStethoscope } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { workTipMessages } from './messages';

/** Props of InvitationCard. */
export interface InvitationCardProps {
  invitation: Invitation;
  onIgnore: () => void;
  onAgree: () => void;
  onClose: () => void;
}

/**
 * One invitation (template 28 consultation, template 14 referral live): its text, the visible countdown from 30 s,
 * and the ignore, agree and close actions.
 */
export function InvitationCard({ invitation, onIgnore, onAgree, onClose }: InvitationCardProps) {
  const t = useT();
  const m = useMessages(workTipMessages);
  const titleId = useId();
  const consultation = invitation.kind === 'consultation';
  const seconds = invitation.remainingSeconds;
  return (
    <Notification
      role="group"
      aria-labelledby={titleId}
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
          <Progress
            value={(seconds / WORK_TIP_COUNTDOWN_SECONDS) * 100}
            size="sm"
            style={{ flex: 1 }}
            aria-label={m('timeLeft')}
            transitionDuration={0}
          />
          <Text size="xs" c="dimmed" aria-live="off" style={{ flexShrink: 0 }}>
            {m('countdown', { count: seconds })}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
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
