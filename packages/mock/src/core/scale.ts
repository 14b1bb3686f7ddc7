import { type AreaDictionary, SMALL_AREAS } from '../fixtures/areas';
import { largeAreas } from '../fixtures/areas-large';

/** How much data the demo seeds: the small default set, or a province-sized one (README: "Large demo data"). */
export type DemoScale = 'small' | 'large';

/** Every scale of the demo data. */
export const DEMO_SCALES: readonly DemoScale[] = ['small', 'large'];

/** A scale from text (`mockScale=large`, `--scale large`, `MOCK_SCALE=large`); undefined when it names none. */
export function parseScale(text: string | null | undefined): DemoScale | undefined {
  const value = text?.trim().toLowerCase();
  return DEMO_SCALES.find((s) => s === value);
}

/** The region dictionary of a scale. */
export function areasOf(scale: DemoScale | undefined): AreaDictionary {
  return scale === 'large' ? largeAreas() : SMALL_AREAS;
}
