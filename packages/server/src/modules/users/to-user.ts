import { permissionsForRole, type User } from '@laundry/domain';
import type { UserRow } from '../../db/schema';

/** A users row as the API shows it: `_id`, ISO dates, the role's permissions, never the hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    role: row.role,
    permissions: permissionsForRole(row.role),
    isActive: row.isActive,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
