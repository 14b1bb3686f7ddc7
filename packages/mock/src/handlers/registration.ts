import { fail } from '../core/request';

/**
 * Registers `key` (a user id, an identity card) for `item` (an exam, a training, a live project), refusing with
 * `already` when it is registered for it already.
 */
export function registerOnce<T>(
  registrations: Record<string, T[]>,
  key: string,
  item: T,
  already: string,
): void {
  const mine = registrations[key] ?? [];
  if (mine.includes(item)) fail(already);
  registrations[key] = [...mine, item];
}
