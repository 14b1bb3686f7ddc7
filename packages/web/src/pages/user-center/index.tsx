import { Button, Stack } from '@mantine/core';
import { embeddedPageTarget } from '@mch/sdk';
import { IconX } from '@tabler/icons-react';
import { EmbeddedFrame } from '../../features/embedded-page/embedded-frame';
import { FrameRefusal } from '../../features/embedded-page/frame-refusal';
import { useMessages } from '../../i18n/define-messages';
import { useFramePolicy } from '../../platform/frame-policy';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useRuntimeConfig } from '../../platform/runtime-config-context';
import { useCloseCurrentPage, useCurrentPageTitle } from '../../platform/workbench-context';
import { PageTitle } from '../../ui/page-title';
import { userCenterMessages } from './messages';

/**
 * The personal centre (/user-center): the external page of `config.externalUrls.userCenter` in a sandboxed frame,
 * with a close button. The route is not kept alive, so the frame loads afresh each time the tab is shown.
 */
export default function UserCenterPage(_props: PageProps) {
  const t = useMessages(userCenterMessages);
  const titles = useMessages(pageTitles);
  const title = useCurrentPageTitle() ?? titles('page.userCenter');
  const config = useRuntimeConfig();
  const close = useCloseCurrentPage();
  const address = config.externalUrls.userCenter;
  const target = embeddedPageTarget(address, useFramePolicy());
  const closeButton = (
    <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={close}>
      {t('close')}
    </Button>
  );
  return (
    <Stack h="100%">
      {/* The external page shows its own title: the tab's is for screen readers. */}
      <PageTitle hidden>{title}</PageTitle>
      {target.ok ? (
        <EmbeddedFrame target={target} title={t('frameTitle')} actions={closeButton} />
      ) : (
        <>
          <FrameRefusal reason={target.reason} address={address} />
          <div>{closeButton}</div>
        </>
      )}
    </Stack>
  );
}
