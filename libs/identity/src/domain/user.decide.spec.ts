import { DomainError } from '#platform';
import { emailClaimDecider } from './email-claim.js';
import { decideUser, type RegisterUser } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

const register: RegisterUser = {
  type: 'RegisterUser', userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false,
};
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const registered = decideUser(register, given()) as UserEvent[];

describe('user rules', () => {
  it('registers a new account with its sign-up role', () => {
    expect(registered).toEqual([{ type: 'UserRegistered', data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false } }]);
  });

  it('refuses to register the same account twice', () => {
    const result = decideUser(register, given(...registered));
    expect(result).toEqual(new DomainError('conflict', 'An account with this email already exists'));
  });

  it('selects a role, and selecting the same role again changes nothing', () => {
    const state = given(...registered);
    expect(decideUser({ type: 'SelectRole', userId: 'u1', role: 'both' }, state)).toEqual([{ type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]);
    expect(decideUser({ type: 'SelectRole', userId: 'u1', role: 'curator' }, state)).toEqual([]);
  });

  it('refuses commands on an account that does not exist', () => {
    const result = decideUser({ type: 'SelectRole', userId: 'u9', role: 'artist' }, given()) as DomainError;
    expect(result.kind).toBe('not_found');
  });

  it('completes a curator profile only for curators', () => {
    const complete = { type: 'CompleteCuratorProfile', userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } as const;
    expect(decideUser(complete, given(...registered))).toEqual([{ type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } }]);
    const artist = given({ type: 'UserRegistered', data: { ...registered[0].data, role: 'artist' } as never });
    expect((decideUser(complete, artist) as DomainError).kind).toBe('forbidden');
    const state = given(...registered, { type: 'CuratorProfileCompleted', data: complete });
    expect(state).toMatchObject({ curatorProfileComplete: true });
  });
});

describe('email claim rules', () => {
  const { decide, evolve, initialState } = emailClaimDecider;
  it('claims a free email, normalised', () => {
    expect(decide({ email: ' Ana@Example.COM ', userId: 'u1' }, initialState())).toEqual([{ type: 'EmailClaimed', data: { email: 'ana@example.com', userId: 'u1' } }]);
  });
  it('refuses an email that another account claimed, and accepts a retry by the same account', () => {
    const state = evolve(initialState(), { type: 'EmailClaimed', data: { email: 'ana@example.com', userId: 'u1' } });
    expect((decide({ email: 'ana@example.com', userId: 'u2' }, state) as DomainError).message).toBe('An account with this email already exists');
    expect(decide({ email: 'ana@example.com', userId: 'u1' }, state)).toEqual([]);
  });
});
