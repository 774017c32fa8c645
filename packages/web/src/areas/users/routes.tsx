import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Users screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Users" />;
}

export function Create() {
  return <NotBuiltYet title="New user" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit user" />;
}

export function Detail() {
  return <NotBuiltYet title="User details" />;
}
