/**
 * The text filters of the back office's lists and trees: what the user typed, matched against the shown values.
 */

/** True when `text` (trimmed, ignoring case) is empty or part of any of `values`. */
export function textMatches(
  text: string | null | undefined,
  ...values: (string | null | undefined)[]
): boolean {
  const needle = (text ?? '').trim().toLocaleLowerCase();
  if (needle === '') return true;
  return values.some((v) => typeof v === 'string' && v.toLocaleLowerCase().includes(needle));
}
