import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { type HexColour, THEME_COLOUR_NAMES } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  cssVariablesResolver,
  lightVariantText,
  MANTINE_PALETTE_OF,
  shadesOf,
  theme,
  themeWithPrimary,
  toRgb,
  withComponentLabels,
} from './theme';

const rgb = (hex: string) => toRgb(hex as HexColour);

describe('MANTINE_PALETTE_OF', () => {
  it('maps every named theme colour of the SDK to a palette Mantine has', () => {
    for (const name of THEME_COLOUR_NAMES)
      expect(DEFAULT_THEME.colors).toHaveProperty(MANTINE_PALETTE_OF[name]);
  });
});

describe('shadesOf', () => {
  it('gives ten shades, light to dark, with the colour itself at index 6', () => {
    const shades = shadesOf('#1677ff');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1677ff');
    expect(shadesOf('#abc')[6]).toBe('#aabbcc');
    const brightness = (hex: string) =>
      Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16);
    for (let i = 1; i < 10; i += 1)
      expect(brightness(shades[i]!)).toBeLessThanOrEqual(brightness(shades[i - 1]!));
  });
});

describe('themeWithPrimary', () => {
  it('keeps the base theme without a colour', () => {
    expect(themeWithPrimary(null)).toBe(theme);
    expect(themeWithPrimary(undefined)).toBe(theme);
  });

  it('uses a Mantine colour by name and a hex colour as a custom palette', () => {
    expect(themeWithPrimary('teal').primaryColor).toBe('teal');
    const custom = themeWithPrimary('#e03131');
    expect(custom.primaryColor).toBe('custom');
    expect(custom.colors?.custom?.[6]).toBe('#e03131');
  });
});

describe('withComponentLabels', () => {
  it('names the notifications’ close button and keeps the rest of the theme', () => {
    const labelled = withComponentLabels(themeWithPrimary('teal'), { close: '关闭' });
    expect(labelled.primaryColor).toBe('teal');
    expect(labelled.components?.Modal).toBe(theme.components?.Modal);
    expect(labelled.components?.Notification?.defaultProps).toEqual({
      closeButtonProps: { 'aria-label': '关闭' },
    });
    expect(labelled.components?.Notification?.styles).toBe(theme.components?.Notification?.styles);
  });
});

describe('the fonts of each language', () => {
  it('draws English with Latin fonts before the Chinese ones, and Chinese with its own before the common Latin ones', () => {
    const english = String(withComponentLabels(theme, { close: 'Close' }, 'en').fontFamily);
    const chinese = String(withComponentLabels(theme, { close: '关闭' }, 'zh-CN').fontFamily);
    expect(english.indexOf('Arial')).toBeLessThan(english.indexOf('"Noto Sans CJK SC"'));
    expect(chinese.indexOf('"Noto Sans CJK SC"')).toBeLessThan(chinese.indexOf('Arial'));
    expect(withComponentLabels(theme, { close: 'Close' }, 'en').headings?.fontFamily).toBe(english);
    expect(withComponentLabels(theme, { close: 'Close' }, 'en').headings?.fontWeight).toBe('600');
  });
});

describe('cssVariablesResolver (WCAG AA text in the light scheme)', () => {
  it("gives every palette's light variant a text colour of at least 4.5:1 on its background, hovered or not", () => {
    for (const colour of [null, '#1677ff', '#52c41a'] as const) {
      const full = mergeMantineTheme(DEFAULT_THEME, themeWithPrimary(colour));
      const { light } = cssVariablesResolver(full);
      for (const [name, shades] of Object.entries(full.colors)) {
        const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
        expect(contrastRatio(rgb(text), rgb(shades[2])), `${name} hovered`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(rgb(text), rgb(shades[1])), `${name}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("makes the fields' error text red.9 (5.5:1 on white) and keeps the dimmed text", () => {
    const { light } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrastRatio(rgb(DEFAULT_THEME.colors.red[9]), [255, 255, 255])).toBeGreaterThan(5.4);
    expect(light['--mantine-color-dimmed']).toBe('#5f666d');
  });

  it('gives the placeholders at least 4.5:1 on white (Mantine’s gray.5 is 2.1:1)', () => {
    const { light } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(
      contrastRatio(rgb(light['--mantine-color-placeholder'] ?? ''), [255, 255, 255]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a palette alone when its shade 9 is dark enough already, and skips colours that are not hex', () => {
    expect(lightVariantText(DEFAULT_THEME.colors.dark)).toBeNull();
    expect(lightVariantText(Array.from({ length: 10 }, () => 'rgb(0, 0, 0)'))).toBeNull();
    const blue = lightVariantText(DEFAULT_THEME.colors.blue);
    expect(blue).not.toBeNull();
    expect(contrastRatio(rgb(blue ?? ''), rgb(DEFAULT_THEME.colors.blue[2]))).toBeGreaterThanOrEqual(4.5);
  });
});
