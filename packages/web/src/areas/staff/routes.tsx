import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Staff screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Staff" />;
}

export function Create() {
  return <NotBuiltYet title="New staff member" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit staff member" />;
}

export function Detail() {
  return <NotBuiltYet title="Staff member" />;
}
