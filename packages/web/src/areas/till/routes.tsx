// The till area's lazy chunk (issue 23).
export { TillPage } from './TillPage';
