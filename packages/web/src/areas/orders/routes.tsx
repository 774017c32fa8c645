import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Orders screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Orders" />;
}

export function Create() {
  return <NotBuiltYet title="New order" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit order" />;
}

export { OrderDetailPage as Detail } from './detail/OrderDetailPage';
