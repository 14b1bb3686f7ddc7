import { afterEach, describe, expect, it } from 'vitest';
import { keepDialogsClear } from './dialog-clearance';

/** jsdom lays nothing out: each element is given the box it would have at 1300 × 800. */
function place(element: HTMLElement, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
}

function dialog(left: number, top: number, width: number, height: number): HTMLElement {
  const section = document.createElement('section');
  section.setAttribute('role', 'dialog');
  section.setAttribute('aria-modal', 'true');
  place(section, left, top, width, height);
  return section;
}

/** Lets the mutation observer's callback run. */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepDialogsClear', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  function stackAtBottomRight() {
    const stack = document.createElement('section');
    place(stack, 944, 364, 340, 364);
    document.body.append(stack);
    return stack;
  }

  it('gives a dialog that reaches under the stack room below its last line, and takes it back when the stack goes', async () => {
    const clearance = keepDialogsClear(stackAtBottomRight());
    clearance.update(452);
    const wide = dialog(170, 40, 960, 720);
    document.body.append(wide);
    await mutationsSeen();
    expect(wide.style.paddingBottom).toBe('452px');
    expect(wide.style.scrollPaddingBottom).toBe('452px');

    // Another invitation arrives: the room follows the stack's height.
    clearance.update(640);
    expect(wide.style.paddingBottom).toBe('640px');

    clearance.stop();
    expect(wide.style.paddingBottom).toBe('');
    expect(wide.style.scrollPaddingBottom).toBe('');
  });

  it('leaves a dialog clear of the stack as it is, beside it or above it', async () => {
    const clearance = keepDialogsClear(stackAtBottomRight());
    clearance.update(452);
    const narrow = dialog(430, 40, 440, 720);
    const short = dialog(170, 40, 960, 300);
    document.body.append(narrow, short);
    await mutationsSeen();
    expect(narrow.style.paddingBottom).toBe('');
    expect(short.style.paddingBottom).toBe('');
    clearance.stop();
  });

  it('keeps the room of a dialog that the room itself moved clear of the stack', async () => {
    const clearance = keepDialogsClear(stackAtBottomRight());
    clearance.update(452);
    const centred = dialog(170, 200, 960, 400);
    document.body.append(centred);
    await mutationsSeen();
    expect(centred.style.paddingBottom).toBe('452px');
    // Taller and centred, it now ends above the stack (its rows still scroll under it).
    place(centred, 170, 40, 960, 300);
    centred.append(document.createElement('div'));
    await mutationsSeen();
    expect(centred.style.paddingBottom).toBe('452px');
    clearance.stop();
  });

  it('sets a dialog beside the stack when the window has room for both, and decides again when it is resized', async () => {
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    const resize = (px: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
      window.dispatchEvent(new Event('resize'));
    };
    try {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
      const stack = stackAtBottomRight();
      const clearance = keepDialogsClear(stack);
      clearance.update(452);
      // Mantine's modal inner centres the dialog: given the stack's width (and a gap) on the right, the 780 px dialog
      // centres in the 928 px left of it.
      const container = document.createElement('div');
      const signUp = dialog(260, 40, 780, 500);
      container.append(signUp);
      document.body.append(container);
      await mutationsSeen();
      expect(container.style.paddingInlineEnd).toBe('372px');
      expect(signUp.style.paddingBottom).toBe('');
      // Another invitation: the stack is taller, not wider; the dialog stays beside it.
      clearance.update(640);
      expect(container.style.paddingInlineEnd).toBe('372px');
      expect(signUp.style.paddingBottom).toBe('');

      // In a narrower window both do not fit side by side: the dialog gets the room below its last line instead.
      place(signUp, 160, 40, 780, 500);
      place(stack, 744, 364, 340, 364);
      resize(1100);
      expect(container.style.paddingInlineEnd).toBe('');
      expect(signUp.style.paddingBottom).toBe('640px');

      clearance.stop();
      expect(container.style.paddingInlineEnd).toBe('');
      expect(signUp.style.paddingBottom).toBe('');
    } finally {
      if (width) Object.defineProperty(window, 'innerWidth', width);
    }
  });

  it('finds nothing to clear before the stack has been measured', async () => {
    const clearance = keepDialogsClear(stackAtBottomRight());
    const wide = dialog(170, 40, 960, 720);
    document.body.append(wide);
    await mutationsSeen();
    expect(wide.style.paddingBottom).toBe('');
    clearance.stop();
  });
});
