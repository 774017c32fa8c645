/** `%`, `_` and `\` typed by a person are literal characters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
