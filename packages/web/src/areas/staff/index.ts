// The staff area's entry: the staff queries. Its pages are reached through routes.tsx.
export {
  staffAnalyticsQuery,
  staffDetailQuery,
  staffKeys,
  staffListQuery,
  staffStatsQuery,
} from './queries';
