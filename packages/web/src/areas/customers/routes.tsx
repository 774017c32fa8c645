// The Customers area (spec part 1 §2): one lazy chunk for its four routes.
export { CustomerDetailPage as Detail } from './CustomerDetailPage';
export { CustomerCreatePage as Create, CustomerEditPage as Edit } from './CustomerFormPage';
export { CustomersPage as List } from './CustomersPage';
