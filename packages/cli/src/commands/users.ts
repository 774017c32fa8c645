import { Command } from 'commander';
import type { CliContext } from '../context';
import { usersCreateCommand } from './users-create';

export function usersCommand(context: CliContext): Command {
  return new Command('users')
    .description('manage staff accounts (administrators only)')
    .addCommand(usersCreateCommand(context));
}
