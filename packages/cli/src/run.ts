import { isApiError } from '@laundry/api-client';
import { CommanderError } from 'commander';
import { type CliContext, println } from './context';
import { CliError, EXIT } from './errors';
import { createProgram } from './program';

/** Runs `laundry <args>` and answers the exit code; the only place failures become codes. */
export async function runCli(args: readonly string[], context: CliContext): Promise<number> {
  try {
    await createProgram(context).parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return report(error, context);
  }
}

function report(error: unknown, context: CliContext): number {
  if (error instanceof CommanderError) {
    // Commander has printed its own message (or the help).
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
      return EXIT.ok;
    }
    if (error.code === 'commander.help' && error.exitCode === 0) return EXIT.ok;
    return EXIT.usage;
  }
  if (error instanceof CliError) {
    println(context.err, `error: ${error.message}`);
    return error.exitCode;
  }
  if (isApiError(error)) {
    const field = error.field ? ` (${error.field})` : '';
    println(context.err, `error: ${error.message}${field}`);
    return EXIT.failure;
  }
  const detail = error instanceof Error ? error.message : String(error);
  println(context.err, `error: unexpected failure: ${detail}`);
  return EXIT.failure;
}
