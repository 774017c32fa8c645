// The audit area's entry: what other areas may use (a record's history, the audit queries' keys).
// Its page is reached through routes.tsx.
export { auditActorsQuery, auditHistoryQuery, auditKeys, auditListQuery } from './queries';
export { RecordHistory } from './RecordHistory';
