/**
 * What every filtered list page in a keep-alive tab does, checked the same way on each: it asks nothing while its
 * tab is hidden and keeps what was typed in its filter across hiding, and it shows a failed page inside the table
 * with a retry that recovers.
 */
import type { TestDemo } from '@mch/mock/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { renderPage } from './render-page';

/** One list page as the shared checks see it. */
export interface KeepAliveListPage {
  /** The page element, in a shown or a hidden tab. */
  page: (shown: boolean) => ReactElement;
  /** A fresh demo holding the list's rows. */
  demo: () => TestDemo;
  /** The list's table. */
  table: () => HTMLElement;
  /** A text of the first page's rows. */
  rowText: string;
  /** The accessible name of a text field of the filter, and what to type in it. */
  filterField: string;
  typed: string;
  /** The main-backend path of the list's call, failed with a business error for the retry check. */
  listPath: string;
}

/** Defines the two checks of a keep-alive list page (call it inside the page's `describe`). */
export function itIsAKeepAliveList(list: KeepAliveListPage): void {
  it('fetches nothing while hidden and keeps the typed filter across hiding', async () => {
    const demo = list.demo();
    const view = renderPage(list.page(false), { demo });
    expect(demo.seen).toEqual([]);
    view.rerenderPage(list.page(true));
    await within(list.table()).findByText(list.rowText);
    fireEvent.change(screen.getByRole('textbox', { name: list.filterField }), {
      target: { value: list.typed },
    });
    view.rerenderPage(list.page(false));
    view.rerenderPage(list.page(true));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: list.filterField }).value).toBe(list.typed);
  });

  it('shows the failure with a retry inside the table and recovers', async () => {
    const demo = list.demo();
    const down = demo.faults.set({
      kind: 'businessError',
      backend: 'main',
      path: list.listPath,
      message: 'list service down',
    });
    renderPage(list.page(true), { demo });
    await within(list.table()).findByText('list service down');
    down();
    fireEvent.click(within(list.table()).getByRole('button', { name: 'Retry' }));
    await within(list.table()).findByText(list.rowText);
  });
}
