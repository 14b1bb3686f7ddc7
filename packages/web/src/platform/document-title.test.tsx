import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './document-title';

function Title({ title, priority }: { title: string; priority?: number }) {
  useDocumentTitle(title, priority);
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('useDocumentTitle', () => {
  it('names the document by the highest priority mounted, whatever the order of mounting', () => {
    const view = render(
      <>
        <Title title="Workbench app" />
        <Title title="Login log – Workbench app" priority={1} />
      </>,
    );
    expect(document.title).toBe('Login log – Workbench app');
    view.rerender(
      <>
        <Title title="Workbench app" />
        <Title title="Roles – Workbench app" priority={1} />
      </>,
    );
    expect(document.title).toBe('Roles – Workbench app');
  });

  it('falls back to the next claim when the one holding the title goes, and follows its changes', () => {
    const view = render(
      <>
        <Title title="Workbench app" />
        <Title title="Login log – Workbench app" priority={1} />
      </>,
    );
    view.rerender(<Title title="工作台" />);
    expect(document.title).toBe('工作台');
  });
});
