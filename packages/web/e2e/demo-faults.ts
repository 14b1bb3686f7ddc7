import type { Fault } from '@mch/mock';
import type { Page } from '@playwright/test';

/** The demo backend's fault switches as the demo build exposes them (`window.__mchDemo`). */
type DemoWindow = {
  __mchDemo: { backend: { faults: { set(f: Fault): void; clear(): void; list(): Fault[] } } };
};

/** Waits for the demo backend of `page`: on a page that has just loaded it may still be starting. */
async function demoBackendStarted(page: Page): Promise<void> {
  if (await page.evaluate(() => '__mchDemo' in window)) return;
  await page.waitForFunction(() => '__mchDemo' in window);
}

/** Switches a fault of the demo backend on in `page` (until cleared, or for `fault.times` hits). */
export async function setFault(page: Page, fault: Fault): Promise<void> {
  await demoBackendStarted(page);
  await page.evaluate((f) => {
    (window as unknown as DemoWindow).__mchDemo.backend.faults.set(f);
  }, fault);
}

/** Switches every fault of the demo backend in `page` off: it answers normally again. */
export async function clearFaults(page: Page): Promise<void> {
  await demoBackendStarted(page);
  await page.evaluate(() => (window as unknown as DemoWindow).__mchDemo.backend.faults.clear());
}

/** The faults switched on in the demo backend of `page`. */
export async function faultList(page: Page): Promise<Fault[]> {
  await demoBackendStarted(page);
  return page.evaluate(() => (window as unknown as DemoWindow).__mchDemo.backend.faults.list());
}
