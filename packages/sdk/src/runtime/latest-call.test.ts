import { describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '../http/errors';
import { createLatestCall } from './latest-call';

interface Pending {
  args: { area: string };
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function harness() {
  const calls: Pending[] = [];
  const latest = createLatestCall<{ area: string }, string>({
    call: (args, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ args, signal, resolve, reject });
      }),
    keyOf: (args) => args.area.trim(),
  });
  const snapshots: ReturnType<typeof latest.getSnapshot>[] = [];
  latest.subscribe(() => snapshots.push(latest.getSnapshot()));
  const settle = () => new Promise<void>((r) => setTimeout(r, 0));
  return { latest, calls, snapshots, settle };
}

describe('createLatestCall', () => {
  it('calls nothing until asked, then shows the answer', async () => {
    const { latest, calls, settle } = harness();
    expect(calls).toHaveLength(0);
    expect(latest.getSnapshot()).toEqual({ data: undefined, error: null, isError: false, isFetching: false });
    latest.request({ area: '43' });
    expect(latest.getSnapshot().isFetching).toBe(true);
    calls[0]?.resolve('hunan');
    await settle();
    expect(latest.getSnapshot()).toEqual({ data: 'hunan', error: null, isError: false, isFetching: false });
  });

  it('reuses a running call for the same key and calls again once it has settled (a page shown again)', async () => {
    const { latest, calls, settle } = harness();
    latest.request({ area: '43' });
    latest.request({ area: ' 43 ' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('a');
    await settle();
    latest.request({ area: '43' });
    expect(calls).toHaveLength(2);
    expect(latest.getSnapshot()).toMatchObject({ data: 'a', isFetching: true });
  });

  it('hands a prefetched call to the first request without calling again, and only to the first', async () => {
    const { latest, calls, settle } = harness();
    latest.prefetch({ area: '43' });
    latest.prefetch({ area: '43' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('early');
    await settle();
    latest.request({ area: '43' });
    expect(calls).toHaveLength(1);
    expect(latest.getSnapshot().data).toBe('early');
    latest.request({ area: '43' });
    expect(calls).toHaveLength(2);
  });

  it('takes over a prefetch that is still running', async () => {
    const { latest, calls, settle } = harness();
    latest.prefetch({ area: '43' });
    latest.request({ area: '43' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('x');
    await settle();
    expect(latest.getSnapshot().data).toBe('x');
  });

  it('calls again when a prefetch failed', async () => {
    const { latest, calls, settle } = harness();
    latest.prefetch({ area: '43' });
    calls[0]?.reject(new ApiError({ code: '500', status: 500, message: 'down' }));
    await settle();
    latest.request({ area: '43' });
    expect(calls).toHaveLength(2);
  });

  it('aborts the running call for newer arguments and keeps the last answer on show meanwhile', async () => {
    const { latest, calls, snapshots, settle } = harness();
    latest.request({ area: '43' });
    calls[0]?.resolve('hunan');
    await settle();
    latest.request({ area: '4301' });
    latest.request({ area: '430102' });
    expect(calls[1]?.signal.aborted).toBe(true);
    calls[1]?.reject(new CancelledError('aborted'));
    calls[1]?.resolve('late');
    await settle();
    expect(latest.getSnapshot()).toMatchObject({ data: 'hunan', isFetching: true, isError: false });
    calls[2]?.resolve('furong');
    await settle();
    expect(latest.getSnapshot().data).toBe('furong');
    expect(snapshots.map((s) => s.data)).not.toContain('late');
  });

  it('reports a failure, keeps the last answer, and retries with refetch', async () => {
    const { latest, calls, settle } = harness();
    latest.refetch();
    expect(calls).toHaveLength(0);
    latest.request({ area: '43' });
    calls[0]?.resolve('hunan');
    await settle();
    latest.refetch();
    const error = new ApiError({ code: 'E1', status: 200, message: 'refused' });
    calls[1]?.reject(error);
    await settle();
    expect(latest.getSnapshot()).toEqual({ data: 'hunan', error, isError: true, isFetching: false });
    latest.refetch();
    expect(calls[2]?.args).toEqual({ area: '43' });
    expect(latest.getSnapshot()).toMatchObject({ isError: false, isFetching: true });
  });

  it('cancel aborts the running call and stops fetching', async () => {
    const { latest, calls, settle } = harness();
    latest.request({ area: '43' });
    latest.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(latest.getSnapshot().isFetching).toBe(false);
    calls[0]?.resolve('late');
    await settle();
    expect(latest.getSnapshot().data).toBeUndefined();
  });
});
