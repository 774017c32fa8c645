import { printable } from '@laundry/domain';

/** Something text is written to: process.stdout / process.stderr, or a buffer in tests. */
export interface Writer {
  write(text: string): void;
}

/** Asks a person at a terminal. */
export interface Prompter {
  text(question: string): Promise<string>;
  /** Typed characters are not echoed. */
  secret(question: string): Promise<string>;
}

/** Everything a command touches outside itself, so tests can supply their own. */
export interface CliContext {
  out: Writer;
  err: Writer;
  env: Record<string, string | undefined>;
  homeDir: string;
  stdin: {
    /** A person is typing (prompts allowed). */
    isTTY: boolean;
    /** The whole of standard input, for --password-stdin. */
    readAll(): Promise<string>;
  };
  prompt: Prompter;
  /** Standard error when it is a terminal: progress bars are drawn there, and nowhere else. */
  progressStream?: NodeJS.WritableStream;
  /** Another fetch implementation for the API client (tests). */
  fetch?: typeof globalThis.fetch;
}

/**
 * Writes a line, or lines. Whatever came from the server is shown as text (issue 38): a control
 * character or a bidirectional override is written as U+FFFD, never sent to the terminal.
 */
export function println(writer: Writer, text = ''): void {
  writer.write(`${text.split('\n').map(printable).join('\n')}\n`);
}
