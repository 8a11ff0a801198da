import { randomUUID } from 'node:crypto';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import type { UserEvent } from '../../domain/user.events.js';
import { emptyProfile } from '../../domain/user.state.js';
import { usersProjection } from './users.projection.js';
import { VerificationReviews } from './verification-reviews.query.js';

/** The users read model after account administration and verification events, in batches of one event and of the whole log. */
const [ana, bo, cy, dee, eve, admin] = Array.from({ length: 6 }, () => randomUUID());

const registered = (userId: string, email: string, firstName: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, email, passwordHash: 'h', firstName, lastName: 'Lee', role: 'artist', isAdmin: false },
});
const requested = (userId: string, reason: string, requestedAt: string): UserEvent => ({ type: 'VerificationRequested', data: { userId, reason, requestedAt } });
const autoVerified = (userId: string, followerCount: number): UserEvent => ({ type: 'UserVerified', data: { userId, method: 'auto', reviewerId: null, followerCount, notes: null } });
const spotifyUrl = 'https://open.spotify.com/artist/bo';

async function appendLog(env: ProjectionEnv): Promise<void> {
  await env.append(`user-${ana}`, registered(ana, 'ana@x.test', 'Ana'), requested(ana, 'I tour a lot', '2026-01-02T10:00:00.000Z'));
  await env.append(`user-${cy}`, registered(cy, 'cy@x.test', 'Cy'), requested(cy, 'Earlier', '2026-01-01T10:00:00.000Z'));
  await env.append(`user-${bo}`, registered(bo, 'bo@x.test', 'Bo'), { type: 'UserProfileUpdated', data: { userId: bo, profile: { ...emptyProfile(), displayName: 'Bo Beats', spotifyUrl } } });
  await env.append(`user-${bo}`, requested(bo, 'Big on Spotify', '2026-01-03T10:00:00.000Z'), autoVerified(bo, 20_000));
  // Rejected, then verified automatically and withdrawn with its link: in neither list.
  await env.append(`user-${dee}`, registered(dee, 'dee@x.test', 'Dee'), requested(dee, 'Please', '2026-01-04T10:00:00.000Z'));
  await env.append(`user-${dee}`, { type: 'VerificationRejected', data: { userId: dee, reviewerId: admin, notes: 'Link your profile' } });
  await env.append(`user-${dee}`, requested(dee, 'Again', '2026-01-05T10:00:00.000Z'), autoVerified(dee, 50_000));
  await env.append(`user-${dee}`, { type: 'VerificationWithdrawn', data: { userId: dee, reason: 'spotify_link_changed' } });
  // Cy: renamed, deactivated (still listed for review); Ana gives her address up and Eve signs up with it.
  await env.append(`user-${cy}`, { type: 'UserNameChanged', data: { userId: cy, firstName: 'Cyd', lastName: 'Lo', adminId: admin } }, { type: 'UserDeactivated', data: { userId: cy, adminId: admin } });
  await env.append(`user-${ana}`, { type: 'UserEmailChanged', data: { userId: ana, email: 'ana.new@x.test', previousEmail: 'ana@x.test', adminId: admin } });
  await env.append(`user-${eve}`, registered(eve, 'ana@x.test', 'Eve'), autoVerified(eve, 10_000));
  await env.append(`user-${eve}`, { type: 'VerificationRevoked', data: { userId: eve, adminId: admin } });
}

const expectedUsers = [
  { id: ana, email: 'ana.new@x.test', first_name: 'Ana', last_name: 'Lee', is_active: true, is_verified: false, verification_pending: true, verified_by: null },
  { id: bo, email: 'bo@x.test', first_name: 'Bo', last_name: 'Lee', is_active: true, is_verified: true, verification_pending: false, verified_by: 'auto' },
  { id: cy, email: 'cy@x.test', first_name: 'Cyd', last_name: 'Lo', is_active: false, is_verified: false, verification_pending: true, verified_by: null },
  { id: dee, email: 'dee@x.test', first_name: 'Dee', last_name: 'Lee', is_active: true, is_verified: false, verification_pending: false, verified_by: null },
  { id: eve, email: 'ana@x.test', first_name: 'Eve', last_name: 'Lee', is_active: true, is_verified: false, verification_pending: false, verified_by: null },
].sort((a, b) => a.id.localeCompare(b.id));

const pendingReview = (userId: string, email: string, firstName: string, lastName: string, reason: string, requestedAt: string) =>
  ({ userId, email, displayName: null, firstName, lastName, status: 'pending', reason, requestedAt, followerCount: null, spotifyUrl: null, verifiedAt: null });

describe('the users projection', () => {
  let env: ProjectionEnv;

  beforeAll(async () => {
    env = await createProjectionEnv(usersProjection);
    await appendLog(env);
  });
  afterAll(async () => {
    await env.close();
  });

  const users = async () =>
    (await env.pool.query('select id, email, first_name, last_name, is_active, is_verified, verification_pending, verified_by from rm_users.users order by id')).rows;

  it.each([1, 5000])('follows account administration and verification, in batches of %i events', async (batchSize) => {
    await env.project(batchSize);
    expect(await users()).toEqual(expectedUsers);
  });

  it('lists pending requests, the longest waiting first, deactivated accounts too', async () => {
    expect(await new VerificationReviews(env.pool).list('pending')).toEqual([
      pendingReview(cy, 'cy@x.test', 'Cyd', 'Lo', 'Earlier', '2026-01-01T10:00:00.000Z'),
      pendingReview(ana, 'ana.new@x.test', 'Ana', 'Lee', 'I tour a lot', '2026-01-02T10:00:00.000Z'),
    ]);
  });

  it('lists the badges granted automatically that still stand, with the followers counted', async () => {
    expect(await new VerificationReviews(env.pool).list('auto')).toEqual([
      {
        userId: bo, email: 'bo@x.test', displayName: 'Bo Beats', firstName: 'Bo', lastName: 'Lee', status: 'auto', reason: 'Big on Spotify',
        requestedAt: '2026-01-03T10:00:00.000Z', followerCount: 20_000, spotifyUrl, verifiedAt: expect.any(String),
      },
    ]);
  });
});

describe('an address passed from one account to another', () => {
  let env: ProjectionEnv;
  const [fay, gus, hal, ivy] = Array.from({ length: 4 }, () => randomUUID());

  beforeAll(async () => {
    env = await createProjectionEnv(usersProjection);
    // In batches of three, Hal's row holds hal@ when the next batch writes Ivy's row (taking hal@) before Hal's (leaving it).
    await env.append(`user-${fay}`, registered(fay, 'fay@x.test', 'Fay'));
    await env.append(`user-${gus}`, registered(gus, 'gus@x.test', 'Gus'));
    await env.append(`user-${hal}`, registered(hal, 'hal@x.test', 'Hal'));
    await env.append(`user-${ivy}`, registered(ivy, 'ivy@x.test', 'Ivy'));
    await env.append(`user-${hal}`, { type: 'UserEmailChanged', data: { userId: hal, email: 'hal.new@x.test', previousEmail: 'hal@x.test', adminId: fay } });
    await env.append(`user-${ivy}`, { type: 'UserEmailChanged', data: { userId: ivy, email: 'hal@x.test', previousEmail: 'ivy@x.test', adminId: fay } });
  });
  afterAll(async () => {
    await env.close();
  });

  it('is written whichever row of the batch comes first', async () => {
    await env.project(3);
    const { rows } = await env.pool.query('select id, email from rm_users.users where id = any($1::uuid[])', [[hal, ivy]]);
    expect(rows).toEqual(expect.arrayContaining([{ id: hal, email: 'hal.new@x.test' }, { id: ivy, email: 'hal@x.test' }]));
  });
});
