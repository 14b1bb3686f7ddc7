import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColor,
  type MantineColorsTuple,
  type MantineThemeOverride,
  Notification,
} from '@mantine/core';
import { type HexColour, isThemeColourName, type ThemeColour, type ThemeColourName } from '@mch/sdk';
import type { Locale } from '../i18n/locale';

/** The Mantine palette of each named theme colour of the SDK (the `theme` URL parameter). */
export const MANTINE_PALETTE_OF: Readonly<Record<ThemeColourName, MantineColor>> = {
  blue: 'blue',
  cyan: 'cyan',
  grape: 'grape',
  green: 'green',
  indigo: 'indigo',
  lime: 'lime',
  orange: 'orange',
  pink: 'pink',
  red: 'red',
  teal: 'teal',
  violet: 'violet',
  yellow: 'yellow',
  gray: 'gray',
  dark: 'dark',
};

/** The red, green and blue of a hex colour ('#rgb' or '#rrggbb'). */
export function toRgb(hex: HexColour): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: [number, number, number], target: number, weight: number): [number, number, number] {
  return [
    rgb[0] + (target - rgb[0]) * weight,
    rgb[1] + (target - rgb[1]) * weight,
    rgb[2] + (target - rgb[2]) * weight,
  ];
}

/**
 * Ten shades of a hex colour for a Mantine palette: the colour itself at index 6 (Mantine's primary shade),
 * lighter tints before it and darker shades after it.
 */
export function shadesOf(hex: HexColour): MantineColorsTuple {
  const rgb = toRgb(hex);
  const tints = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((w) => toHex(mix(rgb, 255, w)));
  const darks = [0.14, 0.28, 0.42].map((w) => toHex(mix(rgb, 0, w)));
  const [s0, s1, s2, s3, s4, s5] = tints as [string, string, string, string, string, string];
  const [s7, s8, s9] = darks as [string, string, string];
  return [s0, s1, s2, s3, s4, s5, toHex(rgb), s7, s8, s9];
}

/** The system fonts of Latin text: the platforms' own, then the common sans-serifs. */
const LATIN_FONTS = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
];
/** The system fonts of Chinese text. */
const CHINESE_FONTS = [
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
];
const [APPLE, BLINK, SEGOE, ROBOTO, ...LATIN_FALLBACKS] = LATIN_FONTS;

/**
 * Chinese: a platform's own font first (they draw Chinese too, or hand it on), then the Chinese fonts before the
 * common Latin ones, whose punctuation (curly quotes, dashes) would be half-width in Chinese text.
 */
const FONT_FAMILY = [APPLE, BLINK, SEGOE, ROBOTO, ...CHINESE_FONTS, ...LATIN_FALLBACKS, 'sans-serif'].join(
  ', ',
);
/**
 * English: every Latin font before the Chinese ones (which only draw the Chinese words left, a unit's name). A Chinese
 * font first draws an English text's curly quotes full-width ('“Name” ' with a wide gap), as it does on a system with
 * none of the platforms' own fonts (Linux).
 */
const LATIN_FIRST_FONT_FAMILY = [...LATIN_FONTS, ...CHINESE_FONTS, 'sans-serif'].join(', ');

/** The app's calm, clinical theme: blue primary, soft radii, AA text contrast, system fonts with Chinese fallbacks. */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue keeps white text above WCAG AA (5:1); autoContrast picks black or white text on filled
  // colours, switching at the luminance where both give the same contrast (so either is at least 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  respectReducedMotion: true,
  defaultRadius: 'sm',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
    Modal: { defaultProps: { centered: true } },
    // A dialog's header is a <header> in Mantine, inside the dialog's <section role="dialog">: assistive
    // technologies take it for a second banner of the page (beside the app's header); a plain box it is.
    ModalHeader: { defaultProps: { component: 'div' } },
    // Under a title Mantine greys the description with gray.6 (3.3:1 on white); the app's dimmed text is AA.
    Notification: Notification.extend({
      styles: (_theme, props) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    }),
  },
});

/**
 * The theme with `colour` (the SDK's theme colour) as its primary colour: a named colour picks its Mantine palette,
 * a hex code gets a palette of its shades; without a colour, the base theme.
 */
export function themeWithPrimary(colour: ThemeColour | null | undefined): MantineThemeOverride {
  if (!colour) return theme;
  if (isThemeColourName(colour)) return { ...theme, primaryColor: MANTINE_PALETTE_OF[colour] };
  return {
    ...theme,
    colors: { ...theme.colors, custom: shadesOf(colour) },
    primaryColor: 'custom',
    primaryShade: 6,
  };
}

/**
 * `base` in the current language: the texts the theme gives Mantine's components (the accessible name of every
 * notification's close button, which Mantine leaves unnamed) and the order of the fonts (Latin first for English).
 */
export function withComponentLabels(
  base: MantineThemeOverride,
  labels: { close: string },
  locale: Locale = 'zh-CN',
): MantineThemeOverride {
  const notification = base.components?.Notification;
  const fonts = locale === 'en' ? LATIN_FIRST_FONT_FAMILY : FONT_FAMILY;
  return {
    ...base,
    fontFamily: fonts,
    headings: { ...base.headings, fontFamily: fonts },
    components: {
      ...base.components,
      Notification: {
        ...notification,
        defaultProps: {
          ...notification?.defaultProps,
          closeButtonProps: { 'aria-label': labels.close },
        },
      },
    },
  };
}

/** Dimmed text dark enough for WCAG AA (4.5:1) on white and on light grey rows; Mantine's gray.6 is 3.3:1. */
export const DIMMED_TEXT_LIGHT = '#5f666d';

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two sRGB colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The text colour of a light variant (light buttons, the active side-menu entry, light badges) in palette
 * `shades`: Mantine's shade 9, darkened until it keeps WCAG AA (4.5:1) on the variant's hovered background
 * (shade 2): shade 9 on shade 2 is 4.0:1 for blue. Null when the palette is not hex or needs no change.
 */
export function lightVariantText(shades: readonly string[]): string | null {
  const text = shades[9];
  const hovered = shades[2];
  if (!text || !hovered || !HEX.test(text) || !HEX.test(hovered)) return null;
  const background = toRgb(hovered as HexColour);
  const base = toRgb(text as HexColour);
  if (contrastRatio(base, background) >= 4.5) return null;
  for (let weight = 0.05; weight < 1; weight += 0.05) {
    const darker = mix(base, 0, weight);
    if (contrastRatio(darker, background) >= 4.5) return toHex(darker);
  }
  return '#000000';
}

/**
 * Pass to MantineProvider's `cssVariablesResolver`: the app's overrides of Mantine's CSS variables, all for WCAG AA
 * text in the light scheme: the dimmed text and the placeholders; the error text of fields (red.9, 5.5:1 on white; Mantine's red.6 is
 * 3.3:1); and the light variants' text of every palette, readable on their hovered background too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT_LIGHT,
    // Placeholders (Mantine's gray.5 is 2.1:1 on white) at the dimmed text's contrast.
    '--mantine-color-placeholder': DIMMED_TEXT_LIGHT,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(current.colors)) {
    const text = shades ? lightVariantText(shades) : null;
    if (text) light[`--mantine-color-${name}-light-color`] = text;
  }
  return { variables: {}, light, dark: {} };
};
