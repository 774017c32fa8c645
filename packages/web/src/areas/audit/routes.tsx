// The audit log (/audit): one lazy chunk.
export { AuditPage } from './AuditPage';
