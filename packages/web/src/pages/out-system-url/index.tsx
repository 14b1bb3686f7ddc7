import { Stack } from '@mantine/core';
import { embeddedPageTarget } from '@mch/sdk';
import { EmbeddedFrame } from '../../features/embedded-page/embedded-frame';
import { FrameRefusal } from '../../features/embedded-page/frame-refusal';
import { outSystemMessages } from '../../features/embedded-page/messages';
import { useMessages } from '../../i18n/define-messages';
import { useFramePolicy } from '../../platform/frame-policy';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useCurrentPageTitle } from '../../platform/workbench-context';
import { PageTitle } from '../../ui/page-title';
import { SubsystemFrame } from './subsystem-frame';

/**
 * The third-party embedded page (/out-system-url): the `url` query in a sandboxed frame when the deployment's
 * frame policy allows its origin (config.json `frameOrigins`, never the app's own origin), or the exam or training
 * subsystem named by `system`; anything else is refused with a clear panel and is never framed or opened.
 */
export default function OutSystemUrlPage({ search }: PageProps<'OutSystemUrl'>) {
  const t = useMessages(outSystemMessages);
  const titles = useMessages(pageTitles);
  const policy = useFramePolicy();
  const tabTitle = useCurrentPageTitle() ?? titles('page.outSystemUrl');
  // The framed page shows its own title: the tab's (a menu entry's, say) is for screen readers.
  const heading = <PageTitle hidden>{tabTitle}</PageTitle>;
  const subsystem = search.system;
  if (subsystem) {
    return (
      <Stack h="100%">
        {heading}
        <SubsystemFrame kind={subsystem} />
      </Stack>
    );
  }
  const target = embeddedPageTarget(search.url, policy);
  return (
    <Stack h="100%">
      {heading}
      {target.ok ? (
        <EmbeddedFrame target={target} title={t('frameTitle', { address: target.url })} />
      ) : (
        <FrameRefusal reason={target.reason} address={search.url} />
      )}
    </Stack>
  );
}
