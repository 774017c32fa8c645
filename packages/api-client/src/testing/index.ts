// The shared fake backend of the web's tests, the Storybook stories and (through ./node) the
// client's and the CLI's tests. Browser-safe: nothing here imports Node.
export * from './backend';
export * from './customers';
export * from './orderDetail';
export * from './orderForm';
export * from './orders';
export * from './reports';
export * from './till';
export * from './users';
