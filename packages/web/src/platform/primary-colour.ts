import { parseThemeColour, type ThemeColour } from '@mch/sdk';
import { atom } from 'jotai';

const primaryColourValueAtom = atom<ThemeColour | null>(null);

/**
 * The run-time primary colour (from the `theme` URL parameter): the SDK's theme colour, or null for the theme's
 * own. Writing anything the SDK does not take as a theme colour (see `parseThemeColour`) resets it to null.
 */
export const primaryColourAtom = atom(
  (get) => get(primaryColourValueAtom),
  (_get, set, next: unknown) => {
    set(primaryColourValueAtom, parseThemeColour(next));
  },
);

/** The `theme` parameter of a query string when it is a theme colour (see `parseThemeColour`); else null. */
export function themeParam(search: string): ThemeColour | null {
  return parseThemeColour(new URLSearchParams(search).get('theme'));
}
