import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDemandChunk } from '../platform/chunk';
import { renderUi } from '../test/render';
import { OnDemandPart } from './part-suspense';

/** A chunk whose load the test settles. */
function heldChunk() {
  let settle: { resolve: (m: { Part: () => string }) => void; reject: (e: unknown) => void } | null = null;
  const chunk = onDemandChunk(
    () =>
      new Promise<{ Part: () => string }>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    chunk,
    arrive: () => settle?.resolve({ Part: () => 'the part' }),
    fail: () => settle?.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
}

describe('OnDemandPart', () => {
  it('shows its fallback, asks for the code, and draws the part once the code has arrived', async () => {
    const held = heldChunk();
    renderUi(
      <OnDemandPart chunk={held.chunk} fallback={<p>waiting</p>}>
        {(m) => <p>{m.Part()}</p>}
      </OnDemandPart>,
    );
    expect(screen.getByText('waiting')).not.toBeNull();
    await act(async () => held.arrive());
    expect(screen.getByText('the part')).not.toBeNull();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('says in its place that the code could not be loaded, with a Reload', async () => {
    const held = heldChunk();
    renderUi(
      <OnDemandPart chunk={held.chunk} fallback={<p>waiting</p>}>
        {(m) => <p>{m.Part()}</p>}
      </OnDemandPart>,
    );
    await act(async () => held.fail());
    expect(screen.getByText('This part of the workbench could not be loaded')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).not.toBeNull();
  });
});
