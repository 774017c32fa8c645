import { NotBuiltYet } from '../../shell/NotBuiltYet';
import { OrderCreatePage, OrderEditPage } from './form/OrderFormPages';

// The Orders area: the list is built; the form and detail routes say plainly until they are.
export { OrdersPage as List } from './OrdersPage';

export function Create() {
  return <OrderCreatePage />;
}

export function Edit() {
  return <OrderEditPage />;
}

export { OrderDetailPage as Detail } from './detail/OrderDetailPage';
