import { NotBuiltYet } from '../../shell/NotBuiltYet';
import { OrderCreatePage, OrderEditPage } from './form/OrderFormPages';

// The Orders screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Orders" />;
}

export function Create() {
  return <OrderCreatePage />;
}

export function Edit() {
  return <OrderEditPage />;
}

export function Detail() {
  return <NotBuiltYet title="Order details" />;
}
