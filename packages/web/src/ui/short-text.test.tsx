import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ShortText } from './short-text';

describe('ShortText', () => {
  it('shows short text as it is, without a tooltip', () => {
    renderUi(<ShortText text="Short" />);
    expect(screen.getByText('Short').getAttribute('tabindex')).toBeNull();
  });

  it('cuts long text at 10 characters and shows the whole text in a tooltip on focus', async () => {
    renderUi(<ShortText text="湖南省长沙市妇幼保健院产科门诊" />);
    const cell = screen.getByText('湖南省长沙市妇幼保健...');
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => cell.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('湖南省长沙市妇幼保健院产科门诊');
    // A screen reader hears the whole text as the cut text's description.
    expect(cell.getAttribute('aria-description')).toBe('湖南省长沙市妇幼保健院产科门诊');
  });

  it('honours a custom length', () => {
    renderUi(<ShortText text="abcdefgh" max={3} />);
    screen.getByText('abc...');
  });

  it('shows the empty placeholder for a missing or blank text (SPEC.md §2.6)', () => {
    for (const text of [null, undefined, '', '   ', '\u3000']) {
      const { unmount } = renderUi(<ShortText text={text} />);
      expect(screen.getByText('-').tagName).toBe('BDI');
      unmount();
    }
  });

  it('renders markup as plain text', () => {
    const { container } = renderUi(<ShortText text="<b>x</b>" max={20} />);
    expect(container.querySelector('b')).toBeNull();
    screen.getByText('<b>x</b>');
  });
});
