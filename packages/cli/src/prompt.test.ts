import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CancelledError } from './errors';
import { createTerminalPrompter } from './prompt';

/** A keyboard and a screen: what is typed goes in, what is shown is collected. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString('utf8');
  });
  const type = (text: string) => setTimeout(() => input.write(text), 10);
  return { input, output, type, shown: () => shown };
}

describe('the terminal prompter', () => {
  it('shows what is typed for a text answer and hides a secret, one after the other', async () => {
    const terminal = fakeTerminal();
    const prompter = createTerminalPrompter(terminal.input, terminal.output);

    terminal.type('admin@laundry.test\r');
    const email = await prompter.text('Email: ');
    terminal.type('hunter22\r');
    const password = await prompter.secret('Password: ');

    expect({ email, password }).toEqual({ email: 'admin@laundry.test', password: 'hunter22' });
    expect(terminal.shown()).toContain('Email: ');
    expect(terminal.shown()).toContain('admin@laundry.test');
    expect(terminal.shown()).toContain('Password: ');
    expect(terminal.shown()).not.toContain('hunter22');
  });

  it('cancels on Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const prompter = createTerminalPrompter(terminal.input, terminal.output);

    terminal.type('\u0003');
    await expect(prompter.secret('Password: ')).rejects.toBeInstanceOf(CancelledError);
  });
});
