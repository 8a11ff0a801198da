import type { Role, SignUpRole, UserEvent } from '../domain/user.events.js';
import { type AccountRoles, actsAsAdmin, actsAsArtist, actsAsCurator, choseCuratorRole, evolveAccountRoles, NO_ACCOUNT } from './account-roles.js';

const registered = (role: SignUpRole | null, isAdmin = false): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role, isAdmin },
});
const roleSelected = (role: Role): UserEvent => ({ type: 'UserRoleSelected', data: { userId: 'u1', role } });
const curatorProfileCompleted: UserEvent = { type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Ana', bio: 'Indie' } };
const account = (...events: UserEvent[]): AccountRoles => events.reduce(evolveAccountRoles, NO_ACCOUNT);
const judged = (roles: AccountRoles) => ({ artist: actsAsArtist(roles), curatorRole: choseCuratorRole(roles), curator: actsAsCurator(roles) });

/** The one statement of who acts as an artist, a curator and an admin, which catalog, the marketplace and admin use. */
describe('what other modules may ask of an account (spec section 6)', () => {
  it.each<[string, AccountRoles, ReturnType<typeof judged>]>([
    ['an artist', account(registered('artist')), { artist: true, curatorRole: false, curator: false }],
    ['a curator with an incomplete profile', account(registered('curator')), { artist: false, curatorRole: true, curator: false }],
    ['a curator with a complete profile', account(registered('curator'), curatorProfileCompleted), { artist: false, curatorRole: true, curator: true }],
    ['a "both" account with an incomplete profile', account(registered('artist'), roleSelected('both')), { artist: true, curatorRole: true, curator: false }],
    ['a "both" account with a complete profile', account(registered('artist'), roleSelected('both'), curatorProfileCompleted), { artist: true, curatorRole: true, curator: true }],
    ['an account without a role', account(registered(null)), { artist: false, curatorRole: false, curator: false }],
    ['no account', NO_ACCOUNT, { artist: false, curatorRole: false, curator: false }],
  ])('%s', (_who, roles, expected) => {
    expect(judged(roles)).toEqual(expected);
  });

  it('an admin acts as one only while the account is active', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1', adminId: 'a1' } };
    expect(actsAsAdmin(account(registered(null, true)))).toBe(true);
    expect(actsAsAdmin(account(registered(null, true), deactivated))).toBe(false);
    expect(actsAsAdmin(account(registered('artist')))).toBe(false);
  });
});
