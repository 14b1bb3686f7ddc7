import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampEvaluationText, EVALUATION_TEXT_LIMIT, evaluationTextLength } from './evaluation-input';

describe('clampEvaluationText', () => {
  it('keeps a text of at most 200 characters as typed', () => {
    const text = `  ${'好'.repeat(200)}  `;
    expect(clampEvaluationText(text)).toBe(text);
    expect(clampEvaluationText('')).toBe('');
  });

  it('cuts a longer text after the 200th character', () => {
    expect(clampEvaluationText('a'.repeat(1000))).toBe('a'.repeat(200));
    expect(clampEvaluationText(`${'b'.repeat(200)}c`)).toBe('b'.repeat(200));
  });

  it('counts an emoji as one character and never splits it', () => {
    const clamped = clampEvaluationText('😀'.repeat(250));
    expect(clamped).toBe('😀'.repeat(200));
    expect(evaluationTextLength(clamped)).toBe(EVALUATION_TEXT_LIMIT);
  });

  it('keeps leading spaces, which the counter does not count', () => {
    expect(clampEvaluationText(`   ${'x'.repeat(201)}`)).toBe(`   ${'x'.repeat(200)}`);
  });

  it('takes another limit', () => {
    expect(clampEvaluationText('abcdef', 3)).toBe('abc');
  });

  it('never leaves more than the limit and never changes a text within it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const clamped = clampEvaluationText(text);
        expect(evaluationTextLength(clamped)).toBeLessThanOrEqual(EVALUATION_TEXT_LIMIT);
        expect(text.startsWith(clamped)).toBe(true);
        if (evaluationTextLength(text) <= EVALUATION_TEXT_LIMIT) expect(clamped).toBe(text);
      }),
    );
  });
});
