import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SharesChartProps, UnitStatsChartProps } from './charts';

const load = () => import('./charts');
const SharesChartLazy = lazy(() => load().then((m) => ({ default: m.SharesChart })));
const UnitStatsChartLazy = lazy(() => load().then((m) => ({ default: m.UnitStatsChart })));

/** The donut of the answers by choice, loaded with the chart chunk (a skeleton until then). */
export function SharesChart(props: SharesChartProps) {
  return (
    <Suspense fallback={<Skeleton height={170} width={170} circle aria-hidden />}>
      <SharesChartLazy {...props} />
    </Suspense>
  );
}

/** The stacked bars of the units, loaded with the chart chunk. */
export function UnitStatsChart(props: UnitStatsChartProps) {
  return (
    <Suspense fallback={<Skeleton height={280} aria-hidden />}>
      <UnitStatsChartLazy {...props} />
    </Suspense>
  );
}
