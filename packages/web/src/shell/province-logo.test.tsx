import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProvinceLogo, provinceOf } from './province-logo';

describe('provinceOf', () => {
  it('reads the supported province from a unit area code', () => {
    expect(provinceOf('430102000000')).toBe('43');
    expect(provinceOf('530102000000')).toBe('53');
    expect(provinceOf('53')).toBe('53');
  });

  it('gives null for other provinces and odd codes', () => {
    expect(provinceOf('110101000000')).toBeNull();
    expect(provinceOf('')).toBeNull();
    expect(provinceOf('abc')).toBeNull();
    expect(provinceOf(null)).toBeNull();
  });
});

describe('ProvinceLogo', () => {
  it('draws the logo of the user’s province with an accessible name', () => {
    renderUi(<ProvinceLogo areaCode="530102000000" />);
    screen.getByRole('img', { name: 'Yunnan maternal and child health' });
  });

  it('names the logo in Chinese', () => {
    renderUi(<ProvinceLogo areaCode="430102000000" />, { locale: 'zh-CN' });
    screen.getByRole('img', { name: '湖南妇幼健康' });
  });
});
