/**
 * Events a caller can listen to: `on` takes one of the event names of `Events` (a misspelt name does not compile)
 * and returns the function that removes the listener.
 */
export interface EventSource<Events extends object> {
  on<K extends keyof Events & string>(type: K, listener: (event: Events[K]) => void): () => void;
}

/** A small typed event emitter: the SDK's side of an {@link EventSource}, which also emits. */
export interface Emitter<Events extends object> extends EventSource<Events> {
  emit<K extends keyof Events & string>(type: K, event: Events[K]): void;
}

/** How many unheard events of one type a holding emitter keeps (the latest ones). */
export const HELD_EVENTS_LIMIT = 20;

/**
 * Creates a typed emitter; a throwing listener never stops the others.
 *
 * With `hold`, events of those types emitted while nobody listens to their type are kept (the latest
 * {@link HELD_EVENTS_LIMIT}) and handed, in order, to the first listener of that type as it registers: a message
 * the user must see is not lost because the call that caused it failed before the UI had subscribed (a page's
 * first calls start before its first render).
 */
export function createEmitter<Events extends object>(
  options: { hold?: readonly (keyof Events & string)[] } = {},
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(event: never) => void>>();
  const held = new Map<keyof Events, unknown[]>();
  for (const type of options.hold ?? []) held.set(type, []);

  const call = (listener: (event: never) => void, event: unknown) => {
    try {
      (listener as (e: unknown) => void)(event);
    } catch (err) {
      queueMicrotask(() => {
        throw err;
      });
    }
  };

  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as (event: never) => void);
      const waiting = held.get(type);
      if (waiting && waiting.length > 0) {
        const events = waiting.splice(0);
        for (const event of events) call(listener as (event: never) => void, event);
      }
      return () => {
        set.delete(listener as (event: never) => void);
      };
    },
    emit(type, event) {
      const set = listeners.get(type);
      if (!set || set.size === 0) {
        const waiting = held.get(type);
        if (waiting) {
          waiting.push(event);
          if (waiting.length > HELD_EVENTS_LIMIT) waiting.shift();
        }
        return;
      }
      for (const l of [...set]) call(l, event);
    },
  };
}
