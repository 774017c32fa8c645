import { homedir } from 'node:os';
import type { CliContext } from './context';
import { createTerminalPrompter, readAll } from './prompt';

/** The real world: this process's streams, environment and home folder. */
export function terminalContext(): CliContext {
  return {
    out: process.stdout,
    err: process.stderr,
    env: process.env,
    homeDir: homedir(),
    stdin: { isTTY: Boolean(process.stdin.isTTY), readAll: () => readAll(process.stdin) },
    prompt: createTerminalPrompter(process.stdin, process.stderr),
    ...(process.stderr.isTTY ? { progressStream: process.stderr } : {}),
  };
}
