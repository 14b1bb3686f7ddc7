import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  AccountSwitchedError,
  isUncertainFailure,
  type SignupCard as SignupCardData,
  SignupError,
  SyncError,
  signupMutations,
} from '@mch/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { runMutation } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { DetailTable } from '../../ui/detail-table';
import { notify } from '../../ui/notify';
import { signupMessages } from './messages';

/** Props of SignupResultCard. */
export interface SignupResultCardProps {
  card: SignupCardData;
  /** Called with the card marked signed after a successful registration. */
  onRegistered: (card: SignupCardData) => void;
}

const TYPE_KEYS = { exam: 'typeExam', training: 'typeTraining', live: 'typeLive' } as const;
const TYPE_COLOURS = { exam: 'blue', training: 'violet', live: 'cyan' } as const;

/**
 * One found exam, training or live broadcast: type, name, the signed tag (green 'not registered' or orange
 * 'registered'), code, times, unit, and the register button (disabled once registered).
 */
export function SignupResultCard({ card, onRegistered }: SignupResultCardProps) {
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const t = useT();
  const m = useMessages(signupMessages);
  const nameId = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // A registration of this exam, training or broadcast on its way from another copy of the card (before a search
  // again, or before the dialog was closed and opened again) keeps the button busy, and one made there shows here.
  const registration = useSyncExternalStore(wb.signup.registrations.subscribe, () =>
    wb.signup.registrationOf(card),
  );
  const signed = card.signed || registration === 'registered';
  const busy = pending || registration === 'registering';
  const format = useFormat();
  // Once registered, the button is disabled and would drop the keyboard's focus to the page behind the dialog: focus
  // goes to the card's new 'registered' tag instead.
  const status = useRef<HTMLDivElement>(null);
  const justRegistered = useRef(false);
  useEffect(() => {
    if (signed && justRegistered.current) {
      justRegistered.current = false;
      status.current?.focus();
    }
  }, [signed]);

  const register = async () => {
    if (signed || busy) return;
    setPending(true);
    setFailed(null);
    // Set before the call: the card may turn registered (the flow tells every copy) before the call resolves here.
    justRegistered.current = true;
    try {
      // The workbench's exam, training and live figures and upcoming broadcasts are read again behind the dialog.
      const signed = await runMutation(queryClient, signupMutations.register(wb), card, {
        waitForQueries: false,
      });
      onRegistered(signed);
      notify({
        color: 'green',
        title: ({ t }) => t('signup.successTitle'),
        message: ({ t }) => t('signup.successBody'),
      });
    } catch (error) {
      justRegistered.current = false;
      // Server, network and expiry failures were already reported by the SDK's policy; these were not.
      if (error instanceof SyncError || error instanceof SignupError) setFailed(t(error.messageKey));
      // The answer was lost (a gateway timeout, a dropped connection) and the card could not be read again: the
      // registration may stand, and the user should look before trying again.
      else if (isUncertainFailure(error)) setFailed(m('registerUncertain'));
      // Not sent: another account signed in on this browser, and trying again cannot help.
      else if (error instanceof AccountSwitchedError) setFailed(t('error.accountSwitched'));
      else setFailed(m('registerFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge color={TYPE_COLOURS[card.type]} variant="light" style={{ flexShrink: 0 }}>
            {m(TYPE_KEYS[card.type])}
          </Badge>
          <Text id={nameId} fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {card.name}
          </Text>
          <Badge
            ref={status}
            tabIndex={-1}
            color={signed ? 'orange' : 'green'}
            variant="filled"
            style={{ flexShrink: 0 }}
          >
            {signed ? m('registered') : m('notRegistered')}
          </Badge>
        </Group>
        <DetailTable
          items={[
            { key: 'type', label: t('common.type'), value: m(TYPE_KEYS[card.type]) },
            { key: 'code', label: t('common.code'), value: card.code, span: 16 },
            { key: 'start', label: t('common.startTime'), value: format.dateTime(card.startTime) },
            { key: 'end', label: t('common.endTime'), value: format.dateTime(card.endTime) },
            { key: 'unit', label: t('common.unitName'), value: card.unitName },
          ]}
        />
        <Group justify="flex-end" gap="sm">
          {failed !== null && (
            <Text c="red" size="sm" role="alert" style={{ flex: 1 }}>
              {failed}
            </Text>
          )}
          <Button onClick={register} loading={busy} disabled={signed}>
            {m('register')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
