import { setNonce } from 'get-nonce';

/** What index.html's `csp-nonce` meta holds when no server has put a nonce there (dev server, demo build). */
const PLACEHOLDER = '__CSP_NONCE__';

let cached: string | undefined | null = null;

/**
 * The Content-Security-Policy nonce the server gave this page for `<style>` elements (nginx writes it into
 * `<meta name="csp-nonce">` on every answer), or undefined when the page was served without one. Mantine stamps it on
 * the `<style>` elements it writes (its CSS variables and responsive styles), so a CSP without `'unsafe-inline'`
 * styles lets them through.
 */
export function styleNonce(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string | undefined {
  if (cached !== null) return cached;
  const value = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  cached = /^[A-Za-z0-9+/=_-]{16,}$/.test(value) && value !== PLACEHOLDER ? value : undefined;
  return cached;
}

/** Forgets the nonce read before (tests that render several documents). */
export function forgetStyleNonce(): void {
  cached = null;
}

/** MantineProvider's `getStyleNonce`, only when the page has a nonce: spread it into the provider's props. */
export function styleNonceProps(): { getStyleNonce?: () => string } {
  const nonce = styleNonce();
  return nonce === undefined ? {} : { getStyleNonce: () => nonce };
}

/**
 * Hands the page's nonce to the one style writer outside Mantine's provider: the scroll lock of Mantine's modals and
 * drawers (react-remove-scroll-bar) writes a `<style>` of its own and stamps it with what `get-nonce` holds. Without
 * it the CSP blocks that style, so the page behind an open dialog keeps scrolling. Call once, before the first render.
 */
export function shareStyleNonce(): void {
  const nonce = styleNonce();
  if (nonce !== undefined) setNonce(nonce);
}
