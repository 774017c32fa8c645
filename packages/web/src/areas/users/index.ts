// The users area's entry: the user queries. Its pages are reached through routes.tsx.
export { userDetailQuery, userKeys, userListQuery, userStatsQuery } from './queries';
