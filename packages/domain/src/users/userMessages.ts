/** The Users area's texts (spec part 2 §8 'Users'), exactly as written there. */
export const userMessages = {
  fetchListFailed: 'Failed to load users',
  fetchStatsFailed: 'Failed to load statistics',
  fetchDetailFailed: 'Failed to load user details',
  // What the failed call says when it carries no message (the spec's users service), under the
  // screen's title above ('Failed to load …').
  listRequestFailed: 'Failed to fetch users',
  userRequestFailed: 'Failed to fetch user',
  statsRequestFailed: 'Failed to fetch user statistics',
  fetchFormFailed: 'Failed to load user data',
  notFound: 'User not found',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  passwordFailed: 'Failed to update password',
  statusFailed: 'Failed to update user status',
  fixErrors: 'Please fix the errors in the form',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  passwordUpdated: 'Password updated successfully',
  statusUpdated: 'User status updated successfully',
  // Not in the spec's catalogue: the server's refusals about one's own account, written once.
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  changedMeanwhile:
    'Someone else changed this user while you were editing. Reload the page to see their changes, then save yours again.',
} as const;
