import type { FramePolicy } from '@mch/sdk';
import { useMemo } from 'react';
import { useRuntimeConfig } from './runtime-config-context';

/** The frame policy of this deployment: the page's own origin and config.json's `frameOrigins`. */
export function useFramePolicy(): FramePolicy {
  const { frameOrigins } = useRuntimeConfig();
  return useMemo(() => ({ pageOrigin: globalThis.location?.origin ?? '', frameOrigins }), [frameOrigins]);
}
