// The reports area's entry: the report queries. Its page is reached through routes.tsx.
export { reportKeys, reportQueries } from './queries';
