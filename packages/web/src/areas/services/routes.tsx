// The Services area (spec part 2 §2.8): one lazy chunk for its four routes, admin only.
export { ServiceDetailPage as Detail } from './ServiceDetailPage';
export { ServiceCreatePage as Create, ServiceEditPage as Edit } from './ServiceFormPage';
export { ServicesPage as List } from './ServicesPage';
