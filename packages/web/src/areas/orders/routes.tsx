import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Orders area: the list is built; the form and detail routes say plainly until they are.
export { OrdersPage as List } from './OrdersPage';

export function Create() {
  return <NotBuiltYet title="New order" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit order" />;
}

export function Detail() {
  return <NotBuiltYet title="Order details" />;
}
