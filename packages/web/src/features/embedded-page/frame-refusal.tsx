import { Alert, Stack, Text } from '@mantine/core';
import type { EmbeddedPageRefusal } from '@mch/sdk';
import { IconShieldX } from '@tabler/icons-react';
import { useMessages } from '../../i18n/define-messages';
import { ShortText } from '../../ui/short-text';
import { outSystemMessages } from './messages';

const REFUSAL_TEXTS = {
  missing: 'refusedMissing',
  unsafe: 'refusedUnsafe',
  credentials: 'refusedCredentials',
  sameOrigin: 'refusedSameOrigin',
  notListed: 'refusedNotListed',
} as const satisfies Record<EmbeddedPageRefusal, string>;

/** Props of FrameRefusal. */
export interface FrameRefusalProps {
  /** Why the address is not shown. */
  reason: EmbeddedPageRefusal;
  /** The refused address, shown as inert text (shortened) so the user can report it; never one with a secret. */
  address?: string | null | undefined;
}

/** The address as shown: a user name and password in it are not repeated on the screen. */
function shownAddress(address: string): string {
  return address.trim().replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1…@');
}

/** Shown instead of a frame when an address may not be framed or opened: says so plainly; nothing is loaded. */
export function FrameRefusal({ reason, address }: FrameRefusalProps) {
  const t = useMessages(outSystemMessages);
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      icon={<IconShieldX aria-hidden />}
      title={t('refusedTitle')}
    >
      <Stack gap={6}>
        <Text size="sm">{t(REFUSAL_TEXTS[reason])}</Text>
        {reason !== 'missing' && address ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('refusedAddress')}: <ShortText text={shownAddress(address)} max={80} />
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
