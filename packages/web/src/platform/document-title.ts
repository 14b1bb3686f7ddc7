import { useLayoutEffect, useRef } from 'react';

interface Claim {
  title: string;
  priority: number;
}

/** The titles asked for by the mounted components. */
const claims: Claim[] = [];

function apply(): void {
  let top: Claim | undefined;
  // The highest priority wins; among equals, the claim made last.
  for (const claim of claims) if (!top || claim.priority >= top.priority) top = claim;
  if (top) document.title = top.title;
}

/**
 * Names the browser's tab `title` while the calling component is mounted: what screen readers announce when the
 * page changes, and what the browser's history and tab list show. The claim of the highest `priority` holds (the
 * app frame names the app at 0, the shell the page shown at 1); when it goes, the title falls back to the next.
 */
export function useDocumentTitle(title: string, priority = 0): void {
  const claim = useRef<Claim | null>(null);
  useLayoutEffect(() => {
    const own: Claim = { title: '', priority };
    claim.current = own;
    claims.push(own);
    return () => {
      claims.splice(claims.indexOf(own), 1);
      claim.current = null;
      apply();
    };
  }, [priority]);
  useLayoutEffect(() => {
    if (!claim.current) return;
    claim.current.title = title;
    apply();
  }, [title, priority]);
}
