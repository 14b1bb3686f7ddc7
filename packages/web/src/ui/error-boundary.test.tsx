import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let failing = true;
function Fragile() {
  if (failing) throw new Error('boom');
  return <p>page content</p>;
}

function Sibling() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}

beforeEach(() => {
  failing = true;
  // React reports caught errors on the console; the panel is what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback in place of a page that throws, leaves siblings working, and retries', () => {
    const onRetry = vi.fn(() => {
      failing = false;
    });
    render(
      <>
        <ErrorBoundary
          onRetry={onRetry}
          fallback={(error, retry) => (
            <button type="button" onClick={retry}>
              retry after {(error as Error).message}
            </button>
          )}
        >
          <Fragile />
        </ErrorBoundary>
        <Sibling />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    screen.getByRole('button', { name: 'clicked 1' });
    fireEvent.click(screen.getByRole('button', { name: 'retry after boom' }));
    expect(onRetry).toHaveBeenCalledOnce();
    screen.getByText('page content');
  });
});
