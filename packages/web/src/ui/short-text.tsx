import { Text, type TextProps, Tooltip } from '@mantine/core';
import { EMPTY_PLACEHOLDER, shortenText } from '@mch/sdk';

/** Props of ShortText. */
export interface ShortTextProps extends Omit<TextProps, 'children'> {
  /** The text to show (null, undefined or blank shows the empty placeholder '-', SPEC.md §2.6). */
  text: string | null | undefined;
  /** Characters shown before the text is cut (10 by default). */
  max?: number;
}

/**
 * Table-cell text cut to `max` characters with '...', and a tooltip with the whole text when it was cut (on hover and
 * on focus: the cut text is a Tab stop), which is also its accessible description. The text is rendered as text,
 * never as HTML, in a `bdi` of its own: right-to-left letters or a direction override in it cannot reorder the
 * text around it.
 */
export function ShortText({ text, max, ...textProps }: ShortTextProps) {
  if (typeof text !== 'string' || text.trim() === '') {
    return (
      <Text component="bdi" inherit {...textProps}>
        {EMPTY_PLACEHOLDER}
      </Text>
    );
  }
  const short = shortenText(text, max);
  if (!short.truncated) {
    return (
      <Text component="bdi" inherit {...textProps}>
        {short.text}
      </Text>
    );
  }
  // The keyboard reaches the cut text (a Tab stop) to show the tooltip; a screen reader is given the whole text as
  // its description (ARIA 1.3's `aria-description`: no hidden copy that text searches would find twice).
  return (
    <Tooltip label={short.full} multiline maw={360} events={{ hover: true, focus: true, touch: true }}>
      <Text component="bdi" inherit tabIndex={0} aria-description={short.full} {...textProps}>
        {short.text}
      </Text>
    </Tooltip>
  );
}
