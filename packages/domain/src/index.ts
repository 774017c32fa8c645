// The public names of @laundry/domain: each folder's index.ts is its public face, listed name by
// name; a folder imports another only through it (docs/decisions/038). The books oracle is not
// here: tests import it from @laundry/domain/testing (testing.ts).
export * from './admin';
export * from './audit';
export * from './auth';
export * from './calendar';
export * from './campaign';
export * from './config';
export * from './customers';
export * from './discounts';
export * from './format';
export * from './forms';
export * from './language';
export * from './lists';
export * from './loyalty';
export * from './messages';
export * from './money';
export * from './orders';
export * from './payments';
export * from './registration';
export * from './reports';
export * from './services';
export * from './session';
export * from './shared';
export * from './staff';
export * from './studentId';
export * from './till';
export * from './tracking';
export * from './users';
