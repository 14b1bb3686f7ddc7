/** Where a control that can no longer hold the keyboard's focus hands it: its dialog, else its tab's panel. */
const HOLDERS = '[role="dialog"][aria-modal="true"], [role="tabpanel"]';

/**
 * Keeps the keyboard's focus where the user works when the control holding it is disabled under it: a button that
 * waits for its answer (Mantine's `loading` disables it) drops the focus on the page's body, outside an open dialog
 * (where Tab then starts from the top of the page, behind the dialog). The focus goes to the control's dialog (or its
 * tab's panel), which screen readers announce, and Tab goes on from there; when the control is enabled again with the
 * focus still parked there, it gets the focus back. A control disabled while the focus is elsewhere, or after a page
 * has put the focus somewhere of its own (in the same commit), is left alone.
 *
 * Installed once for the document; returns the function that stops it.
 */
export function keepFocusWhenDisabled(doc: Document): () => void {
  let last: HTMLElement | null = null;
  let parked: { control: HTMLElement; holder: HTMLElement } | null = null;
  const onFocusIn = (event: FocusEvent) => {
    last = event.target instanceof HTMLElement ? event.target : null;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const control = record.target;
      if (!(control instanceof HTMLElement)) continue;
      const active = doc.activeElement;
      const disabled = control.hasAttribute('disabled');
      if (disabled && control === last && (active === control || active === doc.body || active === null)) {
        const holder = control.closest<HTMLElement>(HOLDERS);
        if (!holder) continue;
        if (!holder.hasAttribute('tabindex')) holder.tabIndex = -1;
        parked = { control, holder };
        holder.focus({ preventScroll: true });
      } else if (!disabled && parked?.control === control) {
        const { holder } = parked;
        parked = null;
        if (active === holder && control.isConnected) control.focus({ preventScroll: true });
      }
    }
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
