import { TOKEN_QUERY_KEY } from '@mch/sdk';

/**
 * Takes the single-sign-on token the sign-in site put in the address (`?token=`) out of it, and out of the
 * browser's history entry, before the app makes any request: main.tsx imports this module first, so it runs
 * before anything else of the app. The page's referrer policy (`no-referrer`, index.html) keeps the requests the
 * browser starts before any script runs (scripts, styles, the config preload) from carrying it either. The token
 * is handed to the SDK (`createWorkbench({ token })`), which stores it as the login cookie.
 */
function takeAddressToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(TOKEN_QUERY_KEY)) return undefined;
    const token = (url.searchParams.get(TOKEN_QUERY_KEY) ?? '').trim();
    url.searchParams.delete(TOKEN_QUERY_KEY);
    window.history.replaceState(window.history.state, '', url.href);
    return token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}

/** The token this page load arrived with, or undefined. */
export const addressToken: string | undefined = takeAddressToken();
