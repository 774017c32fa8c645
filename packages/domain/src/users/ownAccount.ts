import type { Role } from '../auth';
import { userMessages } from './userMessages';

/** What an admin asks to do to an account. */
export type AccountChange =
  | { kind: 'delete' }
  | { kind: 'toggleStatus' }
  | { kind: 'update'; role: Role; isActive: boolean };

export interface OwnAccountRefusal {
  message: string;
  /** The form field the refusal belongs to, when there is one. */
  field?: 'role' | 'isActive';
}

interface Account {
  _id: string;
  role: Role;
  isActive?: boolean;
}

/**
 * Whether a change is refused because the admin would do it to their own account: no deleting
 * it, no deactivating it, no changing its role (spec part 2 §7 'Users'). The server enforces it
 * (409); screens ask it to hide or disable the action before anyone tries.
 */
export function ownAccountRefusal(
  actorId: string,
  target: Account,
  change: AccountChange,
): OwnAccountRefusal | null {
  if (actorId !== target._id) return null;
  switch (change.kind) {
    case 'delete':
      return { message: userMessages.cannotDeleteSelf };
    case 'toggleStatus':
      // A button, not a form field: nothing to put the message under.
      return { message: userMessages.cannotDeactivateSelf };
    case 'update':
      if (!change.isActive)
        return { message: userMessages.cannotDeactivateSelf, field: 'isActive' };
      if (change.role !== target.role) {
        return { message: userMessages.cannotChangeOwnRole, field: 'role' };
      }
      return null;
  }
}
