import { describe, expect, it } from 'vitest';
import { isThemeColourName, parseThemeColour, THEME_COLOUR_NAMES } from './theme';

describe('parseThemeColour', () => {
  it.each([
    ['#abc', '#abc'],
    ['#A1B2C3', '#a1b2c3'],
    ['teal', 'teal'],
    [' Grape ', 'grape'],
    ['dark', 'dark'],
  ])('accepts %s', (input, expected) => {
    expect(parseThemeColour(input)).toBe(expected);
  });

  it.each([
    '',
    '#abcd',
    '#12345g',
    'abc',
    'purple',
    'rebeccapurple',
    'red;x',
    'red;background:url(x)',
    'url(javascript:alert(1))',
    'expression(alert(1))',
    'rgb(0,0,0)',
    null,
    undefined,
    123,
  ])('rejects %s', (input) => {
    expect(parseThemeColour(input)).toBeNull();
  });

  it('accepts every named colour and nothing that only looks like one', () => {
    for (const name of THEME_COLOUR_NAMES) expect(parseThemeColour(name)).toBe(name);
    expect(parseThemeColour('blue1')).toBeNull();
  });
});

describe('isThemeColourName', () => {
  it('tells a named colour from a hex code', () => {
    expect(isThemeColourName('teal')).toBe(true);
    expect(isThemeColourName('#0ca678')).toBe(false);
  });
});
