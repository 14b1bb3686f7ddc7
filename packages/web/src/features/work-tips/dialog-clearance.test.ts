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

  it('finds nothing to clear before the stack has been measured', async () => {
    const clearance = keepDialogsClear(stackAtBottomRight());
    const wide = dialog(170, 40, 960, 720);
    document.body.append(wide);
    await mutationsSeen();
    expect(wide.style.paddingBottom).toBe('');
    clearance.stop();
  });
});
