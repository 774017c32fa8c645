import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { WatchWrites } from './db/write-signal';
import type { Mailer } from './mail/mailer';

/**
 * What the app is built from (`buildApp`) and every module receives. Its own file, apart from
 * app.ts, so the modules name it without importing the app that imports them.
 */
export interface AppDependencies {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /**
   * The database's signal of committed writes (`DatabaseConnection.watchWrites`). Without it the
   * server keeps no answer in memory: every request reads the database.
   */
  watchWrites?: WatchWrites;
}
