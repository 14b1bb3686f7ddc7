import { Anchor, Tooltip, VisuallyHidden } from '@mantine/core';
import { shortenText } from '@mch/sdk';

/** Props of OrgTreeNameButton. */
export interface OrgTreeNameButtonProps {
  /** The whole name (server text, rendered as text). */
  name: string;
  /** Characters shown before the name is cut (10 by default). */
  max?: number;
  onClick: () => void;
}

/**
 * A name in a table cell that opens what it names: a link-styled button whose text is cut to `max` characters with
 * a tooltip of the whole name; its accessible name is always the whole name.
 */
export function OrgTreeNameButton({ name, max, onClick }: OrgTreeNameButtonProps) {
  const short = shortenText(name, max);
  const button = (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={onClick}>
      {short.truncated ? (
        <>
          <span aria-hidden>{short.text}</span>
          <VisuallyHidden>{short.full}</VisuallyHidden>
        </>
      ) : (
        short.text
      )}
    </Anchor>
  );
  if (!short.truncated) return button;
  return (
    <Tooltip label={short.full} multiline maw={360}>
      {button}
    </Tooltip>
  );
}
