import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { deferredImport } from '../app/deferred-load';
import { useMessages } from '../i18n/define-messages';
import type { AreaCascaderProps } from './area-cascader';
import { areaCascaderMessages } from './area-cascader-messages';

const AreaCascaderLazy = lazy(
  deferredImport(() => import('./area-cascader').then((m) => ({ default: m.AreaCascader }))),
);

/**
 * The area cascader for the first screen: its selects (and their area calls) load after the landing's main content
 * (src/app/deferred-load.ts); until then a disabled field says the areas are loading.
 */
export function DeferredAreaCascader(props: AreaCascaderProps) {
  const t = useMessages(areaCascaderMessages);
  return (
    <Suspense
      fallback={
        <TextInput
          aria-label={props.label}
          placeholder={t('loading')}
          w={props.columnWidth ?? 140}
          disabled
          readOnly
        />
      }
    >
      <AreaCascaderLazy {...props} />
    </Suspense>
  );
}
