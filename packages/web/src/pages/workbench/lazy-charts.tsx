import { Skeleton } from '@mantine/core';
import { lazyChunk } from '../../platform/chunk';
import { PartSuspense } from '../../ui/part-suspense';
import { areaChartHeight, MY_WORK_DONUT_SIZE, progressChartHeight } from './chart-sizes';
import type { AreaStatsChartProps, MyWorkChartProps, ProgressChartProps } from './charts';

// The charts' code loads when the first chart is shown (one chunk for the three), after the figures it draws.
const AreaStatsChartLazy = lazyChunk(() => import('./charts').then((m) => ({ default: m.AreaStatsChart })));
const MyWorkChartLazy = lazyChunk(() => import('./charts').then((m) => ({ default: m.MyWorkChart })));
const ProgressChartLazy = lazyChunk(() => import('./charts').then((m) => ({ default: m.ProgressChart })));

/** The area chart, loaded with the chart chunk (a skeleton until then). */
export function AreaStatsChart(props: AreaStatsChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={areaChartHeight(props.data.length)} aria-hidden />}>
      <AreaStatsChartLazy {...props} />
    </PartSuspense>
  );
}

/** The donut of the user's consultation work, loaded with the chart chunk. */
export function MyWorkChart(props: MyWorkChartProps) {
  return (
    <PartSuspense
      fallback={<Skeleton height={MY_WORK_DONUT_SIZE} width={MY_WORK_DONUT_SIZE} circle aria-hidden />}
    >
      <MyWorkChartLazy {...props} />
    </PartSuspense>
  );
}

/** The progress-monitor bars, loaded with the chart chunk. */
export function ProgressChart(props: ProgressChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={progressChartHeight(props.data.length)} aria-hidden />}>
      <ProgressChartLazy {...props} />
    </PartSuspense>
  );
}
