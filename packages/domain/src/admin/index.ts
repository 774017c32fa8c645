// The admin folder's public face: what other folders and packages may use (docs/decisions/038).
export { backupRowSchemas, isBackupTable } from './backupRows';
export {
  BACKUP_CONTENT_TYPE,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_SIGNATURE_ALGORITHM,
  type BackupEndLine,
  type BackupHeader,
  type BackupSignatureLine,
  backupEndLineSchema,
  backupHeaderSchema,
  backupRowLineSchema,
  backupSignatureLineSchema,
  type Migration,
  type MigrationStatus,
  migrationStatusSchema,
  type ReplaceDataResult,
  replaceDataResultSchema,
  restoreQuerySchema,
  type SchemaVersion,
} from './database';
