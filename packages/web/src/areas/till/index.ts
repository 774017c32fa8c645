// The till area's entry: Open Till (the payment dialog offers it when no till is open) and the
// till queries (the dashboard's till card). Its page is reached through routes.tsx.
export { OpenTillButton, TILL_OPENED_TRY_AGAIN } from './OpenTillButton';
export {
  tillCurrentQuery,
  tillDayQuery,
  tillKeys,
  tillSessionsQuery,
  useCurrentTill,
  useTillDay,
} from './queries';
