import { type Atom, useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The value of a plain (synchronous) atom of the app's jotai store, read with `useSyncExternalStore`.
 *
 * jotai's own `useAtomValue` renders its component a second time after every mount: its subscribing effect
 * dispatches a re-render in case the atom changed between the render and the subscription. With the language read
 * by most components, a screen mounted twice over (the workbench: some 40 components rendered again, after the
 * page had been drawn and before it could be painted). `useSyncExternalStore` covers the same case by comparing
 * the value after the commit, and renders again only when it did change.
 */
export function useAtomSnapshot<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
