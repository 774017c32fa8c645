import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/create-mailer';
import { seedDemo, seedFirstAdmin } from './seed/seed';

async function main() {
  const config = loadConfig();
  const clock = systemClock;

  const connection = await openDatabase(config);
  await connection.migrate();

  const mailer = createMailer({
    db: connection.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onError: (error) => app.log.error({ err: error }, 'sending e-mail failed'),
  });
  const app = await buildApp({ db: connection.db, config, clock, mailer });
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
