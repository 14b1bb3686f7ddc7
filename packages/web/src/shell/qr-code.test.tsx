import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the code as an SVG picture with an accessible name', () => {
    render(<QrCode value="https://www.example.org/app" label="App QR code" size={100} />);
    const img = screen.getByRole('img', { name: 'App QR code' });
    expect(img.getAttribute('width')).toBe('100');
    const path = img.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.length).toBeGreaterThan(100);
  });

  it('draws the same code for the same text', () => {
    const { container, rerender } = render(<QrCode value="abc" label="x" />);
    const first = container.querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="abc" label="x" />);
    expect(container.querySelector('path')?.getAttribute('d')).toBe(first);
  });

  it('without a name, is a decorative copy hidden from assistive technology', () => {
    const { container } = render(<QrCode value="abc" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
