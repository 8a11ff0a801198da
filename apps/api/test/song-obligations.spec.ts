import { randomUUID } from 'node:crypto';
import { bountiesStream, submissionsStream } from '#marketplace';
import { addSong, createTestApp, signUp, type TestApp } from '#testing';
import { appendEvents } from './support/events.js';
import { eventually } from './support/eventually.js';

/**
 * A song's bounty and campaign requests, as the marketplace's events tell catalog's songs read
 * model: the song shows them (spec section 3: hasBounty, bounty, submissions with status), and
 * its rules refuse hiding or deleting it while they hold.
 */
describe("a song's bounty and requests", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());


  it('shows a funded bounty on the song and refuses to hide or delete it until the bounty closes', async () => {
    const { agent, user } = await signUp(app);
    const song = await addSong(agent);
    const ref = { bountyId: randomUUID(), songId: song.id, artistId: user.id };
    await appendEvents(app, bountiesStream(song.id), [
      { type: 'BountySet', data: { ...ref, reviewAmount: 25, placementAmount: 125, serviceType: 'both', description: 'Tell me about the mix', expiresAt: '2027-01-01T00:00:00.000Z' } },
      { type: 'BountyFunded', data: { ...ref, amount: 150 } },
    ]);
    const shown = async () => (await agent.get(`/api/users/${user.id}/songs`).expect(200)).body[0];
    expect((await eventually(shown, (song) => song.hasBounty)).hasBounty).toBe(true);
    expect((await shown()).bounty).toEqual({ reviewAmount: '25', placementAmount: '125', expiresAt: '2027-01-01T00:00:00.000Z', description: 'Tell me about the mix' });
    const hide = await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(409);
    expect(hide.body).toMatchObject({ canHide: false, reason: 'active_bounty', bountyAmount: 150 });
    expect((await agent.delete(`/api/songs/${song.id}`).expect(409)).body.message).toBe('Cannot delete song with an active bounty. Cancel the bounty first.');

    await appendEvents(app, bountiesStream(song.id), [{ type: 'BountyCancelled', data: { ...ref, releasedAmount: 150 } }]);
    expect((await eventually(shown, (song) => !song.hasBounty)).hasBounty).toBe(false);
    expect((await shown()).bounty).toBeNull();
    await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(200);
  });

  it('lists its requests with their status, and refuses to delete it while one is pending', async () => {
    const { agent, user } = await signUp(app);
    const song = await addSong(agent);
    const ref = (playlistId: string) => ({ submissionId: randomUUID(), songId: song.id, playlistId, artistId: user.id, curatorId: randomUUID() });
    const [first, second] = [ref(randomUUID()), ref(randomUUID())];
    await appendEvents(app, submissionsStream(song.id, first.playlistId), [{ type: 'SubmissionFunded', data: { ...first, amount: 25 } }]);
    await appendEvents(app, submissionsStream(song.id, second.playlistId), [{ type: 'SubmissionFunded', data: { ...second, amount: 150 } }]);
    const shown = async () => (await agent.get(`/api/users/${user.id}/songs`).expect(200)).body[0];
    expect((await eventually(shown, (song) => song.submissions.length === 2)).submissions).toHaveLength(2);
    expect((await agent.delete(`/api/songs/${song.id}`).expect(409)).body.message).toBe('Cannot delete song with pending submissions. Wait for curator responses first.');

    await appendEvents(app, submissionsStream(song.id, first.playlistId), [
      { type: 'SubmissionAnswered', data: { ...first, status: 'reviewed', curatorFeedback: null, paidAmount: 25, refundedAmount: 0 } },
    ]);
    await appendEvents(app, submissionsStream(song.id, second.playlistId), [{ type: 'SubmissionExpired', data: { ...second, refundedAmount: 150 } }]);
    expect((await eventually(shown, (song) => song.submissions.length === 1)).submissions).toEqual([{ id: first.submissionId, status: 'reviewed' }]);
    await agent.delete(`/api/songs/${song.id}`).expect(200);
  });
});
