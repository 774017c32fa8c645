// The outbox area's entry: the outbox queries. Its page is reached through routes.tsx.
export { outboxKeys, outboxListQuery, outboxMessageSettingsQuery } from './queries';
