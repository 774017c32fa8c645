/**
 * Text a terminal, a log or a screen shows as text (issue 38, finding 1): a name sent as
 * `\u001b[2K\r…\u001b]0;pwned\u0007` erased lines of the admin's CLI and retitled the terminal.
 * Unprintable are the C0 and C1 controls (escape, bell, carriage return, line breaks, tab), DEL,
 * and the bidirectional embeddings, overrides and isolates that reorder what follows them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The same, less the line breaks and the tab that free text (a note, an address) may hold. */
const UNPRINTABLE_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether the text holds a character that is not text: `oneLine` counts line breaks and tabs. */
export function hasUnprintable(text: string, { oneLine = false } = {}): boolean {
  if (oneLine) return new RegExp(UNPRINTABLE.source).test(text);
  return UNPRINTABLE_IN_TEXT.test(text);
}

/** The text with every unprintable character shown as U+FFFD, on one line. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, '\uFFFD');
}
