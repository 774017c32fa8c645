import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { customersCommand } from './commands/customers';
import { dbCommand } from './commands/db';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { reportsCommand } from './commands/reports-export';
import { setupCommand } from './commands/setup';
import { tillCommand } from './commands/till-z-report';
import { usersCommand } from './commands/users';
import { whoamiCommand } from './commands/whoami';
import type { CliContext } from './context';

/** `laundry`: wires the commands; each lives in its own file under commands/. */
export function createProgram(context: CliContext): Command {
  const program = new Command('laundry')
    .description(
      'the laundry back-office from a terminal: set up a shop, sign in, staff accounts, customer imports, reports, backups',
    )
    .version(packageJson.version)
    .addCommand(setupCommand(context))
    .addCommand(loginCommand(context))
    .addCommand(logoutCommand(context))
    .addCommand(whoamiCommand(context))
    .addCommand(usersCommand(context))
    .addCommand(customersCommand(context))
    .addCommand(reportsCommand(context))
    .addCommand(tillCommand(context))
    .addCommand(dbCommand(context));
  routeOutput(program, context);
  return program;
}

/** Every command writes through the context and throws instead of exiting (run.ts decides). */
function routeOutput(command: Command, context: CliContext): void {
  command
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      writeOut: (text) => context.out.write(text),
      writeErr: (text) => context.err.write(text),
    });
  for (const sub of command.commands) routeOutput(sub, context);
}
