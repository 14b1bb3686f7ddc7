import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusWhenDisabled } from './focus-keeper';

/** Lets the mutation observer run (its records are delivered in a microtask). */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function dialogWithButtons(): { dialog: HTMLElement; wait: HTMLButtonElement; other: HTMLButtonElement } {
  document.body.innerHTML = `
    <button id="behind">Behind</button>
    <section role="dialog" aria-modal="true" tabindex="-1">
      <button id="other">Cancel</button>
      <button id="wait">Move here</button>
    </section>`;
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  const wait = document.querySelector<HTMLButtonElement>('#wait');
  const other = document.querySelector<HTMLButtonElement>('#other');
  if (!dialog || !wait || !other) throw new Error('no dialog');
  return { dialog, wait, other };
}

describe('keepFocusWhenDisabled', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('parks the focus in the dialog while the focused button waits, and gives it back when it is enabled', async () => {
    const { dialog, wait } = dialogWithButtons();
    stop = keepFocusWhenDisabled(document);
    wait.focus();
    wait.disabled = true;
    await settle();
    expect(document.activeElement).toBe(dialog);
    wait.disabled = false;
    await settle();
    expect(document.activeElement).toBe(wait);
  });

  it('leaves the focus where the user or the page put it meanwhile', async () => {
    const { wait, other } = dialogWithButtons();
    stop = keepFocusWhenDisabled(document);
    wait.focus();
    wait.disabled = true;
    await settle();
    other.focus();
    wait.disabled = false;
    await settle();
    expect(document.activeElement).toBe(other);
  });

  it('does nothing for a button disabled while the focus is elsewhere', async () => {
    const { wait, other } = dialogWithButtons();
    stop = keepFocusWhenDisabled(document);
    other.focus();
    wait.disabled = true;
    await settle();
    expect(document.activeElement).toBe(other);
  });

  it('parks the focus on the tab panel for a button of a page', async () => {
    document.body.innerHTML = '<div role="tabpanel"><form><button id="save">Save</button></form></div>';
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"]');
    const save = document.querySelector<HTMLButtonElement>('#save');
    if (!panel || !save) throw new Error('no panel');
    stop = keepFocusWhenDisabled(document);
    save.focus();
    save.disabled = true;
    await settle();
    expect(document.activeElement).toBe(panel);
    expect(panel.tabIndex).toBe(-1);
  });
});
