import { Command } from 'commander';
import type { CliContext } from '../context';
import { dbBackupCommand } from './db-backup';
import { dbMigrateCommand } from './db-migrate';
import { dbRestoreCommand } from './db-restore';
import { dbSeedDemoCommand } from './db-seed-demo';

export function dbCommand(context: CliContext): Command {
  return new Command('db')
    .description(
      'the database behind the server: backup, restore, demo data, migrations (administrators only)',
    )
    .addCommand(dbBackupCommand(context))
    .addCommand(dbRestoreCommand(context))
    .addCommand(dbMigrateCommand(context))
    .addCommand(dbSeedDemoCommand(context));
}
