/**
 * Text as typed with a Chinese input method in full-width mode made plain: the full-width forms of ASCII
 * ('１２' → '12', 'ＹＫＳ' → 'YKS', U+FF01–U+FF5E) and the ideographic space become their ASCII forms; every other
 * character is left exactly as it is (a Chinese character, even a compatibility one, is not changed). Fields of
 * digits and codes read what the user typed through it, so '２' is the page 2 the user meant.
 */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}
