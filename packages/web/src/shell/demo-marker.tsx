import { Affix, Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useMessages } from '../i18n/define-messages';
import { appMessages } from '../platform/messages';

/**
 * The demo build's marker, on every screen: a badge in the bottom-left corner (beside the demo fault switches)
 * that says the data is invented, so nobody mistakes the demo for the real system.
 */
export function DemoMarker() {
  const t = useMessages(appMessages);
  return (
    <Affix position={{ bottom: 20, left: 64 }} zIndex={150}>
      {/* The portal puts the badge outside the page's landmarks: it is one of its own. */}
      <aside aria-label={t('demoMarker')}>
        <Badge
          role="note"
          aria-label={`${t('demoMarker')}: ${t('demoMarkerHint')}`}
          title={t('demoMarkerHint')}
          color="orange"
          variant="filled"
          size="lg"
          leftSection={<IconFlask size={14} aria-hidden />}
        >
          {t('demoMarker')}
        </Badge>
      </aside>
    </Affix>
  );
}
