import { Command } from 'commander';
import type { CliContext } from '../context';
import { customersImportCommand } from './customers-import';

export function customersCommand(context: CliContext): Command {
  return new Command('customers')
    .description('the shop’s customers')
    .addCommand(customersImportCommand(context));
}
