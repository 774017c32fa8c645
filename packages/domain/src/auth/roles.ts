import { z } from 'zod';

/** The two staff roles of the back-office. */
export const roles = ['admin', 'cashier'] as const;
export const roleSchema = z.enum(roles, { error: 'Role is required' });
export type Role = z.infer<typeof roleSchema>;

/** Display label and badge tone of a role; anything else is a plain 'User' (spec part 1 §6). */
export function roleLabel(role: string | null | undefined): 'Administrator' | 'Cashier' | 'User' {
  if (role === 'admin') return 'Administrator';
  if (role === 'cashier') return 'Cashier';
  return 'User';
}

export function roleTone(role: string | null | undefined): 'purple' | 'blue' | 'grey' {
  if (role === 'admin') return 'purple';
  if (role === 'cashier') return 'blue';
  return 'grey';
}
