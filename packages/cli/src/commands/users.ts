import { Command } from 'commander';
import type { CliContext } from '../context';
import { usersActivateCommand } from './users-activate';
import { usersCreateCommand } from './users-create';
import { usersDeactivateCommand } from './users-deactivate';
import { usersListCommand } from './users-list';
import { usersSetPasswordCommand } from './users-set-password';

export function usersCommand(context: CliContext): Command {
  return new Command('users')
    .description('manage staff accounts (administrators only)')
    .addCommand(usersListCommand(context))
    .addCommand(usersCreateCommand(context))
    .addCommand(usersDeactivateCommand(context))
    .addCommand(usersActivateCommand(context))
    .addCommand(usersSetPasswordCommand(context));
}
