import { ApiError, CancelledError, NetworkError, SessionExpiredError, TimeoutError } from '@mch/sdk';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  invalidateKeys,
  JUST_LOADED_MS,
  runMutation,
  shouldRefetchOnMount,
  shouldRetryOnMount,
  shouldRetryQuery,
} from './query-client';

describe('shouldRetryQuery', () => {
  it('does not retry answers that will not change', () => {
    expect(shouldRetryQuery(0, new ApiError({ code: 'E1', status: 200, serverMessage: 'Bad input' }))).toBe(
      false,
    );
    expect(shouldRetryQuery(0, new ApiError({ code: 'HTTP_404', status: 404 }))).toBe(false);
    // The server answered and its warning was shown: asking again would only repeat it.
    expect(shouldRetryQuery(0, new ApiError({ code: 'HTTP_503', status: 503 }))).toBe(false);
    expect(shouldRetryQuery(0, new SessionExpiredError('expired'))).toBe(false);
    expect(shouldRetryQuery(0, new CancelledError('cancelled'))).toBe(false);
  });

  it('retries a call that got no answer at once (a network failure) once', () => {
    expect(shouldRetryQuery(0, new NetworkError('offline'))).toBe(true);
    expect(shouldRetryQuery(1, new NetworkError('offline'))).toBe(false);
  });

  it('does not retry a timeout: the whole limit has passed and the block offers its Retry', () => {
    expect(shouldRetryQuery(0, new TimeoutError(30_000))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('does not refetch on window focus or retry mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('shouldRefetchOnMount', () => {
  it('takes an answer that has just arrived (the route loader asked for it) and reads older ones again', () => {
    expect(shouldRefetchOnMount({ state: { dataUpdatedAt: 10_000 } }, 10_000 + JUST_LOADED_MS - 1)).toBe(
      false,
    );
    expect(shouldRefetchOnMount({ state: { dataUpdatedAt: 10_000 } }, 10_000 + JUST_LOADED_MS)).toBe(true);
  });
});

describe('a page mounting on a query its loader has just seen fail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not asked again within the moment (one failure, told once), and is asked again later', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError({ code: 'HTTP_500', status: 500 })));
    const queryKey = ['stats', 'myWork'];
    // The route's loader asks while the page's code loads.
    await client.prefetchQuery({ queryKey, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(JUST_LOADED_MS - 1);
    const page = new QueryObserver(client, { queryKey, queryFn });
    const off = page.subscribe(() => undefined);
    await vi.runAllTimersAsync();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(page.getCurrentResult().status).toBe('error');
    off();

    // Coming back later (the block shown again) asks again, as usual.
    vi.advanceTimersByTime(JUST_LOADED_MS);
    const later = new QueryObserver(client, { queryKey, queryFn });
    const offLater = later.subscribe(() => undefined);
    await vi.runAllTimersAsync();
    expect(queryFn).toHaveBeenCalledTimes(2);
    offLater();
  });
});

describe('shouldRetryOnMount', () => {
  it('keeps a failure that has just happened and asks again after an older one', () => {
    expect(shouldRetryOnMount({ state: { errorUpdatedAt: 10_000 } }, 10_000 + JUST_LOADED_MS - 1)).toBe(
      false,
    );
    expect(shouldRetryOnMount({ state: { errorUpdatedAt: 10_000 } }, 10_000 + JUST_LOADED_MS)).toBe(true);
  });
});

describe('runMutation', () => {
  const refused = new ApiError({ code: 'E1', status: 200, serverMessage: 'refused' });
  const lost = new ApiError({ code: 'HTTP_504', status: 504 });
  const descriptor = (error: unknown) => ({
    mutationFn: () => Promise.reject(error),
    invalidates: [['lists', 'preselection']] as const,
  });

  it('reads the lists again after an answer lost on the way (the change may stand), and rejects with it', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(runMutation(client, descriptor(lost), undefined)).rejects.toBe(lost);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lists', 'preselection'] });
  });

  it('leaves the lists alone after a refusal of the server (nothing changed)', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(runMutation(client, descriptor(refused), undefined)).rejects.toBe(refused);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('invalidateKeys', () => {
  it('a first read on its way when the change lands is asked again, not joined: the list shows the change', async () => {
    const client = createQueryClient();
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['lists', 'tree', 7],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const seen: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(answers).toHaveLength(1);
    // The change lands while the first read (asked before it) is on its way.
    const read = invalidateKeys(client, [['lists', 'tree']]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.('before the change');
    answers[1]?.('after the change');
    await read;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after the change'));
    expect(seen).not.toContain('before the change');
    unsubscribe();
  });

  it('reads again a list that has data, as before', async () => {
    const client = createQueryClient();
    let n = 0;
    const observer = new QueryObserver(client, { queryKey: ['lists', 'x'], queryFn: async () => ++n });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    await invalidateKeys(client, [['lists']]);
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});
