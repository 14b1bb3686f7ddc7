import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Amount } from './amount';

describe('Amount', () => {
  it('groups thousands', () => {
    renderUi(
      <>
        <Amount value={1234567} data-testid="a" />
        <Amount value="9876543.50" data-testid="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('1,234,567');
    expect(screen.getByTestId('b').textContent).toBe('9,876,543.50');
  });

  it('shows "-" for an empty or invalid amount', () => {
    renderUi(<Amount value={null} data-testid="a" />);
    expect(screen.getByTestId('a').textContent).toBe('-');
  });

  it('formats in the current locale', () => {
    renderUi(<Amount value={1234.5} data-testid="a" />, { locale: 'zh-CN' });
    expect(screen.getByTestId('a').textContent).toBe('1,234.5');
  });
});
