/**
 * Typing into the evaluation's free-text boxes (SPEC.md §5 "Evaluation"): each box stops at
 * {@link EVALUATION_TEXT_LIMIT} characters, counted the way the live counter counts them.
 */

/** Longest explanation or suggestion, in characters. */
export const EVALUATION_TEXT_LIMIT = 200;

/** Length of a text as the counter shows it (Unicode characters, after trimming). */
export function evaluationTextLength(value: string): number {
  return [...value.trim()].length;
}

const LEADING_WHITESPACE = /^\s*/;

/**
 * The text a box keeps after an edit: unchanged while it counts at most {@link EVALUATION_TEXT_LIMIT} characters
 * (Unicode characters after trimming, as {@link evaluationTextLength}); otherwise cut after the limit-th character
 * that counts, so a paste stops at the limit and a surrogate pair is never split.
 */
export function clampEvaluationText(value: string, limit: number = EVALUATION_TEXT_LIMIT): string {
  if (evaluationTextLength(value) <= limit) return value;
  const lead = LEADING_WHITESPACE.exec(value)?.[0] ?? '';
  return lead + [...value.slice(lead.length)].slice(0, Math.max(0, limit)).join('');
}
