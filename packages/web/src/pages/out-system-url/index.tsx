import { Stack } from '@mantine/core';
import { embeddedPageTarget } from '@mch/sdk';
import type { PageProps } from '../../app/page-props';
import { useMessages } from '../../i18n/define-messages';
import { EmbeddedFrame } from './embedded-frame';
import { FrameRefusal } from './frame-refusal';
import { outSystemMessages } from './messages';

/**
 * The third-party embedded page (/out-system-url): the `url` query in a sandboxed frame when it is an http(s)
 * address; anything else is refused with a clear panel and is never framed or opened.
 */
export default function OutSystemUrlPage({ query }: PageProps) {
  const t = useMessages(outSystemMessages);
  const target = embeddedPageTarget(query.url);
  return (
    <Stack h="100%">
      {target.ok ? (
        <EmbeddedFrame url={target.url} title={t('frameTitle', { address: target.url })} />
      ) : (
        <FrameRefusal reason={target.reason} address={query.url} />
      )}
    </Stack>
  );
}
