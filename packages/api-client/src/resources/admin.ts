import {
  BACKUP_CONTENT_TYPE,
  type MigrationStatus,
  migrationStatusSchema,
  type ReplaceDataResult,
  replaceDataResultSchema,
} from '@laundry/domain';
import type { Parser, StreamedDownload, Transport } from '../transport';

const migrationStatus: Parser<MigrationStatus> = migrationStatusSchema;
const replaceResult: Parser<ReplaceDataResult> = replaceDataResultSchema;

/** A backup as it arrives: its bytes as a stream, and the name the server gave it. */
export type BackupDownload = StreamedDownload;

/**
 * Database administration (admin only; docs/decisions/014-cli-database-admin.md): backup and
 * restore as JSON Lines streams, the demo data, and the migrations.
 */
export function createAdminApi(http: Transport) {
  return {
    /** GET /admin/backup: streamed; write it somewhere as it comes. */
    backup: (): Promise<BackupDownload> => http.downloadStream('/admin/backup'),

    /**
     * POST /admin/restore: replaces all the shop's data with the backup `open()` streams. The
     * stream can be sent once only, so the access token is renewed first rather than after a 401.
     * `allowUnsigned` is the admin's explicit leave to restore a file not signed by this shop, or
     * changed since (the answer then carries a warning).
     */
    async restore(open: () => ReadableStream<Uint8Array>, { allowUnsigned = false } = {}) {
      await http.refresh();
      return http.request<ReplaceDataResult>(
        allowUnsigned ? '/admin/restore?allowUnsigned=true' : '/admin/restore',
        { method: 'POST', body: open(), headers: { 'content-type': BACKUP_CONTENT_TYPE } },
        replaceResult,
      );
    },

    /** POST /admin/seed-demo: replaces all the shop's data with the demo data. */
    seedDemo: () =>
      http.request<ReplaceDataResult>('/admin/seed-demo', { method: 'POST' }, replaceResult),

    /** GET /admin/migrations: applied, pending and unknown migrations. */
    migrations: () => http.request<MigrationStatus>('/admin/migrations', {}, migrationStatus),

    /** POST /admin/migrations: applies the due migrations and answers the status. */
    migrate: () =>
      http.request<MigrationStatus>('/admin/migrations', { method: 'POST' }, migrationStatus),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
