// @laundry/domain/testing: what tests use and products never ship — the books oracle, a model of
// the books that the server's property tests compare its answers with (docs/decisions/038).
export * from './books';
