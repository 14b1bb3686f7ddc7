import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRemoval } from './use-focus-after-removal';

function Failure() {
  const retry = useRef<HTMLButtonElement>(null);
  useFocusAfterRemoval(retry);
  return (
    <button ref={retry} type="button">
      Retry
    </button>
  );
}

function Block({ failed, other = false }: { failed: boolean; other?: boolean }) {
  return (
    <div>
      <button type="button">Header</button>
      <section aria-label="Records">
        <div>{failed ? <Failure /> : <p>Loaded rows</p>}</div>
      </section>
      {other && <input aria-label="Search" />}
    </div>
  );
}

describe('useFocusAfterRemoval', () => {
  it('puts the focus on the nearest container still there when its element leaves with the focus', async () => {
    const view = render(<Block failed />);
    screen.getByRole('button', { name: 'Retry' }).focus();
    view.rerender(<Block failed={false} />);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Records' }));
  });

  it('moves nothing when the focus was elsewhere', async () => {
    const view = render(<Block failed />);
    screen.getByRole('button', { name: 'Header' }).focus();
    view.rerender(<Block failed={false} />);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Header' }));
  });
});
