// The lists folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  defineList,
  type FilterOption,
  queryBoolean,
  type SortOption,
  type SortOrder,
} from './defineList';
