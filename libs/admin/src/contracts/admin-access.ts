/** The refusal of every admin route (403) and of the admin pages that are no Nest route. */
export const ADMINS_ONLY = 'Admins only';

/**
 * Whether an account may administer (an active admin), for a page that is no Nest route and so
 * cannot use the admin module's guard (the queue dashboard); inject it: AdminModule exports it.
 */
export abstract class AdminAccess {
  abstract isAdmin(userId: string): Promise<boolean>;
}
