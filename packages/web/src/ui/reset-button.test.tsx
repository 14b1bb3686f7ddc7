import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ResetButton } from './reset-button';

function Filter() {
  const [name, setName] = useState('kept');
  return (
    <fieldset aria-label="Filter">
      <input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <ResetButton dirty={name !== ''} onReset={() => setName('')}>
        Reset
      </ResetButton>
    </fieldset>
  );
}

describe('ResetButton', () => {
  it("resets, and hands the focus to the filter's first control as it is disabled", () => {
    renderUi(<Filter />);
    const reset = screen.getByRole('button', { name: 'Reset' });
    reset.focus();
    fireEvent.click(reset);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
    expect(reset).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
