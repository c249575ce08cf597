/** The key part that identifies a person in this browser's storage: their id, else their email (an id can be missing in old storage). */
export function userStorageKey(user: { id: string; email: string }): string {
  return user.id || user.email.toLowerCase();
}
