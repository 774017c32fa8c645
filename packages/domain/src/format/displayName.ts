/** The name to show for a user, 'User' when there is none (spec part 1 §6). */
export function displayName(user: { name?: string | null } | null | undefined): string {
  return user?.name?.trim() || 'User';
}
