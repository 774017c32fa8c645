import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Customers screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Customers" />;
}

export function Create() {
  return <NotBuiltYet title="New customer" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit customer" />;
}

export function Detail() {
  return <NotBuiltYet title="Customer details" />;
}
