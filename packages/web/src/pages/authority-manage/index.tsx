import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { AreasSection } from './areas-section';
import { CatalogueSection } from './catalogue-section';
import { authorityMessages } from './messages';
import { SystemsSection } from './systems-section';
import { UnitRootStatus } from './unit-root-status';

type Section = 'catalogue' | 'areas' | 'systems';

/**
 * Authority management (/authority-manage): whether the user's unit is a root of the organisation tree, then three
 * sections — the whole organisation catalogue tree with a name filter and node details, the area dictionary (tree
 * by parent code, search by code or name) and the systems list. A section is only read once it is opened.
 */
export default function AuthorityManagePage({ active }: PageProps) {
  const t = useMessages(authorityMessages);
  const [section, setSection] = useState<Section>('catalogue');
  const [opened, setOpened] = useState<ReadonlySet<Section>>(() => new Set(['catalogue']));
  const open = (value: string | null) => {
    if (value !== 'catalogue' && value !== 'areas' && value !== 'systems') return;
    setSection(value);
    setOpened((set) => new Set([...set, value]));
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <UnitRootStatus active={active} />
      <Tabs value={section} onChange={open}>
        <Tabs.List aria-label={t('tabs')}>
          <Tabs.Tab value="catalogue">{t('tabCatalogue')}</Tabs.Tab>
          <Tabs.Tab value="areas">{t('tabAreas')}</Tabs.Tab>
          <Tabs.Tab value="systems">{t('tabSystems')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogue" pt="md">
          {opened.has('catalogue') && <CatalogueSection active={active && section === 'catalogue'} />}
        </Tabs.Panel>
        <Tabs.Panel value="areas" pt="md">
          {opened.has('areas') && <AreasSection active={active && section === 'areas'} />}
        </Tabs.Panel>
        <Tabs.Panel value="systems" pt="md">
          {opened.has('systems') && <SystemsSection active={active && section === 'systems'} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
