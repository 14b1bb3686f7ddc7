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

/**
 * The invitations float above dialogs (they expire in 30 s and must stay answerable), so a wide dialog that reaches
 * under the stack has rows, links and buttons it covers. While the stack shows, each open dialog it overlaps gets,
 * like the shell's content area, room below its last line and a `scroll-padding-bottom` of the covered height: the
 * user can scroll every row clear of the stack, and a control that takes the keyboard's focus is scrolled clear of
 * it (WCAG 2.4.11). A dialog that stays clear of the stack is left as it is.
 *
 * Dialogs are found as they open or change size (a mutation observer on the page, only while the stack shows) and as
 * the window is resized. A dialog once given the room keeps it until the stack goes: the room makes a centred dialog
 * taller, which could move it clear of the stack and take the room back, again and again.
 */
export function keepDialogsClear(stack: HTMLElement): DialogClearance {
  let cover = 0;
  const cleared = new Set<HTMLElement>();

  const give = (dialog: HTMLElement) => {
    dialog.style.paddingBottom = `${cover}px`;
    dialog.style.scrollPaddingBottom = `${cover}px`;
  };
  const takeBack = (dialog: HTMLElement) => {
    dialog.style.removeProperty('padding-bottom');
    dialog.style.removeProperty('scroll-padding-bottom');
  };

  const check = () => {
    for (const dialog of cleared) if (!dialog.isConnected) cleared.delete(dialog);
    if (cover === 0) return;
    const area = stack.getBoundingClientRect();
    if (area.width === 0) return;
    for (const dialog of document.querySelectorAll<HTMLElement>(DIALOGS)) {
      if (cleared.has(dialog) || dialog.contains(stack)) continue;
      const box = dialog.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < area.right && box.right > area.left && box.bottom > area.top) {
        cleared.add(dialog);
        give(dialog);
      }
    }
  };

  // A dialog mounts into a portal, its content arrives later (a list's rows), and its opening transition ends with a
  // change of its style: each is a mutation.
  // The stack's own changes (its countdowns, every second) are not a dialog's.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !stack.contains(record.target))) check();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  window.addEventListener('resize', check);

  return {
    update(next) {
      cover = next;
      for (const dialog of cleared) give(dialog);
      check();
    },
    stop() {
      observer.disconnect();
      window.removeEventListener('resize', check);
      for (const dialog of cleared) takeBack(dialog);
      cleared.clear();
    },
  };
}
