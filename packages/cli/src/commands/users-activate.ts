import type { Command } from 'commander';
import type { CliContext } from '../context';
import { userActiveCommand } from './users-active';

export function usersActivateCommand(context: CliContext): Command {
  return userActiveCommand(context, true);
}
