import { Box, Button, Group, Stack } from '@mantine/core';
import { EMBEDDED_FRAME_REFERRER_POLICY, type EmbeddedPageFrame, EXTERNAL_LINK_REL } from '@mch/sdk';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { outSystemMessages } from './messages';

/** Props of EmbeddedFrame. */
export interface EmbeddedFrameProps {
  /** An address the SDK allowed to be framed (`embeddedPageTarget`), with its sandbox and permissions. */
  target: EmbeddedPageFrame;
  /** The frame's accessible title. */
  title: string;
  /**
   * The address carries a secret (a subsystem token): 'open in new window' is a button that opens it, so the
   * address is nowhere in the page but the frame's `src`.
   */
  secretAddress?: boolean;
  /** More buttons beside 'open in new window'. */
  actions?: ReactNode;
}

/**
 * A third-party page in a sandboxed frame without referrer (camera, microphone, screen and fullscreen for a room
 * origin), under a toolbar with an 'open in new window' link (noopener, noreferrer).
 */
export function EmbeddedFrame({ target, title, secretAddress = false, actions }: EmbeddedFrameProps) {
  const t = useMessages(outSystemMessages);
  const icon = <IconExternalLink size={14} aria-hidden />;
  return (
    <Stack gap="xs" h="100%">
      <Group justify="flex-end" gap="xs">
        {actions}
        {secretAddress ? (
          <Button
            size="xs"
            variant="default"
            leftSection={icon}
            aria-label={t('openInNewWindowLabel')}
            onClick={() => {
              globalThis.open(target.url, '_blank', EXTERNAL_LINK_REL.replace(' ', ','));
            }}
          >
            {t('openInNewWindow')}
          </Button>
        ) : (
          <Button
            component="a"
            href={target.url}
            target="_blank"
            rel={EXTERNAL_LINK_REL}
            referrerPolicy={EMBEDDED_FRAME_REFERRER_POLICY}
            size="xs"
            variant="default"
            leftSection={icon}
            aria-label={t('openInNewWindowLabel')}
          >
            {t('openInNewWindow')}
          </Button>
        )}
      </Group>
      <Box
        component="iframe"
        src={target.url}
        title={title}
        sandbox={target.sandbox}
        {...(target.allow ? { allow: target.allow } : {})}
        referrerPolicy={EMBEDDED_FRAME_REFERRER_POLICY}
        w="100%"
        style={{
          display: 'block',
          flex: 1,
          minHeight: 480,
          height: 'calc(100vh - 240px)',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-body)',
        }}
      />
    </Stack>
  );
}
