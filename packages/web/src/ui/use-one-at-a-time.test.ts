import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('drops a second save while the first is on its way, and runs the next one after it settled', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    result.current(save);
    result.current(save);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      result.current(save);
      expect(save).toHaveBeenCalledTimes(2);
    });
  });

  it('a failed save frees it too (its failure is for the mutation to show)', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const failing = vi.fn(() => Promise.reject(new Error('refused')));
    result.current(failing);
    await vi.waitFor(() => {
      result.current(failing);
      expect(failing).toHaveBeenCalledTimes(2);
    });
  });
});
