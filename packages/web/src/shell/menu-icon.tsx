import { useSyncExternalStore } from 'react';
import { deferredImport } from '../app/deferred-load';

type IconSet = typeof import('./menu-icon-set');

// The drawings of the menu's icons load after the landing's main content (src/app/deferred-load.ts); until then an
// icon keeps its place empty, so nothing moves when it is drawn.
const loadIconSet = deferredImport(() => import('./menu-icon-set'), 'extras');
let iconSet: IconSet | null = null;
const waiting = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  waiting.add(listener);
  if (!iconSet) {
    loadIconSet().then(
      (set) => {
        iconSet = set;
        for (const notify of [...waiting]) notify();
      },
      () => {
        /* not drawn: the icons are decorative and their places stay empty */
      },
    );
  }
  return () => {
    waiting.delete(listener);
  };
}

const currentSet = () => iconSet;

/** A menu item's icon (decorative). */
export function MenuIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  const set = useSyncExternalStore(subscribe, currentSet, currentSet);
  if (!set) return <span aria-hidden style={{ display: 'inline-block', width: size, height: size }} />;
  const Drawn = set.iconOf(name);
  return <Drawn size={size} stroke={1.6} aria-hidden />;
}
