/** A small typed event emitter: `on` returns the function that removes the listener. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, listener: (event: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, event: Events[K]): void;
}

/** Creates a typed emitter; a throwing listener never stops the others. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(event: never) => void>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as (event: never) => void);
      return () => {
        set.delete(listener as (event: never) => void);
      };
    },
    emit(type, event) {
      const set = listeners.get(type);
      if (!set) return;
      for (const l of [...set]) {
        try {
          (l as (e: typeof event) => void)(event);
        } catch (err) {
          queueMicrotask(() => {
            throw err;
          });
        }
      }
    },
  };
}
