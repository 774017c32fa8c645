import { printable, roleLabel, type User } from '@laundry/domain';

/** One account on one line: `Nimal Perera <nimal@…> · Cashier · active · id …`. */
export function userLine(user: User): string {
  return `${printable(user.name)} <${printable(user.email)}> · ${roleLabel(user.role)} · ${user.isActive ? 'active' : 'inactive'} · id ${user._id}`;
}
