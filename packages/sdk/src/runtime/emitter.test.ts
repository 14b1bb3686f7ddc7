import { describe, expect, it, vi } from 'vitest';
import { createEmitter, HELD_EVENTS_LIMIT } from './emitter';

type Events = { said: string; other: number };

describe('createEmitter', () => {
  it('calls every listener of a type, and no more once removed', () => {
    const emitter = createEmitter<Events>();
    const first = vi.fn();
    const second = vi.fn();
    const off = emitter.on('said', first);
    emitter.on('said', second);
    emitter.emit('said', 'a');
    off();
    emitter.emit('said', 'b');
    expect(first.mock.calls).toEqual([['a']]);
    expect(second.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops an event nobody listens to, unless its type is held', () => {
    const emitter = createEmitter<Events>({ hold: ['said'] });
    emitter.emit('said', 'early');
    emitter.emit('other', 1);
    const said = vi.fn();
    const other = vi.fn();
    emitter.on('said', said);
    emitter.on('other', other);
    expect(said.mock.calls).toEqual([['early']]);
    expect(other).not.toHaveBeenCalled();
  });

  it('hands held events to the first listener only, in order, and then delivers as usual', () => {
    const emitter = createEmitter<Events>({ hold: ['said'] });
    emitter.emit('said', 'one');
    emitter.emit('said', 'two');
    const first = vi.fn();
    const off = emitter.on('said', first);
    const second = vi.fn();
    emitter.on('said', second);
    emitter.emit('said', 'three');
    expect(first.mock.calls).toEqual([['one'], ['two'], ['three']]);
    expect(second.mock.calls).toEqual([['three']]);
    off();
  });

  it('holds again once every listener has gone (a UI that unmounts and mounts again misses nothing)', () => {
    const emitter = createEmitter<Events>({ hold: ['said'] });
    const off = emitter.on('said', vi.fn());
    off();
    emitter.emit('said', 'meanwhile');
    const again = vi.fn();
    emitter.on('said', again);
    expect(again.mock.calls).toEqual([['meanwhile']]);
  });

  it(`keeps only the latest ${HELD_EVENTS_LIMIT} unheard events`, () => {
    const emitter = createEmitter<Events>({ hold: ['other'] });
    for (let i = 0; i < HELD_EVENTS_LIMIT + 5; i += 1) emitter.emit('other', i);
    const listener = vi.fn();
    emitter.on('other', listener);
    expect(listener).toHaveBeenCalledTimes(HELD_EVENTS_LIMIT);
    expect(listener.mock.calls[0]).toEqual([5]);
  });

  it('a throwing listener does not stop the others', async () => {
    const emitter = createEmitter<Events>();
    const thrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    emitter.on('said', () => {
      throw new Error('listener broke');
    });
    const after = vi.fn();
    emitter.on('said', after);
    emitter.emit('said', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(await thrown).toEqual(new Error('listener broke'));
    vi.restoreAllMocks();
  });
});
