import { Skeleton } from '@mantine/core';
import { lazyChunk } from '../../platform/chunk';
import { PartSuspense } from '../../ui/part-suspense';
import type { SharesChartProps, UnitStatsChartProps } from './charts';

const load = () => import('./charts');
const SharesChartLazy = lazyChunk(() => load().then((m) => ({ default: m.SharesChart })));
const UnitStatsChartLazy = lazyChunk(() => load().then((m) => ({ default: m.UnitStatsChart })));

/** The donut of the answers by choice, loaded with the chart chunk (a skeleton until then). */
export function SharesChart(props: SharesChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={170} width={170} circle aria-hidden />}>
      <SharesChartLazy {...props} />
    </PartSuspense>
  );
}

/** The stacked bars of the units, loaded with the chart chunk. */
export function UnitStatsChart(props: UnitStatsChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={280} aria-hidden />}>
      <UnitStatsChartLazy {...props} />
    </PartSuspense>
  );
}
