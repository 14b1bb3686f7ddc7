import { Textarea, VisuallyHidden } from '@mantine/core';
import {
  clampEvaluationText,
  EVALUATION_TEXT_LIMIT,
  EVALUATION_TEXTAREA_ROWS,
  evaluationTextLength,
} from '@mch/sdk';
import { useMessages } from '../../i18n/define-messages';
import { evaluationMessages } from './messages';

/** Props of CountedTextarea. */
export interface CountedTextareaProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem to show under the box. */
  error?: string | undefined;
  disabled?: boolean;
}

/** How near the limit a screen reader starts to be told what is left. */
const SPEAK_WHEN_LEFT = 20;

/**
 * A free-text box of the evaluation: auto-sizes between 4 and 8 rows, stops at 200 characters and shows a live
 * counter under it. A screen reader reads the count in words with the box, and is told what is left only near the
 * limit and when it is reached (not 'N/200' after every key), since typing stops there without a sound.
 */
export function CountedTextarea({
  label,
  placeholder,
  value,
  onChange,
  error,
  disabled,
}: CountedTextareaProps) {
  const m = useMessages(evaluationMessages);
  const count = evaluationTextLength(value);
  const left = EVALUATION_TEXT_LIMIT - count;
  let spoken = '';
  if (left <= 0) spoken = m('limitReached', { limit: EVALUATION_TEXT_LIMIT });
  else if (left <= SPEAK_WHEN_LEFT) spoken = m('charactersLeft', { count: left });
  return (
    <>
      <Textarea
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(clampEvaluationText(event.currentTarget.value))}
        autosize
        minRows={EVALUATION_TEXTAREA_ROWS.min}
        maxRows={EVALUATION_TEXTAREA_ROWS.max}
        error={error}
        disabled={disabled}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <>
            <span aria-hidden>{m('counter', { count, limit: EVALUATION_TEXT_LIMIT })}</span>
            <VisuallyHidden>{m('counterSpoken', { count, limit: EVALUATION_TEXT_LIMIT })}</VisuallyHidden>
          </>
        }
        descriptionProps={{ ta: 'right' }}
      />
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </>
  );
}
