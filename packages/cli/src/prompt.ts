import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { Prompter } from './context';
import { CancelledError } from './errors';

/**
 * Questions on the terminal, written to stderr so stdout stays clean for scripts. A secret is
 * read through a muted copy of the output: the question shows, the typed characters do not.
 */
export function createTerminalPrompter(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Prompter {
  async function ask(question: string, hidden: boolean): Promise<string> {
    let muted = false;
    const sink = new Writable({
      write(chunk, encoding, callback) {
        if (!muted) output.write(chunk, encoding);
        callback();
      },
    });
    const rl = createInterface({ input, output: sink, terminal: true });
    const abort = new AbortController();
    // Ctrl-C and Ctrl-D end the question instead of leaving it waiting.
    const cancel = () => abort.abort();
    rl.on('SIGINT', cancel);
    rl.on('close', cancel);
    try {
      const answer = rl.question(question, { signal: abort.signal });
      muted = hidden;
      const value = await answer;
      if (hidden) output.write('\n');
      return value;
    } catch {
      output.write('\n');
      throw new CancelledError();
    } finally {
      // Only our listener: readline's own 'close' listener detaches it from the input.
      rl.off('close', cancel);
      rl.close();
    }
  }
  return {
    text: (question) => ask(question, false),
    secret: (question) => ask(question, true),
  };
}

export async function readAll(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
