// A decider's spec sits beside it in domain/, named after it <decider>.decide.spec.ts (this one: userDecider, user.decide.ts).
import type { DomainErrorKind } from '#platform';
import { deciderSpecification, FIXED_NOW } from '#testing';
import {
  ADMINS_ONLY, ALREADY_CURATOR, ALREADY_VERIFIED, AUTO_VERIFY_MIN_FOLLOWERS, CANNOT_DEACTIVATE_YOURSELF, CHOOSE_ROLE_FIRST, DISPLAY_NAME_REQUIRED,
  FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, NO_PENDING_VERIFICATION, REASON_REQUIRED, ROLE_SET_BY_ADMIN, SAME_PASSWORD, SPOTIFY_ARTIST_URL, spotifyUrlWorthCounting, userDecider,
  VERIFICATION_PENDING, verificationStatusOf, WRONG_CURRENT_PASSWORD, type AccountChanges, type RegisterUser, type UserCommand, OTHER_GOOGLE_ACCOUNT_LINKED,
} from './user.decide.js';
import type { SignUpRole, UserEvent, UserProfile } from './user.events.js';
import { emptyProfile } from './user.state.js';

const spec = deciderSpecification(userDecider);

// Event builders: the past of account u1, as the decider recorded it.
const userRegistered = ({ role = 'curator', passwordHash = 'h' }: { role?: SignUpRole | null; passwordHash?: string | null } = {}): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ana@example.com', passwordHash, firstName: 'Ana', lastName: 'Lee', role, isAdmin: false },
});
const profileUpdated = (profile: Partial<UserProfile>): UserEvent => ({ type: 'UserProfileUpdated', data: { userId: 'u1', profile: { ...emptyProfile(), ...profile } } });
const verificationRequested = (reason = 'I tour a lot'): UserEvent => ({ type: 'VerificationRequested', data: { userId: 'u1', reason, requestedAt: FIXED_NOW.toISOString() } });
const autoVerified = (followerCount = AUTO_VERIFY_MIN_FOLLOWERS): UserEvent =>
  ({ type: 'UserVerified', data: { userId: 'u1', method: 'auto', reviewerId: null, followerCount, notes: null } });
const adminVerified = (notes: string | null = null): UserEvent => ({ type: 'UserVerified', data: { userId: 'u1', method: 'admin', reviewerId: 'a1', followerCount: null, notes } });
const verificationWithdrawn: UserEvent = { type: 'VerificationWithdrawn', data: { userId: 'u1', reason: 'spotify_link_changed' } };

const registered = userRegistered();
/** The state the given events fold to, for the rules that are read outside decide (spotifyUrlWorthCounting). */
const stateOf = (events: readonly UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());

describe('user rules', () => {
  const register: RegisterUser = {
    type: 'RegisterUser', userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false,
  };

  it('registers a new account with its sign-up role', () => {
    spec.given([]).when(register).then([
      { type: 'UserRegistered', data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'curator', isAdmin: false } },
    ]);
  });

  it('refuses to register the same account twice', () => {
    spec.given([registered]).when(register).thenRefuses('conflict', 'An account with this email already exists');
  });

  it('selects a role, and selecting the same role again changes nothing', () => {
    spec.given([registered]).when({ type: 'SelectRole', userId: 'u1', role: 'both' }).then([{ type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]);
    spec.given([registered]).when({ type: 'SelectRole', userId: 'u1', role: 'curator' }).thenNothingHappens();
  });

  it('refuses commands on an account that does not exist', () => {
    spec.given([]).when({ type: 'SelectRole', userId: 'u9', role: 'artist' }).thenRefuses('not_found', 'Account not found');
  });

  it('completes a curator profile only for curators', () => {
    const complete = { type: 'CompleteCuratorProfile', userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } as const;
    const completed = spec.given([registered]).when(complete);
    completed.then([{ type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Ana', bio: 'Indie curator since 2019' } }]);
    expect(completed.stateAfter()).toMatchObject({ curatorProfileComplete: true });
    spec.given([userRegistered({ role: 'artist' })]).when(complete).thenRefuses('forbidden', 'Only curators have a curator profile');
  });
});

describe('password change rules', () => {
  const change = { type: 'ChangePassword', userId: 'u1', currentPasswordMatched: 'h', newPasswordIsCurrent: false, newPasswordHash: 'h2' } as const;

  it('records the new hash, and the account then holds it', () => {
    const changed = spec.given([registered]).when(change);
    changed.then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } }]);
    expect(changed.stateAfter()).toMatchObject({ passwordHash: 'h2' });
  });

  it('refuses a new password equal to the current one', () => {
    spec.given([registered]).when({ ...change, newPasswordIsCurrent: true }).thenRefuses('invalid', SAME_PASSWORD);
  });

  it('refuses when the current password did not match, or matched a hash that has since changed', () => {
    spec.given([registered]).when({ ...change, currentPasswordMatched: null }).thenRefuses('invalid', WRONG_CURRENT_PASSWORD);
    spec.given([registered, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'other' } }]).when(change).thenRefuses('invalid', WRONG_CURRENT_PASSWORD);
  });

  it('refuses an account without a password (a seeded admin without one)', () => {
    spec.given([userRegistered({ passwordHash: null })]).when({ ...change, currentPasswordMatched: null }).thenRefuses('invalid', WRONG_CURRENT_PASSWORD);
  });
});

describe('upgrade to curator rules', () => {
  const upgrade = { type: 'UpgradeToCurator', userId: 'u1' } as const;

  it('makes an artist both, with the curator profile still to complete', () => {
    const upgraded = spec.given([userRegistered({ role: 'artist' })]).when(upgrade);
    upgraded.then([{ type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]);
    expect(upgraded.stateAfter()).toMatchObject({ role: 'both', curatorProfileComplete: false });
  });

  it('refuses curators, both, and accounts without a role', () => {
    spec.given([userRegistered({ role: 'curator' })]).when(upgrade).thenRefuses('invalid', ALREADY_CURATOR);
    spec.given([registered, { type: 'UserRoleSelected', data: { userId: 'u1', role: 'both' } }]).when(upgrade).thenRefuses('invalid', ALREADY_CURATOR);
    spec.given([userRegistered({ role: null })]).when(upgrade).thenRefuses('invalid', CHOOSE_ROLE_FIRST);
    spec.given([]).when(upgrade).thenRefuses('not_found', 'Account not found');
  });
});

describe('profile rules', () => {
  const update = (changes: Partial<UserProfile>): UserCommand => ({ type: 'UpdateProfile', userId: 'u1', changes });

  it('records the full new profile: given fields change, left-out ones stay, null clears', () => {
    const first = spec.given([registered]).when(update({ displayName: 'Ana', bio: 'Bio', website: 'https://ana.example.com' }));
    first.then([{ type: 'UserProfileUpdated', data: { userId: 'u1', profile: { ...emptyProfile(), displayName: 'Ana', bio: 'Bio', website: 'https://ana.example.com' } } }]);
    spec.given([registered, profileUpdated({ displayName: 'Ana', bio: 'Bio', website: 'https://ana.example.com' })])
      .when(update({ displayName: 'Ana L', website: null }))
      .then([profileUpdated({ displayName: 'Ana L', bio: 'Bio', website: null })]);
  });

  it('keeps the curator profile display name and bio as the starting profile', () => {
    spec.given([registered, { type: 'CuratorProfileCompleted', data: { userId: 'u1', displayName: 'Curated', bio: 'Indie curator since 2019' } }])
      .when(update({ location: 'Berlin' }))
      .then([profileUpdated({ displayName: 'Curated', bio: 'Indie curator since 2019', location: 'Berlin' })]);
  });

  it('changes nothing when nothing differs', () => {
    spec.given([registered, profileUpdated({ displayName: 'Ana' })]).when(update({ displayName: 'Ana' })).thenNothingHappens();
  });

  it('refuses a profile without a display name', () => {
    spec.given([registered]).when(update({ bio: 'Bio' })).thenRefuses('invalid', 'Display name is required');
  });

  it.each([
    ['https://open.spotify.com/artist/123', true],
    ['https://open.spotify.com/album/123', true],
    ['https://open.spotify.com/user/ana', false],
    ['https://open.spotify.com/user/ana/artist/123', true],
  ])('Spotify link %s accepted: %s', (spotifyUrl, accepted) => {
    const when = spec.given([registered]).when(update({ displayName: 'Ana', spotifyUrl }));
    if (accepted) when.then([profileUpdated({ displayName: 'Ana', spotifyUrl })]);
    else when.thenRefuses('invalid', SPOTIFY_ARTIST_URL);
  });
});

describe('verification rules', () => {
  const spotifyUrl = 'https://open.spotify.com/artist/abc';
  const profiled = profileUpdated({ displayName: 'Ana', spotifyUrl });
  const request = { type: 'RequestVerification', userId: 'u1', reason: '  I tour a lot  ', spotifyUrl: null, followerCount: null } as const;
  const requested = verificationRequested('I tour a lot');
  const review = { type: 'ReviewVerification', userId: 'u1', reviewerId: 'a1', reviewerIsAdmin: true, decision: 'approve', notes: null } as const;

  it('records a trimmed request at the time of the decision, left for review, and the status is then pending', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const when = spec.given([registered]).when(request, now);
    when.then([{ type: 'VerificationRequested', data: { userId: 'u1', reason: 'I tour a lot', requestedAt: '2026-01-02T03:04:05.000Z' } }]);
    expect(verificationStatusOf(when.stateAfter())).toBe('pending');
  });

  it('refuses a blank reason', () => {
    spec.given([registered]).when({ ...request, reason: '  ' }).thenRefuses('invalid', REASON_REQUIRED);
  });

  it(`verifies at once with ${AUTO_VERIFY_MIN_FOLLOWERS}+ followers of the linked Spotify artist profile`, () => {
    const when = spec.given([registered, profiled]).when({ ...request, spotifyUrl, followerCount: AUTO_VERIFY_MIN_FOLLOWERS });
    when.then([requested, autoVerified(AUTO_VERIFY_MIN_FOLLOWERS)]);
    expect(verificationStatusOf(when.stateAfter())).toBe('verified');
  });

  it('leaves for review below the threshold, or a count for a link the profile no longer holds', () => {
    spec.given([registered, profiled]).when({ ...request, spotifyUrl, followerCount: AUTO_VERIFY_MIN_FOLLOWERS - 1 }).then([requested]);
    spec.given([registered, profiled]).when({ ...request, spotifyUrl: 'https://open.spotify.com/artist/old', followerCount: 1e6 }).then([requested]);
  });

  it('refuses a second request while one is pending, and a request once verified', () => {
    spec.given([registered, requested]).when(request).thenRefuses('conflict', VERIFICATION_PENDING);
    spec.given([registered, requested]).when(review).then([adminVerified()]);
    spec.given([registered, requested, adminVerified()]).when(request).thenRefuses('invalid', ALREADY_VERIFIED);
  });

  it('lets an admin reject with notes, after which a new request is allowed', () => {
    const rejected = spec.given([registered, requested]).when({ ...review, decision: 'reject', notes: ' Link your artist profile ' });
    rejected.then([{ type: 'VerificationRejected', data: { userId: 'u1', reviewerId: 'a1', notes: 'Link your artist profile' } }]);
    const state = rejected.stateAfter();
    expect(verificationStatusOf(state)).toBe('rejected');
    expect(state).toMatchObject({ verificationRequest: { status: 'rejected', reason: 'I tour a lot', adminNotes: 'Link your artist profile' } });
    spec.given([registered, requested, { type: 'VerificationRejected', data: { userId: 'u1', reviewerId: 'a1', notes: 'Link your artist profile' } }])
      .when(request).then([requested]);
  });

  it('refuses a review by a non-admin, of an unknown user, or without a pending request', () => {
    spec.given([registered, requested]).when({ ...review, reviewerIsAdmin: false }).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([]).when(review).thenRefuses('not_found', 'User not found');
    spec.given([registered]).when(review).thenRefuses('conflict', NO_PENDING_VERIFICATION);
  });

  it('refuses a review by a non-admin as forbidden before anything else: an unknown user, no pending request, an account already verified', () => {
    const byNonAdmin = { ...review, reviewerIsAdmin: false };
    spec.given([]).when(byNonAdmin).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([registered]).when(byNonAdmin).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([registered, requested, adminVerified()]).when({ ...byNonAdmin, decision: 'reject' }).thenRefuses('forbidden', ADMINS_ONLY);
  });
});

describe('an automatic badge stands on its Spotify link', () => {
  const spotifyUrl = 'https://open.spotify.com/artist/abc';
  const update = (changes: Partial<UserProfile>): UserCommand => ({ type: 'UpdateProfile', userId: 'u1', changes });
  const autoBadge = [registered, profileUpdated({ displayName: 'Ana', spotifyUrl }), verificationRequested(), autoVerified()];
  const adminBadge = [registered, profileUpdated({ displayName: 'Ana', spotifyUrl }), verificationRequested(), adminVerified()];

  it('withdraws an automatic badge when the profile changes its Spotify link', () => {
    const other = 'https://open.spotify.com/artist/other';
    spec.given(autoBadge).when(update({ spotifyUrl: other })).then([profileUpdated({ displayName: 'Ana', spotifyUrl: other }), verificationWithdrawn]);
  });

  it('withdraws an automatic badge when the profile removes its Spotify link', () => {
    spec.given(autoBadge).when(update({ spotifyUrl: null })).then([profileUpdated({ displayName: 'Ana', spotifyUrl: null }), verificationWithdrawn]);
  });

  it('keeps an automatic badge when the profile changes but the Spotify link does not', () => {
    spec.given(autoBadge).when(update({ bio: 'Dream pop', spotifyUrl })).then([profileUpdated({ displayName: 'Ana', bio: 'Dream pop', spotifyUrl })]);
  });

  it('keeps a badge an admin granted when the Spotify link changes or goes', () => {
    const other = 'https://open.spotify.com/artist/other';
    spec.given(adminBadge).when(update({ spotifyUrl: other })).then([profileUpdated({ displayName: 'Ana', spotifyUrl: other })]);
    spec.given(adminBadge).when(update({ spotifyUrl: null })).then([profileUpdated({ displayName: 'Ana', spotifyUrl: null })]);
  });

  it('leaves the account unverified after the withdrawal, with no request, so that a new request is allowed', () => {
    const state = spec.given(autoBadge).when(update({ spotifyUrl: null })).stateAfter();
    expect(state).toMatchObject({ isVerified: false, verifiedBy: null, verificationRequest: null });
    expect(verificationStatusOf(state)).toBe('none');
    spec.given([...autoBadge, profileUpdated({ displayName: 'Ana', spotifyUrl: null }), verificationWithdrawn])
      .when({ type: 'RequestVerification', userId: 'u1', reason: 'New link soon', spotifyUrl: null, followerCount: null })
      .then([verificationRequested('New link soon')]);
  });
});

describe('spotifyUrlWorthCounting: the link whose followers a verification request would weigh', () => {
  const spotifyUrl = 'https://open.spotify.com/artist/abc';
  const profiled = profileUpdated({ displayName: 'Ana', spotifyUrl });
  const request = (reason: string): UserCommand => ({ type: 'RequestVerification', userId: 'u1', reason, spotifyUrl, followerCount: AUTO_VERIFY_MIN_FOLLOWERS });

  it('is the profile link when the request would be accepted', () => {
    expect(spotifyUrlWorthCounting(stateOf([registered, profiled]), 'Big on Spotify')).toBe(spotifyUrl);
    spec.given([registered, profiled]).when(request('Big on Spotify')).then([verificationRequested('Big on Spotify'), autoVerified()]);
  });

  it('is null when the profile has no link', () => {
    expect(spotifyUrlWorthCounting(stateOf([registered]), 'Big on Spotify')).toBeNull();
    expect(spotifyUrlWorthCounting(stateOf([registered, profileUpdated({ displayName: 'Ana' })]), 'Big on Spotify')).toBeNull();
  });

  it.each<[string, UserEvent[], string, DomainErrorKind, string]>([
    ['an unknown account', [], 'Big on Spotify', 'not_found', 'Account not found'],
    ['a blank reason', [registered, profiled], '   ', 'invalid', REASON_REQUIRED],
    ['a pending request', [registered, profiled, verificationRequested()], 'Big on Spotify', 'conflict', VERIFICATION_PENDING],
    ['an account already verified', [registered, profiled, verificationRequested(), adminVerified()], 'Big on Spotify', 'invalid', ALREADY_VERIFIED],
  ])('is null when the request would be refused anyway: %s', (_case, events, reason, kind, message) => {
    expect(spotifyUrlWorthCounting(stateOf(events), reason)).toBeNull();
    spec.given(events).when(request(reason)).thenRefuses(kind, message);
  });
});

describe('linking a Google account', () => {
  const link = (subject: string) => ({ type: 'LinkGoogleAccount', userId: 'u1', subject }) as const;
  const linked: UserEvent = { type: 'GoogleAccountLinked', data: { userId: 'u1', subject: 'g-1' } };

  it('links one Google account, and the account then holds its subject', () => {
    const then = spec.given([registered]).when(link('g-1'));
    then.then([linked]);
    expect(then.stateAfter()).toMatchObject({ googleSubject: 'g-1' });
  });

  it('changes nothing when the same Google account is linked again, and refuses another one', () => {
    spec.given([registered, linked]).when(link('g-1')).thenNothingHappens();
    spec.given([registered, linked]).when(link('g-2')).thenRefuses('conflict', OTHER_GOOGLE_ACCOUNT_LINKED);
  });

  it('refuses an account that does not exist', () => {
    spec.given([]).when(link('g-1')).thenRefuses('not_found');
  });
});

describe('account administration by an admin', () => {
  const administer = (changes: AccountChanges, { adminId = 'a1', adminIsAdmin = true } = {}): UserCommand =>
    ({ type: 'AdministerAccount', userId: 'u1', adminId, adminIsAdmin, changes });
  const profiled = profileUpdated({ displayName: 'Ana', bio: 'Dream pop', location: 'Lisbon' });
  const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1', adminId: 'a1' } };

  it('records display name and location as the whole profile, the other fields kept; null clears the location', () => {
    spec.given([registered, profiled]).when(administer({ displayName: 'Ana L', location: 'Porto' }))
      .then([profileUpdated({ displayName: 'Ana L', bio: 'Dream pop', location: 'Porto' })]);
    spec.given([registered, profiled]).when(administer({ location: null })).then([profileUpdated({ displayName: 'Ana', bio: 'Dream pop', location: null })]);
  });

  it('records a first or last name change with both names and the admin', () => {
    spec.given([registered]).when(administer({ firstName: 'Anna' }))
      .then([{ type: 'UserNameChanged', data: { userId: 'u1', firstName: 'Anna', lastName: 'Lee', adminId: 'a1' } }]);
    const both = spec.given([registered]).when(administer({ firstName: 'Anna', lastName: 'Li' }));
    both.then([{ type: 'UserNameChanged', data: { userId: 'u1', firstName: 'Anna', lastName: 'Li', adminId: 'a1' } }]);
    expect(both.stateAfter()).toMatchObject({ firstName: 'Anna', lastName: 'Li' });
  });

  it('records a new email, lower-cased, with the one it replaces; the account then has it', () => {
    const moved = spec.given([registered]).when(administer({ email: ' Ana.New@Example.com ' }));
    moved.then([{ type: 'UserEmailChanged', data: { userId: 'u1', email: 'ana.new@example.com', previousEmail: 'ana@example.com', adminId: 'a1' } }]);
    expect(moved.stateAfter()).toMatchObject({ email: 'ana.new@example.com' });
  });

  it('deactivates and reactivates', () => {
    const off = spec.given([registered]).when(administer({ isActive: false }));
    off.then([deactivated]);
    expect(off.stateAfter()).toMatchObject({ isActive: false });
    const on = spec.given([registered, deactivated]).when(administer({ isActive: true }));
    on.then([{ type: 'UserReactivated', data: { userId: 'u1', adminId: 'a1' } }]);
    expect(on.stateAfter()).toMatchObject({ isActive: true });
  });

  it('grants the badge as an admin review, approving a pending request', () => {
    const granted = spec.given([registered, verificationRequested()]).when(administer({ isVerified: true }));
    granted.then([{ type: 'UserVerified', data: { userId: 'u1', method: 'admin', reviewerId: 'a1', followerCount: null, notes: null } }]);
    expect(verificationStatusOf(granted.stateAfter())).toBe('verified');
    expect(granted.stateAfter()).toMatchObject({ verificationRequest: { status: 'approved' } });
  });

  it('takes the badge away however it was granted, and the user may then ask again', () => {
    const revoked: UserEvent = { type: 'VerificationRevoked', data: { userId: 'u1', adminId: 'a1' } };
    spec.given([registered, verificationRequested(), adminVerified()]).when(administer({ isVerified: false })).then([revoked]);
    const fromAuto = spec.given([registered, verificationRequested(), autoVerified()]).when(administer({ isVerified: false }));
    fromAuto.then([revoked]);
    expect(verificationStatusOf(fromAuto.stateAfter())).toBe('none');
    spec.given([registered, verificationRequested(), autoVerified(), revoked])
      .when({ type: 'RequestVerification', userId: 'u1', reason: 'Still here', spotifyUrl: null, followerCount: null })
      .then([verificationRequested('Still here')]);
  });

  it('records every kind of change of one edit, in one decision', () => {
    spec.given([registered]).when(administer({ displayName: 'Ana', firstName: 'Anna', email: 'anna@example.com', isVerified: true, isActive: false })).then([
      { type: 'UserNameChanged', data: { userId: 'u1', firstName: 'Anna', lastName: 'Lee', adminId: 'a1' } },
      profileUpdated({ displayName: 'Ana' }),
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'anna@example.com', previousEmail: 'ana@example.com', adminId: 'a1' } },
      { type: 'UserVerified', data: { userId: 'u1', method: 'admin', reviewerId: 'a1', followerCount: null, notes: null } },
      deactivated,
    ]);
  });

  it('writes nothing for fields already at their value, or no fields at all', () => {
    const same: AccountChanges = { displayName: 'Ana', location: 'Lisbon', firstName: 'Ana', lastName: 'Lee', email: 'ANA@example.com', isActive: true, isVerified: false };
    spec.given([registered, profiled]).when(administer(same)).thenNothingHappens();
    spec.given([registered, deactivated]).when(administer({ isActive: false })).thenNothingHappens();
    spec.given([registered, verificationRequested(), adminVerified()]).when(administer({ isVerified: true })).thenNothingHappens();
    spec.given([registered]).when(administer({})).thenNothingHappens();
  });

  it('refuses a non-admin before anything else, then an unknown account', () => {
    spec.given([registered]).when(administer({ displayName: 'Ana' }, { adminIsAdmin: false })).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([]).when(administer({ displayName: 'Ana' }, { adminIsAdmin: false })).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([]).when(administer({ displayName: 'Ana' })).thenRefuses('not_found', 'User not found');
  });

  it('refuses an admin deactivating their own account, and lets them edit the rest of it', () => {
    spec.given([registered]).when(administer({ isActive: false }, { adminId: 'u1' })).thenRefuses('invalid', CANNOT_DEACTIVATE_YOURSELF);
    spec.given([registered]).when(administer({ isActive: true, location: 'Porto' }, { adminId: 'u1' })).then([profileUpdated({ location: 'Porto' })]);
  });

  it.each<[AccountChanges, string]>([
    [{ displayName: '  ' }, DISPLAY_NAME_REQUIRED],
    [{ firstName: '' }, FIRST_NAME_REQUIRED],
    [{ lastName: ' ' }, LAST_NAME_REQUIRED],
  ])('refuses %j with "%s"', (changes, message) => {
    spec.given([registered]).when(administer(changes)).thenRefuses('invalid', message);
  });
});

describe('role assignment by an admin', () => {
  const assign = (role: 'artist' | 'curator' | 'both', adminIsAdmin = true): UserCommand => ({ type: 'AssignRole', userId: 'u1', adminId: 'a1', adminIsAdmin, role });

  const assigned = (role: 'artist' | 'curator' | 'both') => ({ type: 'UserRoleAssigned', data: { userId: 'u1', role, adminId: 'a1' } }) as const;

  it('sets any role, the account’s own role too (it is the admin’s from then on), and the same role again changes nothing', () => {
    spec.given([registered]).when(assign('artist')).then([assigned('artist')]);
    spec.given([userRegistered({ role: null })]).when(assign('both')).then([assigned('both')]);
    spec.given([registered]).when(assign('curator')).then([assigned('curator')]);
    spec.given([registered, assigned('curator')]).when(assign('curator')).thenNothingHappens();
  });

  it('is not undone by the user: neither their own choice of role nor an upgrade changes a role an admin set', () => {
    const demoted = spec.given([registered, assigned('artist')]);
    expect(demoted.when({ type: 'SelectRole', userId: 'u1', role: 'artist' }).stateAfter()).toMatchObject({ role: 'artist', roleSetByAdmin: true });
    demoted.when({ type: 'SelectRole', userId: 'u1', role: 'curator' }).thenRefuses('forbidden', ROLE_SET_BY_ADMIN);
    demoted.when({ type: 'UpgradeToCurator', userId: 'u1' }).thenRefuses('forbidden', ROLE_SET_BY_ADMIN);
    demoted.when({ type: 'SelectRole', userId: 'u1', role: 'artist' }).thenNothingHappens();
    spec.given([registered, assigned('artist'), assigned('both')]).when(assign('both')).thenNothingHappens();
  });

  it('refuses a non-admin first, then an unknown account', () => {
    spec.given([registered]).when(assign('artist', false)).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([]).when(assign('artist', false)).thenRefuses('forbidden', ADMINS_ONLY);
    spec.given([]).when(assign('artist')).thenRefuses('not_found', 'User not found');
  });
});
