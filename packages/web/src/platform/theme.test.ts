import { DEFAULT_THEME } from '@mantine/core';
import { THEME_COLOUR_NAMES } from '@mch/sdk';
import { describe, expect, it } from 'vitest';
import { MANTINE_PALETTE_OF, shadesOf, theme, themeWithPrimary, withComponentLabels } from './theme';

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
