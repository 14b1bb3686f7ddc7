/** The open dialogs: Mantine's modal content (`role="dialog"`, `aria-modal`) is the part of a dialog that scrolls. */
const DIALOGS = '[role="dialog"][aria-modal="true"]';

/** What the keyboard's Tab can reach (the browser's own order decides among them). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog on top (the last opened: Mantine's portals are appended in order), or null when none is open. */
export function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>(DIALOGS)].filter((d) => d.isConnected);
  return open.at(-1) ?? null;
}

/**
 * Where the keyboard goes back into a modal dialog it left for the invitations: the control it came from when that is
 * still in the dialog, otherwise the dialog's first (`forward`) or last control the keyboard can reach.
 */
export function returnInto(dialog: HTMLElement, cameFrom: HTMLElement | null, forward: boolean): HTMLElement {
  if (cameFrom?.isConnected && dialog.contains(cameFrom)) return cameFrom;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (c) => c.tabIndex >= 0 && c.getClientRects().length > 0,
  );
  return (forward ? controls[0] : controls.at(-1)) ?? dialog;
}

/** Keeps open dialogs' content reachable while the invitation stack floats over them. */
export interface DialogClearance {
  /** The window's bottom the stack now covers (its offset, height and a gap), in pixels. */
  update(cover: number): void;
  /** Gives every dialog its own padding back and stops watching. */
  stop(): void;
}

/** Room left between a dialog moved aside and the stack. */
const ASIDE_GAP = 16;

/**
 * The invitations float above dialogs (they expire in 30 s and must stay answerable), so a dialog that reaches under
 * the stack has rows, links and buttons it covers. While the stack shows, each open dialog it overlaps is given room:
 *
 * - beside the stack, when the window is wide enough for both: the dialog's container (Mantine's modal inner, which
 *   centres it) gives up the stack's width on the right, so the dialog, at its own width, centres in what is left and
 *   nothing of it is covered;
 * - otherwise below its last line, like the shell's content area: a padding and a `scroll-padding-bottom` of the
 *   covered height, so the user can scroll every row clear of the stack, and a control that takes the keyboard's focus
 *   is scrolled clear of it (WCAG 2.4.11).
 *
 * A dialog that stays clear of the stack is left as it is.
 *
 * Dialogs are found as they open or change size (a mutation observer on the page, only while the stack shows) and as
 * the window is resized (which decides again between beside and below). A dialog once given room keeps it until the
 * stack goes: the room moves a dialog clear of the stack, which would otherwise take the room back, again and again.
 */
export function keepDialogsClear(stack: HTMLElement): DialogClearance {
  let cover = 0;
  /** The dialogs given room, each with the width it took from the right of its container (0: the room below). */
  const cleared = new Map<HTMLElement, number>();

  const give = (dialog: HTMLElement, aside: number) => {
    const container = dialog.parentElement;
    if (aside > 0 && container) {
      container.style.paddingInlineEnd = `${aside}px`;
      return;
    }
    dialog.style.paddingBottom = `${cover}px`;
    dialog.style.scrollPaddingBottom = `${cover}px`;
  };
  const takeBack = (dialog: HTMLElement) => {
    dialog.style.removeProperty('padding-bottom');
    dialog.style.removeProperty('scroll-padding-bottom');
    dialog.parentElement?.style.removeProperty('padding-inline-end');
  };

  /** The width to take from the right of the dialog's container to set it beside the stack, or 0 when it does not fit. */
  const asideRoom = (dialog: HTMLElement, box: DOMRect, area: DOMRect): number => {
    const container = dialog.parentElement;
    if (!container || container === document.body) return 0;
    const right = window.innerWidth - area.left + ASIDE_GAP;
    const left = Number.parseFloat(getComputedStyle(container).paddingInlineStart) || 0;
    // Its laid-out width: while it opens, a dialog is drawn scaled down (its box is narrower than it will be).
    const width = Math.max(dialog.offsetWidth, box.width);
    return width <= window.innerWidth - left - right ? right : 0;
  };

  const check = () => {
    for (const dialog of cleared.keys()) if (!dialog.isConnected) cleared.delete(dialog);
    if (cover === 0) return;
    // Found before anything is measured: with no dialog to clear, the page's changes (every commit while the
    // invitations show) force no layout.
    const waiting = [...document.querySelectorAll<HTMLElement>(DIALOGS)].filter(
      (dialog) => !cleared.has(dialog) && !dialog.contains(stack),
    );
    if (waiting.length === 0) return;
    const area = stack.getBoundingClientRect();
    if (area.width === 0) return;
    for (const dialog of waiting) {
      const box = dialog.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < area.right && box.right > area.left && box.bottom > area.top) {
        const aside = asideRoom(dialog, box, area);
        cleared.set(dialog, aside);
        give(dialog, aside);
      }
    }
  };
  /** A new window size decides again, for every dialog, between beside and below. */
  const resized = () => {
    for (const dialog of cleared.keys()) takeBack(dialog);
    cleared.clear();
    check();
  };

  // A dialog mounts into a portal, its content arrives later (a list's rows), and its opening transition ends with a
  // change of its style: each is a mutation.
  // The stack's own changes (its countdowns, every second) are not a dialog's, nor is the room given here.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !stack.contains(record.target))) check();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  window.addEventListener('resize', resized);

  return {
    update(next) {
      cover = next;
      for (const [dialog, aside] of cleared) give(dialog, aside);
      check();
    },
    stop() {
      observer.disconnect();
      window.removeEventListener('resize', resized);
      for (const dialog of cleared.keys()) takeBack(dialog);
      cleared.clear();
    },
  };
}
