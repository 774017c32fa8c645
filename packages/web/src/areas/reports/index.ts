// The reports area's entry: the report queries. Its page is reached through routes.tsx.
export {
  reportCustomersQuery,
  reportKeys,
  reportOrderStatusQuery,
  reportRevenueQuery,
  reportServicesQuery,
} from './queries';
