import { Affix, Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { createLocalTranslator, useMessages } from '../i18n/define-messages';
import { demoMessages } from './demo-messages';

/**
 * The demo build's marker, on every screen: a badge in the bottom-left corner (beside the demo fault switches)
 * that says the data is invented, so nobody mistakes the demo for the real system. Render it behind
 * `__MCH_DEMO__` only (its texts are not in the deployable build).
 */
export function DemoMarker() {
  return <Marker t={useMessages(demoMessages)} />;
}

/** The marker in English and Chinese at once, for the start-up error screens (shown before any locale is known). */
export function BilingualDemoMarker() {
  const en = createLocalTranslator(demoMessages, 'en');
  const zh = createLocalTranslator(demoMessages, 'zh-CN');
  return <Marker t={(key) => (key === 'demoMarker' ? `${en(key)} / ${zh(key)}` : `${en(key)} ${zh(key)}`)} />;
}

function Marker({ t }: { t: (key: 'demoMarker' | 'demoMarkerHint') => string }) {
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
