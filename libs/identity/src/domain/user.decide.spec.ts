import { DomainError } from '#platform';
import { emailClaimDecider } from './email-claim.js';
import {
  ADMINS_ONLY, ALREADY_CURATOR, ALREADY_VERIFIED, AUTO_VERIFY_MIN_FOLLOWERS, CHOOSE_ROLE_FIRST, decideUser, NO_PENDING_VERIFICATION, REASON_REQUIRED,
  VERIFICATION_PENDING, verificationStatusOf, type RegisterUser, SAME_PASSWORD, SPOTIFY_ARTIST_URL, WRONG_CURRENT_PASSWORD } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import type { UserCommand } from './user.decide.js';
import { emptyProfile, evolveUser, initialUserState, type UserState } from './user.state.js';

const register: RegisterUser = {
  type: 'RegisterUser', userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false,
};
const decideAt = (command: UserCommand, state: UserState, now = new Date('2026-01-01T00:00:00.000Z')) => decideUser(command, state, now);
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const registered = decideAt(register, given()) as UserEvent[];

describe('user rules', () => {
  it('registers a new account with its sign-up role', () => {
    expect(registered).toEqual([{ type: 'UserRegistered', data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false } }]);
  });

  it('refuses to register the same account twice', () => {
    const result = decideAt(register, given(...registered));
    expect(result).toEqual(new DomainError('conflict', 'An account with this email already exists'));
  });

  it('selects a role, and selecting the same role again changes nothing', () => {
    const state = given(...registered);
    expect(decideAt({ type: 'SelectRole', userId: 'u1', role: 'both' }, state)).toEqual([{ type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]);
    expect(decideAt({ type: 'SelectRole', userId: 'u1', role: 'curator' }, state)).toEqual([]);
  });

  it('refuses commands on an account that does not exist', () => {
    const result = decideAt({ type: 'SelectRole', userId: 'u9', role: 'artist' }, given()) as DomainError;
    expect(result.kind).toBe('not_found');
  });

  it('completes a curator profile only for curators', () => {
    const complete = { type: 'CompleteCuratorProfile', userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } as const;
    expect(decideAt(complete, given(...registered))).toEqual([{ type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } }]);
    const artist = given({ type: 'UserRegistered', data: { ...registered[0].data, role: 'artist' } as never });
    expect((decideAt(complete, artist) as DomainError).kind).toBe('forbidden');
    const state = given(...registered, { type: 'CuratorProfileCompleted', data: complete });
    expect(state).toMatchObject({ curatorProfileComplete: true });
  });
});

describe('password change rules', () => {
  const change = { type: 'ChangePassword', userId: 'u1', currentPasswordMatched: 'h', newPasswordIsCurrent: false, newPasswordHash: 'h2' } as const;

  it('records the new hash, and the account then holds it', () => {
    const events = decideAt(change, given(...registered)) as UserEvent[];
    expect(events).toEqual([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } }]);
    expect(given(...registered, ...events)).toMatchObject({ passwordHash: 'h2' });
  });

  it('refuses a new password equal to the current one', () => {
    expect(decideAt({ ...change, newPasswordIsCurrent: true }, given(...registered))).toEqual(new DomainError('invalid', SAME_PASSWORD));
  });

  it('refuses when the current password did not match, or matched a hash that has since changed', () => {
    expect(decideAt({ ...change, currentPasswordMatched: null }, given(...registered))).toEqual(new DomainError('invalid', WRONG_CURRENT_PASSWORD));
    const changedMeanwhile = given(...registered, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'other' } });
    expect(decideAt(change, changedMeanwhile)).toEqual(new DomainError('invalid', WRONG_CURRENT_PASSWORD));
  });

  it('refuses an account without a password (a seeded admin without one)', () => {
    const noPassword = given({ type: 'UserRegistered', data: { ...registered[0].data, passwordHash: null } as never });
    expect(decideAt({ ...change, currentPasswordMatched: null }, noPassword)).toEqual(new DomainError('invalid', WRONG_CURRENT_PASSWORD));
  });
});

describe('upgrade to curator rules', () => {
  const upgrade = { type: 'UpgradeToCurator', userId: 'u1' } as const;
  const withRole = (role: 'artist' | 'curator' | null) => given({ type: 'UserRegistered', data: { ...registered[0].data, role } as never });

  it('makes an artist both, with the curator profile still to complete', () => {
    const events = decideAt(upgrade, withRole('artist')) as UserEvent[];
    expect(events).toEqual([{ type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]);
    expect(given(registered[0], ...events)).toMatchObject({ role: 'both', curatorProfileComplete: false });
  });

  it('refuses curators, both, and accounts without a role', () => {
    expect(decideAt(upgrade, withRole('curator'))).toEqual(new DomainError('invalid', ALREADY_CURATOR));
    const both = given(...registered, { type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } });
    expect(decideAt(upgrade, both)).toEqual(new DomainError('invalid', ALREADY_CURATOR));
    expect(decideAt(upgrade, withRole(null))).toEqual(new DomainError('invalid', CHOOSE_ROLE_FIRST));
    expect((decideAt(upgrade, given()) as DomainError).kind).toBe('not_found');
  });
});

describe('profile rules', () => {
  const update = (changes: Record<string, string | null>) => ({ type: 'UpdateProfile', userId: 'u1', changes }) as const;

  it('records the full new profile: given fields change, left-out ones stay, null clears', () => {
    const first = decideAt(update({ displayName: 'Ana', bio: 'Bio', website: 'https://ana.example.com' }), given(...registered)) as UserEvent[];
    expect(first).toEqual([{ type: 'UserProfileUpdated', data: { userId: 'u1', profile: expect.objectContaining({ displayName: 'Ana', bio: 'Bio', website: 'https://ana.example.com', location: null, spotifyUrl: null }) } }]);
    const second = decideAt(update({ displayName: 'Ana L', website: null }), given(...registered, ...first)) as UserEvent[];
    expect(second[0].data).toMatchObject({ profile: { displayName: 'Ana L', bio: 'Bio', website: null } });
  });

  it('keeps the curator profile display name and bio as the starting profile', () => {
    const state = given(...registered, { type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Curated', bio: 'Indie curator since 2019' } });
    const events = decideAt(update({ location: 'Berlin' }), state) as UserEvent[];
    expect(events[0].data).toMatchObject({ profile: { displayName: 'Curated', bio: 'Indie curator since 2019', location: 'Berlin' } });
  });

  it('changes nothing when nothing differs', () => {
    const first = decideAt(update({ displayName: 'Ana' }), given(...registered)) as UserEvent[];
    expect(decideAt(update({ displayName: 'Ana' }), given(...registered, ...first))).toEqual([]);
  });

  it.each([
    ['https://open.spotify.com/artist/123', true],
    ['https://open.spotify.com/album/123', true],
    ['https://open.spotify.com/user/ana', false],
    ['https://open.spotify.com/user/ana/artist/123', true],
  ])('Spotify link %s accepted: %s', (spotifyUrl, accepted) => {
    const result = decideAt(update({ displayName: 'Ana', spotifyUrl }), given(...registered));
    expect(result).toEqual(accepted ? [expect.objectContaining({ type: 'UserProfileUpdated' })] : new DomainError('invalid', SPOTIFY_ARTIST_URL));
  });
});

describe('email claim rules', () => {
  const { evolve, initialState } = emailClaimDecider;
  const claimedAt = '2026-01-01T00:00:00.000Z';
  const decide = (command: { email: string; userId: string }, state: ReturnType<typeof initialState>) =>
    emailClaimDecider.decide({ ...command, ownerHasAccount: true }, state, new Date(claimedAt));
  it('claims a free email, normalised', () => {
    expect(decide({ email: ' Ana@Example.COM ', userId: 'u1' }, initialState())).toEqual([{ type: 'EmailClaimed', data: { email: 'ana@example.com', userId: 'u1', claimedAt } }]);
  });
  it('refuses an email that another account claimed, and accepts a retry by the same account', () => {
    const state = evolve(initialState(), { type: 'EmailClaimed', data: { email: 'ana@example.com', userId: 'u1' } });
    expect((decide({ email: 'ana@example.com', userId: 'u2' }, state) as DomainError).message).toBe('An account with this email already exists');
    expect(decide({ email: 'ana@example.com', userId: 'u1' }, state)).toEqual([]);
  });
});

describe('verification rules', () => {
  const now = new Date('2026-01-02T03:04:05.000Z');
  const spotifyUrl = 'https://open.spotify.com/artist/abc';
  const profiled: UserEvent = { type: 'UserProfileUpdated', data: { userId: 'u1', profile: { ...emptyProfile(), displayName: 'Ana', spotifyUrl } } };
  const request = { type: 'RequestVerification', userId: 'u1', reason: '  I tour a lot  ', spotifyUrl: null, followerCount: null } as const;
  const requested: UserEvent = { type: 'VerificationRequested', data: { userId: 'u1', reason: 'I tour a lot', requestedAt: now.toISOString() } };
  const review = { type: 'ReviewVerification', userId: 'u1', reviewerId: 'a1', reviewerIsAdmin: true, decision: 'approve', notes: null } as const;

  it('records a trimmed request left for review, and the status is then pending', () => {
    const events = decideAt(request, given(...registered), now) as UserEvent[];
    expect(events).toEqual([requested]);
    expect(verificationStatusOf(given(...registered, ...events))).toBe('pending');
  });

  it('refuses a blank reason', () => {
    expect(decideAt({ ...request, reason: '  ' }, given(...registered), now)).toEqual(new DomainError('invalid', REASON_REQUIRED));
  });

  it(`verifies at once with ${AUTO_VERIFY_MIN_FOLLOWERS}+ followers of the linked Spotify artist profile`, () => {
    const events = decideAt({ ...request, spotifyUrl, followerCount: AUTO_VERIFY_MIN_FOLLOWERS }, given(...registered, profiled), now) as UserEvent[];
    expect(events).toEqual([
      requested,
      { type: 'UserVerified', data: { userId: 'u1', method: 'auto', reviewerId: null, followerCount: AUTO_VERIFY_MIN_FOLLOWERS, notes: null } },
    ]);
    expect(verificationStatusOf(given(...registered, profiled, ...events))).toBe('verified');
  });

  it('leaves for review below the threshold, or a count for a link the profile no longer holds', () => {
    expect(decideAt({ ...request, spotifyUrl, followerCount: AUTO_VERIFY_MIN_FOLLOWERS - 1 }, given(...registered, profiled), now)).toEqual([requested]);
    expect(decideAt({ ...request, spotifyUrl: 'https://open.spotify.com/artist/old', followerCount: 1e6 }, given(...registered, profiled), now)).toEqual([requested]);
  });

  it('refuses a second request while one is pending, and a request once verified', () => {
    expect(decideAt(request, given(...registered, requested), now)).toEqual(new DomainError('conflict', VERIFICATION_PENDING));
    const verified = decideAt(review, given(...registered, requested)) as UserEvent[];
    expect(decideAt(request, given(...registered, requested, ...verified), now)).toEqual(new DomainError('invalid', ALREADY_VERIFIED));
  });

  it('lets an admin reject with notes, after which a new request is allowed', () => {
    const rejected = decideAt({ ...review, decision: 'reject', notes: ' Link your artist profile ' }, given(...registered, requested)) as UserEvent[];
    expect(rejected).toEqual([{ type: 'VerificationRejected', data: { userId: 'u1', reviewerId: 'a1', notes: 'Link your artist profile' } }]);
    const state = given(...registered, requested, ...rejected);
    expect(verificationStatusOf(state)).toBe('rejected');
    expect(state).toMatchObject({ verificationRequest: { status: 'rejected', reason: 'I tour a lot', adminNotes: 'Link your artist profile' } });
    expect(decideAt(request, state, now)).toEqual([requested]);
  });

  it('refuses a review by a non-admin, of an unknown user, or without a pending request', () => {
    expect(decideAt({ ...review, reviewerIsAdmin: false }, given(...registered, requested))).toEqual(new DomainError('forbidden', ADMINS_ONLY));
    expect((decideAt(review, given()) as DomainError).kind).toBe('not_found');
    expect(decideAt(review, given(...registered))).toEqual(new DomainError('conflict', NO_PENDING_VERIFICATION));
  });
});
