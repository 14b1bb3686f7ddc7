import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { embeddedPageTarget, SUBSYSTEM_TOKEN_PARAM, type SubsystemKind } from '@mch/sdk';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EmbeddedFrame } from '../../features/embedded-page/embedded-frame';
import { FrameRefusal } from '../../features/embedded-page/frame-refusal';
import { outSystemMessages } from '../../features/embedded-page/messages';
import { featureErrorMessage } from '../../features/subsystems/feature-error';
import { subsystemsMessages } from '../../features/subsystems/messages';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useFramePolicy } from '../../platform/frame-policy';
import { useWorkbench } from '../../platform/workbench-context';

type EntryState =
  | { status: 'pending' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; error: unknown };

/** `url` without the subsystem token, to show a refused address without its secret. */
function withoutToken(url: string): string {
  const out = new URL(url);
  out.searchParams.delete(SUBSYSTEM_TOKEN_PARAM);
  return out.href;
}

/**
 * The exam or training subsystem in the out-system page (`?system=exam`): asks the SDK for its address with the
 * exchanged token (the token kept in memory, exchanged anew after a reload) and frames it. The address with the
 * token is only ever in the frame's `src`; the tab's address, title and stored query name only the subsystem.
 */
export function SubsystemFrame({ kind }: { kind: SubsystemKind }) {
  const flow = useWorkbench().subsystems;
  const policy = useFramePolicy();
  const t = useMessages(outSystemMessages);
  const names = useMessages(subsystemsMessages);
  const common = useT();
  const [entry, setEntry] = useState<EntryState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const ready = useRef(false);

  useEffect(() => {
    // A kept-alive tab shown again keeps its frame as it is (effects run again when a hidden tab is shown).
    if (ready.current) return;
    let current = true;
    setEntry({ status: 'pending' });
    flow.entryUrl(kind).then(
      (url) => {
        if (!current) return;
        ready.current = true;
        setEntry({ status: 'ready', url });
      },
      (error: unknown) => {
        if (current) setEntry({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [flow, kind, attempt]);

  const name = names(kind);
  if (entry.status === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('subsystemOpening', { name })}</Text>
      </Group>
    );
  }
  if (entry.status === 'failed') {
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('subsystemFailed', { name })}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{featureErrorMessage(entry.error, common)}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('subsystemRetry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const target = embeddedPageTarget(entry.url, policy);
  return target.ok ? (
    <EmbeddedFrame target={target} title={name} secretAddress />
  ) : (
    <FrameRefusal reason={target.reason} address={withoutToken(entry.url)} />
  );
}
