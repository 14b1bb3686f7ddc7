import { Skeleton } from '@mantine/core';
import { lazyChunk } from '../../platform/chunk';
import { stagesChartHeight } from '../../ui/charts/sizes';
import { PartSuspense } from '../../ui/part-suspense';
import type { AreaReferralChartProps, ProgressStagesChartProps } from './charts';

const load = () => import('./charts');
const AreaReferralChartLazy = lazyChunk(() => load().then((m) => ({ default: m.AreaReferralChart })));
const ProgressStagesChartLazy = lazyChunk(() => load().then((m) => ({ default: m.ProgressStagesChart })));

/** The area bars, loaded with the chart chunk (a skeleton until then). */
export function AreaReferralChart(props: AreaReferralChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={260} aria-hidden />}>
      <AreaReferralChartLazy {...props} />
    </PartSuspense>
  );
}

/** The progress bars, loaded with the chart chunk. */
export function ProgressStagesChart(props: ProgressStagesChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={stagesChartHeight(props.stages.length)} aria-hidden />}>
      <ProgressStagesChartLazy {...props} />
    </PartSuspense>
  );
}
