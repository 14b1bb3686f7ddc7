import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { DetailModal } from './detail-modal';

interface Person {
  name: string;
  phone: string;
}

const items = (person: Person) => [
  { key: 'name', label: 'Name', value: person.name },
  { key: 'phone', label: 'Phone', value: person.phone },
];

describe('DetailModal', () => {
  it('shows the item in the detail table with "-" for empty values, under its title', () => {
    const onClose = vi.fn();
    renderUi(
      <DetailModal item={{ name: 'Li Lei', phone: '' }} title="Person" items={items} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Person' });
    expect(dialog.textContent).toContain('Li Lei');
    expect(dialog.textContent).toContain('-');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without an item', () => {
    renderUi(<DetailModal<Person> item={null} title="Person" items={items} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
