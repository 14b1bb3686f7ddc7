/** A message whose wording depends on a count (selected with Intl.PluralRules; `other` is the fallback). */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** One catalogue entry: plain text with `{name}` placeholders, or a plural message. */
export type Message = string | PluralMessage;

/** Values that can be put into a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
