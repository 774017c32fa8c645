// The services area's entry: the service queries (the order form's catalogue). Its pages are
// reached through routes.tsx.
export {
  serviceAnalyticsQuery,
  serviceDetailQuery,
  serviceKeys,
  serviceListQuery,
  serviceOverviewQuery,
  serviceStatsQuery,
  useActiveServices,
} from './queries';
