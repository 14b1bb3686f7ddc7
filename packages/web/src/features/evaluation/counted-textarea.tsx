import { Textarea } from '@mantine/core';
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

/**
 * A free-text box of the evaluation: auto-sizes between 4 and 8 rows, stops at 200 characters and shows a live
 * counter under it.
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
  return (
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
      description={m('counter', { count: evaluationTextLength(value), limit: EVALUATION_TEXT_LIMIT })}
      descriptionProps={{ ta: 'right', 'aria-live': 'polite' }}
    />
  );
}
