import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page';
import { GuardedModal, useUnsavedInput } from './guarded-modal';

function Form({ onDiscard }: { onDiscard: () => void }) {
  const [name, setName] = useState('');
  const requestClose = useUnsavedInput(name !== '', onDiscard);
  return (
    <>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <button type="button" onClick={requestClose}>
        Cancel form
      </button>
    </>
  );
}

function Host({ onDiscard, onClosed }: { onDiscard: () => void; onClosed: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <GuardedModal
      opened={opened}
      title="New thing"
      onClose={() => {
        setOpened(false);
        onClosed();
      }}
    >
      <Form onDiscard={onDiscard} />
    </GuardedModal>
  );
}

describe('GuardedModal', () => {
  it('is a dialog named by its title, without a second banner landmark in it', async () => {
    renderPage(<Host onDiscard={() => {}} onClosed={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    expect(screen.queryAllByRole('banner')).toEqual([]);
    expect(dialog.querySelector('header')).toBeNull();
  });

  it('closes at once with nothing typed', async () => {
    const onClosed = vi.fn();
    renderPage(<Host onDiscard={() => {}} onClosed={onClosed} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel form' }));
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('asks before closing with typed input; keep editing keeps it, discard drops it and closes', async () => {
    const onClosed = vi.fn();
    const onDiscard = vi.fn();
    renderPage(<Host onDiscard={onDiscard} onClosed={onClosed} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel form' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(ask.textContent).toContain('has not been saved');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('abc');

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledOnce();
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('gives the focus back to where it was in the form when the user keeps editing', async () => {
    renderPage(<Host onDiscard={() => {}} onClosed={() => {}} />);
    const input = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'abc' } });
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});
