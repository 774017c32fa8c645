import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, isLoopbackHost, loadConfig } from './config';
import { restrictNewFiles, secureDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { loggableError } from './db/errors';
import { createMailer } from './mail/create-mailer';
import { createUsersRepository } from './modules/users';
import { NO_ACCOUNT_MESSAGE, openDemoLogins, openDemoLoginsMessage } from './seed/first-run';
import { seedDemo, seedFirstAdmin } from './seed/seed';

async function main() {
  // Before anything touches DATA_DIR: every file the server writes is its user's alone.
  restrictNewFiles();
  const config = loadConfig();
  const clock = systemClock;

  if (!config.databaseUrl) secureDataDir(config.dataDir);
  const connection = await openDatabase(config);
  await connection.migrate();

  // Switching demo mode off does not remove the demo accounts of a folder that ran the demo.
  if (!config.demo && !config.demoOnNetwork && !isLoopbackHost(config.host)) {
    const open = await openDemoLogins(connection.db);
    if (open.length > 0) {
      await connection.close();
      throw new ConfigError([openDemoLoginsMessage(open)]);
    }
  }

  const mailer = createMailer({
    db: connection.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onError: (error) => app.log.error({ err: loggableError(error) }, 'sending e-mail failed'),
  });
  const app = await buildApp({
    db: connection.db,
    config,
    clock,
    mailer,
    watchWrites: connection.watchWrites,
  });
  app.addHook('onClose', async () => {
    await mailer.close?.();
    await connection.close();
  });

  const where =
    connection.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  if (config.demo) {
    if (await seedDemo(connection.db, clock)) app.log.info('Demo data added to the empty database');
  } else if (config.admin) {
    if (await seedFirstAdmin(connection.db, clock, config.admin)) {
      app.log.info(`First administrator ${config.admin.email} created`);
    }
  }
  if (!(await createUsersRepository(connection.db).hasAny())) app.log.warn(NO_ACCOUNT_MESSAGE);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  app.log.info(`Laundry is running at http://${shownHost}:${config.port} (${where})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
