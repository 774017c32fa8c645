import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setTimeout } from 'node:timers/promises';
import {
  BACKUP_CONTENT_TYPE,
  migrationStatusSchema,
  replaceDataResultSchema,
  restoreQuerySchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { AdminService } from './service';

/** How long a refused restore's upload is read and dropped before its connection is cut. */
const REFUSED_UPLOAD_DRAIN_MS = 2_000;

const tags = ['admin'];

/**
 * The database as a whole holds every account's password hash and replaces every account:
 * only those who may delete accounts (administrators, in the domain's permission map) may copy,
 * replace or migrate it.
 */
const ADMIN_ONLY = ['users', 'delete'] as const;

export const adminMessages = {
  restored: 'Backup restored',
  restoredUnsigned: 'Backup restored, though it is not signed by this shop',
  seeded: 'Demo data loaded',
  migrated: 'Migrations applied',
  upToDate: 'The database is up to date',
};

/** Database administration for `laundry db …` (docs/decisions/014), under /api/admin. */
export async function adminRoutes(app: ApiInstance, admin: AdminService): Promise<void> {
  // The backup is read as a stream from the request itself; this parser lives in this plugin's
  // scope only, and leaves the body unread for the handler (never buffered in memory).
  app.addContentTypeParser(BACKUP_CONTENT_TYPE, (_request, _payload, done) =>
    done(null, undefined),
  );

  app.get(
    '/backup',
    {
      config: { access: ADMIN_ONLY, heavy: true },
      schema: {
        tags,
        summary: 'Every row of every shop table as JSON Lines (header, rows, end line), streamed',
        produces: [BACKUP_CONTENT_TYPE],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', BACKUP_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${admin.backupFileName()}"`)
        .header('cache-control', 'no-store')
        .send(admin.backup((error) => request.log.error({ err: error }, 'backup failed'))),
  );

  app.post(
    '/restore',
    {
      config: { access: ADMIN_ONLY, heavy: true },
      schema: {
        tags,
        summary:
          'Replace all shop data with a backup, in one transaction; a file not signed by this shop is refused unless allowUnsigned=true',
        consumes: [BACKUP_CONTENT_TYPE],
        querystring: restoreQuerySchema,
        response: responses({ 200: envelope(replaceDataResultSchema) }),
      },
    },
    async (request, reply) => {
      const input: Readable = request.raw;
      const allowUnsigned = request.query.allowUnsigned ?? false;
      // A refusal can come before the upload has all arrived. The rest is read and dropped for
      // up to two seconds, so the client sees the answer rather than a cut upload; what is still
      // coming after that is cut, and the connection is not reused (a client's next request on it
      // would wait behind the rest of this body).
      const actor = auditActorOf(request);
      const result = await admin
        .restore(input, { allowUnsigned, actor })
        .catch(async (error: unknown) => {
          await Promise.race([
            finished(input.resume()).catch(() => undefined),
            setTimeout(REFUSED_UPLOAD_DRAIN_MS),
          ]);
          reply.header('connection', 'close');
          throw error;
        });
      if (result.warning) request.log.warn({ warning: result.warning }, 'unsigned backup restored');
      return ok(result, result.warning ? adminMessages.restoredUnsigned : adminMessages.restored);
    },
  );

  app.post(
    '/seed-demo',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Replace all shop data with the demo data, in one transaction',
        response: responses({ 200: envelope(replaceDataResultSchema) }),
      },
    },
    async () => ok(await admin.seedDemo(), adminMessages.seeded),
  );

  app.get(
    '/migrations',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: "The database's migrations compared with this server's",
        response: responses({ 200: envelope(migrationStatusSchema) }),
      },
    },
    async () => ok(await admin.migrationStatus()),
  );

  app.post(
    '/migrations',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Apply the due migrations (the server also does at start-up)',
        response: responses({ 200: envelope(migrationStatusSchema) }),
      },
    },
    async () => {
      const status = await admin.applyMigrations();
      return ok(status, status.appliedNow.length ? adminMessages.migrated : adminMessages.upToDate);
    },
  );
}
