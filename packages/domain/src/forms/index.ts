// The forms folder's public face: what other folders and packages may use (docs/decisions/038).
export { type NumberSource, numberFrom, readNumber } from './readNumber';
export { type TypedNumberRule, typedNumberIssue, typedNumberValue } from './typedNumber';
