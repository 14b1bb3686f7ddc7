/**
 * The shell's outline that index.html paints before any script has run (`#boot-skeleton`). The session's loading
 * screen shows it, with its status said in the user's language (`bootStatusSlot`), instead of drawing a skeleton
 * of its own; the first other screen takes it away (`removeBootSkeleton`), so it never shows beside the app.
 */
const BOOT_SKELETON_ID = 'boot-skeleton';

/** Where the loading screen writes its status in the page's outline; null once the outline is gone. */
export function bootStatusSlot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(BOOT_SKELETON_ID)?.querySelector<HTMLElement>('[data-boot-status]') ?? null;
}

/**
 * Marks the page's outline as belonging to a running app: its note that the app has not started (shown by the
 * page's CSS 30 s after the page, for a script that never loaded) stays hidden however long the session takes.
 */
export function markAppStarted(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(BOOT_SKELETON_ID)?.setAttribute('data-started', '');
}

/** Takes the page's outline away (nothing when it is gone already). */
export function removeBootSkeleton(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(BOOT_SKELETON_ID)?.remove();
}
