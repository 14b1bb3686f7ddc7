/** A minimal external store: `subscribe`/`getSnapshot`, readable by React's `useSyncExternalStore` or jotai. */
export interface ReadableStore<T> {
  /** Registers a listener called after every change; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  /** The current value; the same reference until the next change. */
  getSnapshot(): T;
}

/** A store whose value the owner can replace. */
export interface WritableStore<T> extends ReadableStore<T> {
  set(next: T): void;
  update(fn: (current: T) => T): void;
}

/** Creates a writable store; listeners run only when the value actually changes (Object.is). */
export function createStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const l of [...listeners]) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => value,
    set,
    update: (fn) => set(fn(value)),
  };
}
