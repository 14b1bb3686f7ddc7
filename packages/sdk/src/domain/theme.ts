/**
 * The primary colour a deployment or a link may set with the `theme` query parameter (SPEC.md §2.3; DESIGN.md
 * "Security rules": the parameter is a colour or it is ignored). The SDK speaks in theme colours: a hex code or one
 * of the named colours below. It knows no component library; the app maps each named colour to a palette of its
 * own and builds shades of a hex code.
 */

/** The named colours the `theme` parameter accepts. */
export const THEME_COLOUR_NAMES = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
  'yellow',
  'gray',
  'dark',
] as const;

/** A named theme colour. */
export type ThemeColourName = (typeof THEME_COLOUR_NAMES)[number];

/** A colour as a hex code, '#rgb' or '#rrggbb' (lower case). */
export type HexColour = `#${string}`;

/** A colour the `theme` parameter may set: a {@link HexColour} or a {@link ThemeColourName}. */
export type ThemeColour = ThemeColourName | HexColour;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;

/** True for a named theme colour (false for a hex code). */
export function isThemeColourName(colour: ThemeColour): colour is ThemeColourName {
  return (THEME_COLOUR_NAMES as readonly string[]).includes(colour);
}

/**
 * The theme colour a `theme` parameter names (trimmed, any case): '#rgb' or '#rrggbb' in lower case, or a
 * named colour; null for anything else (a CSS expression, a colour function, an unknown name, not a string).
 */
export function parseThemeColour(value: unknown): ThemeColour | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (HEX_COLOUR.test(v)) return v as HexColour;
  return (THEME_COLOUR_NAMES as readonly string[]).includes(v) ? (v as ThemeColourName) : null;
}
