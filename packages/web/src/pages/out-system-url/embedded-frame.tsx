import { Box, Button, Group, Stack } from '@mantine/core';
import { EMBEDDED_FRAME_REFERRER_POLICY, EMBEDDED_FRAME_SANDBOX, EXTERNAL_LINK_REL } from '@mch/sdk';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { outSystemMessages } from './messages';

/** Props of EmbeddedFrame. */
export interface EmbeddedFrameProps {
  /** An address already checked by the SDK (`embeddedPageTarget`): only http(s) reaches this component. */
  url: string;
  /** The frame's accessible title. */
  title: string;
  /** More buttons beside 'open in new window'. */
  actions?: ReactNode;
}

/**
 * A third-party page in a sandboxed frame without referrer, under a toolbar with an 'open in new window' link
 * (noopener, noreferrer).
 */
export function EmbeddedFrame({ url, title, actions }: EmbeddedFrameProps) {
  const t = useMessages(outSystemMessages);
  return (
    <Stack gap="xs" h="100%">
      <Group justify="flex-end" gap="xs">
        {actions}
        <Button
          component="a"
          href={url}
          target="_blank"
          rel={EXTERNAL_LINK_REL}
          referrerPolicy={EMBEDDED_FRAME_REFERRER_POLICY}
          size="xs"
          variant="default"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={t('openInNewWindowLabel')}
        >
          {t('openInNewWindow')}
        </Button>
      </Group>
      <Box
        component="iframe"
        src={url}
        title={title}
        sandbox={EMBEDDED_FRAME_SANDBOX}
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
