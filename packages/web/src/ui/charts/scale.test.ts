import { describe, expect, it } from 'vitest';
import { colourVar, percentOf, valueScale } from './scale';

describe('valueScale', () => {
  it('rounds the top up to a whole step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(valueScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(valueScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueScale(40)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('keeps whole steps for small counts', () => {
    expect(valueScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(valueScale(1)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('gives an empty, zero or broken chart the axis 0 to 1', () => {
    expect(valueScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(valueScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
    expect(valueScale(-4)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('percentOf', () => {
  it('is the share of the top, held between 0 and 100', () => {
    expect(percentOf(25, 100)).toBe(25);
    expect(percentOf(150, 100)).toBe(100);
    expect(percentOf(-1, 100)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });
});

describe('colourVar', () => {
  it('turns a theme colour name into its CSS variable and keeps anything else', () => {
    expect(colourVar('teal.6')).toBe('var(--mantine-color-teal-6)');
    expect(colourVar('#ff0000')).toBe('#ff0000');
  });
});
