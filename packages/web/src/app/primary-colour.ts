import { atom } from 'jotai';
import { isColour } from './theme';

const primaryColourValueAtom = atom<string | null>(null);

/**
 * The run-time primary colour (from the `theme` URL parameter): a '#rgb', '#rrggbb' or Mantine colour name, or
 * null for the theme's own. Writing anything that is not a valid colour (see `isColour`) resets it to null.
 */
export const primaryColourAtom = atom(
  (get) => get(primaryColourValueAtom),
  (_get, set, next: unknown) => {
    set(primaryColourValueAtom, isColour(next) ? next : null);
  },
);

/** The `theme` parameter of a query string when it is a valid colour; else null. */
export function themeParam(search: string): string | null {
  const value = new URLSearchParams(search).get('theme');
  return isColour(value) ? value : null;
}
