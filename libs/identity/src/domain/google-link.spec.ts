import { DomainError } from '#platform';
import { GOOGLE_ACCOUNT_TAKEN, googleSubjectClaimDecider } from './google-subject-claim.js';
import { decideUser, OTHER_GOOGLE_ACCOUNT_LINKED } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { evolveUser, initialUserState, type UserState } from './user.state.js';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h', firstName: 'Ana', lastName: 'Lee', role: 'artist', isAdmin: false },
};
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const link = (subject: string) => ({ type: 'LinkGoogleAccount', userId: 'u1', subject }) as const;

describe('linking a Google account', () => {
  it('links one Google account; linking it again changes nothing; another one is refused', () => {
    const linked = decideUser(link('g-1'), given(registered)) as UserEvent[];
    expect(linked).toEqual([{ type: 'GoogleAccountLinked', data: { userId: 'u1', subject: 'g-1' } }]);
    expect(given(registered, ...linked)).toMatchObject({ googleSubject: 'g-1' });
    expect(decideUser(link('g-1'), given(registered, ...linked))).toEqual([]);
    expect(decideUser(link('g-2'), given(registered, ...linked))).toEqual(new DomainError('conflict', OTHER_GOOGLE_ACCOUNT_LINKED));
  });

  it('refuses an account that does not exist', () => {
    expect((decideUser(link('g-1'), given()) as DomainError).kind).toBe('not_found');
  });

  it('lets a Google account be claimed by one account only', () => {
    const { initialState, evolve, decide } = googleSubjectClaimDecider;
    const claimed = decide({ subject: 'g-1', userId: 'u1' }, initialState()) as Exclude<ReturnType<typeof decide>, DomainError>;
    expect(claimed).toEqual([{ type: 'GoogleSubjectClaimed', data: { subject: 'g-1', userId: 'u1' } }]);
    const state = claimed.reduce(evolve, initialState());
    expect(decide({ subject: 'g-1', userId: 'u1' }, state)).toEqual([]);
    expect(decide({ subject: 'g-1', userId: 'u2' }, state)).toEqual(new DomainError('conflict', GOOGLE_ACCOUNT_TAKEN));
  });
});
