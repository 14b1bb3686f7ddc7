import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { deferredImport } from '../../app/deferred-load';
import { PartSuspense } from '../../ui/part-suspense';
import type { AreaStatsChartProps, MyWorkChartProps, ProgressChartProps } from './charts';

// The chart library is the largest chunk of the page: it loads after the statistics have been shown.
const load = deferredImport(() => import('./charts'));
const AreaStatsChartLazy = lazy(() => load().then((m) => ({ default: m.AreaStatsChart })));
const MyWorkChartLazy = lazy(() => load().then((m) => ({ default: m.MyWorkChart })));
const ProgressChartLazy = lazy(() => load().then((m) => ({ default: m.ProgressChart })));

/** The area chart, loaded with the chart chunk (a skeleton until then). */
export function AreaStatsChart(props: AreaStatsChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={260} aria-hidden />}>
      <AreaStatsChartLazy {...props} />
    </PartSuspense>
  );
}

/** The donut of the user's consultation work, loaded with the chart chunk. */
export function MyWorkChart(props: MyWorkChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={150} width={150} circle aria-hidden />}>
      <MyWorkChartLazy {...props} />
    </PartSuspense>
  );
}

/** The progress-monitor bars, loaded with the chart chunk. */
export function ProgressChart(props: ProgressChartProps) {
  return (
    <PartSuspense fallback={<Skeleton height={160} aria-hidden />}>
      <ProgressChartLazy {...props} />
    </PartSuspense>
  );
}
