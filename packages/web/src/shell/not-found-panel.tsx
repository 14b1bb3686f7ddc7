import { Button } from '@mantine/core';
import { WORKBENCH_PATH } from '@mch/sdk';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { useOpenPage } from '../app/workbench-context';
import { useT } from '../i18n';
import { useMessages } from '../i18n/define-messages';
import { EmptyState } from '../ui';
import { shellMessages } from './messages';

/** Shown in the content area for an address that is no page of the shell. */
export function NotFoundPanel() {
  const t = useMessages(shellMessages);
  const common = useT();
  const openPage = useOpenPage();
  return (
    <EmptyState
      mt="xl"
      title={t('notFoundTitle')}
      description={common('error.notFound')}
      icon={<IconMapQuestion size={28} stroke={1.5} aria-hidden />}
    >
      <Button
        mt="md"
        leftSection={<IconHome size={16} aria-hidden />}
        onClick={() => openPage(WORKBENCH_PATH)}
      >
        {t('notFoundBack')}
      </Button>
    </EmptyState>
  );
}
