import { NotBuiltYet } from '../../shell/NotBuiltYet';

// The Services screens belong to a later release; until then each route says so plainly.
export function List() {
  return <NotBuiltYet title="Services" />;
}

export function Create() {
  return <NotBuiltYet title="New service" />;
}

export function Edit() {
  return <NotBuiltYet title="Edit service" />;
}

export function Detail() {
  return <NotBuiltYet title="Service details" />;
}
