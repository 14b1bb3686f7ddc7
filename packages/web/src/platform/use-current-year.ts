import { currentYear, watchCurrentYear } from '@mch/sdk';
import { useEffect, useState } from 'react';
import { useWorkbench } from './workbench-context';

/**
 * The year of the workbench's clock (local time), moving on at New Year in a page that stays open: the live
 * figures and live projects then show, and ask for, the new year (SDK `watchCurrentYear`).
 */
export function useCurrentYear(): number {
  const clock = useWorkbench().adapters.clock;
  const [year, setYear] = useState(() => currentYear(clock));
  useEffect(() => {
    setYear(currentYear(clock));
    return watchCurrentYear(clock, setYear);
  }, [clock]);
  return year;
}
