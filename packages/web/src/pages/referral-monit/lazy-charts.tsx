import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AreaReferralChartProps, ProgressStagesChartProps } from './charts';

const load = () => import('./charts');
const AreaReferralChartLazy = lazy(() => load().then((m) => ({ default: m.AreaReferralChart })));
const ProgressStagesChartLazy = lazy(() => load().then((m) => ({ default: m.ProgressStagesChart })));

/** The area bars, loaded with the chart chunk (a skeleton until then). */
export function AreaReferralChart(props: AreaReferralChartProps) {
  return (
    <Suspense fallback={<Skeleton height={260} aria-hidden />}>
      <AreaReferralChartLazy {...props} />
    </Suspense>
  );
}

/** The progress bars, loaded with the chart chunk. */
export function ProgressStagesChart(props: ProgressStagesChartProps) {
  return (
    <Suspense fallback={<Skeleton height={160} aria-hidden />}>
      <ProgressStagesChartLazy {...props} />
    </Suspense>
  );
}
