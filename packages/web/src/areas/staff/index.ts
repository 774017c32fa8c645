// The staff area's entry: the staff queries. Its pages are reached through routes.tsx.
export { staffKeys, staffQueries } from './queries';
